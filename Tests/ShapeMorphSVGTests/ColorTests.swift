import Testing
import ShapeMorphSVG

@Suite("Color")
struct ColorTests {
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
        #expect(Color(text)?.hexadecimal == hexadecimal)
    }

    @Test("paints that are not plain colours are not read", arguments: [
        "none", "url(#gradient)", "currentColor", "#12", "rgb(1,2)", "#ggg", "", "#1234567", "#12 34", "#", " # fff",
        "#zzz", "héllo", "rgb(1, 2, 3 / 0.5)", "hsl(120, 100, 50)", "rgb(1,2,3,4,5)", "#123456789"])
    func refuses(text: String) {
        #expect(Color(text) == nil)
    }

    @Test("paints SVG reads: colours, none, currentColor, context paint, references with fallbacks")
    func paints() {
        for paint in ["red", "none", "currentColor", "context-stroke", "url(#g)", "url(#g) #0f0", "#0f0 icc-color(x, 1)"] {
            #expect(Color.isPaint(paint), "\(paint)")
        }
        for paint in ["#zzz", "url(#g) nonsense", "héllo", "red blue"] { #expect(!Color.isPaint(paint), "\(paint)") }
    }

    @Test("alpha blends linearly beside the colour")
    func alphaBlend() {
        #expect(Color.blend("#ff000000", "#ff0000", amount: 0.5) == "#ff000080")
    }

    @Test("blending is in OKLab, clamped; other paints switch half way")
    func blend() {
        // OKLab lightness 0.5 is #636363, where sRGB's channel middle #808080 looks lighter than half way.
        #expect(Color.blend("#000000", "#ffffff", amount: 0.5) == "#636363")
        // Red to blue keeps its lightness in between instead of the dark #800080.
        #expect(Color.blend("red", "blue", amount: 0.5) == "#8c53a2")
        #expect(Color.blend("#d62839", "#1b1b1e", amount: 0) == "#d62839")
        #expect(Color.blend("#d62839", "#1b1b1e", amount: 1) == "#1b1b1e")
        #expect(Color.blend("#000000", "#ffffff", amount: 1.3) == "#ffffff")
        #expect(Color.blend("#000000", "#ffffff", amount: -0.2) == "#000000")
        #expect(Color.blend("none", "#ffffff", amount: 0.49) == "none")
        #expect(Color.blend("none", "#ffffff", amount: 0.5) == "#ffffff")
        #expect(Color.blend(nil, nil, amount: 0.5) == nil)
        #expect(Color.blend("red", "red", amount: 0.5) == "red")
    }

    @Test("a paint is read once: nothing, a colour with its spelling, or a paint that is not a colour; its text is what was read")
    func paintsRead() {
        #expect(Paint("none") == .nothing && Paint("none").color == nil)
        #expect(Paint("Red") == .color(Color(red: 255, green: 0, blue: 0), spelling: "Red"))
        #expect(Paint("url(#p)") == .unblendable("url(#p)") && Paint("currentColor") == .currentColor)
        for text in ["none", "Red", " #0A0b0C ", "rgb(1 2 3 / 50%)", "url(#p) red", "None"] {
            #expect(Paint(text).text == text, "\(text)")
        }
        // A paint of nothing is not a missing paint.
        let nothing: Paint? = .nothing
        #expect(nothing != nil && SVGPaint(fill: "none").isFilled == false && SVGPaint().isFilled)
    }

    @Test("a colour made by blending is rounded to #rrggbbaa: its colour is the one its text reads")
    func paintsMade() {
        for color in [Color(red: 12.4, green: 200.6, blue: 255.2), Color(red: 0, green: 0, blue: 0, alpha: 0.3333),
                      Color(red: 254.5, green: 0.49, blue: 128, alpha: 0.999)] {
            let paint = Paint(color)
            #expect(paint.color == Color(paint.text) && paint == Paint(paint.text), "\(paint)")
        }
        #expect(Paint(Color(red: 12.4, green: 200.6, blue: 255.2)).text == "#0cc9ff")
        #expect(Paint.blend("red", "blue", amount: 0.5) == Paint("#8c53a2"))
        #expect(Paint.blend("url(#p)", "blue", amount: 0.25) == "url(#p)")
    }
}
