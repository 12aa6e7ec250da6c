import ShapeMorph
import ShapeMorphSupport

extension SVGCarriedContent {
    /// The carried definitions as elements for a `defs` element.
    func definitionElements() -> [XMLOutputElement] {
        definitions.map(Self.outputElement)
    }

    /// The map from the root's user space to `group`'s, or nil when they
    /// are the same (or the group's space is degenerate).
    func rootToGroup(_ group: Int?) -> AffineTransform? {
        guard let group, groups[group].transform != .identity else { return nil }
        return groups[group].transform.inverse
    }

    /// `drawing` as written: its element in a group that gives it its user
    /// space (relative to its carried group's), what it inherits, and the
    /// opacity it is faded to.
    func element(of drawing: Drawing, format: NumberFormat) -> XMLOutputElement {
        var attributes = Self.styled(drawing.inherited.sorted { $0.key < $1.key }.map { (name: Self.outputName($0.key), value: $0.value) })
        var transform = drawing.transform
        if let toGroup = rootToGroup(drawing.group) { transform = transform.followed(by: toGroup) }
        if transform != .identity { attributes.append(("transform", Self.matrix(transform, format: format))) }
        if drawing.opacity < 1 { attributes.append(("opacity", format.string(drawing.opacity))) }
        return XMLOutputElement("g", attributes, children: [Self.outputElement(drawing.element)])
    }

    /// `items` (elements drawn in carried groups, in paint order) inside
    /// `<g>` elements for their groups, each group opened where its first
    /// item is drawn and closed after its last one before another group's.
    func nested(_ items: [(group: Int?, element: XMLOutputElement)], format: NumberFormat) -> [XMLOutputElement] {
        guard !groups.isEmpty else { return items.map(\.element) }
        // The open groups, outermost first, each with the children written so far.
        var open: [(group: Int?, children: [XMLOutputElement])] = [(nil, [])]
        func closeInnermost() {
            let (group, children) = open.removeLast()
            open[open.count - 1].children += groupElements(group!, children: children, format: format)
        }
        for (group, element) in items {
            let chain = ancestry(of: group)
            var shared = 0
            while shared < chain.count, shared + 1 < open.count, open[shared + 1].group == chain[shared] { shared += 1 }
            while open.count > shared + 1 { closeInnermost() }
            for group in chain[shared...] { open.append((group, [])) }
            open[open.count - 1].children.append(element)
        }
        while open.count > 1 { closeInnermost() }
        return open[0].children
    }

    /// `group` and the groups it is in, outermost first.
    private func ancestry(of group: Int?) -> [Int] {
        var chain: [Int] = []
        var current = group
        while let index = current {
            chain.append(index)
            current = groups[index].parent
        }
        return chain.reversed()
    }

    /// The most groups of one chain (a group and the groups it is in)
    /// written over their underlays: each doubles what is inside it, so a
    /// group inside more such groups is written once, with the effects of
    /// the larger share (switching half way).
    static let deepestUnderlays = 4

