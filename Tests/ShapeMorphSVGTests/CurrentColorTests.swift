import Foundation
import Testing
import ShapeMorph
import ShapeMorphFormats
import ShapeMorphSVG

/// `currentColor` where a document sets no `color` is the page's colour:
/// icon systems colour their icons with it, so it is kept end to end.
@Suite("currentColor")
struct CurrentColorTests {
    static let page = try! svgDocument(drawing: #"<circle cx="50" cy="50" r="40" fill="currentColor" stroke="CurrentColor"/>"#)
    static let teal = try! svgDocument(drawing: #"<g color="teal"><rect x="10" y="10" width="80" height="80" fill="currentColor"/></g>"#)

    @Test("read as the page's colour where the document sets no color, as that colour where it does; written back as currentColor")
    func imported() throws {
        #expect(Self.page.elements[0].paint.fill == .currentColor && Self.page.elements[0].paint.stroke == .currentColor)
        #expect(Self.teal.elements[0].paint.fill?.color == Color("teal"))
        let text = Self.page.svgText()
        #expect(text.contains(#"fill="currentColor""#) && text.contains(#"stroke="currentColor""#))
        #expect(Paint("CURRENTCOLOR") == .currentColor && Paint.currentColor.color == Color("black"), "black, where shown alone")
    }

    @Test("both ends in currentColor: every frame is; against another colour it blends as black, its ends as they are, and says so")
    func blended() throws {
        let square = try svgDocument(drawing: #"<rect x="10" y="10" width="80" height="80" fill="currentColor"/>"#)
        let both = DocumentMorph(from: Self.page, to: square)
        #expect([0, 0.3, 0.5, 1].allSatisfy { both.document(at: $0).elements[0].paint.fill == .currentColor })
        #expect(both.currentColorBlends == 0)
        let other = DocumentMorph(from: Self.page, to: Self.teal)
        #expect(other.currentColorBlends == 1)
        #expect(other.document(at: 0).elements[0].paint.fill == .currentColor)
        #expect(other.document(at: 1).elements[0].paint.fill == Paint("teal"))
        let middle = try #require(other.document(at: 0.5).elements[0].paint.fill?.color)
        #expect(middle != Color("black") && middle != Color("teal"), "blended from black")
    }

    @Test("Lottie and Android, which have no currentColor, say where it is drawn black; CSS keeps it")
    func formats() throws {
        #expect(Self.page.lottieWarnings.map(\.description) == ["test.svg:1: <circle>: its fill in currentColor is drawn black in a Lottie animation, which has no currentColor"])
        #expect(Self.page.animatedVectorDrawableWarnings.map(\.description).contains { $0.contains("drawn black in an Android vector drawable") })
        #expect(Self.page.cssAnimationWarnings.isEmpty)
        let morph = DocumentMorph(from: Self.page, to: try svgDocument(drawing: #"<rect x="10" y="10" width="80" height="80" fill="currentColor"/>"#))
        let timeline = DocumentTimeline(keyframes: [DocumentKeyframe(Self.page), DocumentKeyframe(morph.document(at: 1), duration: 1)])
        let css = CSSAnimationWriter().text(timeline.animation(framesPerSecond: 30), in: Self.page)
        #expect(css.contains(#"fill="currentColor""#))
    }
}
