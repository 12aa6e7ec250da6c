public import ShapeMorphSVG
public import ShapeMorphSupport

extension DocumentTimeline {
    /// The timeline as a Lottie animation (JSON) in the first keyframe's
    /// size (`SVGDocument.lottieJSON(_:framesPerSecond:format:)`), keyed
    /// in frames of `framesPerSecond`.
    ///
    /// - Precondition: `framesPerSecond` is finite and positive, and there
    ///   are at least two keyframes.
    public func lottieJSON(framesPerSecond: Double = 30, tolerance: Double? = SVGAnimation.defaultTolerance,
                           format: NumberFormat = .default) -> String {
        keyframes[0].document.lottieJSON(animation(framesPerSecond: framesPerSecond, tolerance: tolerance),
                                         framesPerSecond: framesPerSecond, format: format)
    }

    /// The timeline as an SVG animated by CSS `@keyframes`
    /// (`SVGDocument.cssAnimatedSVGText(_:format:)`).
    ///
    /// - Precondition: as `lottieJSON(framesPerSecond:tolerance:format:)`.
    public func cssAnimatedSVGText(framesPerSecond: Double = 30, tolerance: Double? = SVGAnimation.defaultTolerance,
                                   format: NumberFormat = .default) -> String {
        keyframes[0].document.cssAnimatedSVGText(animation(framesPerSecond: framesPerSecond, tolerance: tolerance), format: format)
    }

    /// The timeline as an Android AnimatedVectorDrawable
    /// (`SVGDocument.animatedVectorDrawableText(_:format:)`).
    ///
    /// - Precondition: as `lottieJSON(framesPerSecond:tolerance:format:)`.
    public func animatedVectorDrawableText(framesPerSecond: Double = 30, tolerance: Double? = SVGAnimation.defaultTolerance,
                                           format: NumberFormat = .default) -> String {
        keyframes[0].document.animatedVectorDrawableText(animation(framesPerSecond: framesPerSecond, tolerance: tolerance), format: format)
    }
}
