import Foundation
import ShapeMorph

/// An SVG elliptical arc in endpoint form (the `A` command's parameters),
/// converted to cubic Bézier curves following the SVG implementation notes.
struct SVGArc {
    var start: Point
    var radiusX: Double
    var radiusY: Double
    /// The rotation of the ellipse's x axis, in degrees.
    var rotation: Double
    var largeArc: Bool
    var sweep: Bool
    var end: Point

    /// The arc as cubics, each within `tolerance × max(rx, ry)` of the true
    /// ellipse, with end points exact.
    ///
    /// Per the notes: a zero-length arc gives no curve, a zero radius gives a
    /// straight line, and radii too small to reach the end point are scaled up
    /// until they do. Pieces span at most a quarter turn, and less when the
    /// tolerance asks for it.
    func cubics(tolerance: Double) -> [AnimatableCubicCurve] {
        if start == end { return [] }
        var rx = abs(radiusX), ry = abs(radiusY)
        if rx == 0 || ry == 0 { return [AnimatableCubicCurve(lineFrom: start, to: end)] }
        let phi = rotation * .pi / 180
        let (sinPhi, cosPhi) = (sin(phi), cos(phi))
        // Step 1: the end points in the ellipse's own frame, centred. Halves
        // are taken before differences and squares are of ratios, so no
        // intermediate overflows for coordinates near the limits of Double.
        let hx = start.x / 2 - end.x / 2, hy = start.y / 2 - end.y / 2
        let x1 = cosPhi * hx + sinPhi * hy
        let y1 = -sinPhi * hx + cosPhi * hy
        let lambda = (x1 / rx) * (x1 / rx) + (y1 / ry) * (y1 / ry)
        guard lambda > 0 else { return [] }
        // Radii too small: scaled up, keeping their ratio, to just reach.
        if lambda > 1 {
            let ratio = ry / rx
            rx = (x1 * x1 + (y1 / ratio) * (y1 / ratio)).squareRoot()
            ry = rx * ratio
        }
        // Step 2: the centre in the ellipse's frame, from
        // √((rx²ry² − rx²y1² − ry²x1²) / (rx²y1² + ry²x1²)) = √(1/λ − 1).
        var factor = lambda > 1 ? 0 : (max(0, 1 / lambda - 1)).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * (y1 / ry), cy1 = -factor * ry * (x1 / rx)
        // Step 3: the centre in user space and the angles.
        let center = Point(
            x: cosPhi * cx1 - sinPhi * cy1 + (start.x / 2 + end.x / 2),
            y: sinPhi * cx1 + cosPhi * cy1 + (start.y / 2 + end.y / 2))
        let startAngle = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var sweepAngle = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - startAngle
        if sweep && sweepAngle < 0 { sweepAngle += 2 * .pi }
        if !sweep && sweepAngle > 0 { sweepAngle -= 2 * .pi }

        let unitToUser = AffineTransform(
            a: cosPhi * rx, b: sinPhi * rx, c: -sinPhi * ry, d: cosPhi * ry, tx: center.x, ty: center.y)
        let count = SVGArc.pieceCount(sweep: abs(sweepAngle), tolerance: tolerance)
        let step = sweepAngle / Double(count)
        var curves = (0..<count).map { index in
            SVGArc.unitArc(from: startAngle + Double(index) * step, sweep: step).transformed(by: unitToUser)
        }
        // Exact end points and exact joints.
        curves[0].start = start
        curves[count - 1].end = end
        for index in 1..<count { curves[index].start = curves[index - 1].end }
        return curves
    }

    /// The largest radial error of one cubic for an arc of `sweep` radians of
    /// the unit circle, with handles of length 4/3·tan(sweep/4): about
    /// 2.73e-4 for a quarter turn, growing with the sixth power of the sweep.
    static func radialError(sweep: Double) -> Double {
        let quarter = sweep / (Double.pi / 2)
        return 2.74e-4 * pow(quarter, 6)
    }

    /// The most cubics one arc becomes, whatever the tolerance: 4,096 hold a
    /// full ellipse far closer than the rounding of its coordinates, so a
    /// smaller tolerance stops here instead of counting on.
    static let mostPieces = 4096

    /// How many pieces an arc of `sweep` radians needs: at least one per
    /// quarter turn, and enough that each is within `tolerance`; one for a
    /// sweep that overflowed (its cubic is then not finite either, which the
    /// path reader reports).
    static func pieceCount(sweep: Double, tolerance: Double) -> Int {
        guard sweep.isFinite else { return 1 }
        var count = max(1, Int((sweep / (Double.pi / 2)).roundedUpForgivingRounding))
        while radialError(sweep: sweep / Double(count)) > tolerance && count < Self.mostPieces { count += 1 }
        return count
    }

    /// The cubic for the arc of the unit circle from `angle` over `sweep`
    /// radians (|sweep| ≤ a quarter turn).
    static func unitArc(from angle: Double, sweep: Double) -> AnimatableCubicCurve {
        let k = 4.0 / 3.0 * tan(sweep / 4)
        let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(angle + sweep), sin(angle + sweep))
        return AnimatableCubicCurve(
            start: Point(x: c0, y: s0), control1: Point(x: c0 - k * s0, y: s0 + k * c0),
            control2: Point(x: c1 + k * s1, y: s1 - k * c1), end: Point(x: c1, y: s1))
    }
}
