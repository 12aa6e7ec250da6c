public import ShapeMorph

/// Several documents chained in time: each leg morphs one keyframe's
/// document into the next's, element by element and paint by paint
/// (`DocumentMorph`), along the next keyframe's timing curve (`Timeline`).
///
///     let timeline = DocumentTimeline(keyframes: [
///         DocumentKeyframe(heart),
///         DocumentKeyframe(club, timing: .spring(.bouncy)),
///     ])
///     let frame = timeline.document(at: 0.25)                 // seconds
///     let svg = timeline.animatedSVGText()                    // plays itself
///
/// What `shapemorph morph` does with its shapes, in one value: frames
/// (`document(at:)` at `frameTimes(framesPerSecond:)`) and every animated
/// writer (`animation(framesPerSecond:tolerance:)`, `animatedSVGText`, and
/// in ShapeMorphFormats Lottie, CSS and Android) see the same motion.
public struct DocumentTimeline: Sendable {
    /// The keyframes, in order.
    public let keyframes: [DocumentKeyframe]
    /// The timing of every leg: `Timeline`'s legs play `morphs[i].morph`.
    public let timeline: Timeline
    /// One document morph per leg, from keyframe `from` to keyframe `to`
    /// as `Timeline.legEnds(keyframeCount:repetition:)` lists them.
    public let morphs: [DocumentMorph]

    /// Pairs and matches every adjacent pair of keyframes' documents (and,
    /// in a loop, the last with the first) with `options`.
    ///
    /// - Precondition: at least one keyframe.
    public init(keyframes: [DocumentKeyframe], repetition: Timeline.Repetition = .once, options: MorphOptions = MorphOptions()) {
        precondition(!keyframes.isEmpty, "A timeline needs at least one keyframe.")
        let morphs = Timeline.legEnds(keyframeCount: keyframes.count, repetition: repetition).map { from, to in
            DocumentMorph(from: keyframes[from].document, to: keyframes[to].document, options: options)
        }
        self.init(keyframes: keyframes, repetition: repetition, morphs: morphs)
    }

    /// A timeline whose legs play `morphs`, made elsewhere (with element
    /// pairs chosen by hand): one per leg, as
    /// `Timeline.legEnds(keyframeCount:repetition:)` lists them.
    ///
    /// - Precondition: at least one keyframe, and one morph per leg.
    public init(keyframes: [DocumentKeyframe], repetition: Timeline.Repetition = .once, morphs: [DocumentMorph]) {
        self.keyframes = keyframes
        self.morphs = morphs
        timeline = Timeline(keyframes: keyframes.map { Keyframe($0.document.shape, duration: $0.duration, timing: $0.timing) },
                            repetition: repetition, morphs: morphs.map(\.morph))
    }

    /// The length of one cycle in seconds (see `Timeline.duration`).
    public var duration: Double { timeline.duration }

    /// The document at `time` seconds: before 0 the first keyframe's, played
    /// once the last keyframe's after the end; loops and ping-pong repeat.
    /// A frame has the viewBox and size of its leg's first document.
    public func document(at time: Double) -> SVGDocument {
        guard let (leg, progress) = timeline.playingLeg(at: time) else { return keyframes[0].document }
        return morphs[leg].document(at: progress)
    }

    /// The times of the frames at `framesPerSecond` (see
    /// `Timeline.frameTimes(framesPerSecond:)`).
    ///
    /// - Precondition: `framesPerSecond` is finite and positive.
    public func frameTimes(framesPerSecond: Double) -> [Double] {
        timeline.frameTimes(framesPerSecond: framesPerSecond)
    }

    /// The timeline as an animation for the animated writers: exact where
    /// they can say the timing, else the fewest keys within `tolerance`
    /// user units, colour keys placed for a player blending as
    /// `keyColourBlending` says (see
    /// `SVGAnimation.init(timeline:documentMorphs:framesPerSecond:tolerance:keyColourBlending:)`).
    ///
    /// - Precondition: `framesPerSecond` is finite and positive, and there
    ///   are at least two keyframes.
    public func animation(framesPerSecond: Double = 30, tolerance: Double? = SVGAnimation.defaultTolerance,
                          keyColourBlending: KeyColourBlending = .sRGB) -> SVGAnimation {
        SVGAnimation(timeline: timeline, documentMorphs: morphs, framesPerSecond: framesPerSecond, tolerance: tolerance,
                     keyColourBlending: keyColourBlending)
    }
}
