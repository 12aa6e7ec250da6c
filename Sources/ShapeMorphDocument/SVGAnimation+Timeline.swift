public import ShapeMorph

extension SVGAnimation {
    /// The animation of `timeline`: one track per leg, exact wherever SMIL
    /// can say the timing itself, and elsewhere the fewest keys whose
    /// easings stay within `tolerance` of it (or sampled at
    /// `framesPerSecond` when the tolerance is nil).
    ///
    /// - Linear legs, and cubic Béziers with both y values in 0…1 (what SMIL
    ///   key splines allow), are two keys: exact.
    /// - `steps()` legs are a key at each side of every jump: exact.
    /// - `linear(…)` legs are a key at each point: exact.
    /// - Springs and cubic Béziers that overshoot get a key at each turning
    ///   point and key-spline easings fitted between, a piece cut where its
    ///   easing would let a point of the shape stray more than `tolerance`
    ///   user units from where the timing puts it; the next keyframe's
    ///   shape at the leg's end. With a nil tolerance they are sampled, a
    ///   key per frame.
    ///
    /// Where a leg's morph bends its path of travel (`Morph.bends`) and,
    /// made with document morphs, where a player blending colours in sRGB
    /// between keys would stray more than 0.4 (CIEDE2000) from the frames'
    /// colours, blended in OKLab, the exact legs get a key: a linear or
    /// `linear(…)` leg where its progress passes there, a key-spline leg
    /// with its easing cut there into pieces that play as the whole
    /// (sampled when a piece could not be a key spline).
    ///
    /// A loop repeats; a ping-pong timeline plays its legs forward, then
    /// backward (each its own track, easings mirrored), and repeats; a
    /// timeline played once holds its last shape.
    ///
    /// - Precondition: `framesPerSecond` is finite and positive, and the
    ///   timeline has at least one leg.
    public init(timeline: Timeline, framesPerSecond: Double, tolerance: Double? = defaultTolerance) {
        let frames = timeline.legs.map { leg in Frames(morph: leg.morph, forEachElement: { _, _ in }) }
        self.init(timeline: timeline, framesPerSecond: framesPerSecond, tolerance: tolerance, frames: frames)
    }

    /// How far, in user units, a point of a fitted key's in-betweens may
    /// stray from where the timing puts it by default.
    public static let defaultTolerance = 0.05

    /// The animation of `timeline` whose legs play `documentMorphs`, one per
    /// leg (the timeline made with their `morph`s): every key is a frame of
    /// its leg's document morph, each layer a path in its own paint, and
    /// the colour keys placed for a player blending as `keyColourBlending`
    /// says.
    ///
    /// - Precondition: as `init(timeline:framesPerSecond:)`, and one
    ///   document morph per leg.
    public init(timeline: Timeline, documentMorphs: [DocumentMorph], framesPerSecond: Double, tolerance: Double? = defaultTolerance,
                keyColourBlending: KeyColourBlending = .sRGB) {
        precondition(documentMorphs.count == timeline.legs.count, "Give one document morph per leg.")
        // A closure, not the partial application `morph.forEachElement(at:_:)`,
        // which copied the whole document morph out of its context at every call.
        // Keys also where a player's colours would stray from the frames'.
        let frames = documentMorphs.map { morph in
            Frames(morph: morph.morph, levels: morph.colourKeyLevels(for: keyColourBlending), forEachElement: { morph.forEachElement(at: $0, $1) },
                   groups: { morph.groups(at: $0) }, masks: { morph.masks(at: $0) })
        }
        self.init(timeline: timeline, framesPerSecond: framesPerSecond, tolerance: tolerance, frames: frames)
    }

    /// The animation of `timeline` whose leg `index` draws `frames[index]`.
    private init(timeline: Timeline, framesPerSecond: Double, tolerance: Double?, frames: [Frames]) {
        precondition(framesPerSecond.isFinite && framesPerSecond > 0,
                     "A frame rate must be finite and positive, not \(framesPerSecond).")
        precondition(!timeline.legs.isEmpty, "An animation needs a timeline with at least one leg.")
        var tracks = timeline.legs.enumerated().map { index, leg in
            Track(keys: SVGAnimation.keys(of: leg, framesPerSecond: framesPerSecond, tolerance: tolerance, frames: frames[index]))
        }
        if timeline.repetition == .pingPong {
            let turn = timeline.duration / 2
            tracks += tracks.reversed().map { track in
                Track(keys: track.keys.mirrored(before: turn))
            }
        }
        self.init(tracks: tracks, duration: timeline.duration, repeats: timeline.repetition != .once)
    }

