internal import CFontConfig
internal import CHarfBuzz
import Foundation
public import ShapeMorph
import ShapeMorphDocument

/// A line of text laid out the way a real text stack does it: fonts found
/// by fontconfig (a fallback font for any character the first lacks),
/// shaped by HarfBuzz (kerning, ligatures, complex scripts, a right-to-left
/// line), glyph outlines read by FreeType, TrueType quadratics and CFF
/// cubics alike as exact cubic segments. Coordinates are SVG's: the pen
/// starts at the origin on the baseline, y points down.
public struct TextLayout: Sendable {
    /// One glyph, placed.
    public struct Glyph: Sendable, Equatable {
        /// Its outline, placed (none for a space).
        public var contours: [Contour]
        /// Where the pen was, on the baseline.
        public var origin: Point
        /// How far it moves the pen.
        public var advance: Double
        /// The index of the first character it draws, in the text's `Character`s.
        public var character: Int
    }

    /// The text laid out, as characters.
    public let characters: [Character]
    /// The glyphs in the order they are drawn, left to right.
    public let glyphs: [Glyph]
    /// The width of the line: where the pen ends.
    public let advance: Double
    /// How far the first font reaches above and below the baseline.
    public let ascent: Double, descent: Double
    /// The faces used, as "family style (file)".
    public let fonts: [String]
    /// What was not laid out as asked: a family not found, a character no
    /// font has, a glyph without an outline, a colour font drawn in one
    /// colour.
    public let warnings: [String]

    /// The face of the first character, for its metrics.
    let primaryFace: FontFace

    /// Every glyph's outline as one shape (nonzero, as fonts are filled).
    public var shape: Shape { Shape(contours: glyphs.flatMap(\.contours)) }

    /// The most characters a line may have.
    public static let longestText = 10_000

    /// `text` laid out in the font `font` describes at `size` user units per
    /// em. `font` is a fontconfig pattern: a family or generic family
    /// (`sans-serif`, `serif`, `monospace`), then `:bold`, `:italic`,
    /// `:weight=300`, `:width=75` and so on (`DejaVu Sans:bold`).
    public init(_ text: String, font: String = "sans-serif", size: Double = 100,
                sources: FontSources = FontSources()) throws(TextError) {
        try self.init(text, size: size, sources: sources, features: [], variations: [:], rightToLeft: nil, describedAs: font) { $0.fcNameParse(font) }
    }

    /// `text` laid out in the fonts fontconfig sorts for the pattern `pattern`
    /// makes with the libraries it is given (`description` names it in messages).
    /// `features` are OpenType features in HarfBuzz's syntax (`smcp`,
    /// `-kern`); `rightToLeft` sets the run's direction (nil: each
    /// character's by the bidi algorithm, runs in visual order).
    init(_ text: String, size: Double, sources: FontSources, features: [String], variations: [String: Double], rightToLeft: Bool?,
         describedAs description: String,
         pattern: (TextLibraries) -> OpaquePointer?) throws(TextError) {
        guard !text.isEmpty, text.count <= Self.longestText else {
            throw .badText(text.isEmpty ? "the text is empty" : "the text has more than \(Self.longestText) characters")
        }
        guard size.isFinite, size > 0, size <= 1e6 else { throw .badText("a font size must be above 0 and at most 1000000, not \(size)") }
        FontRegistry.lock.lock()
        defer { FontRegistry.lock.unlock() }
        let characters = Array(text)
        let libraries = try TextLibraries.opened()
        let candidates = try Self.candidates(for: description, pattern: { pattern(libraries) }, sources: sources, covering: characters,
                                             libraries: libraries)
        var warnings = candidates.warnings
        // Each character in the first face that has all of it (by fontconfig's
        // character sets: no face is read to choose).
        var choices: [Int] = []
        for (position, character) in characters.enumerated() {
            let index = candidates.entries.firstIndex { $0.covered.contains(position) }
            if index == nil, !character.isWhitespace {
                let codes = character.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
                warnings.append("no font has a glyph for \(codes); drawn as the first font's missing glyph")
            }
            choices.append(index ?? 0)
        }
        var glyphs: [Glyph] = []
        var pen = 0.0
        var used: Set<Int> = []
        // Each character's bidi level: the run's direction where it is given,
        // else the Unicode Bidirectional Algorithm's over the line.
        let levels: [UInt8]
        if let rightToLeft {
            levels = Array(repeating: rightToLeft ? 1 : 0, count: characters.count)
        } else {
            let scalars = characters.map(\.unicodeScalars)
            let scalarLevels = BidiLevels.of(scalars.flatMap { $0 }, rightToLeft: nil)
            var first = 0
            levels = scalars.map { character in
                defer { first += character.count }
                return scalarLevels[first]
            }
        }
        // Runs of one face and one level, put in visual order.
        var runs: [Range<Int>] = []
        var start = 0
        while start < characters.count {
            var end = start + 1
            while end < characters.count && choices[end] == choices[start] && levels[end] == levels[start] { end += 1 }
            runs.append(start..<end)
            start = end
        }
        for run in BidiVisualOrder.of(runs, levels: runs.map { levels[$0.lowerBound] }) {
            let face = try candidates.face(choices[run.lowerBound])
            used.insert(choices[run.lowerBound])
            glyphs += face.withVariations(variations) {
                Self.shape(characters[run], firstCharacter: run.lowerBound, in: face, size: size, features: features,
                           rightToLeft: levels[run.lowerBound] % 2 == 1, pen: &pen, warnings: &warnings)
            }
        }
        let primary = try candidates.face(choices.first ?? 0)
        self.characters = characters
        self.glyphs = glyphs
        primaryFace = primary
        advance = pen
        ascent = primary.ascender * size / primary.unitsPerEm
        descent = primary.descender * size / primary.unitsPerEm
        var fonts: [String] = []
        for index in used.sorted() {
            let face = try candidates.face(index)
            fonts.append("\(face.family) \(face.style) (\(face.path))")
        }
        self.fonts = fonts
        self.warnings = warnings
    }

