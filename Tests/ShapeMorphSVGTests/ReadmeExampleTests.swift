import Foundation
import ShapeMorphTestSupport
import Testing
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphFormats

@Suite("docs/library.md examples")
struct ReadmeExampleTests {
    /// The Swift example of README.md, verbatim between the markers.
    @Test("the README's Swift example is this code and runs: the club keeps its own paint")
    func frontDoorExample() throws {
        // README example begins
        let heart = try SVGDocument(builtIn: "heart")
        let club = try SVGDocument(builtIn: "club")
        let timeline = DocumentTimeline(keyframes: [
            DocumentKeyframe(heart),
            DocumentKeyframe(club, timing: .spring(.bouncy)),
        ])
        let frame = timeline.document(at: 0.25).svgText()   // seconds
        let animated = timeline.animatedSVGText()            // plays itself
        // README example ends
        #expect(frame.contains("<path d=\"M") && animated.contains(#"<animate attributeName="d""#))
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let code = try #require(source.components(separatedBy: "// README example begins\n").dropFirst().first?
            .components(separatedBy: "        // README example ends").first)
        let unindented = code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst(8) }.joined(separator: "\n")
        let readme = try String(contentsOf: repositoryFolder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("import ShapeMorph\nimport ShapeMorphSVG\n\n" + unindented + "```"))
    }

    /// The library example of docs/library.md, verbatim apart from the print.
    @Test("the library example runs and writes a path")
    func libraryExample() throws {
        let heart = try SVGDocument(builtIn: "heart")
        let club = try SVGDocument(builtIn: "club")
        let morph = Morph(from: heart.shape, to: club.shape)

        var frame = heart
        frame.shape = morph.shape(at: 0.5)
        let text = frame.svgText(format: .decimals(2))
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        #expect(text.contains("<path d=\"M"))
        let reread = try SVGDocument(data: .init(text.utf8), fileName: "frame.svg")
        #expect(reread.shape.segmentCount == morph.matchedSource.segmentCount)

        var redHeart = heart
        redHeart.paint = SVGPaint(fill: "#e02020")
        let timeline = DocumentTimeline(keyframes: [
            DocumentKeyframe(redHeart),
            DocumentKeyframe(club, timing: .spring(.bouncy)),
        ])
        let frames = timeline.frameTimes(framesPerSecond: 30).map { timeline.document(at: $0).svgText() }
        let animated = timeline.animatedSVGText()
        // The club comes out in its own paint, not the heart's red.
        #expect(frames.first!.contains(##"fill="#e02020""##) && !frames.last!.contains("#e02020"))
        #expect(animated.contains(#"attributeName="fill""#))
    }

    /// The export example of docs/library.md, verbatim but for where the
    /// Lottie goes.
    @Test("the export example writes a GIF and a Lottie animation")
    func exportExample() throws {
        let timeline = DocumentTimeline(keyframes: [DocumentKeyframe(try SVGDocument(builtIn: "heart")),
                                                    DocumentKeyframe(try SVGDocument(builtIn: "club"), timing: .spring(.bouncy))])
        let export = AnimationExport(timeline, framesPerSecond: 30)
        var gif: [UInt8] = []
        try export.write(.gif, pictures: .init(width: 240, height: 240, background: (255, 255, 255))) { gif += $0 }
        var lottie = Data()
        try export.write(.lottie) { chunk in lottie.append(contentsOf: chunk) }
        #expect(gif.starts(with: Array("GIF89a".utf8)) && gif.last == 0x3B)
        #expect(try JSONSerialization.jsonObject(with: lottie) is [String: Any])
    }

    /// The whole-documents example of docs/library.md, with the repository's
    /// `docs/documents` for the working directory.
    @Test("the document example pairs background and glyph and grows the dot")
    func documentExample() throws {
        let folder = shapesFolder.deletingLastPathComponent().appendingPathComponent("docs/documents")
        let badge = try SVGDocument(contentsOf: folder.appendingPathComponent("badge.svg"))
        let icon = try SVGDocument(contentsOf: folder.appendingPathComponent("app-icon.svg"))
        let morph = DocumentMorph(from: badge, to: icon)
        #expect(morph.pairs == [ElementPair(source: 0, target: 0), ElementPair(source: 1, target: 1),
                                ElementPair(source: nil, target: 2)])
        #expect(morph.document(at: 0.5).svgText().components(separatedBy: "<path ").count == 4)
    }

    /// The timing example of docs/library.md, verbatim, with its stated values.
    @Test("the timing example runs and gives the values it states")
    func timingExample() throws {
        let heart = try SVGDocument(builtIn: "heart")
        let club = try SVGDocument(builtIn: "club")
        let morph = Morph(from: heart.shape, to: club.shape)
        let spade = try SVGDocument(builtIn: "spade")
        let curve = TimingCurve.easeInOut
        expectClose(curve.progress(atTime: 0.25, duration: 1), 0.12916, absolute: 1e-5)

        let spring = Spring(duration: 0.5, bounce: 0.3)
        expectClose(spring.stiffness, 157.9, absolute: 0.1)
        expectClose(spring.damping, 17.59, absolute: 0.01)
        #expect(spring.position(at: 0.2, initialVelocity: 0) > 0)
        let settled = spring.settlingDuration(tolerance: 1e-3)
        expectClose(abs(spring.position(at: settled) - 1), 1e-3, absolute: 1e-12)

        let timeline = Timeline(keyframes: [
            Keyframe(heart.shape),
            Keyframe(club.shape, duration: 0.8, timing: .easeInOut),
            Keyframe(spade.shape, timing: .spring(.bouncy)),
        ], repetition: .loop)
        let frames = timeline.frameTimes(framesPerSecond: 60).map(timeline.shape(at:))
        #expect(frames.count == Int((timeline.duration * 60 - 1e-9).rounded(.up)))

        let jelly = ElasticMorph(morph, spring: .bouncy, lag: 0.1)
        #expect(jelly.shape(at: 0) == morph.matchedSource)
    }

    /// The living-shapes example of docs/library.md, verbatim, with its stated values.
    @Test("the living-shapes example runs and gives the values it states")
    func livingShapesExample() throws {
        let circle = try SVGDocument(builtIn: "circle").shape
        let liquid = circle.resampled(anchors: 8, jitter: 1, seed: 42)
        let anchors = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        let square = Contour(smoothlyThrough: anchors, isClosed: true)
        #expect(liquid.segmentCount == 8)
        expectClose(square.segments[0].control1.x, 2.357, absolute: 1e-3)
        expectClose(square.segments[0].control1.y, -2.357, absolute: 1e-3)

        let blob = LiquidBlob(circle, anchors: 8, seed: 42, beats: 4, beatDuration: 1,
                              timing: .spring(.smooth), loops: true)
        #expect(blob.shape(at: 1.25).segmentCount == 8 && blob.velocity(at: 1.25).segmentCount == 8)
        #expect(Wander(circle, amplitude: Vector(dx: 4, dy: 4), seed: 1, period: 8).shape(at: 2.5).segmentCount == circle.segmentCount)
        #expect(Wave(circle, amplitude: 3, wavelength: 20, speed: 40, period: 2).shape(at: 0.5).contours.count == 1)
    }
}
