import Foundation
import ShapeMorph
@testable import ShapeMorphCheck
import ShapeMorphSVG
import Testing

/// Colour must move one way between an element's ends in OKLab: the
/// measure the quality harness reports per set (must be 0).
@Suite("Colour moves monotonically")
struct ColourMonotonicityTests {
    @Test("one way from the first colour to the last passes; going back, or past either end, does not")
    func sequences() {
        #expect(MorphMeasurement.isMonotonic(["#ff0000", "#800000", "#400000", "#000000"]))
        #expect(!MorphMeasurement.isMonotonic(["#ff0000", "#000000", "#800000", "#000000"]), "back towards red")
        #expect(!MorphMeasurement.isMonotonic(["#000000", "#ffffff", "#808080"]), "past the grey end")
        #expect(!MorphMeasurement.isMonotonic(["#808080", "#000000", "#ffffff"]), "past the grey start")
        // Not colours somewhere (none, a pattern, unset): not measured.
        #expect(MorphMeasurement.isMonotonic(["#ff0000", nil, "#000000"]))
        #expect(MorphMeasurement.isMonotonic(["none", "none"]))
        #expect(MorphMeasurement.isMonotonic(["#123456", "#123456", "#123456"]))
    }

    @Test("a red square into a black disc and a blue outline into an orange one move their colours one way")
    func documents() throws {
        let drawing = { (paint: String, path: String) in
            try SVGDocument(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="\#(path)" \#(paint)/></svg>"#.utf8),
                            fileName: "drawing.svg")
        }
        let (square, disc) = ("M10 10h80v80h-80z", "M50 10a40 40 0 1 0 0.1 0z")
        let morphs = [
            DocumentMorph(from: try drawing(#"fill="red""#, square), to: try drawing(#"fill="black""#, disc)),
            DocumentMorph(from: try drawing(#"fill="none" stroke="blue" stroke-width="4""#, square),
                          to: try drawing(#"fill="none" stroke="orange" stroke-width="4""#, disc)),
        ]
        for morph in morphs {
            #expect(MorphMeasurement.colourDetours(of: morph) == 0)
        }
    }
}
