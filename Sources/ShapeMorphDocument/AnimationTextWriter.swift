/// A text format an animation is written in: one self-playing SVG
/// (`SMILAnimationWriter`), an SVG animated by CSS (`CSSAnimationWriter`),
/// an Android animated vector drawable (`AnimatedVectorDrawableWriter`) or
/// Lottie (`LottieWriter`). Each writes an animation with a document's
/// viewBox, size and paint, as one text or handed on as it is written;
/// `AnimationExport` writes every format through them.
public protocol AnimationTextWriter: Sendable {
    /// The text of `animation`, with `document`'s viewBox, size and paint.
    func text(_ animation: SVGAnimation, in document: SVGDocument) -> String

    /// The text of `text(_:in:)`, handed to `output` in order in chunks of
    /// 64 KiB (the last maybe shorter) as it is written, each key made as
    /// it is written: never held whole. Stops at the first error `output`
    /// throws, and throws it.
    func write(_ animation: SVGAnimation, in document: SVGDocument,
               to output: (UnsafeRawBufferPointer) throws -> Void) throws
}
