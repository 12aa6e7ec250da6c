public import ShapeMorphSupport

extension DocumentTimeline {
    /// One self-playing SVG of the timeline, in the first keyframe's
    /// viewBox and size (`SVGDocument.animatedSVGText(_:format:)`).
    ///
    /// - Precondition: as `animation(framesPerSecond:tolerance:)`.
    public func animatedSVGText(framesPerSecond: Double = 30, tolerance: Double? = SVGAnimation.defaultTolerance,
                                format: NumberFormat = .default) -> String {
        keyframes[0].document.animatedSVGText(animation(framesPerSecond: framesPerSecond, tolerance: tolerance), format: format)
    }
}
