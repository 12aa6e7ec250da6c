import ShapeMorphTestSupport
import Testing
import ShapeMorph
import ShapeMorphSVG

/// The animation built from a timeline, played the way SMIL plays it, must
/// show the timeline's shapes.
@Suite("Animated SVG from a timeline")
struct SVGAnimationTimelineTests {
    static let heart = try! SVGDocument(builtIn: "heart").shape
    static let club = try! SVGDocument(builtIn: "club").shape
    static let spade = try! SVGDocument(builtIn: "spade").shape
    static let line = try! SVGDocument(builtIn: "line").shape

    /// The shape SMIL shows at `time` for `keys` (linear between keys, a key
    /// spline where a key has an easing; at a repeated time the later key).
    static func smilShape(_ keys: SVGAnimation.Keys, at time: Double) -> Shape {
        guard let next = keys.indices.first(where: { keys.time(at: $0) > time }) else { return keys.shape(at: keys.count - 1) }
        guard next > 0 else { return keys.shape(at: 0) }
        let (a, b) = (keys[next - 1], keys[next])
        var fraction = (time - a.time) / (b.time - a.time)
        if let easing = a.easing { fraction = easing.progress(at: fraction) }
        // Point by point: a contour may be closed in one key and open in the next.
        return pointwiseInterpolation(a.shape, b.shape, amount: fraction)
    }

    static func distance(_ a: Shape, _ b: Shape) -> Double { largestControlPointDistance(a, b) }

