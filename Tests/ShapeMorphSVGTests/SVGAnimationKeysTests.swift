import ShapeMorph
@testable import ShapeMorphFormats
@testable import ShapeMorphSVG
import Testing

@Suite("Keys made as they are written: the same text as the same keys given whole")
struct SVGAnimationKeysTests {
    /// The animation with every track's keys made now and given whole.
    static func given(_ animation: SVGAnimation) -> SVGAnimation {
        SVGAnimation(tracks: animation.tracks.map { SVGAnimation.Track(keys: Array($0.keys)) },
                     duration: animation.duration, repeats: animation.repeats)
    }

    @Test("thousands of sampled keys of a document timeline, once and ping-pong: every writer's text is the given keys' text", arguments: [
        Timeline.Repetition.once, .pingPong,
    ])
    func madeKeysWriteAsGiven(repetition: Timeline.Repetition) throws {
        let heart = try svgDocument(drawing: DocumentTimelineTests.red), dots = try svgDocument(drawing: DocumentTimelineTests.dots)
        // A stroke that appears and an open contour: paints change key by
        // key, and a contour closed at one end is open in between.
        let line = try svgDocument(drawing: ##"<path d="M20 20 L80 80" stroke="#06c" stroke-width="4" fill="none"/>"##)
        let timeline = DocumentTimeline(keyframes: [DocumentKeyframe(heart), DocumentKeyframe(dots, duration: 2, timing: .spring(.bouncy)),
                                                    DocumentKeyframe(line, duration: 1.5, timing: .easeInOut)], repetition: repetition)
        let made = timeline.animation(framesPerSecond: 1000, tolerance: nil), given = Self.given(made)
        #expect(made.tracks.reduce(0) { $0 + $1.keys.count } > 2_000)
        #expect(SMILAnimationWriter().text(made, in: heart) == SMILAnimationWriter().text(given, in: heart))
        #expect(LottieWriter(framesPerSecond: 60).text(made, in: heart) == LottieWriter(framesPerSecond: 60).text(given, in: heart))
        #expect(CSSAnimationWriter().text(made, in: heart) == CSSAnimationWriter().text(given, in: heart))
        #expect(AnimatedVectorDrawableWriter().text(made, in: heart) == AnimatedVectorDrawableWriter().text(given, in: heart))
    }

    @Test("a made key is the frame of its leg's morph at its progress, made again at each read")
    func madeKeyIsTheFrame() throws {
        let timeline = Timeline(keyframes: [Keyframe(try svgDocument(drawing: DocumentTimelineTests.red).shape),
                                            Keyframe(try svgDocument(drawing: DocumentTimelineTests.dots).shape, timing: .spring(.bouncy))])
        let keys = SVGAnimation(timeline: timeline, framesPerSecond: 100, tolerance: nil).tracks[0].keys, leg = timeline.legs[0]
        #expect(keys.count == Int((leg.duration * 100).rounded(.up)) + 1)
        for index in [0, 1, keys.count / 2, keys.count - 1] {
            let time = keys.time(at: index), last = index == keys.count - 1
            #expect(keys[index].time == time && keys[index].shape == keys.shape(at: index))
            #expect(keys[index].shape == leg.morph.shape(at: last ? 1 : leg.timing.progress(atTime: time, duration: leg.duration)))
        }
    }

    @Test("paints are held as runs of keys painting alike, joined across stretches")
    func paintRuns() {
        let (red, blue, green) = (SVGPaint(fill: "#f00"), SVGPaint(fill: "#00f"), SVGPaint(fill: "#0f0"))
        var first = SVGAnimation.Paints(), second = SVGAnimation.Paints()
        for paint in [red, red, blue] { first.append(paint) }
        for paint in [blue, green, green, red] { second.append(paint) }
        first.append(contentsOf: second)
        #expect(Array(first) == [red, red, blue, blue, green, green, red])
        #expect(first.runs == [red, blue, green, red])
        #expect((0..<7).map(first.run(ofKey:)) == [0, 0, 1, 1, 2, 2, 3])
    }
}
