/// The paint of a drawn shape, kept as written in the file so that export can
/// write it back unchanged. Nil means "not specified" (SVG's defaults: fill
/// black, no stroke).
public struct SVGPaint: Hashable, Sendable {
    /// The `fill` value: a colour, `none`, or nil.
    public var fill: String?
    /// The `stroke` value: a colour, `none`, or nil.
    public var stroke: String?
    /// The `stroke-width` in user units, or nil.
    public var strokeWidth: Double?
    /// The `stroke-linecap` (`butt`, `round` or `square`), or nil.
    public var strokeLinecap: String?
    /// The `stroke-linejoin` (`miter`, `round`, `bevel`, …), or nil.
    public var strokeLinejoin: String?
    /// The `stroke-miterlimit`, or nil.
    public var strokeMiterlimit: Double?

    /// Whether the fill paints anything: false only for `fill="none"`.
    public var isFilled: Bool { fill != "none" }

    /// Creates a paint.
    public init(fill: String? = nil, stroke: String? = nil, strokeWidth: Double? = nil,
                strokeLinecap: String? = nil, strokeLinejoin: String? = nil, strokeMiterlimit: Double? = nil) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.strokeLinecap = strokeLinecap
        self.strokeLinejoin = strokeLinejoin
        self.strokeMiterlimit = strokeMiterlimit
    }
}
