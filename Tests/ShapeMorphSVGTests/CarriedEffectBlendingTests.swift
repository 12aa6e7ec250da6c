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
        #expect(blended.contains(#"flood-color="\#(SVGColor.blend("red", "blue", amount: 0.5)!)""#))
    }

    @Test("different primitive chains, names with numbers and effects only one end has switch half way")
    func switches() throws {
        let offset = try svgDocument(drawing: #"<filter id="f1"><feOffset dx="3"/></filter><g filter="url(#f1)"><rect width="40" height="40"/></g>"#)
        let other = try svgDocument(drawing: #"<filter id="f2"><feOffset dx="5"/></filter><g filter="url(#f2)"><rect width="40" height="40"/></g>"#)
        #expect(DocumentMorph(from: try Self.blurred("2"), to: offset).document(at: 0.25).svgText().contains(#"filter="url(#f)""#))
        #expect(DocumentMorph(from: offset, to: other).document(at: 0.5).svgText().contains(#"filter="url(#f1-f2)""#))
        #expect(ParsedXMLElement.blendedValue("url(#f1)", "url(#f2)", amount: 0.5) == nil)
        #expect(ParsedXMLElement.blendedValue("matrix(1 0 0 1 -2-3)", "matrix(1 0 0 1 2 3)", amount: 0.5) == nil)
        #expect(ParsedXMLElement.blendedValue("matrix(1,0,0,1,-2,-3)", "matrix(3,0,0,1,2,3e1)", amount: 0.5) == "matrix(2,0,0,1,0,13.5)")
        #expect(ParsedXMLElement.blendedValue("1em", "3em", amount: 0.5) == "2em")
        let plain = try svgDocument(drawing: #"<rect width="40" height="40"/>"#)
        let early = DocumentMorph(from: plain, to: try Self.blurred("8")).document(at: 0.25).svgText()
        #expect(!early.contains(#"filter="url(#f)""#) && early.contains(#"<filter id="f">"#))
    }
}
