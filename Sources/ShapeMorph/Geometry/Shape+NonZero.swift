extension Shape {
    /// The same filled region under the nonzero fill rule, with every outline
    /// running clockwise on screen and every hole counterclockwise where that
    /// fills the same; otherwise a nonzero shape as drawn (contours that
    /// overlap with opposite windings), and nil for an even-odd shape whose
    /// contours overlap without nesting.
    ///
    /// Outlines and holes are told apart by what the fill rule does on either
    /// side of each contour, so an even-odd hole drawn the same way as its
    /// outline is reversed (open contours too, as the fill closes them). A
    /// contour with fill on both sides (or neither) keeps its direction.
    ///
    ///     let donut = Shape(contours: [outer, innerSameWay], fillRule: .evenOdd)
    ///     donut.nonZeroEquivalent()!.contours[1].winding  // .counterclockwise
    ///
    /// - Complexity: O(k · segments) for k contours: each is probed on both
    ///   sides of up to 32 segments against the flattened shape.
    public func nonZeroEquivalent() -> Shape? {
        ShapeParts(self).nonZeroEquivalent(of: self)
    }
}
