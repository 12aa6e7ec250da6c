public import ShapeMorphSupport

extension DocumentTimeline {
    /// One self-playing SVG of the timeline, in the first keyframe's
    /// viewBox and size (`SMILAnimationWriter`).
    ///
    /// - Precondition: as `animation(framesPerSecond:tolerance:)`.
    public func animatedSVGText(framesPerSecond: Double = 30, tolerance: Double? = SVGAnimation.defaultTolerance,
                                format: NumberFormat = .default) -> String {
        SMILAnimationWriter(format: format)
            .text(animation(framesPerSecond: framesPerSecond, tolerance: tolerance), in: keyframes[0].document)
    }
}
