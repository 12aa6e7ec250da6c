import ShapeMorph

extension SVGDocument {
    /// The document as SVG text: the XML declaration, an `svg` root with
    /// `xmlns`, `viewBox` (and `width`/`height` when known), and one `path`
    /// per element with absolute `M`/`C`/`Z` data, the element's fill rule
    /// and its paint; of several elements, those that paint nothing are left
    /// out.
    ///
    /// The same document and format always give byte-identical text.
    public func svgText(format: SVGNumberFormat = .default) -> String {
        XMLDocumentWriter.text(root: rootElement(children: pathElements(format: format), format: format))
    }

    /// The `path` elements of `svgText(format:)`.
    func pathElements(format: SVGNumberFormat) -> [XMLOutputElement] {
        guard !elements.isEmpty else { return [pathElement(format: format)] }
        let drawn = elements.count > 1 ? elements.filter(\.paint.paintsAnything) : elements
        return drawn.map { Self.pathElement(shape(of: $0), paint: $0.paint, format: format) }
    }

    /// The `svg` element around `children`.
    func rootElement(children: [XMLOutputElement], format: SVGNumberFormat) -> XMLOutputElement {
        var attributes: [(name: String, value: String)] = [("xmlns", SVGImporter.svgNamespace)]
        if let width { attributes.append(("width", format.string(width))) }
        if let height { attributes.append(("height", format.string(height))) }
        let box = [viewBox.minX, viewBox.minY, viewBox.width, viewBox.height].map(format.string)
        attributes.append(("viewBox", box.joined(separator: " ")))
        if preserveAspectRatio != "xMidYMid meet" { attributes.append(("preserveAspectRatio", preserveAspectRatio)) }
        return XMLOutputElement("svg", attributes, children: children)
    }

    /// The `path` element of the whole shape in the first element's paint,
    /// with `children` (animations).
    func pathElement(format: SVGNumberFormat, children: [XMLOutputElement] = []) -> XMLOutputElement {
        Self.pathElement(shape, paint: paint, format: format, children: children)
    }

    /// A `path` element drawing `shape` in `paint`.
    static func pathElement(_ shape: Shape, paint: SVGPaint, format: SVGNumberFormat,
                            children: [XMLOutputElement] = []) -> XMLOutputElement {
        XMLOutputElement("path", [("d", SVGPathData.string(for: shape, format: format))]
                         + paintAttributes(paint, fillRule: shape.fillRule, format: format), children: children)
    }

    /// The attributes that paint a path: the fill rule when it is
    /// even-odd, and those `paint` sets.
    static func paintAttributes(_ paint: SVGPaint, fillRule: FillRule,
                                format: SVGNumberFormat) -> [(name: String, value: String)] {
        (fillRule == .evenOdd ? [("fill-rule", "evenodd")] : []) + paint.attributes(format: format)
    }

    /// Every attribute `paintAttributes` may write, with the value SVG
    /// takes when it is absent.
    static let paintAttributeDefaults: [(name: String, value: String)] = [
        ("fill-rule", "nonzero"), ("fill", "black"), ("stroke", "none"), ("stroke-width", "1"),
        ("stroke-linecap", "butt"), ("stroke-linejoin", "miter"), ("stroke-miterlimit", "4"),
        ("opacity", "1"), ("fill-opacity", "1"), ("stroke-opacity", "1"),
    ]
}
