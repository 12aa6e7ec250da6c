extension AnimatableCubicCurve {
    /// The point at parameter `t`: B(t) = (1−t)³P0 + 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³P3.
    ///
    /// `t = 0` gives `start` and `t = 1` gives `end` exactly; other values of
    /// `t` outside `0...1` extrapolate the polynomial.
    ///
    /// - Complexity: O(1).
    public func point(at t: Double) -> Point {
        // de Casteljau in the (1−t)a + tb form keeps both ends exact.
        let p01 = start.lerp(to: control1, t), p12 = control1.lerp(to: control2, t)
        let p23 = control2.lerp(to: end, t)
        return p01.lerp(to: p12, t).lerp(to: p12.lerp(to: p23, t), t)
    }

    /// The tangent B′(t) = 3(1−t)²(P1−P0) + 6(1−t)t(P2−P1) + 3t²(P3−P2): the
    /// velocity of the point along the curve per unit of `t`.
    public func derivative(at t: Double) -> Vector {
        let s = 1 - t
        return (control1 - start) * (3 * s * s) + (control2 - control1) * (6 * s * t)
            + (end - control2) * (3 * t * t)
    }

    /// The second derivative B″(t) = 6(1−t)(P2 − 2P1 + P0) + 6t(P3 − 2P2 + P1).
    public func secondDerivative(at t: Double) -> Vector {
        let first = (control2 - control1) - (control1 - start)
        let second = (end - control2) - (control2 - control1)
        return first * (6 * (1 - t)) + second * (6 * t)
    }
}
