public import ShapeMorphSVG
public import ShapeMorphSupport

extension DocumentTimeline {
    /// The timeline as a Lottie animation (JSON) in the first keyframe's
    /// size (`LottieWriter`), keyed
    /// in frames of `framesPerSecond`.
    ///
    /// - Precondition: `framesPerSecond` is finite and positive, and there
    ///   are at least two keyframes.
    public func lottieJSON(framesPerSecond: Double = 30, tolerance: Double? = SVGAnimation.defaultTolerance,
                           format: NumberFormat = .default) -> String {
        LottieWriter(framesPerSecond: framesPerSecond, format: format)
            .text(animation(framesPerSecond: framesPerSecond, tolerance: tolerance), in: keyframes[0].document)
    }

    /// The timeline as an SVG animated by CSS `@keyframes`
    /// (`CSSAnimationWriter`).
    ///
    /// - Precondition: as `lottieJSON(framesPerSecond:tolerance:format:)`.
    public func cssAnimatedSVGText(framesPerSecond: Double = 30, tolerance: Double? = SVGAnimation.defaultTolerance,
                                   format: NumberFormat = .default) -> String {
        CSSAnimationWriter(format: format)
            .text(animation(framesPerSecond: framesPerSecond, tolerance: tolerance), in: keyframes[0].document)
    }

    /// The timeline as an Android AnimatedVectorDrawable
    /// (`AnimatedVectorDrawableWriter`), its colour keys placed for
    /// Android's blending (`KeyColourBlending.gamma22`).
    ///
    /// - Precondition: as `lottieJSON(framesPerSecond:tolerance:format:)`.
    public func animatedVectorDrawableText(framesPerSecond: Double = 30, tolerance: Double? = SVGAnimation.defaultTolerance,
                                           format: NumberFormat = .default) -> String {
        AnimatedVectorDrawableWriter(format: format)
            .text(animation(framesPerSecond: framesPerSecond, tolerance: tolerance, keyColourBlending: .gamma22), in: keyframes[0].document)
    }
}
