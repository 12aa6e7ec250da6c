import ShapeMorph

extension SVGPathData {
    /// The relative accuracy of arcs unless told otherwise: each cubic lies
    /// within this fraction of the ellipse's larger radius of the true arc.
    /// At 3e-4 a full circle takes four cubics (error 2.73e-4 of the radius).
    public static let defaultArcTolerance = 3e-4

    /// The shape drawn by path data `text`: absolute cubic contours, one per
    /// subpath, with the first syntax error if there is one.
    ///
    /// Lines and quadratics become one exact cubic each; arcs become cubics
    /// within `arcTolerance` of the larger radius. Like an SVG renderer, on an
    /// error it keeps everything before the command that holds it. Subpaths
    /// that draw nothing (a lone moveto) are dropped.
    public static func shape(
        from text: String, arcTolerance: Double = defaultArcTolerance
    ) -> (shape: Shape, error: SVGPathSyntaxError?) {
        let (commands, syntaxError) = SVGPathTokenizer.commands(in: text)
        let (shape, rangeError) = shape(from: commands, arcTolerance: arcTolerance)
        return (shape, rangeError ?? syntaxError)
    }

    /// The shape drawn by `commands` (see `shape(from:arcTolerance:)`), up
    /// to the first command whose geometry leaves the range of `Double`
    /// (relative coordinates adding up beyond ±1.8e308, say), with that
    /// command's offset as the error.
    public static func shape(
        from commands: [SVGPathCommand], arcTolerance: Double = defaultArcTolerance
    ) -> (shape: Shape, error: SVGPathSyntaxError?) {
        var builder = ContourBuilder()
        var lastCubicControl: Point? = nil
        var lastQuadraticControl: Point? = nil
        for command in commands {
            let current = builder.currentPoint
            let a = command.arguments
            func point(_ x: Double, _ y: Double) -> Point {
                command.isRelative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            var cubicControl: Point? = nil
            var quadraticControl: Point? = nil
            switch command.kind {
            case .moveTo:
                builder.move(to: point(a[0], a[1]))
            case .lineTo:
                builder.line(to: point(a[0], a[1]))
            case .horizontalLineTo:
                builder.line(to: Point(x: command.isRelative ? current.x + a[0] : a[0], y: current.y))
            case .verticalLineTo:
                builder.line(to: Point(x: current.x, y: command.isRelative ? current.y + a[0] : a[0]))
            case .curveTo:
                let (c1, c2, end) = (point(a[0], a[1]), point(a[2], a[3]), point(a[4], a[5]))
                builder.append(AnimatableCubicCurve(start: current, control1: c1, control2: c2, end: end))
                cubicControl = c2
            case .smoothCurveTo:
                let c1 = lastCubicControl.map { current + (current - $0) } ?? current
                let (c2, end) = (point(a[0], a[1]), point(a[2], a[3]))
                builder.append(AnimatableCubicCurve(start: current, control1: c1, control2: c2, end: end))
                cubicControl = c2
            case .quadraticCurveTo:
                let (control, end) = (point(a[0], a[1]), point(a[2], a[3]))
                builder.append(AnimatableCubicCurve(quadraticFrom: current, control: control, to: end))
                quadraticControl = control
            case .smoothQuadraticCurveTo:
                let control = lastQuadraticControl.map { current + (current - $0) } ?? current
                let end = point(a[0], a[1])
                builder.append(AnimatableCubicCurve(quadraticFrom: current, control: control, to: end))
                quadraticControl = control
            case .arc:
                let arc = SVGArc(start: current, radiusX: a[0], radiusY: a[1], rotation: a[2],
                                 largeArc: a[3] != 0, sweep: a[4] != 0, end: point(a[5], a[6]))
                builder.append(contentsOf: arc.cubics(tolerance: arcTolerance))
            case .closePath:
                builder.close()
            }
            if builder.hasOverflowed {
                let error = SVGPathSyntaxError(offset: command.offset, expected: "coordinates within ±1.8e308",
                                               found: "'\(command.kind.letter)' going beyond them")
                return (Shape(contours: builder.finished()), error)
            }
            lastCubicControl = cubicControl
            lastQuadraticControl = quadraticControl
        }
        return (Shape(contours: builder.finished()), nil)
    }
}

/// Collects segments into contours, tracking the current point and the start
/// of the current subpath as the SVG path grammar defines them.
///
/// Geometry with a coordinate that is not finite is refused: nothing more is
/// added and `hasOverflowed` turns true.
struct ContourBuilder {
    private(set) var currentPoint = Point.origin
    private(set) var hasOverflowed = false
    private var subpathStart = Point.origin
    private var segments: [AnimatableCubicCurve] = []
    private var contours: [Contour] = []

    /// Ends the current subpath (open) and starts a new one at `point`.
    mutating func move(to point: Point) {
        guard accepts(point) else { return }
        finishSubpath(closed: false)
        currentPoint = point
        subpathStart = point
    }

    /// A straight segment from the current point.
    mutating func line(to point: Point) {
        append(AnimatableCubicCurve(lineFrom: currentPoint, to: point))
    }

    /// Appends `curve`, which starts at the current point.
    mutating func append(_ curve: AnimatableCubicCurve) {
        guard accepts(curve.control1), accepts(curve.control2), accepts(curve.end) else { return }
        var joined = curve
        joined.start = currentPoint
        segments.append(joined)
        currentPoint = curve.end
    }

    /// Appends `curves`, each starting where the previous ends, or none of
    /// them if any is not finite.
    mutating func append(contentsOf curves: [AnimatableCubicCurve]) {
        guard curves.allSatisfy({ accepts($0.control1) && accepts($0.control2) && accepts($0.end) }) else { return }
        for curve in curves { append(curve) }
    }

    private mutating func accepts(_ point: Point) -> Bool {
        if hasOverflowed || !point.x.isFinite || !point.y.isFinite {
            hasOverflowed = true
            return false
        }
        return true
    }

    /// Closes the subpath with a straight segment back to its start, unless it
    /// is already there up to rounding (relative commands accumulate it); the
    /// next subpath starts at the same point.
    mutating func close() {
        let rounding = 1e-12 * max(1, subpathStart.vectorFromOrigin.length)
        if !segments.isEmpty && currentPoint.distance(to: subpathStart) > rounding { line(to: subpathStart) }
        if !segments.isEmpty { segments[segments.count - 1].end = subpathStart }
        finishSubpath(closed: true)
        currentPoint = subpathStart
    }

    /// The contours drawn so far, the current subpath included.
    mutating func finished() -> [Contour] {
        finishSubpath(closed: false)
        return contours
    }

    private mutating func finishSubpath(closed: Bool) {
        if !segments.isEmpty { contours.append(Contour(segments: segments, isClosed: closed)) }
        segments = []
    }
}
