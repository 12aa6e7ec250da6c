import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("Timeline")
struct TimelineTests {
    static let heart = Shape(contours: [CardSuits.heart])
    static let diamond = Shape(contours: [CardSuits.diamond])
    static let club = Shape(contours: [CardSuits.club])
    static let spade = Shape(contours: [CardSuits.spade])

    /// The root-mean-square distance between two shapes of one structure.
    static func distance(_ a: Shape, _ b: Shape) -> Double {
        ((a - b).magnitudeSquared / Double(a.segmentCount * 4)).squareRoot()
    }

    static let mixed = Timeline(keyframes: [
        Keyframe(heart),
        Keyframe(club, duration: 0.8, timing: .easeInOut),
        Keyframe(spade, timing: .spring(.bouncy)),
        Keyframe(diamond, duration: 0.5, timing: .linear),
    ])

    @Test("keyframe times add up the legs, springs lasting their settling duration")
    func keyframeTimes() {
        let times = Self.mixed.keyframeTimes
        // ease-in-out arrives at rest, so the spring leg starts from rest.
        let settle = Spring.bouncy.settlingDuration()
        #expect(times == [0, 0.8, 0.8 + settle, 0.8 + settle + 0.5])
        #expect(Self.mixed.duration == times[3])
    }

    @Test("at each keyframe time the shape is exactly that keyframe")
    func exactKeyframes() {
        let timeline = Self.mixed
        for (index, time) in timeline.keyframeTimes.enumerated().dropLast() {
            #expect(timeline.shape(at: time) == timeline.legs[index].morph.matchedSource, "keyframe \(index) at \(time) s")
        }
        let end = timeline.shape(at: timeline.duration)
        #expect(end == timeline.legs[2].morph.matchedTarget)
        #expect(timeline.shape(at: -1) == timeline.legs[0].morph.matchedSource)
        #expect(timeline.shape(at: 99) == end)
    }

    @Test("shape is continuous across keyframes")
    func continuity() {
        let timeline = Self.mixed
        for (index, time) in timeline.keyframeTimes.enumerated().dropFirst().dropLast() {
            let before = timeline.shape(at: time - 1e-7), after = timeline.legs[index - 1].morph.shape(at: 1)
            // The spring leg ends within the settling tolerance of its travel.
            let allowed = timeline.legs[index - 1].timing == .linear || index == 1 ? 1e-4 : 1.01e-3 * timeline.legs[index - 1].travel
            #expect(Self.distance(before, after) <= allowed, "at keyframe \(index): \(Self.distance(before, after))")
        }
    }

    @Test("a spring leg starts at the speed the previous leg arrives with")
    func velocityCarried() {
        let timeline = Timeline(keyframes: [
            Keyframe(Self.heart),
            Keyframe(Self.club, duration: 0.4, timing: .easeIn),
            Keyframe(Self.spade, timing: .spring(.snappy)),
            Keyframe(Self.diamond, timing: .spring(.bouncy)),
        ])
        for index in 1..<timeline.legs.count {
            let previous = timeline.legs[index - 1], leg = timeline.legs[index]
            let arrival = previous.velocity(at: previous.start + previous.duration) * previous.travel
            let departure = leg.velocity(at: leg.start) * leg.travel
            expectClose(arrival, departure, absolute: 1e-12 * max(1, abs(arrival)), "leg \(index): \(arrival) vs \(departure)")
        }
        // ease-in arrives fast, so the spring leaves its keyframe moving.
        #expect(timeline.legs[1].velocity(at: timeline.legs[1].start) > 1)
    }

    @Test("a leg from a closed contour to an open one measures its travel (it used to stop on contour arithmetic)")
    func closedToOpen() {
        let square = Shape(contours: [Contour(closedThrough: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])])
        let hook = Shape(contours: [Contour(segments: [
            AnimatableCubicCurve(lineFrom: Point(x: 0, y: 0), to: Point(x: 10, y: 0)),
            AnimatableCubicCurve(lineFrom: Point(x: 10, y: 0), to: Point(x: 10, y: 10)),
        ], isClosed: false)])
        let timeline = Timeline(keyframes: [Keyframe(square), Keyframe(hook, duration: 1)])
        #expect(timeline.legs[0].travel > 0 && timeline.legs[0].travel.isFinite)
        #expect(timeline.shape(at: 1) == timeline.legs[0].morph.shape(at: 1))
    }

    @Test("a loop returns to the first shape seamlessly")
    func loopSeam() {
        let timeline = Timeline(keyframes: [Keyframe(Self.heart, duration: 0.5), Keyframe(Self.club, duration: 1)],
                                repetition: .loop)
        #expect(timeline.duration == 1.5 && timeline.legs.count == 2)
        let seam = Self.distance(timeline.shape(at: 1.5 - 1e-9), timeline.legs[1].morph.shape(at: 1))
        #expect(seam <= 1e-6)
        #expect(timeline.shape(at: 1.5) == timeline.shape(at: 0))
        #expect(Self.distance(timeline.shape(at: 3.2), timeline.shape(at: 0.2)) <= 1e-9)
        #expect(Self.distance(timeline.shape(at: -0.3), timeline.shape(at: 1.2)) <= 1e-9)
    }

    @Test("ping-pong plays back the way it came")
    func pingPong() {
        let timeline = Timeline(keyframes: [Keyframe(Self.heart), Keyframe(Self.club, duration: 1, timing: .ease),
                                            Keyframe(Self.spade, duration: 1)], repetition: .pingPong)
        #expect(timeline.duration == 4)
        for time in [0.1, 0.7, 1.3, 1.99] {
            #expect(Self.distance(timeline.shape(at: 4 - time), timeline.shape(at: time)) <= 1e-9, "at \(time) s")
            #expect(Self.distance(timeline.shape(at: 4 + time), timeline.shape(at: time)) <= 1e-9, "at \(time) s")
        }
        #expect(timeline.shape(at: 2) == timeline.legs[1].morph.shape(at: 1))
    }

    @Test("frames: i / fps, first and last exact, cycles without the repeated frame", arguments: [
        (1.0, 30.0, 31), (0.5, 24.0, 13), (1.05, 30.0, 33), (2, 60, 121),
    ])
    func frameTimes(duration: Double, fps: Double, count: Int) {
        let timeline = Timeline(keyframes: [Keyframe(Self.heart), Keyframe(Self.diamond, duration: duration)])
        let times = timeline.frameTimes(framesPerSecond: fps)
        #expect(times.count == count)
        #expect(times.first == 0 && times.last == duration)
        for (index, time) in times.enumerated().dropLast() { #expect(time == Double(index) / fps) }
        let loop = Timeline(keyframes: [Keyframe(Self.heart, duration: duration), Keyframe(Self.diamond, duration: duration)],
                            repetition: .loop)
        let loopTimes = loop.frameTimes(framesPerSecond: fps)
        #expect(loopTimes.last! < loop.duration && loopTimes.count == Int((2 * duration * fps - 1e-9).rounded(.up)))
    }

    @Test("one keyframe is a still timeline")
    func singleKeyframe() {
        let timeline = Timeline(keyframes: [Keyframe(Self.heart)], repetition: .loop)
        #expect(timeline.duration == 0 && timeline.shape(at: 3) == Self.heart)
        #expect(timeline.frameTimes(framesPerSecond: 30) == [0])
    }
}
