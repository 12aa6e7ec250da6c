/// One keyframe of an animation — what it shows (a `Shape`, a document) at
/// its time — and how the animation arrives at it. `Keyframe` holds a
/// shape; the document model's `DocumentKeyframe` a whole document.
public struct TimedKeyframe<Content: Sendable>: Sendable {
    /// What the animation shows at this keyframe's time.
    public var content: Content
    /// How long the leg into this keyframe lasts, in seconds; nil for the
    /// timing curve's natural duration (a spring's settling duration), or one
    /// second for curves that have none.
    public var duration: Double?
    /// How the leg into this keyframe moves through time.
    public var timing: TimingCurve

    /// A keyframe showing `content`, reached after `duration` seconds along
    /// `timing`.
    ///
    /// The first keyframe of a timeline has no leg into it, except in a
    /// loop: there its duration and timing describe the closing leg from the
    /// last keyframe back to it.
    ///
    /// - Precondition: `duration`, if given, is finite and positive.
    public init(_ content: Content, duration: Double? = nil, timing: TimingCurve = .linear) {
        if let duration { precondition(duration.isFinite && duration > 0, "A keyframe's duration must be finite and positive, not \(duration).") }
        self.content = content
        self.duration = duration
        self.timing = timing
    }
}

/// A keyframe of a shape, for a `Timeline`.
public typealias Keyframe = TimedKeyframe<Shape>

extension TimedKeyframe where Content == Shape {
    /// The shape at this keyframe's time.
    public var shape: Shape {
        get { content }
        set { content = newValue }
    }
}
