extension AnimatableCubicCurve {
    /// The curve mapped by `transform`: exact, since affine maps take cubic
    /// Bézier curves to cubic Bézier curves through their control points.
    public func transformed(by transform: AffineTransform) -> AnimatableCubicCurve {
        AnimatableCubicCurve(
            start: transform.apply(to: start), control1: transform.apply(to: control1),
            control2: transform.apply(to: control2), end: transform.apply(to: end))
    }
}
