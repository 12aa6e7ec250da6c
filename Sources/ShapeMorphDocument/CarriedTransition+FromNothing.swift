import ShapeMorph

/// Effects only one end of a document morph has, coming from nothing
/// instead of switching on half way: a filter grows (or fades) in
/// (`ParsedXMLElement.filterFromNothing()`), a list of blurs and drop
/// shadows grows from 0, a mask closes in from covering everything
/// (`ParsedXMLElement.covering(_:opacity:)`), a group opacity from 1; and
/// back out where only the source has them.
extension CarriedTransition {
    /// The effects only one end has that can come from nothing, of groups
    /// at the top of their end (not transformed, without a partner) whose
    /// layers have no group at the other end; by end and group. Such a
    /// group's layers are drawn in it at every progress between the ends
    /// (`group(ofLayer:at:)`).
    static func fadingGroups(_ source: SVGCarriedContent, _ target: SVGCarriedContent, partners: [Int: Int],
                             layerGroups: [(source: Int?, target: Int?)], cover: Rect)
        -> (source: [Int: [(name: String, blend: EffectBlend)]], target: [Int: [(name: String, blend: EffectBlend)]]) {
        let definitions = Self.definitions(source, target)
        var ids = Set(definitions.keys)
        let partnered = (source: Set(partners.keys), target: Set(partners.values))
        // The target's groups appear, the source's go.
        func fading(_ content: SVGCarriedContent, appears: Bool, partnered: Set<Int>) -> [Int: [(name: String, blend: EffectBlend)]] {
            var fading: [Int: [(name: String, blend: EffectBlend)]] = [:]
            let lone = Set(layerGroups.filter { (appears ? $0.source : $0.target) == nil }.compactMap { appears ? $0.target : $0.source })
            for index in lone.sorted() where !partnered.contains(index) {
                let group = content.groups[index]
                guard group.parent == nil, group.transform == .identity, !group.effects.isEmpty else { continue }
                var effects: [(name: String, blend: EffectBlend)] = []
                for (name, value) in group.effects.sorted(by: { $0.key < $1.key }) {
                    guard let blend = Self.fromNothing(name, value: value, appears: appears, definitions: definitions, cover: cover,
                                                       in: group, ids: &ids) else { effects = []; break }
                    effects.append((name, blend))
                }
                if !effects.isEmpty { fading[index] = effects }
            }
            return fading
        }
        return (fading(source, appears: false, partnered: partnered.source), fading(target, appears: true, partnered: partnered.target))
    }

    /// How effect `name` of `group`, `value` at its end, comes from nothing
    /// (where it `appears`: the source lacks it) or goes; nil for an effect
    /// that cannot.
    static func fromNothing(_ name: String, value: String, appears: Bool, definitions: [String: ParsedXMLElement], cover: Rect,
                            in group: SVGCarriedContent.Group, ids: inout Set<String>) -> EffectBlend? {
        let references = SVGCarriedContent.references(inValue: value)
        switch name {
        case "opacity":
            return .value(start: appears ? "1" : value, end: appears ? value : "1")
        case "filter" where references.isEmpty:
            // blur() and drop-shadow() grow from 0 (a shadow's colour from transparent where it is given by numbers).
            let functions = value.split(separator: ")").map { $0.drop { $0 == " " || $0 == "," } }.filter { !$0.isEmpty }
            guard !functions.isEmpty, functions.allSatisfy({ $0.hasPrefix("blur(") || $0.hasPrefix("drop-shadow(") }) else { return nil }
            let nothing = ParsedXMLElement.zeroingNumbers(value)
            return .value(start: appears ? nothing : value, end: appears ? value : nothing)
        case "filter":
            guard references.count == 1, let filter = definitions[references[0]], filter.name == "filter" else { return nil }
            let (nothing, whole) = filter.filterFromNothing()
            let id = newID(references[0] + (appears ? "-grows" : "-goes"), taken: &ids)
            return appears ? .definitions(nothing, whole, id: id) : .definitions(whole, nothing, id: id)
        case "mask":
            guard references.count == 1, let mask = definitions[references[0]], mask.name == "mask" else { return nil }
            // Covering everything: in the mask content's own units, a box around the bounding box; else around both views.
            let region = Self.box(cover, mappedBy: group.transform.inverse ?? .identity)
            let box = mask.attributes["maskContentUnits"] == "objectBoundingBox" ? Rect(minX: -100, minY: -100, maxX: 101, maxY: 101) : region
            return .uncovering(mask, cover: box, region: region, id: newID(references[0] + (appears ? "-closes" : "-opens"), taken: &ids), appears: appears)
        case "color", "font-size", "shape-rendering", "isolation":
            // What the group's filter functions or its content read, drawing nothing themselves.
            return .value(start: value, end: value)
        default:
            return nil
        }
    }

    /// Both ends' definitions by id (the source's where both have one).
    static func definitions(_ source: SVGCarriedContent, _ target: SVGCarriedContent) -> [String: ParsedXMLElement] {
        Dictionary((source.definitions + target.definitions).compactMap { element in element.attributes["id"].map { ($0, element) } },
                   uniquingKeysWith: { first, _ in first })
    }

    /// `id`, or it with `b-` before it as often as it takes to be new; taken.
    static func newID(_ id: String, taken: inout Set<String>) -> String {
        var id = id
        while taken.contains(id) { id = "b-" + id }
        taken.insert(id)
        return id
    }

    /// The box around `box` mapped by `transform`.
    private static func box(_ box: Rect, mappedBy transform: AffineTransform) -> Rect {
        let corners = [Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.maxX, y: box.maxY), Point(x: box.minX, y: box.maxY)]
        return Shape(contours: [Contour(closedThrough: corners)]).transformed(by: transform).bounds ?? box
    }

    /// A box in the root's user space that covers everything either view
    /// shows, with room to spare: the views' union grown by ten times its size.
    static func cover(of views: [Rect]) -> Rect {
        let union = views.dropFirst().reduce(views[0]) { $0.union($1) }
        let margin = 10 * max(union.width, union.height, 1)
        return Rect(minX: union.minX - margin, minY: union.minY - margin, maxX: union.maxX + margin, maxY: union.maxY + margin)
    }
}
