extension AnimatableCubicCurve {
    /// The curve's term of the signed area of a closed contour through it:
    /// ½∫(x·y′ − y·x′)dt over `0...1`, exactly (Green's theorem).
    ///
    /// Summed over a closed contour it gives the enclosed area, positive when
    /// the contour runs clockwise on screen (y down) and negative when it runs
    /// counterclockwise.
    public var signedAreaContribution: Double {
        let (x0, y0, x1, y1) = (start.x, start.y, control1.x, control1.y)
        let (x2, y2, x3, y3) = (control2.x, control2.y, end.x, end.y)
        let sum = x0 * (6 * y1 + 3 * y2 + y3) + x1 * (-6 * y0 + 3 * y2 + 3 * y3)
            + x2 * (-3 * y0 - 3 * y1 + 6 * y3) + x3 * (-y0 - 3 * y1 - 6 * y2)
        return sum / 20
    }
}
