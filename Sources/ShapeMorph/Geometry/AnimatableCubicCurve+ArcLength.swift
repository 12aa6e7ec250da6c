extension AnimatableCubicCurve {
    /// The relative tolerance that arc-length measurements use unless told
    /// otherwise: results are within this fraction of the curve's control
    /// polygon length.
    public static let defaultArcLengthTolerance = 1e-10

    /// The length of the curve, within `tolerance × controlPolygonLength`.
    ///
    /// Adaptive Gauss–Legendre quadrature of the speed |B′(t)|; cusps and
    /// degenerate control points are handled (a degenerate curve has length 0).
    ///
    /// - Parameter tolerance: relative to `controlPolygonLength`; scale-free.
    /// - Complexity: a few dozen evaluations of B′ for smooth curves; more near
    ///   cusps, bounded by a fixed subdivision depth.
    public func arcLength(tolerance: Double = defaultArcLengthTolerance) -> Double {
        arcLength(from: 0, to: 1, tolerance: tolerance)
    }

    /// The length of the curve between parameters `t0 <= t1`, within
    /// `tolerance × controlPolygonLength`.
    public func arcLength(from t0: Double, to t1: Double, tolerance: Double = defaultArcLengthTolerance) -> Double {
        let absolute = tolerance * controlPolygonLength
        guard absolute > 0, t1 > t0 else { return 0 }
        // A curve too large to measure has no finite tolerance to refine to.
        guard absolute.isFinite else { return gaussLegendreSpeed(from: t0, to: t1) }
        return integratedSpeed(from: t0, to: t1, estimate: gaussLegendreSpeed(from: t0, to: t1),
                               tolerance: absolute, depth: 0)
    }

    /// The parameter `t` at which the arc length from `start` reaches `length`,
    /// within `tolerance × controlPolygonLength`: the inverse of
    /// `arcLength(from: 0, to: t)`. Lengths outside `0...arcLength()` clamp to
    /// the ends.
    ///
    /// Newton's method on the arc-length function, kept inside a shrinking
    /// bracket by bisection where Newton would leave it or the speed vanishes.
    public func parameter(atLength length: Double, tolerance: Double = defaultArcLengthTolerance) -> Double {
        let absolute = tolerance * controlPolygonLength
        let total = arcLength(tolerance: tolerance)
        guard length > 0, total > 0 else { return 0 }
        guard length < total else { return 1 }
        var (low, high) = (0.0, 1.0)
        var t = length / total
        for _ in 0..<Self.mostParameterSteps {
            let error = arcLength(from: 0, to: t, tolerance: tolerance) - length
            if abs(error) <= absolute { return t }
            if error > 0 { high = t } else { low = t }
            let speed = derivative(at: t).length
            let newton = t - error / speed
            t = (speed > 0 && newton > low && newton < high) ? newton : (low + high) / 2
            if high - low <= .ulpOfOne { return t }
        }
        return t
    }

    /// Steps of `parameter(atLength:tolerance:)` before it returns its best:
    /// each at least halves the bracket, so 100 exceed the 53 bits of `t`.
    static let mostParameterSteps = 100
    /// Halvings of the parameter interval the arc-length quadrature may make:
    /// 2^-40 of the curve is below any length a tolerance can ask for, and
    /// the bound keeps a cusp from recursing forever.
    static let deepestSubdivision = 40

    private func integratedSpeed(
        from a: Double, to b: Double, estimate: Double, tolerance: Double, depth: Int
    ) -> Double {
        let middle = (a + b) / 2
        let left = gaussLegendreSpeed(from: a, to: middle)
        let right = gaussLegendreSpeed(from: middle, to: b)
        if depth >= Self.deepestSubdivision || abs(left + right - estimate) <= tolerance {
            return left + right
        }
        return integratedSpeed(from: a, to: middle, estimate: left, tolerance: tolerance / 2, depth: depth + 1)
            + integratedSpeed(from: middle, to: b, estimate: right, tolerance: tolerance / 2, depth: depth + 1)
    }

    /// Eight-point Gauss–Legendre quadrature of |B′(t)| over `a...b`: the
    /// arc length between the parameters for smooth pieces of curve.
    func gaussLegendreSpeed(from a: Double, to b: Double) -> Double {
        let halfWidth = (b - a) / 2, middle = (a + b) / 2
        var sum = 0.0
        for (node, weight) in gaussLegendreNodes {
            sum += weight * (derivative(at: middle - halfWidth * node).length
                + derivative(at: middle + halfWidth * node).length)
        }
        return sum * halfWidth
    }
}

/// The positive nodes of eight-point Gauss–Legendre quadrature on `-1...1`
/// with their weights (the rule is symmetric).
private let gaussLegendreNodes: [(Double, Double)] = [
    (0.1834346424956498, 0.3626837833783620),
    (0.5255324099163290, 0.3137066458778873),
    (0.7966664774136267, 0.2223810344533745),
    (0.9602898564975363, 0.1012285362903763),
]
