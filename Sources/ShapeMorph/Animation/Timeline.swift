/// Several shapes chained in time: each leg morphs from one keyframe to the
/// next along its own timing curve.
///
///     let timeline = Timeline(keyframes: [
///         Keyframe(heart),
///         Keyframe(club, duration: 0.8, timing: .easeInOut),
///         Keyframe(spade, timing: .spring(.bouncy)),      // lasts until settled
///     ])
///     let frame = timeline.shape(at: 1.1)                 // seconds
///
/// Each adjacent pair of shapes is matched once, when the timeline is made.
/// At each keyframe's time the shape is exactly that keyframe's shape.
///
/// **Velocity across keyframes.** A spring leg does not start from rest: it
/// leaves its keyframe at the speed the previous leg arrived with, so the
/// motion has no jolt at the keyframe. Legs move control points along
/// different directions, so what carries over is speed: progress velocity
/// scaled by the ratio of the two legs' travel (root-mean-square control
/// point distance). A spring leg ends after its settling duration, within
/// `Spring.defaultSettlingTolerance` of its keyframe, or where its duration
/// says; the next leg starts exactly at the keyframe. A duration shorter
/// than the spring's settling cuts it short (`Leg.shortfall`): the shape
/// steps to the keyframe at the leg's end; `Spring(settlingDuration:bounce:)`
/// makes a spring that fills its keyframe's duration.
public struct Timeline: Sendable {
    /// How a timeline continues after its last keyframe.
    public enum Repetition: String, Hashable, Sendable, CaseIterable {
        /// Play once and hold the last shape.
        case once
        /// Return to the first shape along the first keyframe's duration and
        /// timing, and start again.
        case loop
        /// Play forward, then backward, and again.
        case pingPong = "ping-pong"
    }

    /// One leg: a morph played along a timing curve.
    public struct Leg: Sendable {
        /// The match from the previous keyframe's shape to the next.
        public let morph: Morph
        /// The timing curve as played: the keyframe's, with a spring's
        /// initial velocity carried over from the leg before.
        public let timing: TimingCurve
        /// When the leg starts, seconds into the timeline's first pass.
        public let start: Double
        /// How long the leg lasts, in seconds.
        public let duration: Double
        /// Root-mean-square distance control points move over the leg.
        let travel: Double

        /// When the leg ends, seconds into the timeline's first pass.
        public var end: Double { start + duration }

        /// How far the timing's progress is from 1 where the leg ends: 0
        /// for curves that arrive, more for a spring its keyframe's
        /// duration cuts short before it settles (`Spring.settlingDuration`).
        /// The timeline steps to the keyframe's shape at the leg's end all
        /// the same, so a shortfall above `Spring.defaultSettlingTolerance`
        /// shows as a snap.
        public var shortfall: Double { abs(1 - timing.progress(atTime: duration, duration: duration)) }

        func progress(at time: Double) -> Double { timing.progress(atTime: time - start, duration: duration) }
        func velocity(at time: Double) -> Double { timing.velocity(atTime: time - start, duration: duration) }
    }

    /// The keyframes, in order.
    public let keyframes: [Keyframe]
    /// How the timeline continues after its last keyframe.
    public let repetition: Repetition
    /// The legs of the first pass, in order: one per adjacent pair of
    /// keyframes and, in a loop, one from the last back to the first.
    public let legs: [Leg]

    /// Matches every adjacent pair of keyframes (and, in a loop, the last
    /// with the first).
    ///
    /// - Precondition: at least one keyframe.
    public init(keyframes: [Keyframe], repetition: Repetition = .once, options: MorphOptions = MorphOptions()) {
        precondition(!keyframes.isEmpty, "A timeline needs at least one keyframe.")
        let morphs = Timeline.legEnds(keyframeCount: keyframes.count, repetition: repetition).map { from, to in
            Morph(from: keyframes[from].shape, to: keyframes[to].shape, options: options)
        }
        self.init(keyframes: keyframes, repetition: repetition, morphs: morphs)
    }

    /// A timeline whose legs play `morphs`, made elsewhere: one per leg, from
    /// keyframe `from` to keyframe `to` as `legEnds` lists them (for
    /// several shapes morphed together, `Morph.init(layers:)`).
    ///
    /// - Precondition: at least one keyframe, and one morph per leg.
    public init(keyframes: [Keyframe], repetition: Repetition = .once, morphs: [Morph]) {
        precondition(!keyframes.isEmpty, "A timeline needs at least one keyframe.")
        let ends = Timeline.legEnds(keyframeCount: keyframes.count, repetition: repetition)
        precondition(morphs.count == ends.count, "A timeline needs one morph per leg.")
        self.keyframes = keyframes
        self.repetition = repetition
        var legs: [Leg] = []
        var start = 0.0
        for (morph, (_, to)) in zip(morphs, ends) {
            let keyframe = keyframes[to]
            let travel = Timeline.travel(of: morph)
            var timing = keyframe.timing
            if let previous = legs.last {
                let arrival = previous.velocity(at: previous.end)
                timing = timing.startingAt(velocity: travel == 0 ? 0 : arrival * previous.travel / travel)
            }
            let duration = keyframe.duration ?? timing.naturalDuration ?? 1
            legs.append(Leg(morph: morph, timing: timing, start: start, duration: duration, travel: travel))
            start += duration
        }
        self.legs = legs
    }

