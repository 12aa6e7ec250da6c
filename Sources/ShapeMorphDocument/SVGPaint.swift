
/// The paint of a drawn shape: what fills and strokes it, and how. Nil means
/// "not specified" (SVG's defaults: fill black, no stroke). A gradient fill
/// or stroke is its `SVGGradient`, with the gradient's fallback colour in
/// `fill` or `stroke`.
public struct SVGPaint: Hashable, Sendable {
    /// What fills: a colour, nothing, a paint that is not a colour, or nil;
    /// with a gradient, the gradient's fallback colour.
    public var fill: Paint?
    /// The gradient the fill paints, or nil.
    public var fillGradient: SVGGradient?
    /// What strokes: a colour, nothing, a paint that is not a colour, or
    /// nil; with a gradient, the gradient's fallback colour.
    public var stroke: Paint?
    /// The gradient the stroke paints, or nil.
    public var strokeGradient: SVGGradient?
    /// The `stroke-width` in user units, or nil.
    public var strokeWidth: Double?
    /// The `stroke-dasharray` lengths (even in number), or nil for a solid
    /// stroke.
    public var strokeDasharray: [Double]?
    /// The `stroke-dashoffset`, or nil.
    public var strokeDashoffset: Double?
    /// How the stroke's open ends are drawn, or nil (butt).
    public var strokeLinecap: LineCap?
    /// How the stroke's corners are drawn, or nil (miter).
    public var strokeLinejoin: LineJoin?
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
    /// Whether the stroke is painted under the fill (a `paint-order` naming
    /// stroke before fill); false for SVG's order: fill, then stroke.
    public var isStrokeUnderFill = false

    /// `stroke` where the stroke is painted under the fill, else nil.
    @available(*, deprecated, renamed: "isStrokeUnderFill")
    public var paintOrder: String? {
        get { isStrokeUnderFill ? "stroke" : nil }
        set { isStrokeUnderFill = newValue == "stroke" }
    }

    /// How a stroke's open ends are drawn (`stroke-linecap`).
    public enum LineCap: String, Hashable, Sendable {
        /// Square, at the end.
        case butt
        /// A half circle past the end.
        case round
        /// Square, half the width past the end.
        case square
    }

    /// How a stroke's corners are drawn (`stroke-linejoin`).
    public enum LineJoin: String, Hashable, Sendable {
        /// Sharp, cut to a bevel past the miter limit.
        case miter
        /// Sharp, cut square at the miter limit.
        case miterClip = "miter-clip"
        /// Rounded.
        case round
        /// Cut straight across.
        case bevel
        /// Arcs continuing the sides' curvature (drawn as miters by most
        /// renderers).
        case arcs
    }

    /// Whether the fill paints anything: false only for a fill of nothing.
    public var isFilled: Bool { fill != Paint.nothing }

    /// Whether the stroke paints anything: a paint other than `none`, a width
    /// above zero, an opacity above zero.
    public var isStroked: Bool {
        stroke != nil && stroke != Paint.nothing && (strokeWidth ?? 1) > 0 && (strokeOpacity ?? 1) > 0
    }

    /// Whether it has a stroke to animate: a paint other than `none` at an
    /// opacity above zero, of any width (a stroke of width 0 eases its
    /// width, where a missing one fades).
    package var hasStroke: Bool {
        stroke != nil && stroke != Paint.nothing && (strokeOpacity ?? 1) > 0
    }

    /// Whether the paint draws anything at all: not fully transparent, and a
    /// visible fill or stroke.
    public var paintsAnything: Bool {
        (opacity ?? 1) > 0 && ((isFilled && (fillOpacity ?? 1) > 0) || isStroked)
    }

    /// Creates a paint.
    public init(fill: Paint? = nil, stroke: Paint? = nil, strokeWidth: Double? = nil,
                strokeLinecap: LineCap? = nil, strokeLinejoin: LineJoin? = nil, strokeMiterlimit: Double? = nil,
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
