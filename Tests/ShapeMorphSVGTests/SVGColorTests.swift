import Testing
import ShapeMorphSVG

@Suite("SVGColor")
struct SVGColorTests {
    @Test("reads hexadecimal, rgb(), hsl() and keywords, with alpha", arguments: [
        ("#d62839", "#d62839"), ("#FFF", "#ffffff"), (" #0a0B0c ", "#0a0b0c"), ("rgb(255, 0, 128)", "#ff0080"),
        ("rgb(100%, 50%, 0%)", "#ff8000"), ("rgb(300, -5, 0)", "#ff0000"), ("Red", "#ff0000"), ("grey", "#808080"),
        ("rebeccapurple", "#663399"), ("AliceBlue", "#f0f8ff"), ("darkolivegreen", "#556b2f"), ("yellowgreen", "#9acd32"),
        ("#ff000080", "#ff000080"), ("#f008", "#ff000088"), ("#FF0000FF", "#ff0000"), ("rgba(255, 0, 0, 0.5)", "#ff000080"),
        ("rgb(255 0 0 / 50%)", "#ff000080"), ("rgba(0,0,255,1)", "#0000ff"), ("transparent", "#00000000"),
        ("hsl(120, 100%, 25%)", "#008000"), ("hsl(0 100% 50%)", "#ff0000"), ("hsla(240deg, 100%, 50%, 0.25)", "#0000ff40"),
        ("hsl(-120, 100%, 50%)", "#0000ff"), ("hsl(0.5turn 100% 50%)", "#00ffff"),
    ])
    func reads(text: String, hexadecimal: String) {
        #expect(SVGColor(text)?.hexadecimal == hexadecimal)
    }

    @Test("paints that are not plain colours are not read", arguments: [
        "none", "url(#gradient)", "currentColor", "#12", "rgb(1,2)", "#ggg", "", "#1234567", "#12 34", "#", " # fff",
        "#zzz", "héllo", "rgb(1, 2, 3 / 0.5)", "hsl(120, 100, 50)", "rgb(1,2,3,4,5)", "#123456789"])
    func refuses(text: String) {
        #expect(SVGColor(text) == nil)
    }

    @Test("paints SVG reads: colours, none, currentColor, context paint, references with fallbacks")
    func paints() {
        for paint in ["red", "none", "currentColor", "context-stroke", "url(#g)", "url(#g) #0f0", "#0f0 icc-color(x, 1)"] {
            #expect(SVGColor.isPaint(paint), "\(paint)")
        }
        for paint in ["#zzz", "url(#g) nonsense", "héllo", "red blue"] { #expect(!SVGColor.isPaint(paint), "\(paint)") }
    }

    @Test("alpha blends linearly beside the colour")
    func alphaBlend() {
        #expect(SVGColor.blend("#ff000000", "#ff0000", amount: 0.5) == "#ff000080")
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
