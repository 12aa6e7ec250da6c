import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("AnimatableCubicCurve arc length")
struct AnimatableCubicCurveArcLengthTests {
    @Test("a straight cubic is as long as its chord", arguments: [
        (Point(x: 0, y: 0), Point(x: 3, y: 4), 1.0 / 3, 2.0 / 3),
        (Point(x: -5, y: 2), Point(x: 10, y: -7), 0.1, 0.9),
        (Point(x: 1, y: 1), Point(x: 1e6, y: 1), 0.5, 0.5),
    ])
    func straightCubic(start: Point, end: Point, f1: Double, f2: Double) {
        let curve = AnimatableCubicCurve(start: start, control1: start.lerp(to: end, f1),
                                         control2: start.lerp(to: end, f2), end: end)
        let chord = start.distance(to: end)
        expectClose(curve.arcLength(), chord, relative: 1e-9)
    }

    @Test("arc length matches a dense polyline", arguments: SeededRandom.curves(10, seed: 3))
    func matchesPolyline(curve: AnimatableCubicCurve) {
        let samples = 200_000
        var polyline = 0.0
        var previous = curve.start
        for index in 1...samples {
            let next = curve.point(at: Double(index) / Double(samples))
            polyline += previous.distance(to: next)
            previous = next
        }
        // A polyline is shorter by O(1/n²); allow for it.
        expectClose(curve.arcLength(), polyline, absolute: 1e-6 * curve.controlPolygonLength)
    }

    @Test("a cusp and a degenerate curve")
    func singularCurves() {
        let cusp = AnimatableCubicCurve(start: Point(x: 0, y: 0), control1: Point(x: 1, y: 1),
                                        control2: Point(x: 0, y: 1), end: Point(x: 1, y: 0))
        #expect(cusp.arcLength() > 0 && cusp.arcLength().isFinite)
        let dot = AnimatableCubicCurve(start: Point(x: 3, y: 3), control1: Point(x: 3, y: 3),
                                       control2: Point(x: 3, y: 3), end: Point(x: 3, y: 3))
        #expect(dot.arcLength() == 0)
        #expect(dot.parameter(atLength: 1) == 0)
    }

    @Test("parameter(atLength:) inverts the arc length", arguments: SeededRandom.curves(10, seed: 4))
    func parameterInvertsLength(curve: AnimatableCubicCurve) {
        let total = curve.arcLength()
        for fraction in [0.0, 0.1, 0.25, 0.5, 0.9, 1.0] {
            let t = curve.parameter(atLength: fraction * total)
            let length = curve.arcLength(from: 0, to: t)
            expectClose(length, fraction * total, absolute: 1e-9 * curve.controlPolygonLength, "fraction \(fraction)")
        }
    }

    @Test("a curve too large to measure gives an infinite length at once, not 2⁴⁰ refinements")
    func overflowingCurve() {
        let curve = AnimatableCubicCurve(lineFrom: Point(x: -1e308, y: -1e308), to: Point(x: 1e308, y: 1e308))
        #expect(curve.arcLength() == .infinity)
        #expect(Shape(contours: [Contour(segments: [curve], isClosed: false)]).perimeter() == .infinity)
    }
}
