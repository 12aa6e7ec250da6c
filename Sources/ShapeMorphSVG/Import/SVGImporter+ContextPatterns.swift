import Foundation
import ShapeMorph
import ShapeMorphSupport

extension SVGImporter {
    /// The pattern `id` as context paint of an element whose box is
    /// `bounds` (in its user space): itself where it tiles in user space,
    /// else a pattern that inherits from it (`href`) with its tile resolved
    /// against that box and its bounding-box content mapped by a viewBox,
    /// so that it paints the same wherever it is drawn. Nil when the box has
    /// no area (such a pattern paints nothing).
    mutating func contextPattern(_ id: String, bounds: Rect?) -> String? {
        guard let pattern = elementsByID[id] else { return id }
        func attribute(_ name: String) -> String? { inheritedAttribute(name, of: pattern) }
        let tileInBox = (attribute("patternUnits") ?? "objectBoundingBox") == "objectBoundingBox"
        let contentInBox = attribute("patternContentUnits") == "objectBoundingBox" && attribute("viewBox") == nil
        guard tileInBox || contentInBox else { return id }
        guard let bounds, bounds.width > 0, bounds.height > 0 else { return nil }
        func tile(_ name: String, _ axis: SVGLength.Axis) -> Double {
            let written = attribute(name) ?? "0"
            guard tileInBox else { return SVGLength.userUnits(written, axis: axis, viewport: viewport) ?? 0 }
            let fraction = Self.fraction(written) ?? 0
            return axis == .horizontal
                ? (name == "x" ? bounds.minX : 0) + fraction * bounds.width
                : (name == "y" ? bounds.minY : 0) + fraction * bounds.height
        }
        let (x, y) = (tile("x", .horizontal), tile("y", .vertical))
        let (width, height) = (tile("width", .horizontal), tile("height", .vertical))
        let format = NumberFormat.exact
        let key = [id, format.string(x), format.string(y), format.string(width), format.string(height)].joined(separator: " ")
        if let existing = contextPatternIDs[key] { return existing }
        var attributes = ["id": uniqueID(from: id + "-in-context"), "href": "#" + id, "patternUnits": "userSpaceOnUse",
                          "x": format.string(x), "y": format.string(y), "width": format.string(width), "height": format.string(height)]
        if contentInBox {
            // The content's origin is the tile's corner, in units of the box.
            let box = [0, 0, width / bounds.width, height / bounds.height]
            attributes["viewBox"] = box.map(format.string).joined(separator: " ")
            attributes["preserveAspectRatio"] = "none"
        }
        let derived = ParsedXMLElement(name: "pattern", namespace: pattern.namespace, attributes: attributes, children: [],
                                       line: pattern.line)
        carryDefinitions([id])
        carried.definitions.append(derived)
        carriedIDs.insert(attributes["id"]!)
        contextPatternIDs[key] = attributes["id"]
        return attributes["id"]
    }

    /// Whether the gradient or pattern `paintServer` is laid out in the box
    /// of what it paints (in `gradientUnits`, `patternUnits` or, without
    /// a viewBox, `patternContentUnits`).
    func usesBoundingBox(_ paintServer: ParsedXMLElement) -> Bool {
        func attribute(_ name: String) -> String? { inheritedAttribute(name, of: paintServer) }
        if paintServer.name == "pattern" {
            return attribute("patternUnits") != "userSpaceOnUse"
                || (attribute("patternContentUnits") == "objectBoundingBox" && attribute("viewBox") == nil)
        }
        return attribute("gradientUnits") != "userSpaceOnUse"
    }

    /// The attribute `name` of a gradient or pattern, or of the first one
    /// along its `href` chain that has it.
    func inheritedAttribute(_ name: String, of paintServer: ParsedXMLElement) -> String? {
        var current: ParsedXMLElement? = paintServer
        var seen: Set<String> = []
        while let element = current {
            if let value = element.attributes[name] { return value }
            guard let href = element.attributes["href"] ?? element.attributes["xlink:href"], href.hasPrefix("#"),
                  seen.insert(href).inserted, seen.count <= Self.maximumUseDepth else { return nil }
            let isGradient = { (element: ParsedXMLElement) in element.name.hasSuffix("Gradient") }
            current = elementsByID[String(href.dropFirst())].flatMap {
                $0.name == paintServer.name || (isGradient($0) && isGradient(paintServer)) ? $0 : nil
            }
        }
        return nil
    }

    /// Resolves the patterns that elements drawn from `first` on took from
    /// a `use` as context paint against the box of all it drew, `bounds`
    /// (in the use's user space).
    mutating func resolveContextPatterns(drawnFrom first: Int, bounds: Rect?) {
        while let last = contextPatterns.last, last.element >= first {
            contextPatterns.removeLast()
            let value = (last.isFill ? drawnElements[last.element].paint.fill : drawnElements[last.element].paint.stroke)?.text ?? ""
            let resolved = Paint(contextPattern(last.id, bounds: bounds).map { SVGCarriedContent.renamingReferences(in: value, [last.id: $0]) } ?? "none")
            if last.isFill { drawnElements[last.element].paint.fill = resolved } else { drawnElements[last.element].paint.stroke = resolved }
        }
    }

    /// `base`, or `base-2`, `base-3`, … : the first that names no element
    /// of the document or of what is carried.
    private func uniqueID(from base: String) -> String {
        var candidate = base
        var number = 1
        while elementsByID[candidate] != nil || carriedIDs.contains(candidate) {
            number += 1
            candidate = "\(base)-\(number)"
        }
        return candidate
    }
}
