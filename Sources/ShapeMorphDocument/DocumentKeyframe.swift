public import ShapeMorph

/// A keyframe of a whole document, for a `DocumentTimeline`.
public typealias DocumentKeyframe = TimedKeyframe<SVGDocument>

extension TimedKeyframe where Content == SVGDocument {
    /// The document at this keyframe's time.
    public var document: SVGDocument {
        get { content }
        set { content = newValue }
    }
}
