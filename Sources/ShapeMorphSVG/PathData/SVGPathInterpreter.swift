import ShapeMorph

/// The second layer of path-data reading: draws commands one at a time as
/// absolute cubic segments, tracking the current point and the reflected
/// control points of `S` and `T` as the SVG path grammar defines them.
struct SVGPathInterpreter {
    let arcTolerance: Double
    private var builder = ContourBuilder()
    private var lastCubicControl: Point? = nil
    private var lastQuadraticControl: Point? = nil

    init(arcTolerance: Double) { self.arcTolerance = arcTolerance }

    /// Draws `command`, or throws an error at its offset, drawing nothing,
    /// when its geometry leaves the range of `Double`; nothing is drawn
    /// after such an error.
    mutating func draw(_ command: SVGPathCommand) throws(SVGAttributeSyntaxError) {
        let current = builder.currentPoint
        let a = command.values
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
        lastCubicControl = cubicControl
        lastQuadraticControl = quadraticControl
        guard !builder.hasOverflowed else {
            throw SVGAttributeSyntaxError.outOfRange(offset: command.offset, expected: "coordinates within ±1.8e308",
                                                     found: "'\(command.kind.letter)' going beyond them")
        }
    }

    /// The segments drawn so far, all subpaths together.
    var segmentCount: Int { builder.segmentCount }

    /// The shape drawn so far.
    mutating func finished() -> Shape { Shape(contours: builder.finished()) }
}
