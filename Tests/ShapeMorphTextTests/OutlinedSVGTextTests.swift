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

    @Test("letters pair by identity: the most same letters in order, the rest by place; a pin keeps its pair and the letters around it",
          arguments: [
              ("PLAY", "PAUSE", "PA"), ("Stop", "Start", "St"), ("2024", "2025", "202"), ("Menu", "Close", "e"),
          ])
    func lettersPair(words: (String, String, String)) throws {
        let source = try Self.document(#"<text x="10" y="100" font-size="50">\#(words.0)</text>"#)
        let target = try Self.document(#"<text x="10" y="100" font-size="50">\#(words.1)</text>"#)
        #expect(source.elements.map { $0.letter.map(String.init) } == words.0.map { String($0) })
        let morph = DocumentMorph(from: source, to: target)
        let letters = morph.pairs.compactMap { pair -> (String, String)? in
            guard let s = pair.source, let t = pair.target else { return nil }
            return (String(source.elements[s].letter!), String(target.elements[t].letter!))
        }
        let alike = letters.filter { $0.0 == $0.1 }
        #expect(alike.map(\.0).joined() == words.2 && alike.allSatisfy { $0.0 == $0.1 }, "\(letters)")
        // Pinning one pair by hand keeps the same letters that do not cross it.
        let pinned = DocumentMorph(from: source, to: target, pinning: [ElementPair(source: 0, target: 0)]).pairs
        #expect(pinned.contains(ElementPair(source: 0, target: 0)))
        #expect(pinned.filter { $0.source != nil && $0.target != nil }.count > 1)
    }

    @Test("a textPath may name a basic shape (SVG 2): text set along a rect starts at its top left corner, on its top edge")
    func textOnBasicShape() throws {
        let document = try Self.document(#"<rect id="r" x="40" y="40" width="300" height="120" fill="none"/>"#
            + ##"<text font-size="24"><textPath href="#r">AB</textPath></text>"##)
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        let glyphs = document.elements.map { Shape(contours: Array(document.shape.contours[$0.contours])).bounds! }
        #expect(glyphs.count == 2)
        // On the top edge: the letters stand on y = 40, from x = 40 on.
        #expect(glyphs.allSatisfy { abs($0.maxY - 40) < 0.5 && $0.minX >= 40 - 1e-6 && $0.maxX < 100 }, "\(glyphs)")
        let path = try Self.document(##"<path id="p" d="M40 40H340V160H40Z" fill="none"/><text font-size="24"><textPath href="#p">AB</textPath></text>"##)
        #expect(path.shape.contours.count == document.shape.contours.count)
        for (a, b) in zip(path.shape.contours, document.shape.contours) {
            #expect(zip(a.segments, b.segments).allSatisfy { $0.start.distance(to: $1.start) < 1e-9 }, "the same as along the path it draws")
        }
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

    @Test("decorations: lines in the declaring span's paint, under and over lines below the glyphs, lines through above them")
    func decorations() throws {
        let document = try Self.document(#"<text x="10" y="100" font-size="40" fill="blue" text-decoration="underline line-through">Ab<tspan fill="red">c</tspan></text>"#)
        // One run (the spans differ only in paint), lines span by span: the under lines, the glyphs, the lines through.
        #expect(document.elements.map(\.paint.fill) == ["blue", "blue", "blue", "blue", "red", "blue", "blue"])
        func bounds(_ elements: Int...) -> Rect {
            Shape(contours: elements.flatMap { Array(document.shape.contours[document.elements[$0].contours]) }).bounds!
        }
        let underline = bounds(0, 1), through = bounds(5, 6)
        let layout = try TextLayout("Abc", font: "DejaVu Sans", size: 40)
        #expect(underline.minY + underline.maxY > 200 && through.maxY < 100 && abs(underline.minX - 10) < 1e-9 && abs(underline.width - layout.advance) < 1e-9, "\(underline) \(through) \(layout.advance)")
    }

    @Test("decorations declared around the text are drawn in its paint; of one kind, the innermost span's line is drawn")
    func decorationsAround() throws {
        let document = try Self.document(#"""
            <g fill="green" text-decoration="line-through"><text x="10" y="100" font-size="40" fill="blue">A<tspan fill="red" text-decoration="line-through">b</tspan></text></g>
            """#)
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        // A, b, then the line through A in the text's blue and the one through b in the span's red, one each.
        #expect(document.elements.map(\.paint.fill) == ["blue", "red", "blue", "red"])
    }

    @Test("a character moved by dx, dy or turned by rotate starts a new piece of line, turned with it")
    func decorationsFollowShifts() throws {
        let document = try Self.document(#"<text x="10" y="100" font-size="40" dy="0 10" rotate="0 0 30" text-decoration="underline">abc</text>"#)
        let lines = document.elements.prefix(3).map { Shape(contours: Array(document.shape.contours[$0.contours])).bounds! }
        #expect(document.elements.count == 6)
        #expect(abs(lines[1].minY - lines[0].minY - 10) < 1e-9, "the second piece is 10 lower, with its character")
        #expect(lines[2].height > lines[0].height * 3, "the third is turned 30°")
    }

    @Test("bounding-box paint on text is resolved in its glyph cells (advances by ascent and descent), spans' too")
    func paintBox() throws {
        let gradient = #"<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>"#
        let document = try Self.document(gradient + #"<text x="10" y="100" font-size="40">a<tspan fill="url(#g)">b</tspan></text>"#)
        let fill = try #require(document.elements[1].paint.fillGradient)
        guard case .linear(let start, let end) = fill.geometry else { Issue.record("not linear"); return }
        let (from, to) = (fill.transform.apply(to: start), fill.transform.apply(to: end))
        let layout = try TextLayout("ab", font: "DejaVu Sans", size: 40)
        // From the top of the cells (the ascender) to their bottom (the descender), not the ink of b.
        let top = 100 - layout.ascent, bottom = 100 + layout.descent
        #expect(abs(from.y - top) < 1e-6 && abs(to.y - bottom) < 1e-6, "\(from) \(to) \(top) \(bottom)")
    }

    @Test("opacity on a span does not apply, with a warning; a weight between the family's is chosen as CSS chooses it")
    func spanOpacityAndWeights() throws {
        let faded = try Self.document(#"<text x="10" y="100" font-size="40">a<tspan opacity="0.5">b</tspan></text>"#)
        #expect(faded.elements.allSatisfy { $0.paint.opacity == nil })
        #expect(faded.warnings.contains { $0.message.contains("opacity does not apply to a <tspan>") })
        // DejaVu Sans has ExtraLight (200), Book (400) and Bold (700): 300 looks lighter first, 600 heavier.
        func width(_ weight: Int) throws -> Double {
            try Self.document(#"<text x="10" y="100" font-size="40" font-weight="\#(weight)">l</text>"#).shape.bounds!.width
        }
        #expect(try width(300) == width(200) && width(600) == width(700) && width(450) == width(400))
    }

    @Test("font-kerning: none and kerning=\"0\" turn the font's kerning off; another kerning length is ignored, with a warning")
    func kerning() throws {
        func vStart(_ attributes: String) throws -> Double {
            let document = try Self.document(#"<text x="10" y="100" font-size="40" \#(attributes)>AV</text>"#)
            return Shape(contours: Array(document.shape.contours[document.elements[1].contours])).bounds!.minX
        }
        let kerned = try vStart(""), plain = try vStart(#"style="font-kerning: none""#), zero = try vStart(#"kerning="0""#)
        #expect(plain > kerned + 1 && abs(zero - plain) < 1e-9)
        #expect(try vStart(#"kerning="10%""#) == kerned && vStart(#"kerning="5""#) == kerned)
        let warned = try Self.document(#"<text x="10" y="100" kerning="5">AV</text>"#).warnings.map(\.message)
        #expect(warned == [#"kerning="5": SVG 2 dropped the kerning property; a length other than 0 is ignored, as browsers and resvg ignore it"#])
    }

    @Test("textLength fits a span's characters: room between them, or (spacingAndGlyphs) glyphs stretched")
    func textLength() throws {
        let layout = try TextLayout("ab", font: "DejaVu Sans", size: 40)
        let natural = layout.advance
        let spaced = try Self.document(#"<text x="10" y="100" font-size="40" textLength="200">ab</text>"#)
        func minX(_ document: SVGDocument, _ element: Int) -> Double {
            Shape(contours: Array(document.shape.contours[document.elements[element].contours])).bounds!.minX
        }
        let bInk = Shape(contours: layout.glyphs[1].contours).bounds!.minX - layout.glyphs[1].origin.x
        #expect(abs(minX(spaced, 1) - (10 + layout.glyphs[0].advance + (200 - natural) + bInk)) < 1e-9)
        let stretched = try Self.document(#"<text x="10" y="100" font-size="40" textLength="200" lengthAdjust="spacingAndGlyphs">ab</text>"#)
        let ink = layout.shape.bounds!
        #expect(abs(stretched.shape.bounds!.width - ink.width * 200 / natural) < 1e-9 && abs(stretched.shape.bounds!.height - ink.height) < 1e-9)
        // Stretched, a mark placed by the font (an offset from its pen) keeps its place on the letter.
        let accented = try TextLayout("q\u{301}", font: "DejaVu Sans", size: 40)
        #expect(accented.glyphs.count == 2 && accented.glyphs[1].origin.x != accented.glyphs[0].advance, "the accent is placed by an offset")
        let wide = try Self.document(#"<text x="10" y="100" font-size="40" textLength="\#(2 * accented.advance)" lengthAdjust="spacingAndGlyphs">q\#u{301}</text>"#)
        let scaled = try Self.document(#"<text x="10" y="100" font-size="40" transform="matrix(2 0 0 1 -10 0)">q\#u{301}</text>"#)
        let (a, b) = (wide.shape.contours.flatMap(\.segments), scaled.shape.contours.flatMap(\.segments))
        #expect(a.count == b.count && zip(a, b).allSatisfy { $0.isApproximatelyEqual(to: $1, absoluteTolerance: 1e-9) })
    }

    @Test("vertical text runs down from its origin, Latin letters lying sideways about the line's centre")
    func vertical() throws {
        let document = try Self.document(#"<text x="100" y="20" font-size="40" writing-mode="tb">Hi</text>"#)
        let h = Shape(contours: Array(document.shape.contours[document.elements[0].contours])).bounds!
        let i = Shape(contours: Array(document.shape.contours[document.elements[1].contours])).bounds!
        let upright = try TextLayout("H", font: "DejaVu Sans", size: 40).shape.bounds!
        #expect(i.minY > h.maxY && abs(h.height - upright.width) < 1e-9 && abs(h.width - upright.height) < 1e-9)
        #expect(h.minY >= 20 && h.minX < 100 && h.maxX > 100, "below its origin, across the line")
    }

    @Test("font-variation-settings moves a variable font's axes: a lighter weight draws thinner stems, a narrower width a narrower word")
    func variations() throws {
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts")
        var options = SVGImportOptions()
        options.textOutliner = FontconfigTextOutliner(sources: FontSources(files: [fonts.appendingPathComponent("RobotoFlex.subset.ttf").path],
                                                                           includesSystemFonts: false), defaultFamily: "Roboto Flex")
        func area(_ settings: String, properties: String = "") throws -> (ink: Double, width: Double) {
            let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><text x="10" y="100" font-size="40" \#(properties) style="font-variation-settings: \#(settings)">Wide</text></svg>"#
            let document = try SVGDocument(data: Data(svg.utf8), fileName: "v.svg", options: options)
            #expect(document.warnings.isEmpty, "\(document.warnings)")
            return (abs(document.shape.contours.reduce(0) { $0 + $1.signedArea }), document.shape.bounds!.width)
        }
        let normal = try area("normal"), thin = try area("'wght' 100"), narrow = try area("'wdth' 25")
        #expect(thin.ink < 0.7 * normal.ink && narrow.width < 0.8 * normal.width, "\(normal) \(thin) \(narrow)")
        // The font properties set the axes the settings leave (CSS Fonts 4): weight, stretch and oblique slant.
        #expect(try area("normal", properties: #"font-weight="100""#) == thin)
        #expect(try area("normal", properties: #"font-stretch="25%""#) == narrow)
        #expect(try area("'wdth' 100", properties: #"font-stretch="25%""#) == normal)
        let slanted = try area("normal", properties: #"font-style="oblique""#)
        #expect(try slanted != normal && slanted == area("'slnt' -14"))
    }

    @Test("font-variant and font-feature-settings turn OpenType features on and off; one the font lacks, or a value not read, is warned about")
    func features() throws {
        func glyphCount(_ attributes: String) throws -> (count: Int, warnings: [String]) {
            let document = try Self.document(#"<text x="5" y="50" font-size="30" \#(attributes)>fifl</text>"#)
            return (document.elements.count, document.warnings.map(\.message))
        }
        let ligated = try glyphCount("")
        #expect(ligated.count == 2 && ligated.warnings.isEmpty)
        #expect(try glyphCount(#"style="font-variant-ligatures: no-common-ligatures""#).count == 4)
        #expect(try glyphCount(#"style="font-feature-settings: 'liga' off""#).count == 4)
        #expect(try glyphCount(#"font-variant="none""#).count == 4)
        // A later longhand replaces its group of the shorthand.
        #expect(try glyphCount(#"style="font-variant: none; font-variant-ligatures: normal""#).count == 2)
        let caps = try glyphCount(#"font-variant="small-caps""#)
        #expect(caps.count == 2 && caps.warnings == ["DejaVu Sans Book has no smcp feature; the text is drawn without it (it is not synthesized)"])
        #expect(try glyphCount(#"font-variant="sideways""#).warnings == ["font-variant: sideways is not a font feature value read here; ignored"])
        #expect(try glyphCount(#"style="font-feature-settings: liga""#).warnings.first?.hasPrefix("font-feature-settings: liga is not") == true)
    }

    @Test("outlines are drawn in the text's effect group, faded once, its filter region measured on the glyph cells; text drawn for speed is drawn with crisp edges")
    func effectsAndRendering() throws {
        let filtered = try Self.document(#"<filter id="f"><feGaussianBlur stdDeviation="2"/></filter><text x="5" y="50" filter="url(#f)" opacity="0.5">Hi</text>"#)
        let written = filtered.svgText()
        let group = try #require(written.range(of: #"<g filter="url(#f-text1)" opacity="0.5">"#))
        #expect(written[group.upperBound...].hasPrefix("\n    <path") && !written.contains(#"opacity="0.5"/>"#), "\(written)")
        // A filter region in bounding-box units is measured on the glyph cells, as on the text.
        let layout = try TextLayout("Hi", font: "DejaVu Sans", size: 40)
        let flooded = try Self.document(#"<filter id="g" x="0" y="0" width="1" height="1"><feFlood/></filter><text x="5" y="50" font-size="40" filter="url(#g)">Hi</text>"#).svgText()
        let copy = try #require(flooded.split(separator: "\n").first { $0.contains(#"id="g-text1""#) })
        func number(_ name: String) -> Double? {
            copy.components(separatedBy: " \(name)=\"").dropFirst().first?.split(separator: "\"").first.flatMap { Double($0) }
        }
        #expect(copy.contains(#"filterUnits="userSpaceOnUse""#) && flooded.contains(#"<g filter="url(#g-text1)">"#), "\(flooded)")
        for (name, value) in [("x", 5), ("y", 50 - layout.ascent), ("width", layout.advance), ("height", layout.ascent + layout.descent)] {
            #expect(abs((number(name) ?? .nan) - value) < 1e-9, "\(name): \(copy)")
        }
        let fast = try Self.document(#"<g text-rendering="optimizeSpeed"><text x="5" y="50">Hi</text></g><text x="5" y="90">Hi</text>"#).svgText()
        #expect(fast.components(separatedBy: #"<g shape-rendering="crispEdges">"#).count == 2 && fast.components(separatedBy: "<path").count == 5)
    }

    @Test("dominant-baseline no-change on a span keeps its parent's baseline (SVG 1.1)")
    func baselineNoChange() throws {
        func bottom(_ value: String) throws -> Double {
            let document = try Self.document(#"<text x="5" y="50" dominant-baseline="middle">a<tspan dominant-baseline="\#(value)">x</tspan></text>"#)
            return Shape(contours: Array(document.shape.contours[document.elements[1].contours])).bounds!.maxY
        }
        #expect(try bottom("no-change") == bottom("middle") && bottom("middle") != bottom("auto"))
    }

    @Test("a family not found falls back to the outliner's default family, named in a warning")
    func missingFamily() throws {
        for fallback in ["DejaVu Serif", "DejaVu Sans Mono"] {
            var options = SVGImportOptions()
            options.textOutliner = FontconfigTextOutliner(defaultFamily: fallback)
            let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><text x="5" y="50" font-family="No Such Family">Hi</text></svg>"#
            let document = try SVGDocument(data: Data(svg.utf8), fileName: "f.svg", options: options)
            #expect(document.warnings.map(\.message) == ["no font of the family \"No Such Family\"; using \(fallback)"])
        }
    }

    @Test("right-to-left runs are set in visual order by the bidi algorithm; direction rtl anchors a chunk at its right end; unicode-bidi overrides")
    func bidi() throws {
        func same(_ a: String, _ b: String) throws -> Bool {
            let (first, second) = (try Self.document(a).shape.contours.flatMap(\.segments), try Self.document(b).shape.contours.flatMap(\.segments))
            return first.count == second.count && zip(first, second).allSatisfy { $0.isApproximatelyEqual(to: $1, absoluteTolerance: 1e-9) }
        }
        // Hebrew letters do not join: read right to left, they are the reversed letters forced left to right.
        #expect(try same(#"<text x="10" y="50">ab אבג cd</text>"#, #"<text x="10" y="50" unicode-bidi="bidi-override">ab גבא cd</text>"#))
        #expect(try !same(#"<text x="10" y="50">ab אבג cd</text>"#, #"<text x="10" y="50">ab גבא cd</text>"#))
        // A right-to-left paragraph: its start is its right end; the Latin word keeps its order, the period goes left.
        #expect(try same(#"<text x="200" y="50" direction="rtl">אבג abc.</text>"#,
                         #"<text x="200" y="50" text-anchor="end" unicode-bidi="bidi-override">.abc גבא</text>"#))
        // An embedding in a span: the span's letters run the other way inside the Latin line.
        #expect(try same(#"<text x="10" y="50">ab <tspan direction="rtl" unicode-bidi="bidi-override">cde</tspan></text>"#,
                         #"<text x="10" y="50">ab edc</text>"#))
    }

    @Test("text using what is not laid out in outlines is kept as text, with a warning naming it")
    func keptAsText() throws {
        let document = try Self.document(##"<path id="p" d="M0 50H300"/><text><textPath href="#p">a<textPath href="#p">b</textPath></textPath></text>"##)
        #expect(document.svgText().components(separatedBy: "</text>").count == 2)
        #expect(document.warnings.map(\.message) == ["kept as text, not outlined: <textPath> inside <textPath> is not laid out in outlines"])
    }
}

@Suite("SVG text along a path, outlined")
struct OutlinedTextPathTests {
    @Test("glyphs sit with their middles on the path from its start offset, turned with it; past its end they are not drawn")
    func alongPath() throws {
        let straight = try OutlinedSVGTextTests.document(##"<path id="p" d="M20 100H380" fill="none"/><text font-size="40"><textPath href="#p" startOffset="10">Text</textPath></text>"##)
        let line = try OutlinedSVGTextTests.document(#"<text x="30" y="100" font-size="40">Text</text>"#)
        let (alongBounds, lineBounds) = (try #require(straight.shape.bounds), try #require(line.shape.bounds))
        #expect([alongBounds.minX - lineBounds.minX, alongBounds.minY - lineBounds.minY, alongBounds.maxX - lineBounds.maxX,
                 alongBounds.maxY - lineBounds.maxY].allSatisfy { abs($0) < 1e-9 }, "on a straight path, as on a line from its start offset")
        let down = try OutlinedSVGTextTests.document(##"<path id="p" d="M100 20V380" fill="none"/><text font-size="40"><textPath href="#p">I</textPath></text>"##)
        let upright = try OutlinedSVGTextTests.document(#"<text x="0" y="0" font-size="40">I</text>"#)
        #expect(abs(down.shape.bounds!.width - upright.shape.bounds!.height) < 1e-6, "turned a quarter with the path")
        let short = try OutlinedSVGTextTests.document(##"<path id="p" d="M20 100H60" fill="none"/><text font-size="40"><textPath href="#p">Text</textPath></text>"##)
        #expect(short.elements.count < 4)
        let missing = try OutlinedSVGTextTests.document(##"<rect width="1" height="1"/><text font-size="40"><textPath href="#nowhere">Text</textPath></text>"##)
        #expect(missing.elements.count == 1 && missing.warnings.first?.message.contains("not drawn") == true)
    }
}
