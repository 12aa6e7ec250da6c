import ShapeMorphSupport

extension ParsedXMLElement {
    /// The inputs a filter primitive may name that are not another's result.
    private static let standardInputs: Set<String> = ["SourceGraphic", "SourceAlpha", "BackgroundImage", "BackgroundAlpha", "FillPaint", "StrokePaint"]

    /// The attributes of a `<filter>` that say where and in what units it
    /// draws, which two filters must share to be cross-faded in one.
    private static let regionAttributes = ["x", "y", "width", "height", "filterUnits", "primitiveUnits"]

    /// Two versions of one filter that blend (`blended(with:amount:)`)
    /// from this `<filter>` into `other`, two filters of other primitives
    /// that do not blend as they are: both chains run on the graphic, and a
    /// last arithmetic composite mixes their results in sRGB, all of this
    /// one's at `from` and all of `other`'s at `to`. Nil when the two
    /// filters draw over other regions or in other units.
    package func crossFaded(into other: ParsedXMLElement) -> (from: ParsedXMLElement, to: ParsedXMLElement)? {
        guard name == "filter", other.name == "filter", !children.isEmpty, !other.children.isEmpty,
              Self.regionAttributes.allSatisfy({ attributes[$0] == other.attributes[$0] }) else { return nil }
        let (first, firstResult) = chain(prefix: "a-"), (second, secondResult) = other.chain(prefix: "b-")
        var filter = self
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
                node.attributes["in"] = node.attributes["in"].map(renamed)
                return node
            }
            primitives.append(primitive)
            previous = result
        }
        return (primitives, previous)
    }
}
