public import ShapeMorph

/// One document of a `DocumentTimeline`, and how the animation arrives at
/// it: `Keyframe` for whole documents.
public struct DocumentKeyframe: Sendable {
    /// The document at this keyframe's time.
    public var document: SVGDocument
    /// How long the leg into this keyframe lasts, in seconds; nil for the
    /// timing curve's natural duration (a spring's settling duration), or
    /// one second for curves that have none.
    public var duration: Double?
    /// How the leg into this keyframe moves through time.
    public var timing: TimingCurve

    /// A keyframe reached after `duration` seconds along `timing`; as for
    /// `Keyframe`, the first keyframe's duration and timing describe the
    /// closing leg of a loop.
    ///
    /// - Precondition: `duration`, if given, is finite and positive.
    public init(_ document: SVGDocument, duration: Double? = nil, timing: TimingCurve = .linear) {
        if let duration { precondition(duration.isFinite && duration > 0, "A keyframe's duration must be finite and positive, not \(duration).") }
        self.document = document
        self.duration = duration
        self.timing = timing
    }
}
