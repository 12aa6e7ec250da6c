import ShapeMorphDocument

extension TextLayout {
    /// The glyphs that draw something, in order: the elements of
    /// `SVGDocument(text:)`.
    var drawnGlyphs: [Glyph] { glyphs.filter { !$0.contours.isEmpty } }

    /// The most glyph pairs weighed when pairing two lines (their glyph
    /// counts multiplied); longer lines are left to the document pairing.
    public static let mostPairingCells = 4_000_000

    /// Element pairs for a morph from `source`'s document to `target`'s
    /// (`SVGDocument(text:)`), in drawing order: the same letters pair first
    /// (the most of them, in order, so that a letter both words have stays
    /// or slides to its place), then the letters between two such pairs in
    /// order, one to one; the rest split from or merge into a neighbour.
    /// Nil when the lines are too long to weigh.
    public static func elementPairs(from source: TextLayout, to target: TextLayout) -> [(source: Int, target: Int)]? {
        let a = source.drawnGlyphs.map { source.characters[$0.character] }
        let b = target.drawnGlyphs.map { target.characters[$0.character] }
        guard a.count * b.count <= mostPairingCells else { return nil }
        let anchors = commonSubsequencePairs(a, b)
        // Between anchors (and before the first, after the last), in order.
        var pairs: [(source: Int, target: Int)] = []
        var (previousA, previousB) = (0, 0)
        for (anchorA, anchorB) in anchors + [(a.count, b.count)] {
            for offset in 0..<min(anchorA - previousA, anchorB - previousB) {
                pairs.append((previousA + offset, previousB + offset))
            }
            if anchorA < a.count { pairs.append((anchorA, anchorB)) }
            (previousA, previousB) = (anchorA + 1, anchorB + 1)
        }
        return pairs
    }
}