    /// Shapes `characters` in `face` with HarfBuzz and places their outlines, moving `pen`.
    private static func shape(_ characters: ArraySlice<Character>, firstCharacter: Int, in face: FontFace, size: Double, features featureNames: [String], rightToLeft: Bool,
                              pen: inout Double, warnings: inout [String]) -> [Glyph] {
        let scale = size / face.unitsPerEm, libraries = face.libraries
        let text = String(characters)
        // Where each character starts in the run's UTF-8, for HarfBuzz's clusters.
        var starts: [Int] = []
        var offset = 0
        for character in characters {
            starts.append(offset)
            offset += character.utf8.count
        }
        guard let buffer = libraries.hbBufferCreate() else { return [] }
        defer { libraries.hbBufferDestroy(buffer) }
        libraries.hbBufferAddUTF8(buffer, text, Int32(offset), 0, Int32(offset))
        libraries.hbBufferSetDirection(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        libraries.hbBufferGuessSegmentProperties(buffer)
        var features: [hb_feature_t] = []
        for name in featureNames {
            var feature = hb_feature_t()
            guard libraries.hbFeatureFromString(name, -1, &feature) != 0 else {
                warnings.append("\"\(name)\" is not an OpenType feature setting; ignored")
                continue
            }
            features.append(feature)
            if feature.value != 0, !face.hasLayoutFeature(feature.tag) {
                warnings.append("\(face.family) \(face.style) has no \(String(bytes: [24, 16, 8, 0].map { UInt8((feature.tag >> $0) & 0xFF) }, encoding: .ascii) ?? "") feature; the text is drawn without it (it is not synthesized)")
            }
        }
        libraries.hbShape(face.hbFont, buffer, features, UInt32(features.count))
        var count: UInt32 = 0
        let infos = libraries.hbBufferGetGlyphInfos(buffer, &count)!
        let positions = libraries.hbBufferGetGlyphPositions(buffer, &count)!
        var glyphs: [Glyph] = []
        for index in 0..<Int(count) {
            let info = infos[index], position = positions[index]
            let origin = Point(x: pen + Double(position.x_offset) * scale, y: -Double(position.y_offset) * scale)
            var outline = face.outline(ofGlyph: info.codepoint)
            let character = firstCharacter + (starts.lastIndex { $0 <= Int(info.cluster) } ?? 0)
            let written = characters[character - firstCharacter + characters.startIndex]
            // A colour font's bitmap glyph may load as an empty outline: no outline either, unless it is white space.
            if face.isColour, outline?.isEmpty == true, !written.isWhitespace { outline = nil }
            if outline == nil {
                warnings.append("the glyph for \"\(written)\" in \(face.family) has no outline (a bitmap or colour glyph); left out")
            } else if face.isColour, !written.isWhitespace {
                let message = "\(face.family) is a colour font: its glyphs are drawn as their outlines in the text's paint, without their colours"
                if !warnings.contains(message) { warnings.append(message) }
            }
            let contours = (outline ?? []).map { contour in
                contour.transformed(by: AffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: origin.x, ty: origin.y))
            }
            let advance = Double(position.x_advance) * scale
            glyphs.append(Glyph(contours: contours, origin: origin, advance: advance, character: character))
            pen += advance
        }
        return glyphs
    }

