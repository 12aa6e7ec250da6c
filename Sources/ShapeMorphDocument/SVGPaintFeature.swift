/// A paint feature that some animated formats cannot say: their writers
/// draw it another way and say so, once per document, where it is first used.
package enum SVGPaintFeature: Hashable, Sendable, CaseIterable {
    /// A gradient fill or stroke.
    case gradient
    /// A gradient fill or stroke that is not plain (`SVGGradient.isPlain`):
    /// it repeats or reflects, draws ellipses or has a focal circle.
    case elaborateGradient
    /// A dashed stroke.
    case dashes
    /// A stroke drawn under its fill (`paint-order`).
    case strokeUnderFill
    /// The page's colour (`currentColor` where the document sets no `color`).
    case currentColor

    /// Whether `paint` uses it.
    package func isUsed(by paint: SVGPaint) -> Bool {
        switch self {
        case .gradient: paint.fillGradient != nil || (paint.isStroked && paint.strokeGradient != nil)
        case .elaborateGradient: paint.fillGradient?.isPlain == false || (paint.isStroked && paint.strokeGradient?.isPlain == false)
        case .dashes: paint.isStroked && paint.strokeDasharray?.isEmpty == false
        case .strokeUnderFill: paint.isStroked && paint.isFilled && paint.isStrokeUnderFill
        case .currentColor: (paint.isFilled && paint.fill == .currentColor) || (paint.isStroked && paint.stroke == .currentColor)
        }
    }
}
