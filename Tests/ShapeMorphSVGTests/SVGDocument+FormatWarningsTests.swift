import Foundation
import Testing
import ShapeMorphFormats
import ShapeMorphSVG

/// Each animated format warns once, where it is first used, about paint it
/// cannot say, and about nothing it can.
@Suite("What each animated format cannot say")
struct FormatWarningsTests {
    static func document(_ body: String) throws -> SVGDocument {
        try SVGDocument(data: Data((#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">"# + "\n" + body + "</svg>").utf8),
                        fileName: "paint.svg")
    }

    @Test("a gradient: Android warns once at its first element, with what it draws instead; CSS and Lottie only where it is not plain")
    func gradient() throws {
        let document = try Self.document("""
            <radialGradient id="g"><stop offset="0" stop-color="red" stop-opacity="0"/><stop offset="1" stop-color="blue"/></radialGradient>
            <rect width="10" height="10" fill="olive"/>
            <path d="M20 20h20v20z" stroke="url(#g)"/>
            <path d="M50 50h20v20z" fill="url(#g)"/>
            """)
        #expect(document.animationWarnings.isEmpty)
        let warnings = document.animatedVectorDrawableWarnings
        #expect(warnings.count == 1)
        #expect(warnings.first?.line == 4 && warnings.first?.element == "path" && warnings.first?.file == "paint.svg")
        #expect(warnings.first?.message.hasPrefix("its gradient stroke is drawn in its fallback colour") == true)
        // Lottie and CSS animate a plain gradient; one that repeats Lottie cannot say, nor CSS move.
        #expect(document.lottieWarnings.isEmpty && document.cssAnimationWarnings.isEmpty)
        let repeating = try Self.document("""
            <linearGradient id="g" spreadMethod="repeat" x2="0.3"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
            <path d="M20 20h20v20z" fill="url(#g)"/>
            """)
        #expect(repeating.lottieWarnings.map(\.description) == [
            "paint.svg:3: <path>: its gradient fill (repeating, reflecting, elliptical or with a focal circle) is drawn in its fallback colour (its first visible stop) in a Lottie animation",
        ])
        #expect(repeating.cssAnimationWarnings.map(\.description) == [
            "paint.svg:3: <path>: its gradient fill (repeating, reflecting, elliptical or with a focal circle) is drawn in its fallback colour (its first visible stop) in a CSS animation where it moves",
        ])
    }

    @Test("dashes and a stroke under its fill: only Android warns")
    func dashesAndPaintOrder() throws {
        let document = try Self.document("""
            <path d="M20 20h20v20z" fill="red" stroke="blue" stroke-dasharray="2" paint-order="stroke"/>
            """)
        #expect(document.lottieWarnings.isEmpty && document.cssAnimationWarnings.isEmpty)
        #expect(document.animatedVectorDrawableWarnings.map(\.message) == [
            "its dashed stroke is drawn solid in an Android vector drawable, which has no dashes",
            "its stroke under its fill (paint-order) is drawn over the fill in an Android vector drawable, which has no paint-order",
        ])
    }

    @Test("unstroked dashes, a stroke under no fill, a gradient painting nothing: nothing to warn about")
    func unusedFeatures() throws {
        let document = try Self.document("""
            <linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>
            <path d="M20 20h20v20z" fill="red" stroke-dasharray="2" paint-order="stroke"/>
            <path d="M20 20h20v20z" fill="none" stroke="blue" paint-order="stroke"/>
            <path d="M20 20h20v20z" fill="blue" stroke="url(#g)" stroke-width="0"/>
            """)
        #expect(document.animatedVectorDrawableWarnings.isEmpty && document.lottieWarnings.isEmpty)
    }

    @Test("carried effects are warned about by every format, as before")
    func carriedEffects() throws {
        let document = try Self.document(#"<filter id="f"><feGaussianBlur stdDeviation="2"/></filter><rect width="9" height="9" filter="url(#f)"/>"#)
        #expect(document.animationWarnings.count == 1)
        for warnings in [document.lottieWarnings, document.cssAnimationWarnings, document.animatedVectorDrawableWarnings] {
            #expect(warnings == document.animationWarnings)
        }
    }
}
