extension BentTravel {
    /// Pieces of the path of a contour growing out of a point: a power of
    /// two, so that it shares its bends with the other contours' paths.
    static let evenGrowthPieceCount = 4

    /// The path of `contour` growing out of `point`: a copy of it scaled
    /// about the point by the square root of the progress at each bend, so
    /// that its area grows evenly along the way (between bends, where the
    /// scale is blended straight, at most a sixteenth of the contour's area
    /// short of it). A straight blend from the point grows the area with
    /// the square of the progress, a quarter of it half way: shrinking
    /// parts lost most of their ink early and growing ones added theirs
    /// late. `reversed()` is the contour shrinking into the point.
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
