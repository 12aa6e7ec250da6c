import Foundation
import ShapeMorph
import ShapeMorphFormats
import ShapeMorphSVG
import Testing

@Suite("Document timelines: documents chained in time, as frames and as animations")
struct DocumentTimelineTests {
    static let red = ##"<path d="M50 85 C10 55 10 20 35 20 C45 20 50 30 50 30 C50 30 55 20 65 20 C90 20 90 55 50 85Z" fill="#e00"/>"##
    static let dots = #"<circle cx="30" cy="50" r="12"/><circle cx="70" cy="50" r="12"/>"#

    @Test("frames blend paint leg by leg; each keyframe's document at its time; a loop returns to the first")
    func frames() throws {
        let heart = try svgDocument(drawing: Self.red), two = try svgDocument(drawing: Self.dots)
        let timeline = DocumentTimeline(keyframes: [DocumentKeyframe(heart), DocumentKeyframe(two, duration: 2, timing: .easeInOut),
                                                    DocumentKeyframe(heart, duration: 1)], repetition: .loop)
        #expect(timeline.duration == 4 && timeline.morphs.count == 3 && timeline.frameTimes(framesPerSecond: 2).count == 8)
        func painted(_ document: SVGDocument) -> [String?] { document.elements.filter(\.paint.paintsAnything).map(\.paint.fill?.text) }
        #expect(painted(timeline.document(at: 0)) == ["#e00"], "a key is painted as its document is")
        let atDots = timeline.document(at: 2)
        #expect(painted(atDots).count == 2 && painted(atDots).allSatisfy { $0 == nil || Color($0!) == Color("black") })
        #expect(atDots.shape.contours.filter { !$0.segments.allSatisfy(\.isDegenerate) }.count == 2)
        let between = timeline.document(at: 1).elements.compactMap(\.paint.fill)
        #expect(between.contains { $0 != "#e00" && $0 != "#000000" })
        #expect(painted(timeline.document(at: 4)) == ["#e00"])
    }

    @Test("one value writes every animated format: the SVG animates paths and paint")
    func writers() throws {
        let timeline = DocumentTimeline(keyframes: [DocumentKeyframe(try svgDocument(drawing: Self.red)),
                                                    DocumentKeyframe(try svgDocument(drawing: Self.dots), timing: .spring(.bouncy))])
        let svg = timeline.animatedSVGText()
        #expect(svg.contains(#"<animate attributeName="d""#) && svg.contains(#"attributeName="fill""#))
        #expect(timeline.animation().tracks.count == 1)
        let lottie = try JSONSerialization.jsonObject(with: Data(timeline.lottieJSON().utf8)) as? [String: Any]
        #expect((lottie?["layers"] as? [Any])?.isEmpty == false)
        #expect(timeline.cssAnimatedSVGText().contains("@keyframes") && timeline.animatedVectorDrawableText().contains("<animated-vector"))
    }
}