    @Test("keyCount counts the keys the animation makes, for every kind of leg and repetition", arguments: [
        "linear", "ease-in-out", "cubic-bezier(0.3, -0.5, 0.2, 1.5)", "steps(4, jump-both)", "steps(3)",
        "linear(0, 0.7 30%, 0.4 60%, 1)", "spring(duration: 0.4, bounce: 0.3)",
    ])
    func keyCount(timing: String) throws {
        let curve = try TimingCurve(parsing: timing)
        for repetition in [Timeline.Repetition.once, .loop, .pingPong] {
            let timeline = Timeline(keyframes: [Keyframe(Self.heart, timing: curve), Keyframe(Self.club, duration: 1.3, timing: curve),
                                                Keyframe(Self.spade, duration: 0.7, timing: curve)], repetition: repetition)
            for fps in [24.0, 60, 1000] {
                let animation = SVGAnimation(timeline: timeline, framesPerSecond: fps)
                #expect(SVGAnimation.keyCount(of: timeline, framesPerSecond: fps) == animation.tracks.reduce(0) { $0 + $1.keys.count },
                        "\(timing) \(repetition) at \(fps) fps")
            }
        }
    }

    @Test("exact legs: what SMIL shows equals the timeline at every time", arguments: [
        "linear", "ease-in-out", "cubic-bezier(0.3, 0.1, 0.2, 1)", "steps(4, jump-both)", "steps(3)",
        "linear(0, 0.7 30%, 0.4 60%, 1)", "linear(0, 0.5 50%, 0.8 50%, 1)",
    ])
    func exactLegs(timing: String) throws {
        let curve = try TimingCurve(parsing: timing)
        let timeline = Timeline(keyframes: [Keyframe(Self.heart), Keyframe(Self.club, duration: 1.5, timing: curve)])
        let animation = SVGAnimation(timeline: timeline, framesPerSecond: 30)
        #expect(animation.tracks.count == 1)
        #expect(animation.duration == 1.5 && !animation.repeats)
        if case .steps = curve {} else if case .piecewiseLinear = curve {} else {
            #expect(animation.tracks[0].keys.count == 2)
        }
        for step in 0...300 {
            let time = 1.5 * Double(step) / 300 + 1e-7
            let expected = timeline.shape(at: time), shown = Self.smilShape(animation.tracks[0].keys, at: time)
            #expect(Self.distance(expected, shown) <= 1e-6, "at \(time) s")
        }
    }

    @Test("springs and overshooting Béziers: a few keys with key splines, within the tolerance of the timeline at 1,000 times", arguments: [
        ("spring", 0.05), ("spring(duration: 1, bounce: 0.3)", 0.05), ("spring(duration: 0.6, bounce: 0.5)", 0.05),
        ("spring(duration: 2, bounce: 0.7)", 0.05), ("spring(duration: 1, bounce: 0.3)", 0.005),
        ("spring(duration: 0.5, bounce: -0.5)", 0.05), ("cubic-bezier(0.68, -0.55, 0.27, 1.55)", 0.05),
    ])
    func fittedLegs(timing: String, tolerance: Double) throws {
        let curve = try TimingCurve(parsing: timing)
        let duration: Double? = timing.hasPrefix("cubic") ? 1 : nil
        let timeline = Timeline(keyframes: [Keyframe(Self.heart), Keyframe(Self.club, duration: duration, timing: curve)])
        let leg = timeline.legs[0]
        let keys = SVGAnimation(timeline: timeline, framesPerSecond: 30, tolerance: tolerance).tracks[0].keys
        #expect(SVGAnimation.keyCount(of: timeline, framesPerSecond: 30, tolerance: tolerance) == keys.count)
        if tolerance == 0.05 && !timing.contains("duration: 2") { #expect(keys.count <= 8, "\(keys.count) keys") }
        #expect(keys.allSatisfy { key in key.easing.map { [$0.x1, $0.y1, $0.x2, $0.y2].allSatisfy((0...1).contains) } ?? true })
        #expect(keys.first?.shape == timeline.shape(at: 0) && keys.last?.shape == leg.morph.shape(at: 1), "the ends are exact")
        // Where a spring stops short of 1 the timeline steps to the keyframe at the end; the keys ease into it instead.
        let cut = abs(1 - leg.timing.progress(atTime: leg.duration, duration: leg.duration)) * Self.distance(leg.morph.shape(at: 0), leg.morph.shape(at: 1))
        for step in 0...1000 {
            let time = leg.duration * Double(step) / 1000
            let shown = Self.smilShape(keys, at: time), expected = timeline.shape(at: time)
            #expect(Self.distance(shown, expected) <= tolerance * 1.0001 + cut, "\(timing) at \(time) s")
        }
    }

    @Test("with no tolerance, springs and overshooting Béziers are sampled at the frame rate, exact at the samples", arguments: [
        "spring(duration: 0.6, bounce: 0.4)", "cubic-bezier(0.68, -0.55, 0.27, 1.55)",
    ])
    func sampledLegs(timing: String) throws {
        let curve = try TimingCurve(parsing: timing)
        let timeline = Timeline(keyframes: [Keyframe(Self.heart), Keyframe(Self.spade, duration: 1, timing: curve)])
        let keys = SVGAnimation(timeline: timeline, framesPerSecond: 24, tolerance: nil).tracks[0].keys
        #expect(keys.count == 25)
        for key in keys {
            #expect(key.easing == nil)
            #expect(Self.distance(key.shape, timeline.shape(at: key.time)) <= 1e-12 * 100)
        }
    }

    @Test("ping-pong: legs forward then backward, backward easings mirrored; SMIL shows the timeline")
    func pingPong() {
        let timeline = Timeline(keyframes: [
            Keyframe(Self.heart), Keyframe(Self.club, duration: 1, timing: .easeIn), Keyframe(Self.spade, duration: 0.5),
        ], repetition: .pingPong)
        let animation = SVGAnimation(timeline: timeline, framesPerSecond: 30)
        #expect(animation.tracks.count == 4 && animation.repeats && animation.duration == 3)
        #expect(animation.tracks.map { $0.keys[0].time } == [0, 1, 1.5, 2])
        for step in 0..<300 {
            let time = 3 * Double(step) / 300 + 1e-7
            let track = animation.tracks.last { $0.keys[0].time <= time }!
            #expect(Self.distance(timeline.shape(at: time), Self.smilShape(track.keys, at: time)) <= 1e-6, "at \(time) s")
        }
    }

    @Test("bent legs: a key at each bend, and SMIL shows the timeline", arguments: [
        "linear", "ease-in-out", "cubic-bezier(0.3, 0.1, 0.2, 1)", "cubic-bezier(0, 1, 0, 1)", "steps(3)",
        "linear(0, 0.7 30%, 0.4 60%, 1)", "linear(0, 0.2 50%, 0.9 50%, 1)", "spring(duration: 0.8, bounce: 0.4)",
    ])
    func bentLegs(timing: String) throws {
        let curve = try TimingCurve(parsing: timing)
        let timeline = Timeline(keyframes: [Keyframe(Self.spade), Keyframe(Self.line, duration: 1.5, timing: curve),
                                            Keyframe(Self.club, duration: 1, timing: curve)], repetition: .pingPong)
        #expect(timeline.legs.allSatisfy { !$0.morph.bends.isEmpty })
        let animation = SVGAnimation(timeline: timeline, framesPerSecond: 30)
        #expect(SVGAnimation.keyCount(of: timeline, framesPerSecond: 30) == animation.tracks.reduce(0) { $0 + $1.keys.count })
        if case .linear = curve {
            #expect(animation.tracks[0].keys.map(\.time) == [0] + timeline.legs[0].morph.bends.map { 1.5 * $0 } + [1.5])
        }
        for step in 0..<500 {
            let time = timeline.duration * Double(step) / 500 + 1e-7
            let track = animation.tracks.last { $0.keys[0].time <= time }!
            // Fitted spring keys stray within the tolerance; a spring cut short steps to its keyframe over the
            // last frame (as the timeline does at the instant), played backward over the first frame after the turn.
            let ends = timeline.legs.map(\.end) + timeline.legs.map { 2 * timeline.legs.last!.end - $0.end }
            if timing.hasPrefix("spring"), ends.contains(where: { abs($0 - time) < 1.0 / 30 }) { continue }
            let bound = timing.hasPrefix("spring") ? SVGAnimation.defaultTolerance * 1.0001 : 1e-6
            #expect(Self.distance(timeline.shape(at: time), Self.smilShape(track.keys, at: time)) <= bound, "at \(time) s")
        }
    }

    @Test("a loop repeats and includes the leg back to the first shape")
    func loop() {
        let timeline = Timeline(keyframes: [Keyframe(Self.heart, duration: 0.5), Keyframe(Self.club, duration: 1)],
                                repetition: .loop)
        let animation = SVGAnimation(timeline: timeline, framesPerSecond: 30)
        #expect(animation.tracks.count == 2 && animation.repeats && animation.duration == 1.5)
    }
}
