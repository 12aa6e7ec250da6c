/// One shape of a `Timeline`, and how the animation arrives at it.
public struct Keyframe: Sendable {
    /// The shape at this keyframe's time.
    public var shape: Shape
    /// How long the leg into this keyframe lasts, in seconds; nil for the
    /// timing curve's natural duration (a spring's settling duration), or one
    /// second for curves that have none.
    public var duration: Double?
    /// How the leg into this keyframe moves through time.
    public var timing: TimingCurve

    /// A keyframe reached after `duration` seconds along `timing`.
    ///
    /// The first keyframe of a timeline has no leg into it, except in a
    /// loop: there its duration and timing describe the closing leg from the
    /// last shape back to it.
    ///
    /// - Precondition: `duration`, if given, is finite and positive.
    public init(_ shape: Shape, duration: Double? = nil, timing: TimingCurve = .linear) {
        if let duration { precondition(duration.isFinite && duration > 0, "A keyframe's duration must be finite and positive, not \(duration).") }
        self.shape = shape
        self.duration = duration
        self.timing = timing
    }
}
