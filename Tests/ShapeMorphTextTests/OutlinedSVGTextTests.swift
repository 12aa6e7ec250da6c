import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphText
import Testing

@Suite("SVG text imported as outlines")
struct OutlinedSVGTextTests {
    static func document(_ body: String) throws -> SVGDocument {
        var options = SVGImportOptions()
        options.textOutliner = FontconfigTextOutliner(defaultFamily: "DejaVu Sans")
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">"# + body + "</svg>"
        return try SVGDocument(data: Data(svg.utf8), fileName: "text.svg", options: options)
    }

    @Test("each glyph an element in its span's paint, where a layout of the same words puts it")
    func glyphs() throws {
        let document = try Self.document(#"<text x="10" y="100" font-size="50" fill="teal">Ta<tspan fill="red" font-weight="bold">W</tspan></text>"#)
        #expect(document.elements.count == 3 && document.svgText().contains("<path") && !document.svgText().contains("<text"))
        #expect(document.elements.map(\.paint.fill) == ["teal", "teal", "red"])
        let plain = try TextLayout("Ta", font: "DejaVu Sans", size: 50)
        let shifted = plain.shape.transformed(by: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 100))
        let imported = Shape(contours: Array(document.shape.contours[document.elements[0].contours] + document.shape.contours[document.elements[1].contours]))
        #expect(abs(imported.bounds!.minX - shifted.bounds!.minX) < 1e-9 && abs(imported.bounds!.maxY - shifted.bounds!.maxY) < 1e-9)
    }

    @Test("text-anchor middle centres each chunk on its x; rotate turns glyphs about their origin; white space collapses")
    func layout() throws {
        let centred = try Self.document(#"<text x="200" y="100" font-size="40" text-anchor="middle">  Hello   World  </text>"#)
        let box = centred.shape.bounds!
        let words = try TextLayout("Hello World", font: "DejaVu Sans", size: 40)
        // The chunk's advance is centred on x = 200; its ink is the layout's, spaces collapsed to one.
        #expect(abs(box.minX - (200 - words.advance / 2 + words.shape.bounds!.minX)) < 1e-9)
        #expect(abs(box.width - words.shape.bounds!.width) < 1e-9, "\(box)")
        let turned = try Self.document(#"<text x="100" y="100" font-size="40" rotate="90">I</text>"#)
        let upright = try Self.document(#"<text x="100" y="100" font-size="40">I</text>"#)
        #expect(abs(turned.shape.bounds!.width - upright.shape.bounds!.height) < 1e-6)
    }

    @Test("text using what is not laid out in outlines is kept as text, with a warning naming it")
    func keptAsText() throws {
        let document = try Self.document(##"<path id="p" d="M0 0H100"/><text><textPath href="#p">along</textPath></text><text x="5" y="50" text-decoration="underline">under</text>"##)
        #expect(document.svgText().components(separatedBy: "</text>").count == 3)
        #expect(document.warnings.map(\.message) == ["kept as text, not outlined: <textPath> is not laid out in outlines",
                                                     "kept as text, not outlined: text-decoration=\"underline\" is not laid out in outlines"])
    }
}
