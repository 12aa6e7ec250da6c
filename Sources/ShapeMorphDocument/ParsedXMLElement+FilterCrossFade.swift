import Foundation
import ShapeMorphSupport

extension ParsedXMLElement {
    /// The inputs a filter primitive may name that are not another's result.
    private static let standardInputs: Set<String> = ["SourceGraphic", "SourceAlpha", "BackgroundImage", "BackgroundAlpha", "FillPaint", "StrokePaint"]

    /// The attributes of a `<filter>` that say in what units it draws,
    /// which two filters must share to be cross-faded in one, and the
    /// values SVG gives them when they are not written.
    private static let unitAttributes = [("filterUnits", "objectBoundingBox"), ("primitiveUnits", "userSpaceOnUse")]

    /// A filter region's attributes and the values SVG gives them when they
    /// are not written.
    private static let regionDefaults = [("x", "-10%"), ("y", "-10%"), ("width", "120%"), ("height", "120%")]

    /// Two versions of one filter that blend (`blended(with:amount:)`)
    /// from this `<filter>` into `other`, two filters of other primitives
    /// that do not blend as they are: both chains run on the graphic, and a
    /// last arithmetic composite mixes their results in sRGB, all of this
    /// one's at `from` and all of `other`'s at `to`, over both filters'
    /// regions. Nil when the two filters draw in other units, or give
    /// their regions in user space one in numbers and the other in
    /// percentages (of the viewport).
    package func crossFaded(into other: ParsedXMLElement) -> (from: ParsedXMLElement, to: ParsedXMLElement)? {
        guard name == "filter", other.name == "filter", !children.isEmpty, !other.children.isEmpty,
              Self.unitAttributes.allSatisfy({ name, unset in (attributes[name] ?? unset) == (other.attributes[name] ?? unset) }),
              let region = regionUnion(with: other) else { return nil }
        let (first, firstResult) = chain(prefix: "a-"), (second, secondResult) = other.chain(prefix: "b-")
        var filter = self
        filter.attributes.merge(region) { _, union in union }
        filter.attributes["color-interpolation-filters"] = nil
        filter.children = first + second
        func mixed(_ amount: String, _ otherAmount: String) -> ParsedXMLElement {
            var mixed = filter
            mixed.children.append(ParsedXMLElement(
                name: "feComposite", namespace: namespace,
                attributes: ["in": firstResult, "in2": secondResult, "operator": "arithmetic", "k1": "0", "k2": amount, "k3": otherAmount, "k4": "0",
                             "color-interpolation-filters": "sRGB"],
                children: [], line: line))
            return mixed
        }
        return (mixed("1", "0"), mixed("0", "1"))
    }

    /// The region (`x`, `y`, `width`, `height`) that holds this filter's
    /// and `other`'s (which draws in the same units), to write over this
    /// one's: nothing where they agree, else the box around both, in their
    /// unit. Where one is a number and another a percentage, in the
    /// bounding box's units both are fractions of the box (0.1 is 10 %),
    /// and the box is written in fractions; in user space a percentage is
    /// of the viewport, so the two must not mix there (nil).
    private func regionUnion(with other: ParsedXMLElement) -> [String: String]? {
        let values = [self, other].map { filter in Self.regionDefaults.map { filter.attributes[$0.0] ?? $0.1 } }
        if values[0] == values[1] { return [:] }
        let isPercent = values.joined().map { $0.trimmingCharacters(in: .whitespaces).hasSuffix("%") }
        let mixed = Set(isPercent).count > 1
        guard !mixed || (attributes["filterUnits"] ?? "objectBoundingBox") == "objectBoundingBox" else { return nil }
        let numbers = values.map { $0.compactMap { value -> Double? in
            let text = value.trimmingCharacters(in: .whitespaces)
            guard text.hasSuffix("%") else { return Double(text) }
            return Double(text.dropLast()).map { mixed ? $0 / 100 : $0 }
        } }
        guard numbers.allSatisfy({ $0.count == 4 }) else { return nil }
        let (a, b) = (numbers[0], numbers[1])
        let (minX, minY) = (min(a[0], b[0]), min(a[1], b[1]))
        let (maxX, maxY) = (max(a[0] + a[2], b[0] + b[2]), max(a[1] + a[3], b[1] + b[3]))
        let unit = !mixed && isPercent[0] ? "%" : ""
        let format = NumberFormat.decimals(6)
        return ["x": format.string(minX) + unit, "y": format.string(minY) + unit,
                "width": format.string(maxX - minX) + unit, "height": format.string(maxY - minY) + unit]
    }

    /// This filter's primitives made to stand beside another filter's:
    /// every result named (`prefix` before the names), every input said
    /// (the first primitive's unsaid one is the graphic, a later one's the
    /// result before it), the filter's colour space said on each primitive
    /// that does not say its own; and the name of the last result.
    private func chain(prefix: String) -> (primitives: [ParsedXMLElement], result: String) {
        func renamed(_ input: String) -> String { Self.standardInputs.contains(input) ? input : prefix + input }
        var primitives: [ParsedXMLElement] = []
        var previous = "SourceGraphic"
        for (index, child) in children.enumerated() {
            var primitive = child
            let result = primitive.attributes["result"].map(renamed) ?? "\(prefix)\(index)"
            primitive.attributes["result"] = result
            primitive.attributes["in"] = primitive.attributes["in"].map(renamed) ?? previous
            primitive.attributes["in2"] = primitive.attributes["in2"].map(renamed)
            if primitive.attributes["color-interpolation-filters"] == nil {
                primitive.attributes["color-interpolation-filters"] = attributes["color-interpolation-filters"]
            }
            primitive.children = primitive.children.map { node in
                var node = node
                // A merge node that says nothing takes the result before its merge.
                node.attributes["in"] = node.attributes["in"].map(renamed) ?? (node.name == "feMergeNode" ? previous : nil)
                return node
            }
            primitives.append(primitive)
            previous = result
        }
        return (primitives, previous)
    }
}
