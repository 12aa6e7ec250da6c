package import ShapeMorphSupport

extension SVGPaint {
    /// The properties this paint sets, as SVG attributes in a fixed order:
    /// `fill`, `stroke`, `stroke-width`, `stroke-dasharray`,
    /// `stroke-dashoffset`, `stroke-linecap`, `stroke-linejoin`,
    /// `stroke-miterlimit`, `opacity`, `fill-opacity`, `stroke-opacity`,
    /// `paint-order`.
    /// A gradient fill or stroke is written as `url(#…)` of the id given
    /// for it (its fallback colour without one).
    package func attributes(format: NumberFormat = .exact, fillGradientID: String? = nil,
                           strokeGradientID: String? = nil) -> [(name: String, value: String)] {
        func paint(_ colour: Paint?, _ gradient: SVGGradient?, _ id: String?) -> String? {
            gradient != nil ? id.map { "url(#\($0))" } ?? colour?.text : colour?.text
        }
        let values: [(String, String?)] = [
            ("fill", paint(fill, fillGradient, fillGradientID)), ("stroke", paint(stroke, strokeGradient, strokeGradientID)), ("stroke-width", strokeWidth.map(format.nonzeroString)),
            ("stroke-dasharray", strokeDasharray.map { $0.map(format.string).joined(separator: " ") }),
            ("stroke-dashoffset", strokeDashoffset.map(format.string)),
            ("stroke-linecap", strokeLinecap?.rawValue), ("stroke-linejoin", strokeLinejoin?.rawValue),
            ("stroke-miterlimit", strokeMiterlimit.map(format.string)), ("opacity", opacity.map(format.string)),
            ("fill-opacity", fillOpacity.map(format.string)), ("stroke-opacity", strokeOpacity.map(format.string)),
            ("paint-order", isStrokeUnderFill ? "stroke" : nil),
        ]
        return values.compactMap { name, value in value.map { (name, $0) } }
    }
}
