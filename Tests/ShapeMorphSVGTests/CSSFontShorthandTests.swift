import Testing
@testable import ShapeMorphSVG

@Suite("CSS: the font shorthand")
struct CSSFontShorthandTests {
    static func longhands(_ value: String) -> [String: String]? {
        CSSFontShorthand.longhands(of: value).map { Dictionary(uniqueKeysWithValues: $0.map { ($0.name, $0.value) }) }
    }

    @Test("style, variant, weight and stretch in any order before the size; the line height after a slash; the rest is the family")
    func reads() throws {
        let all = try #require(Self.longhands(#"bold italic condensed small-caps 12px/1.5 "Noto Sans", serif"#))
        #expect(all["font-style"] == "italic" && all["font-variant"] == "small-caps" && all["font-weight"] == "bold"
                && all["font-stretch"] == "condensed" && all["font-size"] == "12px" && all["line-height"] == "1.5"
                && all["font-family"] == #""Noto Sans", serif"#)
        #expect(Self.longhands("12px / 2 serif")?["line-height"] == "2" && Self.longhands("12px /2 serif")?["line-height"] == "2")
        #expect(Self.longhands("oblique 10deg 600 large serif")?["font-style"] == "oblique 10deg")
        #expect(Self.longhands("600 large serif")?["font-weight"] == "600")
    }

    @Test("what it does not name goes back to its initial value, kerning and variations too")
    func resets() throws {
        let plain = try #require(Self.longhands("50px 'Noto Sans'"))
        #expect(plain["font-weight"] == "normal" && plain["font-style"] == "normal" && plain["font-kerning"] == "auto"
                && plain["font-variation-settings"] == "normal" && plain["font-family"] == "'Noto Sans'")
    }

    @Test("system fonts, a missing size or family and unknown words are not read", arguments: ["caption", "bold serif", "12px", "heavy 12px serif", ""])
    func refuses(value: String) {
        #expect(Self.longhands(value) == nil)
    }

    @Test("in a style, it sets the longhands; later declarations override them; one not read is warned about")
    func cascade() throws {
        let document = try svgDocument(drawing: #"<text style="font: italic 30px serif; font-style: normal">Hi</text><text style="font: caption">Hi</text>"#)
        let text = document.svgText()
        #expect(text.contains(#"font-size="30px""#) && text.contains(#"font-family="serif""#) && text.contains(#"font-style="normal""#), "\(text)")
        #expect(document.warnings.contains { $0.message.hasPrefix(#"font "caption" is not a font shorthand"#) })
    }
}
