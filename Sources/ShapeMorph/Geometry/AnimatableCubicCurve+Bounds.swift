extension AnimatableCubicCurve {
    /// The exact bounding box of the curve over `0...1` (not of its control
    /// points): the end points and the points where B′ has a zero x or y
    /// component.
    ///
    /// - Complexity: O(1): two quadratic equations.
    public var bounds: Rect {
        var box = Rect(minX: start.x, minY: start.y, maxX: start.x, maxY: start.y)
        box.formUnion(with: end)
        for t in extremaParameters(start.x, control1.x, control2.x, end.x)
            + extremaParameters(start.y, control1.y, control2.y, end.y) {
            box.formUnion(with: point(at: t))
        }
        return box
    }

    /// The parameters in `0...1` where the derivative of the one-dimensional
    /// cubic with these coefficients vanishes.
    private func extremaParameters(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // B′(t)/3 = a t² + b t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        return quadraticRoots(a, b, c).filter { $0 > 0 && $0 < 1 }
    }
}

/// The real roots of a·t² + b·t + c = 0, computed without cancellation;
/// degenerate equations (a or both a and b zero) are handled.
func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    let scale = Swift.max(abs(a), abs(b), abs(c))
    guard scale > 0 else { return [] }
    if abs(a) <= scale * 1e-14 {
        return b == 0 ? [] : [-c / b]
    }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { return [] }
    let q = -0.5 * (b + (b >= 0 ? 1 : -1) * discriminant.squareRoot())
    return q == 0 ? [0] : [q / a, c / q]
}
