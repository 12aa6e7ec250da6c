package import ShapeMorph
public import ShapeMorphSupport

extension SVGDocument {
    /// The document as SVG text: the XML declaration, an `svg` root with
    /// `xmlns`, `viewBox` (and `width`/`height` when known), and one `path`
    /// per element with absolute path data in `commands` (by default the
    /// simplest that draw each segment: `L`, `Q` or `C`), the element's fill rule
    /// and its paint (gradients and clip paths in a `defs` element before
    /// them); of several
    /// elements, those that paint nothing are left out, and so is an element
    /// without contours (of a document of text or images only).
    ///
    /// The same document and format always give byte-identical text.
    public func svgText(format: NumberFormat = .default, commands: SVGPathCommands = .simplest) -> String {
        XMLDocumentWriter.text(root: rootElement(children: pathElements(format: format, commands: commands), format: format))
    }

    /// Hands the text of `svgText(format:commands:)` to `output` in chunks
    /// of 64 KiB, in order, as it is written: a document of megabytes of
    /// path data is never held whole. Stops at the first error `output`
    /// throws, and throws it.
    package func writeSVG(format: NumberFormat = .default, commands: SVGPathCommands = .simplest,
                          to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try XMLDocumentWriter.write(root: rootElement(children: pathElements(format: format, commands: commands), format: format),
                                    to: output)
    }

    /// The `path` elements of `svgText(format:commands:)`, after a `defs`
    /// element of their gradients, clip paths and carried definitions when
    /// they have any, with the carried drawings among them and carried
    /// groups around them; ids begin with `idPrefix` (the carried
    /// definitions' too, so that documents written side by side keep theirs
    /// apart).
    func pathElements(format: NumberFormat, commands: SVGPathCommands, idPrefix: String = "") -> [XMLOutputElement] {
        let renamed = idPrefix.isEmpty ? [:]
            : Dictionary(uniqueKeysWithValues: Set(self.carried.definitions.flatMap(\.ids)).map { ($0, idPrefix + $0) })
        let carried = self.carried.renamingIDs(renamed)
        let skipsUnpainted = elements.count > 1
        var definitions: [XMLOutputElement] = []
        var items: [(group: Int?, element: XMLOutputElement)] = []
        var drawings = carried.drawings[...]
        func drawCarried(before position: Int) {
            while let drawing = drawings.first, drawing.position <= position {
                if drawing.opacity > 0 { items.append((drawing.group, carried.element(of: drawing, format: format))) }
                drawings = drawings.dropFirst()
            }
        }
        var count = 0
        for (index, element) in elements.enumerated() {
            drawCarried(before: index)
            // An element without contours (of a document of text or images only) draws nothing.
            guard !element.contours.isEmpty, !skipsUnpainted || element.paint.paintsAnything else { continue }
            count += 1
            let id = "\(idPrefix)\(count)"
            var (outline, paint, clip) = (shape(of: element), element.paint.renamingReferences(renamed), element.clip)
            // An element set from another document may name a group this one does not have.
            let group = element.group.flatMap { carried.groups.indices.contains($0) ? $0 : nil }
            if let toGroup = carried.rootToGroup(group) {
                (outline, paint, clip) = (outline.transformed(by: toGroup), paint.mapped(by: toGroup), clip?.transformed(by: toGroup))
            }
            definitions += paint.gradientElements(element: id, format: format)
            var path = Self.pathElement(outline, paint: paint, format: format, commands: commands.startingAtContour(element.contours.lowerBound),
                                        id: id)
            if let clip {
                // A clip's commands are its own.
                let clipCommands = if case .shared = commands { SVGPathCommands.simplest } else { commands }
                definitions.append(Self.clipPathElement(clip, id: id, format: format, commands: clipCommands))
                path.attributes.append(Self.clipPathAttribute(id: id))
            }
            items.append((group, path))
        }
        drawCarried(before: .max)
        let drawn = carried.nested(items, format: format)
        // Of the carried definitions, those drawn with (an in-between carries both ends' and the blend of them).
        definitions += XMLOutputElement.used(carried.definitionElements(), by: definitions + drawn)
        return (definitions.isEmpty ? [] : [XMLOutputElement("defs", children: definitions)]) + drawn
    }

