import Foundation
import ShapeMorph
import ShapeMorphRaster
import ShapeMorphSVG
import ShapeMorphText
import Testing

@Suite("Text laid out by fontconfig, HarfBuzz and FreeType")
struct TextLayoutTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts")

    /// The pixels at least half covered when `svg` is drawn at `width` × `height`.
    static func coverage(_ svg: String, width: Int, height: Int) throws -> [Bool] {
        let image = try SVGRenderer.render(svg, width: width, height: height)
        return stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] >= 128 }
    }

    @Test("a word's outlines render as librsvg (Pango on the same fontconfig, HarfBuzz and FreeType) draws the same text")
    func fidelity() throws {
        for (text, font, family, weight) in [("Play", "DejaVu Sans", "DejaVu Sans", "normal"), ("Wave AVA", "DejaVu Serif:bold", "DejaVu Serif", "bold"),
                                             ("fix → ½", "DejaVu Sans", "DejaVu Sans", "normal")] {
            let layout = try TextLayout(text, font: font, size: 100)
            #expect(layout.fonts.first?.hasPrefix(family) == true && layout.warnings.isEmpty, "\(layout.fonts) \(layout.warnings)")
            let width = Int(layout.advance.rounded(.up)) + 20
            let box = "viewBox=\"-10 -100 \(width) 130\""
            let ours = SVGDocument(text: layout)
            let path = ours.svgText(format: .exact).components(separatedBy: "<path ").dropFirst().map { "<path " + $0.components(separatedBy: "/>")[0] + "/>" }
            let outlined = "<svg xmlns=\"http://www.w3.org/2000/svg\" \(box)>\(path.joined())</svg>"
            let drawn = "<svg xmlns=\"http://www.w3.org/2000/svg\" \(box)><text font-family=\"\(family)\" font-weight=\"\(weight)\" font-size=\"100\">\(text)</text></svg>"
            let (a, b) = (try Self.coverage(outlined, width: width * 2, height: 260), try Self.coverage(drawn, width: width * 2, height: 260))
            let overlap = Double(zip(a, b).count { $0 && $1 }) / Double(max(1, zip(a, b).count { $0 || $1 }))
            #expect(overlap >= 0.98, "\(text): \(overlap)")
        }
    }

    @Test("words whose straight paths fold a letter over itself take another start or a bent path: no in-between crosses itself")
    func wordsDoNotFold() throws {
        // DejaVu Sans's "u" carries a stray one-point contour, which draws nothing and is left out.
        #expect(try TextLayout("u", font: "DejaVu Sans", size: 100).shape.contours.count == 1)
        for (a, b) in [("2", "5"), ("open", "shut"), ("мир", "world"), ("Linux", "LINUX")] {
            let (source, target) = (try TextLayout(a, font: "DejaVu Sans", size: 100), try TextLayout(b, font: "DejaVu Sans", size: 100))
            let morph = DocumentMorph(from: SVGDocument(text: source), to: SVGDocument(text: target))
            #expect((source.shape.contours + target.shape.contours).allSatisfy { $0.selfIntersection() == nil })
            for step in 1..<16 {
                let crossing = morph.morph.shape(at: Double(step) / 16).contours.firstIndex { $0.selfIntersection() != nil }
                #expect(crossing == nil, "\(a) → \(b) at \(step)/16: contour \(crossing ?? -1)")
            }
        }
    }

    @Test("a line mixing directions is set in visual order by the bidi algorithm, its base direction its first strong character's")
    func mixedDirections() throws {
        func originX(_ layout: TextLayout, ofCharacter character: Int) throws -> Double {
            try #require(layout.glyphs.first { $0.character == character }).origin.x
        }
        // Latin first: the Hebrew word runs right to left inside a left-to-right line.
        let latin = try TextLayout("ab אבג cd", font: "DejaVu Sans", size: 100)
        #expect(try originX(latin, ofCharacter: 0) < originX(latin, ofCharacter: 1))
        #expect(try originX(latin, ofCharacter: 5) < originX(latin, ofCharacter: 4) && originX(latin, ofCharacter: 4) < originX(latin, ofCharacter: 3))
        #expect(try originX(latin, ofCharacter: 1) < originX(latin, ofCharacter: 5) && originX(latin, ofCharacter: 3) < originX(latin, ofCharacter: 7))
        // Hebrew first: a right-to-left line; the Latin word keeps its order, left of the Hebrew.
        let hebrew = try TextLayout("אבג cd", font: "DejaVu Sans", size: 100)
        #expect(try originX(hebrew, ofCharacter: 4) < originX(hebrew, ofCharacter: 5) && originX(hebrew, ofCharacter: 5) < originX(hebrew, ofCharacter: 2))
        #expect(try originX(hebrew, ofCharacter: 2) < originX(hebrew, ofCharacter: 0))
    }

    @Test("TrueType quadratics become exact cubics; CFF cubics are kept as they are")
    func outlines() throws {
        let trueType = try TextLayout("O", font: "DejaVu Sans", size: 1000)
        for segment in trueType.shape.contours.flatMap(\.segments) {
            // A raised quadratic: both controls point at one quadratic control point.
            let fromStart = segment.start + (segment.control1 - segment.start) * 1.5
            let fromEnd = segment.end + (segment.control2 - segment.end) * 1.5
            #expect(fromStart.distance(to: fromEnd) < 1e-9, "\(segment)")
        }
        let cff = try TextLayout("AB", font: "CFF Outlines and SBIX",
                                 sources: FontSources(files: [Self.fonts.appendingPathComponent("CFF-and-SBIX.otf").path], includesSystemFonts: false))
        #expect(cff.fonts == ["CFF Outlines and SBIX Regular (\(Self.fonts.appendingPathComponent("CFF-and-SBIX.otf").path))"])
        let segments = cff.shape.contours.flatMap(\.segments)
        // Its sbix bitmaps (colour glyphs) are not drawn: said once.
        #expect(!segments.isEmpty && cff.warnings == [
            "CFF Outlines and SBIX is a colour font: its glyphs are drawn as their outlines in the text's paint, without their colours",
        ], "\(cff.warnings)")
        #expect(segments.contains { ($0.start + ($0.control1 - $0.start) * 1.5).distance(to: $0.end + ($0.control2 - $0.end) * 1.5) > 1 },
                "B's bowls are true cubics")
    }

    @Test("HarfBuzz shapes: kerning pulls AV together, a ligature is one glyph, Arabic runs right to left")
    func shaping() throws {
        let kerned = try TextLayout("AV", font: "DejaVu Sans"), apart = try TextLayout("A", font: "DejaVu Sans")
        #expect(kerned.glyphs[1].origin.x < apart.advance - 1)
        let arabic = try TextLayout("سلام", font: "DejaVu Sans")
        #expect(arabic.glyphs.first?.character == 3 && arabic.glyphs.last?.character == 0, "drawn left to right: the last letter first")
        #expect(try TextLayout("fi", font: "DejaVu Serif").glyphs.count == 1, "the fi ligature")
    }

    @Test("a character the first font lacks comes from a fallback; none at all, an unknown family, bad sources are said")
    func fallbackAndErrors() throws {
        let cffOnly = FontSources(files: [Self.fonts.appendingPathComponent("CFF-and-SBIX.otf").path], includesSystemFonts: false)
        let missing = try TextLayout("AZ", font: "CFF Outlines and SBIX", sources: cffOnly)
        #expect(missing.warnings.contains("no font has a glyph for U+005A; drawn as the first font's missing glyph"), "\(missing.warnings)")
        let fallback = try TextLayout("AZ", font: "CFF Outlines and SBIX",
                                      sources: FontSources(files: cffOnly.files))
        #expect(fallback.fonts.count == 2 && fallback.warnings.allSatisfy { $0.contains("is a colour font") }, "\(fallback.fonts)")
        #expect(try TextLayout("x", font: "No Such Family Anywhere").warnings.first?.hasPrefix("no font of the family \"No Such Family Anywhere\"; using ") == true)
        #expect(throws: TextError.badText("the text is empty")) { try TextLayout("") }
        #expect(throws: TextError.self) { try TextLayout("x", sources: FontSources(folders: ["/no/such/folder"])) }
        #expect(throws: TextError.self) { try TextLayout("x", sources: FontSources(files: [#filePath])) }
    }

    @Test("word pairs: the same letters pair first, in order, then the letters between them one to one")
    func pairs() throws {
        func pairs(_ a: String, _ b: String) throws -> [[Int]] {
            try TextLayout.elementPairs(from: TextLayout(a, font: "DejaVu Sans"), to: TextLayout(b, font: "DejaVu Sans"))!.map { [$0.source, $0.target] }
        }
        #expect(try pairs("Play", "Pause") == [[0, 0], [2, 1], [3, 2]])
        #expect(try pairs("2024", "2025") == [[0, 0], [1, 1], [2, 2], [3, 3]])
        #expect(try pairs("a b", "ab") == [[0, 0], [1, 1]], "a space draws nothing and is no element")
        let document = SVGDocument(text: try TextLayout("a b", font: "DejaVu Sans"))
        #expect(document.elements.count == 2 && document.viewBox.minY < -70)
    }
}
