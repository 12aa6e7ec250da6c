import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("Shape")
struct ShapeTests {
    static let ring = Shape(contours: [
        Contour(closedThrough: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]),
        Contour(closedThrough: [Point(x: 3, y: 3), Point(x: 3, y: 7), Point(x: 7, y: 7), Point(x: 7, y: 3)]),
    ])

    @Test("a hole running the other way subtracts its area")
    func holeArea() {
        expectClose(Self.ring.signedArea, 100 - 16, absolute: 1e-12)
        #expect(Self.ring.segmentCount == 8)
        #expect(Self.ring.bounds == Rect(minX: 0, minY: 0, maxX: 10, maxY: 10))
    }

    @Test("shape arithmetic interpolates contour by contour")
    func arithmetic() {
        let moved = Self.ring.transformed(by: .translation(dx: 20, dy: 0))
        let halfway = Self.ring.interpolated(towards: moved, amount: 0.5)
        #expect(halfway.bounds == Rect(minX: 10, minY: 0, maxX: 20, maxY: 10))
        #expect(Self.ring + .zero == Self.ring)
        #expect(Shape.zero.magnitudeSquared == 0)
    }

    @Test("an empty shape has no bounds and no area")
    func empty() {
        #expect(Shape.zero.bounds == nil)
        #expect(Shape.zero.signedArea == 0)
        #expect(Shape.zero.perimeter() == 0)
    }
}