    /// The `clipPath` element of element `id` clipped to `clip`, its path
    /// with `children` (animations).
    package static func clipPathElement(_ clip: Shape, id: String, format: NumberFormat, commands: SVGPathCommands = .cubic,
                                children: [XMLOutputElement] = []) -> XMLOutputElement {
        XMLOutputElement("clipPath", [("id", "clip-\(id)")], children: [
            XMLOutputElement("path", [("d", SVGPathData.string(for: clip, format: format, commands: commands))]
                             + (clip.fillRule == .evenOdd ? [("clip-rule", "evenodd")] : []), children: children),
        ])
    }

    /// A `mask` element `id` masking as `mask` does, around `children`
    /// (its content, in the root's user space), over a region that clips
    /// none of it.
    package static func maskElement(_ mask: SVGAnimation.Mask, id: String, format: NumberFormat,
                                    children: [XMLOutputElement]) -> XMLOutputElement {
        let region = mask.region
        return XMLOutputElement("mask", [
            ("id", id), ("maskUnits", "userSpaceOnUse"), ("x", format.string(region.minX)), ("y", format.string(region.minY)),
            ("width", format.string(region.width)), ("height", format.string(region.height)),
        ] + (mask.byAlpha ? [("mask-type", "alpha")] : []), children: children)
    }

    /// The `clip-path` attribute of element `id`.
    package static func clipPathAttribute(id: String) -> (name: String, value: String) {
        ("clip-path", "url(#clip-\(id))")
    }

    /// The `svg` element around `children`.
    package func rootElement(children: [XMLOutputElement], format: NumberFormat) -> XMLOutputElement {
        var attributes: [(name: String, value: String)] = [("xmlns", SVGImporter.svgNamespace)]
        if let width { attributes.append(("width", format.nonzeroString(width))) }
        if let height { attributes.append(("height", format.nonzeroString(height))) }
        let box = [format.string(viewBox.minX), format.string(viewBox.minY), format.nonzeroString(viewBox.width),
                   format.nonzeroString(viewBox.height)]
        attributes.append(("viewBox", box.joined(separator: " ")))
        if preserveAspectRatio != "xMidYMid meet" { attributes.append(("preserveAspectRatio", preserveAspectRatio)) }
        return XMLOutputElement("svg", attributes, children: children)
    }

    /// A `path` element drawing `shape` in `paint`, as element `id` (whose
    /// gradients `SVGPaint.gradientElements` writes), with `children`
    /// (animations, whose keys need `.cubic` commands).
    /// The path data is written into the document as it is written, not
    /// held as text.
    package static func pathElement(_ shape: Shape, paint: SVGPaint, format: NumberFormat, commands: SVGPathCommands = .cubic,
                                    id: String, children: [XMLOutputElement] = []) -> XMLOutputElement {
        var path = XMLOutputElement("path", paintAttributes(paint, fillRule: shape.fillRule, format: format, id: id),
                                    children: children)
        path.writtenAttribute = (position: 0, name: "d", value: SVGPathData.writtenValue(for: shape, format: format, commands: commands))
        return path
    }

    /// The attributes that paint a path: the fill rule when it is
    /// even-odd, and those `paint` sets, its gradients those of element `id`.
    package static func paintAttributes(_ paint: SVGPaint, fillRule: FillRule, format: NumberFormat,
                                id: String) -> [(name: String, value: String)] {
        let gradients = paint.gradientIDs(element: id)
        return (fillRule == .evenOdd ? [("fill-rule", "evenodd")] : [])
            + paint.attributes(format: format, fillGradientID: gradients.fill, strokeGradientID: gradients.stroke)
    }

    /// Every attribute `paintAttributes` may write, with the value SVG
    /// takes when it is absent.
    package static let paintAttributeDefaults: [(name: String, value: String)] = [
        ("fill-rule", "nonzero"), ("fill", "black"), ("stroke", "none"), ("stroke-width", "1"),
        ("stroke-dasharray", "none"), ("stroke-dashoffset", "0"),
        ("stroke-linecap", "butt"), ("stroke-linejoin", "miter"), ("stroke-miterlimit", "4"),
        ("opacity", "1"), ("fill-opacity", "1"), ("stroke-opacity", "1"),
    ]
}
