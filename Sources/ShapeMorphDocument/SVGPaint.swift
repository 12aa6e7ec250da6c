
/// The paint of a drawn shape, kept as written in the file so that export can
/// write it back unchanged. Nil means "not specified" (SVG's defaults: fill
/// black, no stroke). A gradient fill or stroke is its `SVGGradient`, with
/// the gradient's fallback colour in `fill` or `stroke`.
public struct SVGPaint: Hashable, Sendable {
    /// The `fill` value: a colour, `none`, or nil; with a gradient, the
    /// gradient's fallback colour.
    public var fill: String?
    /// The gradient the fill paints, or nil.
    public var fillGradient: SVGGradient?
    /// The `stroke` value: a colour, `none`, or nil; with a gradient, the
    /// gradient's fallback colour.
    public var stroke: String?
    /// The gradient the stroke paints, or nil.
    public var strokeGradient: SVGGradient?
    /// The `stroke-width` in user units, or nil.
    public var strokeWidth: Double?
    /// The `stroke-dasharray` lengths (even in number), or nil for a solid
    /// stroke.
    public var strokeDasharray: [Double]?
    /// The `stroke-dashoffset`, or nil.
    public var strokeDashoffset: Double?
    /// The `stroke-linecap` (`butt`, `round` or `square`), or nil.
    public var strokeLinecap: String?
    /// The `stroke-linejoin` (`miter`, `round`, `bevel`, …), or nil.
    public var strokeLinejoin: String?
    /// The `stroke-miterlimit`, or nil.
    public var strokeMiterlimit: Double?
    /// The element's `opacity` times its groups' (0…1), or nil for 1. Where a
    /// group's children overlap, SVG blends the group as one layer; an
    /// imported element carries the product instead.
    public var opacity: Double?
    /// The `fill-opacity` (0…1), or nil for 1.
    public var fillOpacity: Double?
    /// The `stroke-opacity` (0…1), or nil for 1.
    public var strokeOpacity: Double?
    /// `stroke` when the stroke is painted under the fill (a `paint-order`
    /// naming stroke before fill), nil for SVG's order: fill, then stroke.
    public var paintOrder: String?

    /// Whether the fill paints anything: false only for `fill="none"`.
    public var isFilled: Bool { fill != "none" }

    /// Whether the stroke paints anything: a paint other than `none`, a width
    /// above zero, an opacity above zero.
    public var isStroked: Bool {
        stroke != nil && stroke != "none" && (strokeWidth ?? 1) > 0 && (strokeOpacity ?? 1) > 0
    }

    /// Whether it has a stroke to animate: a paint other than `none` at an
    /// opacity above zero, of any width (a stroke of width 0 eases its
    /// width, where a missing one fades).
    package var hasStroke: Bool {
        stroke != nil && stroke != "none" && (strokeOpacity ?? 1) > 0
    }

    /// Whether the paint draws anything at all: not fully transparent, and a
    /// visible fill or stroke.
    public var paintsAnything: Bool {
        (opacity ?? 1) > 0 && ((isFilled && (fillOpacity ?? 1) > 0) || isStroked)
    }

    /// Creates a paint.
    public init(fill: String? = nil, stroke: String? = nil, strokeWidth: Double? = nil,
                strokeLinecap: String? = nil, strokeLinejoin: String? = nil, strokeMiterlimit: Double? = nil,
                opacity: Double? = nil, fillOpacity: Double? = nil, strokeOpacity: Double? = nil,
                fillGradient: SVGGradient? = nil, strokeGradient: SVGGradient? = nil,
                strokeDasharray: [Double]? = nil, strokeDashoffset: Double? = nil) {
        self.strokeDasharray = strokeDasharray
        self.strokeDashoffset = strokeDashoffset
        self.fill = fill
        self.fillGradient = fillGradient
        self.stroke = stroke
        self.strokeGradient = strokeGradient
        self.strokeWidth = strokeWidth
        self.strokeLinecap = strokeLinecap
        self.strokeLinejoin = strokeLinejoin
        self.strokeMiterlimit = strokeMiterlimit
        self.opacity = opacity
        self.fillOpacity = fillOpacity
        self.strokeOpacity = strokeOpacity
    }
}
