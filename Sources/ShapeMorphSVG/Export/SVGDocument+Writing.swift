import ShapeMorph

extension SVGDocument {
    /// The document as SVG text: the XML declaration, an `svg` root with
    /// `xmlns`, `viewBox` (and `width`/`height` when known), and one `path`
    /// per element with absolute `M`/`C`/`Z` data, the fill rule and the
    /// element's paint.
    ///
    /// The same document and format always give byte-identical text.
    public func svgText(format: SVGNumberFormat = .default) -> String {
        let paths = elements.count <= 1 ? [pathElement(format: format)]
            : elements.map { element in
                Self.pathElement(Shape(contours: Array(shape.contours[element.contours]), fillRule: shape.fillRule),
                                 paint: element.paint, format: format)
            }
        return XMLDocumentWriter.text(root: rootElement(children: paths, format: format))
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
    private static func pathElement(_ shape: Shape, paint: SVGPaint, format: SVGNumberFormat,
                                    children: [XMLOutputElement] = []) -> XMLOutputElement {
        var attributes: [(name: String, value: String)] = [("d", SVGPathData.string(for: shape, format: format))]
        if shape.fillRule == .evenOdd { attributes.append(("fill-rule", "evenodd")) }
        if let fill = paint.fill { attributes.append(("fill", fill)) }
        if let stroke = paint.stroke { attributes.append(("stroke", stroke)) }
        if let width = paint.strokeWidth { attributes.append(("stroke-width", format.string(width))) }
        if let cap = paint.strokeLinecap { attributes.append(("stroke-linecap", cap)) }
        if let join = paint.strokeLinejoin { attributes.append(("stroke-linejoin", join)) }
        if let limit = paint.strokeMiterlimit { attributes.append(("stroke-miterlimit", format.string(limit))) }
        if let opacity = paint.opacity { attributes.append(("opacity", format.string(opacity))) }
        if let opacity = paint.fillOpacity { attributes.append(("fill-opacity", format.string(opacity))) }
        if let opacity = paint.strokeOpacity { attributes.append(("stroke-opacity", format.string(opacity))) }
        return XMLOutputElement("path", attributes, children: children)
    }
}
