import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("Signed area and winding")
struct SignedAreaTests {
    @Test("the heart's signed area matches a dense polygon in sign and size")
    func heartArea() {
        let heart = CardSuits.heart
        let polygon = shoelaceArea(densePolygon(of: heart, perSegment: 20_000))
        expectClose(heart.signedArea, polygon, relative: 1e-6)
        // The heart is drawn clockwise on screen and covers a bit over half the square.
        #expect(heart.winding == .clockwise)
        #expect(heart.signedArea > 5_000 && heart.signedArea < 7_000)
        #expect(heart.reversed().signedArea == -heart.signedArea)
    }

    @Test("a unit square's area and winding", arguments: [
        ([(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)], 1.0, Winding.clockwise),
        ([(0.0, 0.0), (0.0, 1.0), (1.0, 1.0), (1.0, 0.0)], -1.0, Winding.counterclockwise),
    ])
    func squares(vertices: [(Double, Double)], area: Double, winding: Winding) {
        let square = Contour(closedThrough: vertices.map { Point(x: $0.0, y: $0.1) })
        expectClose(square.signedArea, area, absolute: 1e-15)
        #expect(square.winding == winding)
    }

    @Test("an open contour's area closes it with a straight line")
    func openContour() {
        let open = Contour(segments: [
            AnimatableCubicCurve(lineFrom: Point(x: 0, y: 0), to: Point(x: 2, y: 0)),
            AnimatableCubicCurve(lineFrom: Point(x: 2, y: 0), to: Point(x: 2, y: 2)),
        ], isClosed: false)
        expectClose(open.signedArea, 2, absolute: 1e-15)
    }
}
