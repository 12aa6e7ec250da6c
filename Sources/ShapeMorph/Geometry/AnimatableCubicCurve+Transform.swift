extension AnimatableCubicCurve {
    /// The curve mapped by `transform`: exact, since affine maps take cubic
    /// Bézier curves to cubic Bézier curves through their control points. A
    /// straight segment with its controls at the thirds and a quadratic
    /// raised stay exactly that (their controls placed from the mapped line
    /// or quadratic control), so that a writer can still write them as the
    /// `L` and `Q` they were read from.
    public func transformed(by transform: AffineTransform) -> AnimatableCubicCurve {
        let (start, end) = (transform.apply(to: self.start), transform.apply(to: self.end))
        if isLineAtThirds { return AnimatableCubicCurve(lineFrom: start, to: end) }
        if let control = quadraticControl(within: 0) {
            return AnimatableCubicCurve(quadraticFrom: start, control: transform.apply(to: control), to: end)
        }
        return AnimatableCubicCurve(
            start: start, control1: transform.apply(to: control1),
            control2: transform.apply(to: control2), end: end)
    }
}
