extension BentTravel {
    /// Pieces of the path of a contour growing out of a point: a power of
    /// two, so that it shares its bends with the other contours' paths.
    static let evenGrowthPieceCount = 4

    /// The path of `contour` growing out of `point`: a copy of it scaled
    /// about the point by the square root of the progress at each bend, so
    /// that its area grows evenly along the way (within 3 % of the
    /// contour's area between bends). A straight blend from the point grows
    /// the area with the square of the progress, a quarter of it half way:
    /// a hole opening in an outline left it filled until late, and an
    /// outline growing beside a paired one added its ink at the end.
    /// `reversed()` is the contour shrinking into the point.
    init(growing contour: Contour, outOf point: Point) {
        let count = Self.evenGrowthPieceCount
        self.init(keys: (0...count).map { bend in
            switch bend {
            case 0: Array(Morph.collapsed(contour, at: point).segments)
            case count: Array(contour.segments)
            default: Array(contour.scaled(by: (Double(bend) / Double(count)).squareRoot(), about: point).segments)
            }
        })
    }
}