    /// The `<g>` of `group` around `children`: its transform relative to
    /// its parent's and its effects; after a copy of it with the effects of
    /// its underlay, where it has one (and fewer than `deepestUnderlays`
    /// groups around it do), their opacities sharing its own.
    private func groupElements(_ group: Int, children: [XMLOutputElement], format: NumberFormat) -> [XMLOutputElement] {
        var transform = groups[group].transform
        if let toParent = rootToGroup(groups[group].parent) { transform = transform.followed(by: toParent) }
        let placed: [(name: String, value: String)] = transform == .identity ? [] : [("transform", Self.matrix(transform, format: format))]
        let effects = groups[group].effects
        func element(_ effects: [String: String]) -> XMLOutputElement {
            XMLOutputElement("g", Self.styled(placed + effects.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }), children: children)
        }
        guard let underlay = groups[group].underlay else { return [element(effects)] }
        let opacity = effects["opacity"].flatMap(SVGImporter.alpha) ?? 1
        func copy(replacing replaced: [String: String], share: Double) -> XMLOutputElement {
            var copied = effects.merging(replaced) { _, replacing in replacing }
            copied["opacity"] = format.string(opacity * share)
            return element(copied.filter { !$0.value.isEmpty && Group.inactiveValues[$0.key] != $0.value })
        }
        var shares = [(effects: underlay.effects, share: underlay.share), (effects: [:], share: 1 - underlay.share)]
        if ancestry(of: groups[group].parent).count(where: { groups[$0].underlay != nil }) >= Self.deepestUnderlays {
            shares = [underlay.share > 0.5 ? (underlay.effects, 1) : ([:], 1)]
        }
        return shares.filter { $0.share > 0 }.map { copy(replacing: $0.effects, share: $0.share) }
    }

    /// `attributes` with the properties that have no presentation attribute
    /// (`SVGImporter.cssOnlyProperties`) moved into a `style` attribute.
    private static func styled(_ attributes: [(name: String, value: String)]) -> [(name: String, value: String)] {
        let css = attributes.filter { SVGImporter.cssOnlyProperties.contains($0.name) }
        guard !css.isEmpty else { return attributes }
        return attributes.filter { !SVGImporter.cssOnlyProperties.contains($0.name) }
            + [("style", css.map { "\($0.name):\($0.value)" }.joined(separator: ";"))]
    }

    /// `transform` as a `matrix(…)` transform: its factors in
    /// `format.forFactors`, its translation in `format`.
    static func matrix(_ transform: AffineTransform, format: NumberFormat) -> String {
        let factors = [transform.a, transform.b, transform.c, transform.d].map(format.forFactors.string)
        return "matrix(" + (factors + [transform.tx, transform.ty].map(format.string)).joined(separator: " ") + ")"
    }

    /// A parsed element written back: its attributes in name order (`class`
    /// and `style` left out, the cascade being resolved into the others),
    /// its children and text in their order.
    static func outputElement(_ parsed: ParsedXMLElement) -> XMLOutputElement {
        var attributes = styled(parsed.attributes.filter { $0.key != "class" && $0.key != "style" }
            .sorted { $0.key < $1.key }.map { (name: outputName($0.key), value: $0.value) })
        // An element of another namespace stays in it (and out of SVG).
        if let namespace = parsed.namespace, namespace != SVGImporter.svgNamespace { attributes.insert(("xmlns", namespace), at: 0) }
        var children: [XMLOutputElement] = []
        var texts = parsed.textNodes[...]
        for (index, child) in parsed.children.enumerated() {
            while let text = texts.first, text.position <= index {
                children.append(.textNode(text.text))
                texts = texts.dropFirst()
            }
            children.append(outputElement(child))
        }
        children += texts.map { .textNode($0.text) }
        if children.count == 1, children[0].isTextNode { return XMLOutputElement(parsed.name, attributes, text: children[0].text) }
        return XMLOutputElement(parsed.name, attributes, children: children)
    }

    /// The qualified name of an attribute read by its local name.
    private static func outputName(_ localName: String) -> String {
        localName == "space" ? "xml:space" : localName
    }
}

extension SVGPaint {
    /// The paint of an element whose outline is mapped by `transform`:
    /// stroke lengths scaled by its mean scale, gradients mapped with it.
    func mapped(by transform: AffineTransform) -> SVGPaint {
        var paint = self
        let scale = abs(transform.determinant).squareRoot()
        if scale != 1 {
            paint.strokeWidth = strokeWidth.map { $0 * scale } ?? (isStroked ? scale : nil)
            paint.strokeDasharray = strokeDasharray?.map { $0 * scale }
            paint.strokeDashoffset = strokeDashoffset.map { $0 * scale }
        }
        func map(_ gradient: SVGGradient?) -> SVGGradient? {
            gradient.map { SVGGradient(geometry: $0.geometry, stops: $0.stops, spread: $0.spread, transform: $0.transform.followed(by: transform)) }
        }
        paint.fillGradient = map(fillGradient)
        paint.strokeGradient = map(strokeGradient)
        return paint
    }
}
