/// Componentwise arithmetic on the four points, each read as a vector from
/// the origin.
///
/// This blends control points: `a.interpolated(towards: b, amount: 0.3)` is the
/// curve whose every point is 30% of the way from `a`'s to `b`'s. That is a
/// meaningful in-between for *corresponding* segments of two shapes (the
/// morph engine makes them correspond); it is not a geometric operation on
/// one curve, and `zero` is the degenerate curve at the origin.
extension AnimatableCubicCurve: VectorArithmetic {
    /// The curve whose four points are all at the origin.
    public static let zero = AnimatableCubicCurve(
        start: .origin, control1: .origin, control2: .origin, end: .origin)

    /// The curve whose points are the componentwise sums.
    public static func + (lhs: AnimatableCubicCurve, rhs: AnimatableCubicCurve) -> AnimatableCubicCurve {
        AnimatableCubicCurve(
            start: lhs.start + rhs.start.vectorFromOrigin,
            control1: lhs.control1 + rhs.control1.vectorFromOrigin,
            control2: lhs.control2 + rhs.control2.vectorFromOrigin,
            end: lhs.end + rhs.end.vectorFromOrigin)
    }

    /// The curve whose points are the componentwise differences.
    public static func - (lhs: AnimatableCubicCurve, rhs: AnimatableCubicCurve) -> AnimatableCubicCurve {
        AnimatableCubicCurve(
            start: lhs.start - rhs.start.vectorFromOrigin,
            control1: lhs.control1 - rhs.control1.vectorFromOrigin,
            control2: lhs.control2 - rhs.control2.vectorFromOrigin,
            end: lhs.end - rhs.end.vectorFromOrigin)
    }

    /// Multiplies every coordinate of the four points by `factor`.
    public mutating func scale(by factor: Double) {
        // Point by point, not through an array of key paths: that array
        // was made anew at every call (2.7 % of matching's time).
        func scaled(_ point: Point) -> Point { Point(x: point.x * factor, y: point.y * factor) }
        (start, control1, control2, end) = (scaled(start), scaled(control1), scaled(control2), scaled(end))
    }

    /// The sum of the squares of the eight coordinates.
    public var magnitudeSquared: Double {
        start.vectorFromOrigin.magnitudeSquared + control1.vectorFromOrigin.magnitudeSquared
            + control2.vectorFromOrigin.magnitudeSquared + end.vectorFromOrigin.magnitudeSquared
    }
}