    /// The keys of one leg, at seconds into the timeline, each drawing
    /// `frames` at its progress as it is read.
    package static func keys(of leg: Timeline.Leg, framesPerSecond: Double, tolerance: Double?, frames: Frames) -> Keys {
        let timing = timing(of: leg, levels: Self.levels(leg.morph.bends, frames.levels), framesPerSecond: framesPerSecond,
                            tolerance: tolerance)
        return Keys(times: timing.map { leg.start + $0.fraction * leg.duration }, progress: timing.map(\.progress),
                    easings: timing.map(\.easing), frames: frames)
    }

    /// A key of a leg, before its frame is made: where in the leg it is,
    /// the progress it shows, and the easing on to the next key.
    private typealias KeyTiming = (fraction: Double, progress: Double, easing: CubicBezierTiming?)

    /// The bends of a leg's morph and the other progress values where a
    /// key must fall, in order, each once.
    private static func levels(_ bends: [Double], _ others: [Double]) -> [Double] {
        others.isEmpty ? bends : Array(Set(bends + others)).sorted()
    }

    /// The keys of one leg as fractions of it, each with its progress and
    /// the easing on to the next, a key where the progress passes each of
    /// `bends` (the morph's bends and where colours need keys).
    private static func timing(of leg: Timeline.Leg, levels bends: [Double], framesPerSecond: Double, tolerance: Double?) -> [KeyTiming] {
        func key(_ fraction: Double, progress: Double, easing: CubicBezierTiming? = nil) -> KeyTiming { (fraction, progress, easing) }
        if let pieces = keySplinePieces(of: leg, bends: bends) {
            return zip([0] + bends, pieces).map { key($1.start, progress: $0, easing: $1.easing) } + [key(1, progress: 1)]
        }
        switch leg.timing {
        case .linear:
            return ([0] + bends + [1]).map { key($0, progress: $0) }
        case .steps(let steps):
            // Constant between jumps: both sides of each interval boundary.
            let count = Double(steps.count)
            var keys = [key(0, progress: steps.progress(at: 0))]
            for interval in 0..<steps.count {
                let level = steps.progress(at: (Double(interval) + 0.5) / count)
                keys.append(key(Double(interval) / count, progress: level))
                keys.append(key(Double(interval + 1) / count, progress: level))
            }
            keys.append(key(1, progress: steps.progress(at: 1)))
            return keys
        case .piecewiseLinear(let curve):
            return piecewiseLinearKeys(of: curve, bends: bends).map { key($0.input, progress: $0.output) }
        case .cubicBezier, .spring:
            // The last key is the keyframe itself, as in the timeline, even
            // where a spring cut short has not quite arrived.
            if let tolerance {
                return fittedKeys(of: leg, bends: bends, framesPerSecond: framesPerSecond, tolerance: tolerance)
                    .map { key($0.input, progress: $0.progress, easing: $0.easing) }
            }
            let frames = sampleCount(of: leg, framesPerSecond: framesPerSecond)
            var keys: [KeyTiming] = []
            keys.reserveCapacity(frames + 1)
            for frame in 0..<frames {
                keys.append(key(Double(frame) / framesPerSecond / leg.duration,
                                progress: leg.timing.progress(atTime: Double(frame) / framesPerSecond, duration: leg.duration)))
            }
            keys.append(key(1, progress: 1))
            return keys
        }
    }

