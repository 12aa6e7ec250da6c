import ShapeMorph

extension SVGDocument {
    /// The document as SVG text: the XML declaration, an `svg` root with
    /// `xmlns`, `viewBox` (and `width`/`height` when known), and one `path`
    /// per element with absolute `M`/`C`/`Z` data, the element's fill rule
    /// and its paint (gradients and clip paths in a `defs` element before
    /// them); of several
    /// elements, those that paint nothing are left out.
    ///
    /// The same document and format always give byte-identical text.
    public func svgText(format: SVGNumberFormat = .default) -> String {
        XMLDocumentWriter.text(root: rootElement(children: pathElements(format: format), format: format))
    }

    /// The `path` elements of `svgText(format:)`, after a `defs` element
    /// of their gradients and clip paths when they have any; ids begin with
    /// `idPrefix`.
    func pathElements(format: SVGNumberFormat, idPrefix: String = "") -> [XMLOutputElement] {
        let drawn = elements.count > 1 ? elements.filter(\.paint.paintsAnything) : elements
        var definitions: [XMLOutputElement] = []
        let paths = drawn.enumerated().map { index, element in
            let id = "\(idPrefix)\(index + 1)"
            definitions += element.paint.gradientElements(element: id, format: format)
            var path = Self.pathElement(shape(of: element), paint: element.paint, format: format, id: id)
            if let clip = element.clip {
                definitions.append(Self.clipPathElement(clip, id: id, format: format))
                path.attributes.append(Self.clipPathAttribute(id: id))
            }
            return path
        }
        return (definitions.isEmpty ? [] : [XMLOutputElement("defs", children: definitions)]) + paths
    }

    /// The `clipPath` element of element `id` clipped to `clip`, its path
    /// with `children` (animations).
    static func clipPathElement(_ clip: Shape, id: String, format: SVGNumberFormat,
                                children: [XMLOutputElement] = []) -> XMLOutputElement {
        XMLOutputElement("clipPath", [("id", "clip-\(id)")], children: [
            XMLOutputElement("path", [("d", SVGPathData.string(for: clip, format: format))]
                             + (clip.fillRule == .evenOdd ? [("clip-rule", "evenodd")] : []), children: children),
        ])
    }

    /// The `clip-path` attribute of element `id`.
    static func clipPathAttribute(id: String) -> (name: String, value: String) {
        ("clip-path", "url(#clip-\(id))")
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

    /// A `path` element drawing `shape` in `paint`, as element `id` (whose
    /// gradients `SVGPaint.gradientElements` writes), with `children`
    /// (animations).
    static func pathElement(_ shape: Shape, paint: SVGPaint, format: SVGNumberFormat, id: String,
                            children: [XMLOutputElement] = []) -> XMLOutputElement {
        XMLOutputElement("path", [("d", SVGPathData.string(for: shape, format: format))]
                         + paintAttributes(paint, fillRule: shape.fillRule, format: format, id: id), children: children)
    }

    /// The attributes that paint a path: the fill rule when it is
    /// even-odd, and those `paint` sets, its gradients those of element `id`.
    static func paintAttributes(_ paint: SVGPaint, fillRule: FillRule, format: SVGNumberFormat,
                                id: String) -> [(name: String, value: String)] {
        let gradients = paint.gradientIDs(element: id)
        return (fillRule == .evenOdd ? [("fill-rule", "evenodd")] : [])
            + paint.attributes(format: format, fillGradientID: gradients.fill, strokeGradientID: gradients.stroke)
    }

    /// Every attribute `paintAttributes` may write, with the value SVG
    /// takes when it is absent.
    static let paintAttributeDefaults: [(name: String, value: String)] = [
        ("fill-rule", "nonzero"), ("fill", "black"), ("stroke", "none"), ("stroke-width", "1"),
        ("stroke-dasharray", "none"), ("stroke-dashoffset", "0"),
        ("stroke-linecap", "butt"), ("stroke-linejoin", "miter"), ("stroke-miterlimit", "4"),
        ("opacity", "1"), ("fill-opacity", "1"), ("stroke-opacity", "1"),
    ]
}
