import Foundation
import ShapeMorph
@testable import ShapeMorphSVG
import Testing

@Suite("Effects of paired layers blend")
struct CarriedEffectBlendingTests {
    static func blurred(_ deviation: String, shape: String = #"<rect width="40" height="40"/>"#) throws -> SVGDocument {
        try svgDocument(drawing: #"<filter id="f"><feGaussianBlur stdDeviation="\#(deviation)"/></filter><g filter="url(#f)">\#(shape)</g>"#)
    }

    @Test("a blur of 2 into a blur of 8 is a blur of 5 half way, drawn by both ends' groups; each end exact")
    func blur() throws {
        let morph = DocumentMorph(from: try Self.blurred("2"), to: try Self.blurred("8", shape: #"<circle cx="50" cy="50" r="20"/>"#))
        let start = morph.document(at: 0).svgText(), end = morph.document(at: 1).svgText()
        #expect(start.contains(#"stdDeviation="2""#) && !start.contains(#"stdDeviation="8""#))
        #expect(end.contains(#"stdDeviation="8""#) && !end.contains(#"stdDeviation="2""#))
        for (progress, deviation) in [(0.25, "3.5"), (0.5, "5"), (0.75, "6.5")] {
            let text = morph.document(at: progress).svgText()
            #expect(text.contains(#"<filter id="f-to-f">"#) && text.contains(#"<feGaussianBlur stdDeviation="\#(deviation)"/>"#))
            #expect(!text.contains(#"filter="url(#f)""#) && !text.contains(#"filter="url(#to-f)""#) && text.contains(#"filter="url(#f-to-f)""#))
        }
    }

    @Test("filter functions, group opacity and a flood colour blend; a group without opacity is at 1")
    func numbersAndColours() throws {
        let source = try svgDocument(drawing: #"<g filter="blur(2px) hue-rotate(0deg)" opacity="0.2"><rect width="40" height="40"/></g>"#)
        let target = try svgDocument(drawing: #"<g filter="blur(8px) hue-rotate(90deg)"><rect width="60" height="40"/></g>"#)
        let middle = DocumentMorph(from: source, to: target).document(at: 0.5).svgText()
        #expect(middle.contains(#"filter="blur(5px) hue-rotate(45deg)""#) && middle.contains(#"opacity="0.6""#))
        let flood = { (colour: String) in
            try svgDocument(drawing: #"<filter id="f"><feFlood flood-color="\#(colour)"/><feComposite in2="SourceGraphic" operator="in"/></filter><path d="M0 0h9v9z" filter="url(#f)"/>"#)
        }
        let blended = DocumentMorph(from: try flood("red"), to: try flood("blue")).document(at: 0.5).svgText()
        #expect(blended.contains(#"flood-color="\#(Color.blend("red", "blue", amount: 0.5)!)""#))
    }

    @Test("different primitive chains cross-fade in one filter over both regions (regions in user space in numbers and percentages switch half way); names with numbers switch; a filter only one end has grows from nothing")
    func switches() throws {
        let offset = try svgDocument(drawing: #"<filter id="f1"><feOffset dx="3"/></filter><g filter="url(#f1)"><rect width="40" height="40"/></g>"#)
        let other = try svgDocument(drawing: #"<filter id="f2"><feOffset dx="5"/></filter><g filter="url(#f2)"><rect width="40" height="40"/></g>"#)
        let crossFade = DocumentMorph(from: try Self.blurred("2"), to: offset).document(at: 0.25).svgText()
        #expect(crossFade.contains(#"filter="url(#f-f1)""#) && crossFade.contains(#"<feGaussianBlur in="SourceGraphic" result="a-0" stdDeviation="2"/>"#)
                && crossFade.contains(#"<feOffset dx="3" in="SourceGraphic" result="b-0"/>"#)
                && crossFade.contains(#"in="a-0" in2="b-0" k1="0" k2="0.75" k3="0.25" k4="0" operator="arithmetic""#), "\(crossFade)")
        // Regions both in percentages are united; in the bounding box's units a number and a percentage are both fractions of it;
        // in user space they cannot be united (a percentage is of the viewport).
        let widened = try svgDocument(drawing: #"<filter id="f1" x="-50%" width="200%"><feOffset dx="3"/></filter><g filter="url(#f1)"><rect width="40" height="40"/></g>"#)
        #expect(DocumentMorph(from: try Self.blurred("2"), to: widened).document(at: 0.25).svgText()
            .contains(#"<filter height="120%" id="f-f1" width="200%" x="-50%" y="-10%">"#))
        let fractions = try svgDocument(drawing: #"<filter id="f1" x="0" width="1.5"><feOffset dx="3"/></filter><g filter="url(#f1)"><rect width="40" height="40"/></g>"#)
        #expect(DocumentMorph(from: try Self.blurred("2"), to: fractions).document(at: 0.25).svgText()
            .contains(#"<filter height="1.2" id="f-f1" width="1.6" x="-0.1" y="-0.1">"#))
        let placed = try svgDocument(drawing: #"<filter id="f1" filterUnits="userSpaceOnUse" x="0" width="60"><feOffset dx="3"/></filter><g filter="url(#f1)"><rect width="40" height="40"/></g>"#)
        let blurredInUserSpace = try svgDocument(drawing: #"<filter id="f" filterUnits="userSpaceOnUse"><feGaussianBlur stdDeviation="2"/></filter><g filter="url(#f)"><rect width="40" height="40"/></g>"#)
        #expect(DocumentMorph(from: blurredInUserSpace, to: placed).document(at: 0.25).svgText().contains(#"filter="url(#f)""#))
        #expect(DocumentMorph(from: offset, to: other).document(at: 0.5).svgText().contains(#"filter="url(#f1-f2)""#))
        #expect(ParsedXMLElement.blendedValue("url(#f1)", "url(#f2)", amount: 0.5) == nil)
        #expect(ParsedXMLElement.blendedValue("matrix(1 0 0 1 -2-3)", "matrix(1 0 0 1 2 3)", amount: 0.5) == nil)
        #expect(ParsedXMLElement.blendedValue("matrix(1,0,0,1,-2,-3)", "matrix(3,0,0,1,2,3e1)", amount: 0.5) == "matrix(2,0,0,1,0,13.5)")
        #expect(ParsedXMLElement.blendedValue("1em", "3em", amount: 0.5) == "2em")
        let plain = try svgDocument(drawing: #"<rect width="40" height="40"/>"#)
        let early = DocumentMorph(from: plain, to: try Self.blurred("8")).document(at: 0.25).svgText()
        #expect(early.contains(#"filter="url(#f-grows)""#) && early.contains(#"stdDeviation="2""#) && !early.contains(#"filter="url(#f)""#),
                "a quarter grown, the target's filter itself not used")
    }

    @Test("a mask of a square into a mask of a circle morphs its content as a small document; its region blends")
    func maskMorph() throws {
        let masked = { (region: String, content: String) in
            try svgDocument(drawing: #"<mask id="m" \#(region)><g fill="white">\#(content)</g></mask><g mask="url(#m)"><rect width="100" height="100" fill="red"/></g>"#)
        }
        let square = #"<rect x="10" y="10" width="30" height="30"/>"#, circle = #"<circle cx="60" cy="60" r="25"/>"#
        let morph = DocumentMorph(from: try masked(#"width="80""#, square), to: try masked(#"width="100""#, circle))
        let middle = morph.document(at: 0.5)
        let text = middle.svgText()
        #expect(text.contains(#"mask="url(#m-to-m)""#) && !text.contains(#"mask="url(#m)""#) && !text.contains(#"mask="url(#to-m)""#))
        let mask = try #require(middle.carried.definitions.first { $0.attributes["id"] == "m-to-m" })
        #expect(mask.attributes["width"] == "90")
        // The content is the in-between of the two contents morphed as documents, white on the way.
        let contents = DocumentMorph(from: try svgDocument(drawing: square), to: try svgDocument(drawing: circle)).document(at: 0.5)
        let path = try #require(mask.children.first { $0.name == "path" })
        let expected = contents.pathElements(format: .decimals(6), commands: .simplest).first { $0.name == "path" }
        let d = try #require(path.attributes["d"])
        #expect(d.hasPrefix("M") && d == expected?.writtenAttribute?.value.text)
        #expect(path.attributes["fill"] == "#fff" || path.attributes["fill"] == "white" || path.attributes["fill"] == "#ffffff")
        #expect(morph.document(at: 0).svgText().contains(#"width="30" x="10""#) && morph.document(at: 1).svgText().contains("<circle"))
    }

    @Test("a label both ends draw alike stays whole in every frame; a label that changes cross-fades and counts as one")
    func steadyAndChangingText() throws {
        let label = { (word: String) in
            try svgDocument(drawing: #"<circle cx="50" cy="40" r="20" fill="red"/><text x="20" y="90" font-size="12">\#(word)</text>"#)
        }
        let same = DocumentMorph(from: try label("PLAY"), to: try label("PLAY"))
        for progress in [0.0, 0.25, 0.5, 0.75, 1] {
            let text = same.document(at: progress).svgText()
            #expect(text.components(separatedBy: "<text").count == 2 && !text.contains("opacity"), "\(progress): \(text)")
        }
        #expect(same.crossFadingTexts == 0)
        let changing = DocumentMorph(from: try label("PLAY"), to: try label("PAUSE"))
        let middle = changing.document(at: 0.5).svgText()
        #expect(middle.components(separatedBy: "<text").count == 3 && middle.contains(#"opacity="0.5""#), "\(middle)")
        #expect(changing.crossFadingTexts == 1)
        // Text on a path both ends draw alike stays, though the target's copy of the path is renamed apart.
        let onPath = try svgDocument(drawing: ##"<path id="p" d="M10 50 C40 10 60 90 90 50" fill="none"/><text font-size="10"><textPath href="#p">on a path</textPath></text>"##)
        let along = DocumentMorph(from: onPath, to: onPath)
        #expect(along.crossFadingTexts == 0 && !along.document(at: 0.5).svgText().contains("opacity"), "\(along.document(at: 0.5).svgText())")
    }

    @Test("a mask that draws text switches half way")
    func maskWithText() throws {
        let masked = { (content: String) in
            try svgDocument(drawing: #"<mask id="m">\#(content)</mask><g mask="url(#m)"><rect width="100" height="100" fill="red"/></g>"#)
        }
        let morph = DocumentMorph(from: try masked(#"<text y="50" fill="white">A</text>"#), to: try masked(#"<circle cx="50" cy="50" r="9" fill="white"/>"#))
        #expect(morph.document(at: 0.25).svgText().contains(#"mask="url(#m)""#))
    }

    @Test("a pattern cross-fades through transparent into a colour: out over the first half, the colour in over the second")
    func patternCrossFade() throws {
        let tiled = try svgDocument(drawing: #"<pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2"/></pattern><rect width="40" height="40" fill="url(#p)"/>"#)
        let red = try svgDocument(drawing: #"<circle cx="50" cy="50" r="20" fill="red"/>"#)
        let morph = DocumentMorph(from: tiled, to: red)
        for (progress, fill, opacity) in [(0.25, "url(#p)", 0.5), (0.5, "red", 0.0), (0.75, "red", 0.5)] {
            let paint = morph.document(at: progress).elements[0].paint
            #expect(paint.fill?.text == fill && abs((paint.fillOpacity ?? 1) - opacity) < 1e-12)
        }
        #expect(morph.document(at: 0).elements[0].paint.fillOpacity ?? 1 == 1 && morph.document(at: 1).elements[0].paint.fillOpacity ?? 1 == 1)
    }

    @Test("a clip both ends keep around a filter, the target's renamed apart, is drawn once in between; another clip is shared between two copies")
    func sameClipUnderAnotherName() throws {
        let clipped = { (clip: String, x: Int) in
            try svgDocument(drawing: #"<clipPath id="c">\#(clip)</clipPath><filter id="f"><feGaussianBlur stdDeviation="2"/></filter><g clip-path="url(#c)"><g filter="url(#f)"><rect x="\#(x)" y="20" width="50" height="50"/></g></g>"#)
        }
        let circle = #"<circle cx="50" cy="50" r="30"/>"#
        let same = DocumentMorph(from: try clipped(circle, 20), to: try clipped(circle, 30)).document(at: 0.5)
        #expect(same.carried.groups.allSatisfy { $0.underlay == nil })
        #expect(same.svgText().components(separatedBy: "clip-path=").count == 2, "\(same.svgText())")
        let other = DocumentMorph(from: try clipped(circle, 20), to: try clipped(#"<rect x="30" y="30" width="40" height="40"/>"#, 30))
            .document(at: 0.5)
        #expect(other.carried.groups.contains { $0.underlay?.effects == ["clip-path": "url(#c)"] && $0.effects["clip-path"] == "url(#to-c)" })
    }

    @Test("groups nested 20 deep, each with a blend mode only the target has, are written with at most 2⁴ copies of what they draw")
    func deepUnderlays() throws {
        let modes = (0..<20).map { #"<g style="mix-blend-mode: \#($0.isMultiple(of: 2) ? "multiply" : "screen")">"# }.joined()
        let square = #"<rect width="40" height="40" fill="blue"/>"#
        let target = try svgDocument(drawing: modes + square + String(repeating: "</g>", count: 20))
        let middle = DocumentMorph(from: try svgDocument(drawing: square), to: target).document(at: 0.5)
        #expect(middle.carried.groups.count(where: { $0.underlay != nil }) == 20)
        let copies = middle.svgText().components(separatedBy: "<path").count - 1
        #expect(copies == 1 << SVGCarriedContent.deepestUnderlays, "\(copies) copies")
    }

    @Test("an icon leaving a tinted card is drawn in a copy of the card's group whose tint goes; every definition's id is written once")
    func leavingIcon() throws {
        let tint = #"<filter id="t" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100"><feColorMatrix type="hueRotate" values="90"/></filter>"#
        let square = #"<rect x="20" y="20" width="50" height="50" fill="blue"/>"#, icon = #"<rect x="75" y="75" width="20" height="20" fill="blue"/>"#
        let source = try svgDocument(drawing: tint + #"<g filter="url(#t)">\#(square)\#(icon)</g><g filter="url(#t)" opacity="0.9"><circle cx="85" cy="10" r="8"/></g>"#)
        let target = try svgDocument(drawing: #"<filter id="i"><feComponentTransfer><feFuncR type="table" tableValues="1 0"/></feComponentTransfer></filter><g filter="url(#i)">\#(square)</g>\#(icon)<circle cx="85" cy="10" r="8"/>"#)
        let middle = DocumentMorph(from: source, to: target).document(at: 0.6)
        let iconGroup = try #require(middle.elements[2].group)
        #expect(middle.carried.groups[iconGroup].effects["filter"]?.hasSuffix("-goes)") == true, "\(middle.carried.groups[iconGroup])")
        #expect(middle.elements[1].group != iconGroup)
        let ids = middle.carried.definitions.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count, "\(ids)")
    }

    @Test("frames side by side in a contact sheet keep their carried definitions apart: each cell's blur its own, each underlay's filter")
    func contactSheet() throws {
        let morph = DocumentMorph(from: try Self.blurred("2"), to: try Self.blurred("8"))
        let frames = [0.25, 0.75].map(morph.document(at:))
        let sheet = SVGContactSheet.svgText(documents: frames, viewBox: frames[0].viewBox, columns: 2)
        #expect(sheet.contains(#"<filter id="cell1-f-to-f">"#) && sheet.contains(#"<filter id="cell2-f-to-f">"#))
        #expect(sheet.contains(#"filter="url(#cell1-f-to-f)""#) && sheet.contains(#"filter="url(#cell2-f-to-f)""#))
        #expect(sheet.contains(#"stdDeviation="3.5""#) && sheet.contains(#"stdDeviation="6.5""#))
        // A filter of other units is drawn in a copy under the target's (an underlay), which refers to its cell's filter too.
        let inUserSpace = try svgDocument(drawing: #"<filter id="u" filterUnits="userSpaceOnUse"><feOffset dx="3"/></filter><g filter="url(#u)"><rect width="40" height="40"/></g>"#)
        let underlaid = DocumentMorph(from: inUserSpace, to: try Self.blurred("8")).document(at: 0.25)
        #expect(underlaid.carried.groups.contains { $0.underlay?.effects == ["filter": "url(#u)"] && $0.underlay?.share == 0.75 })
        let cells = SVGContactSheet.svgText(documents: [underlaid, underlaid], viewBox: underlaid.viewBox, columns: 2)
        #expect(cells.contains(#"<g filter="url(#cell1-u)" opacity="0.75">"#) && cells.contains(#"<g filter="url(#cell2-u)" opacity="0.75">"#)
                && cells.contains(#"<g filter="url(#cell2-f)" opacity="0.25">"#), "\(cells)")
    }
}
