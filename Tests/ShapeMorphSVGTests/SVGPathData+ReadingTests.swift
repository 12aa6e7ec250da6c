import Testing
import ShapeMorph
@testable import ShapeMorphSVG

@Suite("Path data to cubic contours")
struct SVGPathDataReadingTests {
    static func points(_ text: String) -> [[Point]] {
        SVGPathData.shape(from: text).shape.contours.map { contour in
            contour.segments.map(\.end)
        }
    }

    @Test("end points of commands, absolute and relative", arguments: [
        ("M10 10 L20 10 L20 20 Z", [[Point(x: 20, y: 10), Point(x: 20, y: 20), Point(x: 10, y: 10)]]),
        ("m10 10 l10 0 0 10 z", [[Point(x: 20, y: 10), Point(x: 20, y: 20), Point(x: 10, y: 10)]]),
        ("M10 10 H30 V40 h-10 v-10", [[Point(x: 30, y: 10), Point(x: 30, y: 40), Point(x: 20, y: 40), Point(x: 20, y: 30)]]),
        // Relative moveto after closepath starts from the closed subpath's start.
        ("M10 10 l5 0 l0 5 z m1 1 l1 0", [[Point(x: 15, y: 10), Point(x: 15, y: 15), Point(x: 10, y: 10)],
                                          [Point(x: 12, y: 11)]]),
        // A lone moveto draws nothing; a drawing command after Z starts at the subpath start.
        ("M0 0 M5 5 L6 6", [[Point(x: 6, y: 6)]]),
        ("M0 0 L4 0 L4 4 Z L0 9", [[Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 0, y: 0)], [Point(x: 0, y: 9)]]),
    ])
    func endPoints(text: String, expected: [[Point]]) {
        #expect(Self.points(text) == expected, "for \"\(text)\"")
    }

    @Test("closing on the start point adds no segment; closed contours join exactly")
    func closing() {
        let shape = SVGPathData.shape(from: "M0 0 L10 0 L10 10 L0 0 Z").shape
        #expect(shape.contours[0].segments.count == 3 && shape.contours[0].isClosed)
        let relative = SVGPathData.shape(from: "m0 0 l0.1 0.2 l0.2 0.1 l-0.3 -0.3 z").shape
        #expect(relative.contours[0].segments.count == 3)
    }

    @Test("smooth commands reflect the previous control point, or not")
    func smoothReflection() {
        let cubic = SVGPathData.shape(from: "M0 0 C0 10 10 10 10 0 S20 -10 20 0").shape.contours[0].segments
        #expect(cubic[1].control1 == Point(x: 10, y: -10))
        let afterLine = SVGPathData.shape(from: "M0 0 L10 0 S20 -10 20 0").shape.contours[0].segments
        #expect(afterLine[1].control1 == Point(x: 10, y: 0))
        let quadratic = SVGPathData.shape(from: "M0 0 Q5 10 10 0 T20 0").shape.contours[0].segments
        // T reflects Q's control (5, 10) to (15, -10): elevated, control1 = 10 + 2/3·(5, -10).
        #expect(quadratic[1].control1.isApproximatelyEqual(to: Point(x: 10 + 10.0 / 3, y: -20.0 / 3), absoluteTolerance: 1e-12))
        let afterCubic = SVGPathData.shape(from: "M0 0 C1 1 2 2 10 0 T20 0").shape.contours[0].segments
        #expect(afterCubic[1].control1 == Point(x: 10, y: 0) || afterCubic[1].control1.isApproximatelyEqual(to: Point(x: 10, y: 0), absoluteTolerance: 1e-12))
    }

    @Test("arcs lie on the true ellipse within the tolerance; end points exact", arguments: [
        (0.0, 0.0, 40.0, 40.0, 0.0, false, true, 80.0, 0.0),
        (0.0, 0.0, 40.0, 20.0, 30.0, true, false, 30.0, 25.0),
        (10.0, 10.0, 5.0, 5.0, 0.0, false, true, 100.0, 10.0), // radii scaled up
        (0.0, 0.0, 50.0, 25.0, -45.0, true, true, 10.0, -10.0),
    ])
    func arcsOnEllipse(x0: Double, y0: Double, rx: Double, ry: Double, angle: Double,
                       large: Bool, sweep: Bool, x1: Double, y1: Double) {
        for tolerance in [SVGPathData.defaultArcTolerance, 1e-6] {
            let arc = SVGArc(start: Point(x: x0, y: y0), radiusX: rx, radiusY: ry, rotation: angle,
                             largeArc: large, sweep: sweep, end: Point(x: x1, y: y1))
            let curves = arc.cubics(tolerance: tolerance)
            #expect(curves.first?.start == arc.start && curves.last?.end == arc.end)
            // Recover the ellipse: map points to the unit circle with the same centre and radii.
            let (center, scaledX, scaledY) = Self.centerAndRadii(arc)
            let phi = angle * .pi / 180
            var worst = 0.0
            for curve in curves {
                for index in 0...50 {
                    let p = curve.point(at: Double(index) / 50)
                    let dx = p.x - center.x, dy = p.y - center.y
                    let u = (cos(phi) * dx + sin(phi) * dy) / scaledX
                    let v = (-sin(phi) * dx + cos(phi) * dy) / scaledY
                    worst = max(worst, abs((u * u + v * v).squareRoot() - 1))
                }
            }
            #expect(worst <= tolerance * max(scaledX, scaledY) / min(scaledX, scaledY),
                    "tolerance \(tolerance): error \(worst) of the radius")
        }
    }

    @Test("degenerate arcs: zero length is dropped, zero radius is a line")
    func degenerateArcs() {
        #expect(SVGArc(start: Point(x: 1, y: 1), radiusX: 5, radiusY: 5, rotation: 0, largeArc: false, sweep: true,
                       end: Point(x: 1, y: 1)).cubics(tolerance: 1e-4).isEmpty)
        let line = SVGArc(start: Point(x: 0, y: 0), radiusX: 0, radiusY: 5, rotation: 0, largeArc: false, sweep: true,
                          end: Point(x: 4, y: 0)).cubics(tolerance: 1e-4)
        #expect(line == [AnimatableCubicCurve(lineFrom: Point(x: 0, y: 0), to: Point(x: 4, y: 0))])
    }

    /// The centre and (scaled-up) radii of an arc, by an independent route:
    /// the midpoint of the first cubic lies on the ellipse, so solve from the
    /// SVG implementation notes' formulas again.
    static func centerAndRadii(_ arc: SVGArc) -> (Point, Double, Double) {
        let phi = arc.rotation * .pi / 180
        let hx = (arc.start.x - arc.end.x) / 2, hy = (arc.start.y - arc.end.y) / 2
        let x1 = cos(phi) * hx + sin(phi) * hy, y1 = -sin(phi) * hx + cos(phi) * hy
        var rx = arc.radiusX, ry = arc.radiusY
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let root = (max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
                    / (rx * rx * y1 * y1 + ry * ry * x1 * x1)).squareRoot() * (arc.largeArc == arc.sweep ? -1 : 1)
        let cx1 = root * rx * y1 / ry, cy1 = -root * ry * x1 / rx
        return (Point(x: cos(phi) * cx1 - sin(phi) * cy1 + (arc.start.x + arc.end.x) / 2,
                      y: sin(phi) * cx1 + cos(phi) * cy1 + (arc.start.y + arc.end.y) / 2), rx, ry)
    }
}

import Foundation
