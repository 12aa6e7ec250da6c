public import ShapeMorphSupport

extension DocumentTimeline {
    /// The timeline as an animation for the animated writers: exact where
    /// they can say the timing, else the fewest keys within `tolerance`
    /// user units (see `SVGAnimation.init(timeline:documentMorphs:framesPerSecond:tolerance:)`).
    ///
    /// - Precondition: `framesPerSecond` is finite and positive, and there
    ///   are at least two keyframes.
    public func animation(framesPerSecond: Double = 30, tolerance: Double? = SVGAnimation.defaultTolerance) -> SVGAnimation {
        SVGAnimation(timeline: timeline, documentMorphs: morphs, framesPerSecond: framesPerSecond, tolerance: tolerance)
    }

    /// One self-playing SVG of the timeline, in the first keyframe's
    /// viewBox and size (`SVGDocument.animatedSVGText(_:format:)`).
    ///
    /// - Precondition: as `animation(framesPerSecond:tolerance:)`.
    public func animatedSVGText(framesPerSecond: Double = 30, tolerance: Double? = SVGAnimation.defaultTolerance,
                                format: NumberFormat = .default) -> String {
        keyframes[0].document.animatedSVGText(animation(framesPerSecond: framesPerSecond, tolerance: tolerance), format: format)
    }
}