    /// The keyframes each leg runs between, by index: each to the next and,
    /// in a loop of more than one keyframe, the last back to the first.
    public static func legEnds(keyframeCount: Int, repetition: Repetition) -> [(from: Int, to: Int)] {
        var ends = (0..<max(0, keyframeCount - 1)).map { ($0, $0 + 1) }
        if repetition == .loop && keyframeCount > 1 { ends.append((keyframeCount - 1, 0)) }
        return ends
    }

    /// The time of each keyframe in seconds, from 0 for the first.
    public var keyframeTimes: [Double] {
        [0] + legs.prefix(keyframes.count - 1).map(\.end)
    }

    /// The length of one cycle in seconds: the whole timeline played once;
    /// in a loop including the leg back to the first shape; in ping-pong the
    /// way there and back.
    public var duration: Double {
        let once = legs.last?.end ?? 0
        return repetition == .pingPong ? 2 * once : once
    }

    /// The shape at `time` seconds.
    ///
    /// Before 0 the first shape; played once, the last shape after the end;
    /// looping and ping-pong timelines repeat forever in both directions.
    /// Within a leg every shape has the leg's matched segment structure,
    /// keyframes included (the same geometry as the keyframe's shape, cut
    /// where the matching cut it).
    ///
    /// - Complexity: O(log legs + segments).
    public func shape(at time: Double) -> Shape {
        guard let (leg, progress) = playingLeg(at: time) else { return keyframes[0].shape }
        return legs[leg].morph.shape(at: progress)
    }

    /// Which leg plays at `time` seconds, and its progress there (what
    /// `shape(at:)` shows): before 0 the first leg at progress 0; played
    /// once, the last leg at progress 1 after the end. Nil for a timeline of
    /// one keyframe.
    ///
    /// - Complexity: O(log legs).
    public func playingLeg(at time: Double) -> (leg: Int, progress: Double)? {
        guard !legs.isEmpty else { return nil }
        guard let (index, local) = leg(at: time) else { return time > 0 ? (legs.count - 1, 1) : (0, 0) }
        return (index, legs[index].progress(at: local))
    }

    /// The times of the frames at `framesPerSecond`: frame i at i / fps.
    /// Played once, the last frame falls exactly at `duration` (the last
    /// shape); a cycle leaves out its final frame, which would repeat the
    /// first.
    ///
    /// - Precondition: `framesPerSecond` is finite and positive.
    public func frameTimes(framesPerSecond: Double) -> [Double] {
        Timeline.frameTimes(duration: duration, cycles: repetition != .once, framesPerSecond: framesPerSecond)
    }

    /// The times of the frames at `framesPerSecond` of any animation lasting
    /// `duration` seconds: frame i at i / fps. Played once, the last frame
    /// falls exactly at `duration`; a cycle leaves out its final frame, which
    /// would repeat the first (a loop of T seconds has T × fps frames).
    ///
    /// - Precondition: `framesPerSecond` is finite and positive.
    public static func frameTimes(duration: Double, cycles: Bool, framesPerSecond: Double) -> [Double] {
        precondition(framesPerSecond.isFinite && framesPerSecond > 0, "A frame rate must be finite and positive, not \(framesPerSecond).")
        // Frames that fit within a whole cycle.
        let intervals = max(0, (duration * framesPerSecond).roundedUpForgivingRounding)
        guard intervals > 0 else { return [0] }
        if !cycles {
            return (0...Int(intervals)).map { min(Double($0) / framesPerSecond, duration) }
        }
        return (0..<Int(intervals)).map { Double($0) / framesPerSecond }
    }

    /// The index of the leg playing at `time` and the time within the
    /// timeline's first pass, or nil before the start and after the end of a
    /// timeline played once (or with no legs).
    private func leg(at time: Double) -> (Int, Double)? {
        guard let last = legs.last, time.isFinite else { return nil }
        let once = last.end
        var local = time
        switch repetition {
        case .once:
            guard time >= 0 && time < once else { return nil }
        case .loop:
            local = time - (time / once).rounded(.down) * once
        case .pingPong:
            local = time - (time / (2 * once)).rounded(.down) * 2 * once
            if local > once { local = 2 * once - local }
        }
        var low = 0, high = legs.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if legs[middle].start <= local { low = middle } else { high = middle }
        }
        // At the very end of a ping-pong pass the last leg holds its end.
        return (low, min(local, legs[low].end))
    }

    private static func travel(of morph: Morph) -> Double {
        // Point by point, not by subtracting the shapes: a contour may be
        // closed at one end and open at the other.
        let points = 4 * morph.matchedSource.segmentCount
        guard points > 0 else { return 0 }
        var squares = 0.0
        for (source, target) in zip(morph.matchedSource.contours, morph.matchedTarget.contours) {
            for (a, b) in zip(source.segments, target.segments) {
                for (p, q) in (0..<4).lazy.map({ (a.controlPoint($0), b.controlPoint($0)) }) {
                    squares += (q.x - p.x) * (q.x - p.x)
                    squares += (q.y - p.y) * (q.y - p.y)
                }
            }
        }
        return (squares / Double(points)).squareRoot()
    }
}
