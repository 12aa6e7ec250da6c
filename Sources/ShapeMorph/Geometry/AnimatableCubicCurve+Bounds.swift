extension AnimatableCubicCurve {
    /// The exact bounding box of the curve over `0...1` (not of its control
    /// points): the end points and the points where B′ has a zero x or y
    /// component.
    ///
    /// - Complexity: O(1): two quadratic equations, solved only for an axis
    ///   whose control points leave the end points' range; nothing allocated.
    public var bounds: Rect {
        var box = Rect(minX: start.x, minY: start.y, maxX: start.x, maxY: start.y)
        box.formUnion(with: end)
        if !box.contains(control1) || !box.contains(control2) {
            addExtrema(start.x, control1.x, control2.x, end.x, to: &box)
            addExtrema(start.y, control1.y, control2.y, end.y, to: &box)
        }
        return box
    }

    /// Adds to `box` the points where the derivative of the one-dimensional
    /// cubic with these coefficients vanishes inside `0...1`.
    private func addExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, to box: inout Rect) {
        // B′(t)/3 = a t² + b t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        let roots = quadraticRoots(a, b, c)
        for index in 0..<roots.count {
            let t = index == 0 ? roots.first : roots.second
            if t > 0 && t < 1 { box.formUnion(with: point(at: t)) }
        }
    }
}

/// A leading coefficient below this fraction of the largest one is rounding
/// noise of a curve whose derivative is really linear: the equation is
/// solved as linear, since dividing by the noise would throw the roots far
/// outside the curve.
private let negligibleLeadingCoefficient = 1e-14

/// The real roots of a·t² + b·t + c = 0 (`count` of them, 0…2, in `first`
/// and `second`), computed without cancellation; degenerate equations (a
/// or both a and b zero) are handled.
func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> (count: Int, first: Double, second: Double) {
    let scale = Swift.max(abs(a), abs(b), abs(c))
    guard scale > 0 else { return (0, 0, 0) }
    if abs(a) <= scale * negligibleLeadingCoefficient {
        return b == 0 ? (0, 0, 0) : (1, -c / b, 0)
    }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { return (0, 0, 0) }
    let q = -0.5 * (b + (b >= 0 ? 1 : -1) * discriminant.squareRoot())
    return q == 0 ? (1, 0, 0) : (2, q / a, c / q)
}