    /// The faces fontconfig offers for `description`, best first, read when first used.
    private static func candidates(for description: String, pattern makePattern: () -> OpaquePointer?,
                                   sources: FontSources, covering characters: [Character],
                                   libraries: TextLibraries) throws(TextError) -> FontCandidates {
        let configuration = try FontRegistry.configuration(for: sources)
        guard let pattern = makePattern() else { throw .noFont(description) }
        defer { libraries.fcPatternDestroy(pattern) }
        _ = libraries.fcConfigSubstitute(configuration, pattern, FcMatchPattern)
        libraries.fcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let set = libraries.fcFontSort(configuration, pattern, 0, nil, &result), set.pointee.nfont > 0 else {
            throw .noFont(description + (sources.includesSystemFonts ? "" : " among the fonts given"))
        }
        defer { libraries.fcFontSetDestroy(set) }
        var entries: [FontCandidates.Entry] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            func string(_ property: String) -> String? {
                var value: UnsafeMutablePointer<FcChar8>?
                guard libraries.fcPatternGetString(font, property, 0, &value) == FcResultMatch, let value else { return nil }
                return String(cString: value)
            }
            var faceIndex: Int32 = 0
            _ = libraries.fcPatternGetInteger(font, FC_INDEX, 0, &faceIndex)
            guard let file = string(FC_FILE) else { continue }
            var charset: OpaquePointer?
            _ = libraries.fcPatternGetCharSet(font, FC_CHARSET, 0, &charset)
            // The characters of the text it has every scalar of, joiners and variation selectors aside.
            let covered = Set(characters.indices.filter { position in
                characters[position].unicodeScalars.allSatisfy { scalar in
                    scalar.properties.generalCategory == .format || (0xFE00...0xFE0F).contains(scalar.value)
                        || charset.map { libraries.fcCharSetHasChar($0, scalar.value) != 0 } ?? false
                }
            })
            // A static face's weight on the OpenType scale (a variable face has a range).
            var weight = 0.0, slant: Int32 = 0, width = 0.0
            let hasWeight = libraries.fcPatternGetDouble(font, FC_WEIGHT, 0, &weight) == FcResultMatch
            _ = libraries.fcPatternGetInteger(font, FC_SLANT, 0, &slant)
            _ = libraries.fcPatternGetDouble(font, FC_WIDTH, 0, &width)
            entries.append(.init(path: file, index: Int(faceIndex), family: string(FC_FAMILY) ?? "?", style: string(FC_STYLE) ?? "",
                                 weight: hasWeight ? libraries.fcWeightToOpenTypeDouble(weight) : nil, slant: slant, width: width,
                                 covered: covered))
        }
        guard !entries.isEmpty else { throw .noFont(description) }
        var desired = 0.0
        if libraries.fcPatternGetDouble(pattern, FC_WEIGHT, 0, &desired) == FcResultMatch {
            entries = FontCandidates.Entry.weightMatched(entries, desired: libraries.fcWeightToOpenTypeDouble(desired))
        }
        var warnings: [String] = []
        // A family asked for by name and not found is said, not silently replaced.
        var asked: UnsafeMutablePointer<FcChar8>?
        let parsed = makePattern()
        defer { if let parsed { libraries.fcPatternDestroy(parsed) } }
        if let parsed, libraries.fcPatternGetString(parsed, FC_FAMILY, 0, &asked) == FcResultMatch, let asked {
            let family = String(cString: asked)
            let generic: Set<String> = ["sans-serif", "sans", "serif", "monospace", "mono", "cursive", "fantasy", "system-ui", "emoji", "math"]
            if !generic.contains(family.lowercased()), entries[0].family.lowercased() != family.lowercased() {
                warnings.append("no font of the family \"\(family)\"; using \(entries[0].family)")
            }
        }
        return FontCandidates(entries: entries, warnings: warnings)
    }
}

/// The faces fontconfig sorted for a description, read when first used.
private final class FontCandidates {
    struct Entry {
        var path: String, index: Int, family: String, style: String
        /// Its weight (OpenType's scale; nil for a variable face), slant and width as fontconfig reads them.
        var weight: Double?, slant: Int32, width: Double
        /// The positions of the text's characters it has.
        var covered: Set<Int>

        /// `entries` (fontconfig's order) with the first family's face of
        /// the weight CSS Fonts 4 chooses for `desired` first: fontconfig
        /// takes the nearest weight, CSS looks one way first (at most 500:
        /// lighter, up to 500 for 400–500; above 500: heavier), so 650 is
        /// bold, not black, and 200 thin, not light.
        static func weightMatched(_ entries: [Entry], desired: Double) -> [Entry] {
            guard let first = entries.first, first.weight != nil else { return entries }
            let family = entries.indices.filter {
                entries[$0].family == first.family && entries[$0].slant == first.slant && entries[$0].width == first.width
                    && entries[$0].weight != nil
            }
            func rank(_ weight: Double) -> (Int, Double) {
                if (400...500).contains(desired) {
                    if weight >= desired && weight <= 500 { return (0, weight - desired) }
                    if weight < desired { return (1, desired - weight) }
                    return (2, weight - desired)
                }
                let lighterFirst = desired < 400
                let onTheSide = lighterFirst ? weight <= desired : weight >= desired
                return (onTheSide ? 0 : 1, abs(weight - desired))
            }
            guard let best = family.min(by: { rank(entries[$0].weight!) < rank(entries[$1].weight!) }), best != 0 else { return entries }
            var reordered = entries
            reordered.insert(reordered.remove(at: best), at: 0)
            return reordered
        }
    }
    let entries: [Entry]
    let warnings: [String]
    private var loaded: [Int: FontFace] = [:]

    init(entries: [Entry], warnings: [String]) { (self.entries, self.warnings) = (entries, warnings) }

    func face(_ index: Int) throws(TextError) -> FontFace {
        if let face = loaded[index] { return face }
        let entry = entries[index]
        let face = try FontFace.at(entry.path, index: entry.index, family: entry.family, style: entry.style)
        loaded[index] = face
        return face
    }
}
