public import ShapeMorph

/// Turns runs of text into glyph outlines for an importer, so that text is
/// drawn as outlines that morph (`SVGImportOptions.textOutliner`). The
/// importer lays text out (positions, anchors, spacing, rotation); an
/// outliner finds fonts and shapes runs: `ShapeMorphText` has one on
/// fontconfig, HarfBuzz and FreeType, and reads only the model.
public protocol SVGTextOutliner: Hashable, Sendable {
    /// The glyphs of `text`, one run of one font, shaped, in visual order
    /// (left to right, also for a run set right to left).
    func outline(_ text: String, font: SVGFontRequest) throws -> SVGGlyphRun

    /// The embedding level of each of `scalars` (a chunk of text, with the
    /// bidi controls CSS's `unicode-bidi` stands for) by the Unicode
    /// Bidirectional Algorithm, the base direction right to left when
    /// `rightToLeft`: odd levels are set right to left.
    func bidiLevels(of scalars: [Unicode.Scalar], rightToLeft: Bool) -> [UInt8]
}

extension SVGTextOutliner {
    /// Every scalar at the base level: an outliner without a bidirectional
    /// algorithm sets mixed text in one direction.
    public func bidiLevels(of scalars: [Unicode.Scalar], rightToLeft: Bool) -> [UInt8] {
        Array(repeating: rightToLeft ? 1 : 0, count: scalars.count)
    }
}

/// The font a run of text asks for, from its computed CSS font properties.
public struct SVGFontRequest: Hashable, Sendable {
    /// `font-family`, in order of preference; empty for the outliner's default.
    public var families: [String]
    /// `font-weight`, 1…1000 (400 normal, 700 bold).
    public var weight: Double
    /// `font-style`: `normal`, `italic` or `oblique`.
    public var style: String
    /// `font-stretch` as a percentage (100 normal, 75 condensed).
    public var stretch: Double
    /// `font-size` in user units.
    public var size: Double
    /// Whether the font's kerning applies (`font-kerning: none` and SVG 1.1's `kerning` turn it off).
    public var kerning: Bool
    /// `font-variation-settings`: a variable font's axes by OpenType tag (`wght`, `wdth`, …).
    public var variations: [String: Double]
    /// OpenType features turned on or off, in HarfBuzz's syntax (`smcp`,
    /// `-liga`, `ss01=2`): what `font-variant` and `font-feature-settings` ask for.
    public var features: [String]
    /// Whether the run is set right to left (its bidi level is odd).
    public var rightToLeft: Bool

    /// Creates a request.
    public init(families: [String], weight: Double = 400, style: String = "normal", stretch: Double = 100, size: Double,
                kerning: Bool = true, variations: [String: Double] = [:], features: [String] = [], rightToLeft: Bool = false) {
        (self.families, self.weight, self.style, self.stretch, self.size) = (families, weight, style, stretch, size)
        (self.kerning, self.variations, self.features, self.rightToLeft) = (kerning, variations, features, rightToLeft)
    }
}

/// The measures of a run's font at its size, in user units: distances
/// from the baseline, positive downwards, as the importer places
/// baselines, shifts and decorations with them.
public struct SVGFontMetrics: Hashable, Sendable {
    /// The top of the em box (the ascender: negative).
    public var ascent: Double
    /// The bottom of the em box (the descender: positive).
    public var descent: Double
    /// The top of lowercase letters (negative).
    public var xHeight: Double
    /// Where `baseline-shift: sub` moves the baseline (positive).
    public var subscriptShift: Double
    /// Where `baseline-shift: super` moves the baseline (negative).
    public var superscriptShift: Double
    /// The middle of an underline, and its thickness.
    public var underline: Double, underlineThickness: Double
    /// The middle of a line through, and its thickness.
    public var strikeout: Double, strikeoutThickness: Double

    /// Creates metrics.
    public init(ascent: Double, descent: Double, xHeight: Double, subscriptShift: Double, superscriptShift: Double,
                underline: Double, underlineThickness: Double, strikeout: Double, strikeoutThickness: Double) {
        (self.ascent, self.descent, self.xHeight, self.subscriptShift, self.superscriptShift) = (ascent, descent, xHeight, subscriptShift, superscriptShift)
        (self.underline, self.underlineThickness, self.strikeout, self.strikeoutThickness) =
            (underline, underlineThickness, strikeout, strikeoutThickness)
    }
}

/// A shaped run: its glyphs in drawing order, left to right.
public struct SVGGlyphRun: Sendable {
    /// One glyph.
    public struct Glyph: Sendable {
        /// Its outline with the pen at the origin on the baseline, y down.
        public var contours: [Contour]
        /// Where it sits from the pen (HarfBuzz's offset), y down.
        public var offset: Vector
        /// How far it moves the pen.
        public var advance: Double
        /// The index of the first character it draws, in the run's `Character`s.
        public var character: Int

        /// Creates a glyph.
        public init(contours: [Contour], offset: Vector, advance: Double, character: Int) {
            (self.contours, self.offset, self.advance, self.character) = (contours, offset, advance, character)
        }
    }

    /// The glyphs.
    public var glyphs: [Glyph]
    /// The measures of its (first) font.
    public var metrics: SVGFontMetrics
    /// What was not drawn as asked (a family not found, a missing glyph).
    public var warnings: [String]

    /// Creates a run.
    public init(glyphs: [Glyph], metrics: SVGFontMetrics, warnings: [String] = []) {
        (self.glyphs, self.metrics, self.warnings) = (glyphs, metrics, warnings)
    }
}
