/// A CSS `cubic-bezier(x1, y1, x2, y2)` easing: the curve from (0, 0) to
/// (1, 1) with control points (x1, y1) and (x2, y2), read as progress y at
/// input x (the elapsed fraction of a transition).
///
///     let ease = CubicBezierTiming.ease
///     ease.progress(at: 0.5)    // 0.80240338758485…
///
/// The curve is solved for its parameter by Newton's method with a
/// bisection fallback, to the precision of `Double` (errors in y below
/// 1e-15 on `0...1`). Outside `0...1` the easing extends along the tangent
/// at the nearer end, as CSS Easing specifies.
public struct CubicBezierTiming: Hashable, Sendable {
    /// The first control point's input, in `0...1`.
    public let x1: Double
    /// The first control point's progress (any value: above 1 or below 0
    /// overshoots).
    public let y1: Double
    /// The second control point's input, in `0...1`.
    public let x2: Double
    /// The second control point's progress.
    public let y2: Double

    /// - Precondition: `x1` and `x2` are in `0...1` and `y1`, `y2` are finite
    ///   (CSS rejects other values, which would make the curve go back in time).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2),
                     "cubic-bezier inputs x1 and x2 must be in 0...1, not \(x1) and \(x2).")
        precondition(y1.isFinite && y2.isFinite, "cubic-bezier outputs y1 and y2 must be finite, not \(y1) and \(y2).")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// CSS `ease`: `cubic-bezier(0.25, 0.1, 0.25, 1)`.
    public static let ease = CubicBezierTiming(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    /// CSS `ease-in`: `cubic-bezier(0.42, 0, 1, 1)`.
    public static let easeIn = CubicBezierTiming(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// CSS `ease-out`: `cubic-bezier(0, 0, 0.58, 1)`.
    public static let easeOut = CubicBezierTiming(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// CSS `ease-in-out`: `cubic-bezier(0.42, 0, 0.58, 1)`.
    public static let easeInOut = CubicBezierTiming(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The easing of the same move run backwards: its curve turned half
    /// way round the centre of the unit square (ease-in becomes ease-out).
    package var reversed: CubicBezierTiming { CubicBezierTiming(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1) }

    /// The progress at input `x` (0 at the start, 1 at the end).
    ///
    /// - Complexity: O(1): a few Newton steps, at worst about 60 bisection steps.
    public func progress(at x: Double) -> Double {
        if x <= 0 { return startTangentSlope * x }
        if x >= 1 { return 1 + endTangentSlope * (x - 1) }
        return Self.value(y1, y2, parameter(at: x))
    }

    /// The slope dy/dx at input `x`: the velocity of progress per unit of
    /// input. Where the curve is vertical the result is infinite.
    public func slope(at x: Double) -> Double {
        if x < 0 { return startTangentSlope }
        if x > 1 { return endTangentSlope }
        // At the ends both derivatives may vanish; the slope is then that of
        // the first control point apart from the end (exact, where the
        // general formula would divide rounding noise).
        if x == 0 { return Self.startSlope(x1, y1, x2, y2) }
        if x == 1 { return Self.startSlope(1 - x2, 1 - y2, 1 - x1, 1 - y1) }
        let t = parameter(at: x)
        let dx = Self.derivative(x1, x2, t), dy = Self.derivative(y1, y2, t)
        if dx != 0 { return dy / dx }
        return dy == 0 ? 0 : dy > 0 ? .infinity : -.infinity
    }

    /// The slope at the start of an easing whose control points are (a, b)
    /// and (c, d): toward the first of them that is not at the origin (the
    /// end is handled by mirroring the curve through its centre).
    private static func startSlope(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        for (x, y) in [(a, b), (c, d)] where x != 0 || y != 0 {
            return x != 0 ? y / x : y > 0 ? .infinity : -.infinity
        }
        return 1
    }

    /// The tangent CSS extends the curve along before 0: through the first
    /// control point with x > 0, else none (slope 0).
    private var startTangentSlope: Double {
        if x1 > 0 { return y1 / x1 }
        if x2 > 0 { return y2 / x2 }
        return 0
    }

    /// The tangent CSS extends the curve along after 1: through the last
    /// control point with x < 1, else none (slope 0).
    private var endTangentSlope: Double {
        if x2 < 1 { return (y2 - 1) / (x2 - 1) }
        if x1 < 1 { return (y1 - 1) / (x1 - 1) }
        return 0
    }

    /// The step below which Newton's iteration has converged: a few units
    /// in the last place of a parameter in 0…1.
    private static let convergedStep = 1e-15

    /// The curve parameter t where the curve's x equals `x` in `0...1`.
    /// x(t) is non-decreasing because x1 and x2 are in `0...1`.
    func parameter(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t = x
        for _ in 0..<8 {
            let error = Self.value(x1, x2, t) - x
            if error == 0 { return t }
            let dx = Self.derivative(x1, x2, t)
            // x(t) spans 0…1 over t in 0…1: a slope this small is flat.
            guard dx > negligibleFraction else { break }
            let next = t - error / dx
            guard next >= 0 && next <= 1 else { break }
            if abs(next - t) <= Self.convergedStep { return next }
            t = next
        }
        // Newton stalls where x(t) is flat (a vertical tangent of the easing).
        // There many parameters round to the same x; take the middle of that
        // run, which is exact for a symmetric curve and within half the run
        // otherwise.
        let first = bisectedBoundary(from: 0, to: 1) { Self.value(x1, x2, $0) < x }
        let last = bisectedBoundary(from: 0, to: 1) { Self.value(x1, x2, $0) <= x }
        return first + (last - first) / 2
    }

    /// One coordinate of the curve: 3(1−t)²t·a + 3(1−t)t²·b + t³.
    @inline(__always)
    static func value(_ a: Double, _ b: Double, _ t: Double) -> Double {
        ((Double(1) + 3 * a - 3 * b) * t + (3 * b - 6 * a)) * t * t + 3 * a * t
    }

    @inline(__always)
    private static func derivative(_ a: Double, _ b: Double, _ t: Double) -> Double {
        (3 * (1 + 3 * a - 3 * b) * t + 2 * (3 * b - 6 * a)) * t + 3 * a
    }
}
