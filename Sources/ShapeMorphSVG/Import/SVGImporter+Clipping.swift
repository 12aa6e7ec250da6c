import Foundation
import ShapeMorph

extension SVGImporter {
    /// Sets `style`'s clip to the `clipPath` that `reference` (`url(#id)`)
    /// names, its content drawn in the user space `transform` makes, or,
    /// for a clip in object-bounding-box units, returns the `clipPath` for
    /// `clipToBoundingBox` once the element is drawn. A reference to nothing
    /// is warned about and ignored; of nested clips the innermost applies.
    mutating func clip(style: inout Style, to reference: String, of element: ParsedXMLElement,
                       transform: AffineTransform, useDepth: Int) throws(SVGError) -> ParsedXMLElement? {
        guard let id = Self.reference(in: reference), let clipPath = elementsByID[id], clipPath.name == "clipPath" else {
            warn(element, "clip-path \"\(reference)\" names no clipPath of this document; not clipped")
            return nil
        }
        guard useDepth < Self.maximumUseDepth else { return nil }
        guard clipPath.attributes["clipPathUnits"] != "objectBoundingBox" else { return clipPath }
        if style.clip != nil { warn(element, "a clip inside a clipped group: only the inner clip is applied") }
        style.clip = try outline(of: clipPath, placedBy: transform, useDepth: useDepth)
        return nil
    }

    /// Clips what was drawn from element `first` on, which `element` drew
    /// under `transform`, by `clipPath` in object-bounding-box units: its
    /// content placed in the box of what was drawn, in the element's own
    /// coordinates. Elements clipped already keep their clip, with a warning.
    mutating func clipToBoundingBox(drawnFrom first: Int, with clipPath: ParsedXMLElement, of element: ParsedXMLElement,
                                    transform: AffineTransform, useDepth: Int) throws(SVGError) {
        let unseen = unseenBounds.reversed().prefix { $0.position >= first }.map { item in
            SVGBasicShapes.rect(x: item.bounds.minX, y: item.bounds.minY, width: item.bounds.width, height: item.bounds.height,
                                rx: 0, ry: 0, arcTolerance: options.arcTolerance)
        }.compactMap { $0 }
        guard first < drawnElements.count, let local = transform.inverse,
              let box = Shape(contours: elements[first...].flatMap(\.contours) + unseen).transformed(by: local).bounds,
              box.width > 0, box.height > 0 else {
            if first < drawnElements.count {
                warn(element, "clip-path in objectBoundingBox units on an element without width or height: not drawn, as SVG does")
                for index in first..<drawnElements.count { drawnElements[index].paint.opacity = 0 }
            }
            return
        }
        let unit = AffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY)
        let outline = try outline(of: clipPath, placedBy: transform, inside: unit, useDepth: useDepth)
        for index in first..<drawnElements.count {
            if drawnElements[index].clip == nil {
                drawnElements[index].clip = outline
            } else {
                warn(element, "a clip inside a clipped group: only the inner clip is applied")
            }
        }
    }

    /// The outline `clipPath` clips to: its content (shapes, and uses of
    /// shapes; groups and the like are not content) mapped by `inside` (the
    /// bounding box for object-bounding-box units), the clip's own
    /// `transform`, then `transform`.
    private mutating func outline(of clipPath: ParsedXMLElement, placedBy transform: AffineTransform,
                                  inside unit: AffineTransform = .identity, useDepth: Int) throws(SVGError) -> Shape {
        var placement = transform
        if let text = clipPath.attributes["transform"] {
            placement = try parseTransform(text, of: clipPath).followed(by: transform)
        }
        placement = unit.followed(by: placement)
        // Draw the content on its own, as elements of a document of its own.
        let saved = (elements, drawnElements, contourCount, unseenBounds)
        (elements, drawnElements, contourCount, unseenBounds) = ([], [], 0, [])
        var content = Style()
        content.isClipContent = true
        applyPresentation(of: clipPath, to: &content)
        for child in clipPath.children where isClipContent(child) {
            try draw(child, transform: placement, style: content, useDepth: useDepth + 1)
        }
        let (union, rules) = Self.union(of: elements)
        if union.fillRule == .nonZero, rules.contains(.evenOdd) {
            warn(clipPath, "its content mixes an even-odd shape that crosses itself with others; all are clipped by nonzero")
        }
        (elements, drawnElements, contourCount, unseenBounds) = saved
        return union
    }

    /// Whether the clip `reference` names is carried as written rather than
    /// turned into an outline that morphs: a clip that is clipped itself
    /// (on the `clipPath` or on its content), one of text, one inside a
    /// clipped group (clips are not intersected as outlines), one on
    /// `element` when it holds text or images (which are carried, and count
    /// towards its bounding box), and one on `element` when it holds a
    /// filtered element (a filter spreads what it draws, a shadow say, and
    /// the clip must cut that too, so it stays outside the filter).
    func isCarriedClip(_ reference: String, of element: ParsedXMLElement, style: Style) -> Bool {
        guard let id = Self.reference(in: reference), let clipPath = elementsByID[id], clipPath.name == "clipPath" else { return false }
        func isClipped(_ element: ParsedXMLElement) -> Bool { (element.attributes["clip-path"] ?? "none") != "none" }
        func holdsDrawings(_ element: ParsedXMLElement) -> Bool {
            ["text", "image"].contains(element.name) || element.children.contains(where: holdsDrawings)
        }
        let clipsText = clipPath.children.contains { child in
            guard isClipContent(child) else { return false }
            let drawn = child.name == "use" ? elementsByID[String((child.attributes["href"] ?? "").dropFirst())] ?? child : child
            return isClipped(child) || drawn.name == "text"
        }
        return style.clip != nil || isClipped(clipPath) || holdsDrawings(element) || holdsFilters(element) || clipsText
    }

    /// Whether a descendant of `element`, or an element a `use` in it
    /// draws, has a filter.
    private func holdsFilters(_ element: ParsedXMLElement, useDepth: Int = 0) -> Bool {
        func isFiltered(_ element: ParsedXMLElement) -> Bool {
            !["none", ""].contains((element.attributes["filter"] ?? "none").trimmingCharacters(in: .whitespaces))
        }
        return element.children.contains { child in
            if isFiltered(child) { return true }
            if child.name == "use", useDepth < Self.maximumUseDepth,
               let reference = child.attributes["href"], reference.hasPrefix("#"), let used = elementsByID[String(reference.dropFirst())] {
                return isFiltered(used) || holdsFilters(used, useDepth: useDepth + 1)
            }
            return holdsFilters(child, useDepth: useDepth)
        }
    }

    /// Whether `element` may draw a clip: a shape, text, or a `use` of one.
    private func isClipContent(_ element: ParsedXMLElement) -> Bool {
        let shapes: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text"]
        guard element.name == "use" else { return shapes.contains(element.name) }
        let reference = element.attributes["href"] ?? ""
        return reference.hasPrefix("#") && elementsByID[String(reference.dropFirst())].map { shapes.contains($0.name) } == true
    }
}