    /// The fitted keys of a spring or overshooting leg: its timing within
    /// `tolerance` user units for the fastest point of its morph (the
    /// largest distance a point travels per unit of progress, between
    /// bends), a key where the progress passes each bend, and the last at
    /// progress 1. A spring cut short further from 1 than the tolerance
    /// steps to the keyframe over the last frame, as sampled keys do.
    private static func fittedKeys(of leg: Timeline.Leg, bends: [Double], framesPerSecond: Double, tolerance: Double) -> [FittedTiming.Key] {
        let stops = [0] + leg.morph.bends + [1]
        let shapes = stops.map { leg.morph.shape(at: $0).contours.flatMap(\.segments).flatMap(\.points) }
        var speed = 0.0
        for index in shapes.indices.dropLast() where stops[index + 1] > stops[index] {
            let farthest = zip(shapes[index], shapes[index + 1]).reduce(0.0) { max($0, $1.0.distance(to: $1.1)) }
            speed = max(speed, farthest / (stops[index + 1] - stops[index]))
        }
        func progress(_ input: Double) -> Double { leg.timing.progress(atTime: input * leg.duration, duration: leg.duration) }
        let allowed = speed > 0 ? tolerance / speed : 1
        let cutShort = abs(1 - progress(1)) > allowed
        let span = cutShort ? 1 - min(0.5, 1 / (framesPerSecond * leg.duration)) : 1
        var keys = FittedTiming.keys(of: { progress($0 * span) }, passing: bends, tolerance: allowed)
        for index in keys.indices { keys[index].input *= span }
        if cutShort {
            keys.append(FittedTiming.Key(input: 1, progress: 1, easing: nil))
        } else {
            keys[keys.count - 1].progress = 1
        }
        return keys
    }

    /// How many keys `init(timeline:framesPerSecond:tolerance:)` makes,
    /// counted without making the shapes: to refuse an animation too large
    /// to write before it takes the memory. (Made with document morphs, an
    /// animation may have a few more, where colours need keys.)
    public static func keyCount(of timeline: Timeline, framesPerSecond: Double, tolerance: Double? = defaultTolerance) -> Int {
        let cycle = timeline.legs.reduce(0) { total, leg in
            let count = switch leg.timing {
            case .linear: 2 + leg.morph.bends.count
            case .cubicBezier where keySplinePieces(of: leg, bends: leg.morph.bends) != nil: 2 + leg.morph.bends.count
            case .steps(let steps): 2 * steps.count + 2
            case .piecewiseLinear(let curve): piecewiseLinearKeys(of: curve, bends: leg.morph.bends).count
            case .cubicBezier, .spring: tolerance.map { fittedKeys(of: leg, bends: leg.morph.bends, framesPerSecond: framesPerSecond, tolerance: $0).count }
                ?? sampleCount(of: leg, framesPerSecond: framesPerSecond) + 1
            }
            return total.addingReportingOverflow(count).overflow ? .max : total + count
        }
        return timeline.repetition == .pingPong ? cycle.multipliedReportingOverflow(by: 2).overflow ? .max : 2 * cycle : cycle
    }

    /// A cubic-bezier leg's easing cut at `bends` into pieces SMIL can play
    /// as key splines, or nil (another timing, or an easing that overshoots
    /// or cannot be cut so).
    private static func keySplinePieces(of leg: Timeline.Leg, bends: [Double]) -> [(start: Double, easing: CubicBezierTiming)]? {
        guard case .cubicBezier(let curve) = leg.timing else { return nil }
        return curve.pieces(reaching: bends)
    }

    /// The keys of a `linear(…)` leg, as (input, progress): its ends, its
    /// points inside the leg (a jump being two points at one input), and
    /// where its progress passes a bend between two points.
    private static func piecewiseLinearKeys(of curve: PiecewiseLinearTiming,
                                            bends: [Double]) -> [(input: Double, output: Double)] {
        let points = [(input: 0.0, output: curve.progress(at: 0))]
            + curve.points.filter { $0.input > 0 && $0.input < 1 }.map { (input: $0.input, output: $0.output) }
            + [(input: 1.0, output: curve.progress(at: 1))]
        var keys = [points[0]]
        for (a, b) in zip(points, points.dropFirst()) {
            if a.input < b.input && a.output != b.output {
                let passed = bends.filter { min(a.output, b.output) < $0 && $0 < max(a.output, b.output) }
                for bend in a.output < b.output ? passed : passed.reversed() {
                    keys.append((a.input + (bend - a.output) / (b.output - a.output) * (b.input - a.input), bend))
                }
            }
            keys.append(b)
        }
        return keys
    }

    /// The keys a sampled leg takes before its last: one per frame.
    private static func sampleCount(of leg: Timeline.Leg, framesPerSecond: Double) -> Int {
        let frames = (leg.duration * framesPerSecond).roundedUpForgivingRounding
        return frames < Double(Int.max / 4) ? max(1, Int(frames)) : Int.max / 4
    }
}
