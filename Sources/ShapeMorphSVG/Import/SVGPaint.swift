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

    /// Creates a paint.
    public init(fill: String? = nil, stroke: String? = nil, strokeWidth: Double? = nil) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
    }
}
