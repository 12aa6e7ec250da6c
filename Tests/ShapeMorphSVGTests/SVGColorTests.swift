import Testing
import ShapeMorphSVG

@Suite("SVGColor")
struct SVGColorTests {
    @Test("reads hexadecimal, rgb() and keywords", arguments: [
        ("#d62839", "#d62839"), ("#FFF", "#ffffff"), (" #0a0B0c ", "#0a0b0c"), ("rgb(255, 0, 128)", "#ff0080"),
        ("rgb(100%, 50%, 0%)", "#ff8000"), ("rgb(300, -5, 0)", "#ff0000"), ("Red", "#ff0000"), ("grey", "#808080"),
        ("rebeccapurple", "#663399"), ("AliceBlue", "#f0f8ff"), ("darkolivegreen", "#556b2f"), ("yellowgreen", "#9acd32"),
    ])
    func reads(text: String, hexadecimal: String) {
        #expect(SVGColor(text)?.hexadecimal == hexadecimal)
    }

    @Test("paints that are not plain colours are not read", arguments: [
        "none", "url(#gradient)", "currentColor", "#12", "rgb(1,2)", "#ggg", "", "#1234567", "#12 34", "#", " # fff"])
    func refuses(text: String) {
        #expect(SVGColor(text) == nil)
    }

    @Test("blending is in OKLab, clamped; other paints switch half way")
    func blend() {
        // OKLab lightness 0.5 is #636363, where sRGB's channel middle #808080 looks lighter than half way.
        #expect(SVGColor.blend("#000000", "#ffffff", amount: 0.5) == "#636363")
        // Red to blue keeps its lightness in between instead of the dark #800080.
        #expect(SVGColor.blend("red", "blue", amount: 0.5) == "#8c53a2")
        #expect(SVGColor.blend("#d62839", "#1b1b1e", amount: 0) == "#d62839")
        #expect(SVGColor.blend("#d62839", "#1b1b1e", amount: 1) == "#1b1b1e")
        #expect(SVGColor.blend("#000000", "#ffffff", amount: 1.3) == "#ffffff")
        #expect(SVGColor.blend("#000000", "#ffffff", amount: -0.2) == "#000000")
        #expect(SVGColor.blend("none", "#ffffff", amount: 0.49) == "none")
        #expect(SVGColor.blend("none", "#ffffff", amount: 0.5) == "#ffffff")
        #expect(SVGColor.blend(nil, nil, amount: 0.5) == nil)
        #expect(SVGColor.blend("red", "red", amount: 0.5) == "red")
    }
}
