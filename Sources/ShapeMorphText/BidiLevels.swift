internal import CFriBidi

/// The Unicode Bidirectional Algorithm (UAX #9) by GNU FriBidi: the
/// embedding level of every scalar of a paragraph, odd where it is set
/// right to left. Explicit embeddings, overrides and isolates (U+202A…
/// U+202E, U+2066…U+2069) in the text are followed, as CSS's
/// `unicode-bidi` asks for through them.
enum BidiLevels {
    /// The levels of `scalars`, a paragraph whose base direction is right
    /// to left when `rightToLeft` (nil: the direction of its first strong
    /// character, left to right where it has none). Without FriBidi, the
    /// base level throughout (the text's layout then fails, naming it).
    static func of(_ scalars: [Unicode.Scalar], rightToLeft: Bool?) -> [UInt8] {
        guard let libraries = try? TextLibraries.opened() else { return Array(repeating: rightToLeft == true ? 1 : 0, count: scalars.count) }
        guard !scalars.isEmpty else { return [] }
        let codes = scalars.map { FriBidiChar($0.value) }
        let count = FriBidiStrIndex(codes.count)
        var types = [FriBidiCharType](repeating: FRIBIDI_TYPE_ON, count: codes.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: codes.count)
        var levels = [FriBidiLevel](repeating: 0, count: codes.count)
        libraries.friBidiGetBidiTypes(codes, count, &types)
        libraries.friBidiGetBracketTypes(codes, count, types, &brackets)
        var direction = rightToLeft.map { $0 ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR } ?? FRIBIDI_PAR_ON
        // FriBidi fails only when it cannot allocate: then the base level holds throughout.
        guard libraries.friBidiGetParEmbeddingLevelsEx(types, brackets, count, &direction, &levels) != 0 else {
            return Array(repeating: rightToLeft == true ? 1 : 0, count: codes.count)
        }
        return levels.map { UInt8(clamping: $0) }
    }
}
