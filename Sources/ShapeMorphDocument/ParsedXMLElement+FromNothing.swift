package import ShapeMorph
import ShapeMorphSupport

extension ParsedXMLElement {
    /// The primitives a filter may be made of to grow from nothing by its
    /// numbers, each with the attributes that grow (and the value each
    /// takes when it is not written).
    private static let growingPrimitives: [String: [(attribute: String, initial: String)]] = [
        "feGaussianBlur": [("stdDeviation", "0")],
        "feOffset": [("dx", "0"), ("dy", "0")],
        "feFlood": [("flood-opacity", "1")],
        "feDropShadow": [("dx", "2"), ("dy", "2"), ("stdDeviation", "2"), ("flood-opacity", "1")],
        "feMorphology": [("radius", "0")],
        "feDisplacementMap": [("scale", "0")],
        "feMerge": [], "feMergeNode": [], "feBlend": [], "feComposite": [],
    ]

    /// The name a filter's last result is given for the cross-fade, where it has none.
    private static let filteredResult = "shapemorph-filtered"

    /// Two versions of this `<filter>` that blend (`blended(with:amount:)`)
    /// from one that leaves what it filters as it was (`from`) into this
    /// filter (`to`), so that a filter only one end of a morph has comes
    /// from nothing instead of switching on.
    ///
    /// A filter of blurs, offsets, floods, drop shadows, merges, blends,
    /// composites (not arithmetic ones), morphology and displacement grows:
    /// blurs, offsets, shadows, radii and displacements from 0, floods and
    /// shadow colours from transparent (a drop shadow moves out from under
    /// the shape as it darkens). Any other fades: a last arithmetic
    /// composite mixes its result with the unfiltered graphic, from all
    /// unfiltered to all filtered.
    package func filterFromNothing() -> (from: ParsedXMLElement, to: ParsedXMLElement) {
        grownFromNothing() ?? fadedFromNothing()
    }

    /// `filterFromNothing()` for a filter of growing primitives; nil for another.
    private func grownFromNothing() -> (from: ParsedXMLElement, to: ParsedXMLElement)? {
        var (from, to) = (self, self)
        for (index, child) in children.enumerated() {
            guard let grown = child.grownPrimitive() else { return nil }
            (from.children[index], to.children[index]) = grown
        }
        return (from, to)
    }

    /// This primitive (and its children) as it does nothing and as it is,
    /// the values it grows by written out; nil where it cannot grow.
    private func grownPrimitive() -> (from: ParsedXMLElement, to: ParsedXMLElement)? {
        guard let growing = Self.growingPrimitives[name], attributes["operator"] != "arithmetic",
              !(attributes["style"] ?? "").contains("flood-opacity") else { return nil }
        var (from, to) = (self, self)
        for (attribute, initial) in growing {
            let value = attributes[attribute] ?? initial
            to.attributes[attribute] = value
            from.attributes[attribute] = Self.zeroingNumbers(value)
        }
        for (index, child) in children.enumerated() {
            guard let grown = child.grownPrimitive() else { return nil }
            (from.children[index], to.children[index]) = grown
        }
        return (from, to)
    }

    /// `filterFromNothing()` for any filter: its result mixed with the
    /// source graphic by a last composite, `k2` of the one and `k3` of the
    /// other, in sRGB (mixed in linear light, the first steps from either
    /// end would jump where the colours are dark).
    private func fadedFromNothing() -> (from: ParsedXMLElement, to: ParsedXMLElement) {
        var filter = self
        var result = "SourceGraphic"
        if let last = filter.children.indices.last {
            result = filter.children[last].attributes["result"] ?? Self.filteredResult
            filter.children[last].attributes["result"] = result
        }
        func mixed(filtered: String, unfiltered: String) -> ParsedXMLElement {
            var mixed = filter
            mixed.children.append(ParsedXMLElement(
                name: "feComposite", namespace: namespace,
                attributes: ["in": result, "in2": "SourceGraphic", "operator": "arithmetic", "k1": "0", "k2": filtered, "k3": unfiltered, "k4": "0",
                             "color-interpolation-filters": "sRGB"],
                children: [], line: line))
            return mixed
        }
        return (mixed(filtered: "0", unfiltered: "1"), mixed(filtered: "1", unfiltered: "0"))
    }

    /// A `<mask>` that masks as the `<clipPath>` of id `clipID` clips: a
    /// white rectangle over `box` (in user space) clipped by it; written
    /// where `clipPath`, the clip, is.
    package static func clipping(to clipID: String, box: Rect, like clipPath: ParsedXMLElement) -> ParsedXMLElement {
        let format = NumberFormat.decimals(6)
        let rectangle = ParsedXMLElement(
            name: "rect", namespace: clipPath.namespace,
            attributes: ["x": format.nonzeroString(box.minX), "y": format.nonzeroString(box.minY),
                         "width": format.nonzeroString(box.width), "height": format.nonzeroString(box.height),
                         "fill": "white", "clip-path": "url(#\(clipID))"],
            children: [], line: clipPath.line)
        return ParsedXMLElement(name: "mask", namespace: clipPath.namespace, attributes: [:], children: [rectangle], line: clipPath.line)
    }

    /// This `<mask>` with a white rectangle over its content covering
    /// `cover` (in the mask content's units) at `opacity`: at 1 the mask
    /// lets everything through, at 0 it is the mask as it is, and in
    /// between it uncovers, so that a mask only one end of a morph has
    /// closes in from covering everything. Its region is `region` (in the
    /// masked element's user space), so that nothing it does not cover is
    /// cut off while it is covering.
    package func covering(_ cover: Rect, opacity: Double, region: Rect) -> ParsedXMLElement {
        var mask = self
        let format = NumberFormat.decimals(6)
        mask.attributes["maskUnits"] = "userSpaceOnUse"
        for (name, value) in [("x", region.minX), ("y", region.minY), ("width", region.width), ("height", region.height)] {
            mask.attributes[name] = format.nonzeroString(value)
        }
        let rectangle = ParsedXMLElement(
            name: "rect", namespace: namespace,
            attributes: ["x": format.nonzeroString(cover.minX), "y": format.nonzeroString(cover.minY),
                         "width": format.nonzeroString(cover.width), "height": format.nonzeroString(cover.height),
                         "fill": "white", "fill-opacity": format.nonzeroString(opacity)],
            children: [], line: line)
        mask.children.append(rectangle)
        return mask
    }
}
