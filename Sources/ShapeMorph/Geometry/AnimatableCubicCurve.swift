/// One cubic Bézier segment: `start`, two control points and `end`, in SVG
/// user units (x right, y down). The curve's parameter `t` runs over `0...1`.
///
///     let arc = AnimatableCubicCurve(
///         start: Point(x: 0, y: 0), end: Point(x: 1, y: 0),
///         control1: Point(x: 0, y: 1), control2: Point(x: 1, y: 1))
///     arc.point(at: 0.5)  // Point(x: 0.5, y: 0.75)
///
/// The curve is a value: hashing and `==` compare the four points exactly; use
/// `isApproximatelyEqual(to:absoluteTolerance:relativeTolerance:)` to compare
/// with a tolerance.
public struct AnimatableCubicCurve: Hashable, Sendable, Codable {
    /// Where the curve begins, at `t = 0`.
    public var start: Point
    /// The control point that sets the direction the curve leaves `start` in.
    public var control1: Point
    /// The control point that sets the direction the curve arrives at `end` from.
    public var control2: Point
    /// Where the curve ends, at `t = 1`.
    public var end: Point

    /// Creates a curve from its end points and control points, in the order of
    /// the article that introduced the type.
    public init(start: Point, end: Point, control1: Point, control2: Point) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    /// Creates a curve from its four points in drawing order.
    public init(start: Point, control1: Point, control2: Point, end: Point) {
        self.init(start: start, end: end, control1: control1, control2: control2)
    }

    /// The straight segment from `start` to `end`, exactly, as a cubic: the
    /// control points sit at one and two thirds of the way.
    public init(lineFrom start: Point, to end: Point) {
        self.init(
            start: start, control1: start.lerp(to: end, 1.0 / 3),
            control2: start.lerp(to: end, 2.0 / 3), end: end)
    }

    /// The quadratic Bézier curve `start`, `control`, `end`, exactly, as a
    /// cubic (degree elevation).
    public init(quadraticFrom start: Point, control: Point, to end: Point) {
        self.init(
            start: start, control1: start.lerp(to: control, 2.0 / 3),
            control2: end.lerp(to: control, 2.0 / 3), end: end)
    }

    /// The four points in drawing order.
    public var points: [Point] { [start, control1, control2, end] }

    /// Point `index` of `points` (0 the start, 1 and 2 the controls, 3 the
    /// end), without making the array.
    func controlPoint(_ index: Int) -> Point {
        switch index {
        case 0: start
        case 1: control1
        case 2: control2
        default: end
        }
    }

    /// The length of the control polygon, an upper bound of the arc length and
    /// the size that this curve's relative tolerances refer to.
    public var controlPolygonLength: Double {
        start.distance(to: control1) + control1.distance(to: control2) + control2.distance(to: end)
    }

    /// Whether every coordinate of the four points is finite (no infinity,
    /// no NaN).
    public var isFinite: Bool {
        start.isFinite && control1.isFinite && control2.isFinite && end.isFinite
    }

    /// Whether all four points coincide, so the curve has no extent.
    public var isDegenerate: Bool {
        start == control1 && control1 == control2 && control2 == end
    }

    /// The same curve traced from `end` back to `start`.
    public func reversed() -> AnimatableCubicCurve {
        AnimatableCubicCurve(start: end, control1: control2, control2: control1, end: start)
    }
}
