import ShapeMorph

/// SVG's basic shapes as contours, following the equivalent paths of the SVG
/// 2 specification: each starts where the spec's path starts and runs
/// clockwise on screen; circular parts are cubics within the arc tolerance.
enum SVGBasicShapes {
    /// A rectangle with corner radii `rx`, `ry` (already resolved and
    /// clamped), or nil when it is not rendered (zero width or height).
    static func rect(x: Double, y: Double, width: Double, height: Double,
                     rx: Double, ry: Double, arcTolerance: Double) -> Contour? {
        guard width > 0, height > 0 else { return nil }
        guard rx > 0, ry > 0 else {
            return Contour(closedThrough: [
                Point(x: x, y: y), Point(x: x + width, y: y),
                Point(x: x + width, y: y + height), Point(x: x, y: y + height),
            ])
        }
        var builder = ContourBuilder()
        let right = x + width, bottom = y + height
        func corner(to end: Point) {
            let arc = SVGArc(start: builder.currentPoint, radiusX: rx, radiusY: ry, rotation: 0,
                             largeArc: false, sweep: true, end: end)
            for curve in arc.cubics(tolerance: arcTolerance) { builder.append(curve) }
        }
        func edge(to end: Point) {
            if builder.currentPoint != end { builder.line(to: end) }
        }
        builder.move(to: Point(x: x + rx, y: y))
        edge(to: Point(x: right - rx, y: y))
        corner(to: Point(x: right, y: y + ry))
        edge(to: Point(x: right, y: bottom - ry))
        corner(to: Point(x: right - rx, y: bottom))
        edge(to: Point(x: x + rx, y: bottom))
        corner(to: Point(x: x, y: bottom - ry))
        edge(to: Point(x: x, y: y + ry))
        corner(to: Point(x: x + rx, y: y))
        builder.close()
        return builder.finished().first
    }

    /// An ellipse (a circle when `rx == ry`), or nil when a radius is not
    /// positive. It starts at the rightmost point and runs clockwise.
    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double, arcTolerance: Double) -> Contour? {
        guard rx > 0, ry > 0 else { return nil }
        let count = SVGArc.pieceCount(sweep: 2 * .pi, tolerance: arcTolerance)
        let step = 2 * Double.pi / Double(count)
        let toUser = AffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy)
        var curves = (0..<count).map { SVGArc.unitArc(from: Double($0) * step, sweep: step).transformed(by: toUser) }
        curves[0].start = Point(x: cx + rx, y: cy)
        for index in 1..<count { curves[index].start = curves[index - 1].end }
        curves[count - 1].end = curves[0].start
        return Contour(segments: curves, isClosed: true)
    }

    /// The straight lines through `points`, closed for a polygon; nil when
    /// there are fewer than two points.
    static func polyline(_ points: [Point], closed: Bool) -> Contour? {
        guard points.count >= 2 else { return nil }
        if closed { return Contour(closedThrough: points) }
        let edges = zip(points, points.dropFirst()).map { AnimatableCubicCurve(lineFrom: $0, to: $1) }
        return Contour(segments: edges, isClosed: false)
    }
}
