internal import CFontConfig
import ShapeMorph
public import ShapeMorphDocument

/// Outlines the text of SVG documents as they are imported
/// (`SVGImportOptions.textOutliner`): each run's font found by fontconfig
/// from its CSS font properties (families in order, weight, style,
/// stretch), shaped by HarfBuzz, outlined by FreeType.
public struct FontconfigTextOutliner: SVGTextOutliner {
    /// Where fonts come from.
    public var sources: FontSources
    /// The family used where text names none, and the last resort after
    /// the families it names (as a browser's default font is), as
    /// fontconfig names it.
    public var defaultFamily: String

    /// An outliner over `sources`, `defaultFamily` where text names no family.
    public init(sources: FontSources = FontSources(), defaultFamily: String = "sans-serif") {
        (self.sources, self.defaultFamily) = (sources, defaultFamily)
    }

    /// The levels GNU FriBidi gives `scalars`.
    public func bidiLevels(of scalars: [Unicode.Scalar], rightToLeft: Bool) -> [UInt8] {
        BidiLevels.of(scalars, rightToLeft: rightToLeft)
    }

    public func outline(_ text: String, font: SVGFontRequest) throws -> SVGGlyphRun {
        let families = font.families.isEmpty ? [defaultFamily] : font.families
        let description = families.joined(separator: ", ")
        // Optical size follows the font size unless the text sets it (CSS's font-optical-sizing: auto).
        // A variable font's axes follow the font properties unless the text sets them (CSS Fonts 4, § 7.1):
        // optical size the font size, weight, width the stretch, italic and oblique slant (14° unless given).
        var variations = font.variations
        if variations["opsz"] == nil { variations["opsz"] = font.size }
        if variations["wght"] == nil { variations["wght"] = font.weight }
        if variations["wdth"] == nil, font.stretch != 100 { variations["wdth"] = font.stretch }
        let style = font.style.split(separator: " ")
        if variations["ital"] == nil, style.first == "italic" { variations["ital"] = 1 }
        if variations["slnt"] == nil, style.first == "oblique" {
            variations["slnt"] = -(style.dropFirst().first.flatMap { $0.hasSuffix("deg") ? Double($0.dropLast(3)) : nil } ?? 14)
        }
        let layout = try TextLayout(text, size: font.size, sources: sources,
                                    features: (font.kerning ? [] : ["-kern"]) + font.features, variations: variations, rightToLeft: font.rightToLeft,
                                    describedAs: description) { libraries in
            guard let pattern = libraries.fcPatternCreate() else { return nil }
            // The default family is the last resort after those the text names, as a browser's default font is.
            for family in families + (families.contains(defaultFamily) ? [] : [defaultFamily]) {
                _ = libraries.fcPatternAddString(pattern, FC_FAMILY, family)
            }
            _ = libraries.fcPatternAddDouble(pattern, FC_WEIGHT, libraries.fcWeightFromOpenTypeDouble(min(1000, max(1, font.weight))))
            _ = libraries.fcPatternAddInteger(pattern, FC_SLANT, font.style == "italic" ? FC_SLANT_ITALIC : font.style == "oblique" ? FC_SLANT_OBLIQUE : FC_SLANT_ROMAN)
            _ = libraries.fcPatternAddDouble(pattern, FC_WIDTH, font.stretch)
            return pattern
        }
        // The layout's pen starts at the origin: each glyph back at its own, its offset from its pen.
        var pen = 0.0
        var glyphs: [SVGGlyphRun.Glyph] = []
        for glyph in layout.glyphs {
            let home = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -glyph.origin.x, ty: -glyph.origin.y)
            glyphs.append(SVGGlyphRun.Glyph(contours: glyph.contours.map { $0.transformed(by: home) },
                                            offset: Vector(dx: glyph.origin.x - pen, dy: glyph.origin.y), advance: glyph.advance,
                                            character: glyph.character))
            pen += glyph.advance
        }
        let face = layout.primaryFace, scale = font.size / face.unitsPerEm
        let metrics = SVGFontMetrics(ascent: -face.ascender * scale, descent: face.descender * scale, xHeight: -face.xHeight * scale,
                                     subscriptShift: face.subscriptShift * scale, superscriptShift: -face.superscriptShift * scale,
                                     underline: -face.underline * scale, underlineThickness: face.underlineThickness * scale,
                                     strikeout: -face.strikeout * scale, strikeoutThickness: face.strikeoutThickness * scale)
        return SVGGlyphRun(glyphs: glyphs, metrics: metrics, warnings: layout.warnings)
    }
}
