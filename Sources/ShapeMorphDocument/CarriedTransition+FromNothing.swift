import ShapeMorph

/// Effects only one end of a document morph has, coming from nothing
/// instead of switching on half way: a filter grows (or fades) in
/// (`ParsedXMLElement.filterFromNothing()`), a list of blurs and drop
/// shadows grows from 0, a mask closes in from covering everything
/// (`ParsedXMLElement.covering(_:opacity:)`), a group opacity from 1, and
/// any other effect is drawn over a copy of the group without it; and
/// back out where only the source has them.
extension CarriedTransition {
    /// The effects only one end has, coming from nothing, of groups at the
    /// top of their end (without a partner) and the groups inside them,
    /// whose layers have no group at the other end; by end and group. Such
    /// a group's layers are drawn in it at every progress between the ends
    /// (`group(ofLayer:at:)`). `layerClips` are the outlines each layer's
    /// elements are clipped to; `definitions` are both ends' by id
    /// (`definitions(_:_:)`), and new ones' ids are none of `taken`.
    static func fadingGroups(_ source: SVGCarriedContent, _ target: SVGCarriedContent, partnered: (source: Set<Int>, target: Set<Int>),
                             layerGroups: [(source: Int?, target: Int?)], layerClips: [(source: Shape?, target: Shape?)], cover: Rect,
                             definitions: [String: ParsedXMLElement], taken: Set<String>)
        -> (source: [Int: [(name: String, blend: EffectBlend)]], target: [Int: [(name: String, blend: EffectBlend)]]) {
        var ids = Set(definitions.keys).union(taken)
        // The target's groups appear, the source's go.
        func fading(_ content: SVGCarriedContent, appears: Bool, partnered: Set<Int>) -> [Int: [(name: String, blend: EffectBlend)]] {
            func chain(of group: Int) -> [Int] { Array(sequence(first: group) { content.groups[$0].parent }) }
            let (end, other) = appears ? (\(source: Int?, target: Int?).target, \(source: Int?, target: Int?).source)
                                       : (\(source: Int?, target: Int?).source, \(source: Int?, target: Int?).target)
            // The outlines the layers drawn in each group are clipped to at the other end (nil where they are not).
            var clipsElsewhere: [Int: [Shape?]] = [:]
            for (layer, groups) in layerGroups.enumerated() {
                for group in groups[keyPath: end].map(chain) ?? [] {
                    clipsElsewhere[group, default: []].append(appears ? layerClips[layer].source : layerClips[layer].target)
                }
            }
            // Groups holding a layer that has a group at the other end stay as they are.
            let held = Set(layerGroups.filter { $0[keyPath: other] != nil }.compactMap { $0[keyPath: end] }.flatMap(chain))
            let lone = Set(layerGroups.filter { $0[keyPath: other] == nil }.compactMap { $0[keyPath: end] })
            var fading: [Int: [(name: String, blend: EffectBlend)]] = [:]
            for index in lone.sorted() where fading[index] == nil {
                let groups = chain(of: index)
                guard groups.allSatisfy({ !partnered.contains($0) && !held.contains($0) && content.groups[$0].transform.inverse != nil }),
                      !content.groups[index].effects.isEmpty else { continue }
                var grownChain: [Int: [(name: String, blend: EffectBlend)]] = [:]
                for group in groups where fading[group] == nil {
                    let effects = content.groups[group].effects
                    var blends: [(name: String, blend: EffectBlend)] = []
                    for (name, value) in effects.sorted(by: { $0.key < $1.key }) {
                        blends += Self.fromNothing(name, value: value, appears: appears, definitions: definitions, cover: cover,
                                                   in: content.groups[group], masked: effects["mask"] != nil,
                                                   clipsElsewhere: clipsElsewhere[group] ?? [], syntax: content.syntax, ids: &ids)
                    }
                    grownChain[group] = blends
                }
                fading.merge(grownChain) { first, _ in first }
            }
            return fading
        }
        return (fading(source, appears: false, partnered: partnered.source), fading(target, appears: true, partnered: partnered.target))
    }

    /// Copies of groups that draw a layer which has no group at the other
    /// end (an icon inside a shadowed card at one end, outside it at the
    /// other) while the group itself is not fading (it is in step with
    /// another, or holds other layers): one copy of each such group, whose
    /// effects come from nothing (or go) as a fading group's do, and the
    /// layer drawn in it between the ends. Only where the groups around
    /// the group have no effects, the layer being in none at the other end.
    /// The copies come after the in-between content's first `drawn` groups;
    /// `effects` and `layers` name them by their index there. `definitions`
    /// are both ends' by id; new ones' ids are none of `taken`.
    static func leavingCopies(_ source: SVGCarriedContent, _ target: SVGCarriedContent, pairs: [ElementPair],
                              layerGroups: [(source: Int?, target: Int?)], fading: (source: Set<Int>, target: Set<Int>), after drawn: Int,
                              cover: Rect, definitions: [String: ParsedXMLElement], taken: Set<String>)
        -> (copies: [SVGCarriedContent.Group], effects: [Int: [(name: String, blend: EffectBlend)]], layers: [Int: Int]) {
        var ids = Set(definitions.keys).union(taken)
        var copies: [SVGCarriedContent.Group] = [], effects: [Int: [(name: String, blend: EffectBlend)]] = [:], layers: [Int: Int] = [:]
        var copyOfGroup: [Int: Int] = [:]
        for (layer, pair) in pairs.enumerated() where pair.source != nil && pair.target != nil {
            let (appears, group): (Bool, Int)
            switch layerGroups[layer] {
            case let (a?, nil) where !fading.source.contains(a): (appears, group) = (false, a)
            case let (nil, b?) where !fading.target.contains(b): (appears, group) = (true, b)
            default: continue
            }
            let content = appears ? target : source
            let around = sequence(first: group) { content.groups[$0].parent }.dropFirst()
            guard !content.groups[group].effects.isEmpty, content.groups[group].transform.inverse != nil,
                  around.allSatisfy({ content.groups[$0].effects.isEmpty }) else { continue }
            // Keyed apart by end: the target's groups after the source's.
            let key = appears ? source.groups.count + group : group
            if let copy = copyOfGroup[key] {
                layers[layer] = copy
                continue
            }
            var copy = content.groups[group]
            if appears { copy.parent = copy.parent.map { $0 + source.groups.count } }
            let index = drawn + copies.count
            (copyOfGroup[key], layers[layer]) = (index, index)
            effects[index] = copy.effects.sorted { $0.key < $1.key }.flatMap { name, value in
                Self.fromNothing(name, value: value, appears: appears, definitions: definitions, cover: cover, in: content.groups[group],
                                 masked: copy.effects["mask"] != nil, clipsElsewhere: [], syntax: content.syntax, ids: &ids)
            }
            copies.append(copy)
        }
        return (copies, effects, layers)
    }

    /// How effect `name` of `group`, `value` at its end, comes from nothing
    /// (where it `appears`: the source lacks it) or goes: the effects to
    /// set on the group instead. A clip comes from nothing as a mask
    /// (`masked`: the group has a mask already, so it cannot), unless the
    /// layers drawn in the group are all clipped to the same region at the
    /// other end (`clipsElsewhere`, read by `syntax`): a clip both ends
    /// keep, carried at one and an outline at the other, holds throughout.
    /// An effect that cannot grow (a blend mode, a filter function other
    /// than a blur or shadow) is drawn over a copy of the group without it
    /// (`EffectBlend.underlaid`).
    static func fromNothing(_ name: String, value: String, appears: Bool, definitions: [String: ParsedXMLElement], cover: Rect,
                            in group: SVGCarriedContent.Group, masked: Bool, clipsElsewhere: [Shape?], syntax: (any CarriedContentSyntax)?,
                            ids: inout Set<String>) -> [(name: String, blend: EffectBlend)] {
        let references = SVGCarriedContent.references(inValue: value)
        let underlaid = [(name, appears ? EffectBlend.underlaid(start: "", end: value) : .underlaid(start: value, end: ""))]
        switch name {
        case "opacity":
            return [(name, .value(start: appears ? "1" : value, end: appears ? value : "1"))]
        case "filter" where references.isEmpty:
            // blur() and drop-shadow() grow from 0 (a shadow's colour from transparent where it is given by numbers).
            let functions = value.split(separator: ")").map { $0.drop { $0 == " " || $0 == "," } }.filter { !$0.isEmpty }
            guard !functions.isEmpty, functions.allSatisfy({ $0.hasPrefix("blur(") || $0.hasPrefix("drop-shadow(") }) else { return underlaid }
            let nothing = ParsedXMLElement.zeroingNumbers(value)
            return [(name, .value(start: appears ? nothing : value, end: appears ? value : nothing))]
        case "filter":
            guard references.count == 1, let filter = definitions[references[0]], filter.name == "filter" else { return underlaid }
            let (nothing, whole) = filter.filterFromNothing()
            let id = newID(references[0] + (appears ? "-grows" : "-goes"), taken: &ids)
            return [(name, appears ? .definitions(nothing, whole, id: id) : .definitions(whole, nothing, id: id))]
        case "mask":
            guard references.count == 1, let mask = definitions[references[0]], mask.name == "mask" else { return underlaid }
            return [(name, uncovering(mask, id: references[0], appears: appears, cover: cover, in: group, ids: &ids))]
        case "clip-path":
            // A clip closes in as a mask does: a mask of a white box it clips, uncovering.
            guard references.count == 1, let clip = definitions[references[0]], clip.name == "clipPath",
                  clip.attributes["clipPathUnits"] != "objectBoundingBox" else { return underlaid }
            if let syntax, Self.clips(clipsElsewhere, toRegionOf: clip, placedBy: group.transform, definitions: Array(definitions.values),
                                      syntax: syntax) {
                return [(name, .value(start: value, end: value))]
            }
            guard !masked else { return underlaid }
            let mask = ParsedXMLElement.clipping(to: references[0], box: box(cover, mappedBy: group.transform.inverse ?? .identity), like: clip)
            return [(name, .value(start: "none", end: "none")),
                    ("mask", uncovering(mask, id: references[0], appears: appears, cover: cover, in: group, ids: &ids))]
        case "color", "font-size", "shape-rendering", "isolation":
            // What the group's filter functions or its content read, drawing nothing themselves.
            return [(name, .value(start: value, end: value))]
        default:
            return underlaid
        }
    }

    /// Whether `clips` are outlines all about the region `clipPath` clips
    /// to, placed by `transform` (the user space it is used in; the clip
    /// itself not transformed): their bounds within a thousandth of its
    /// size of its content's.
    private static func clips(_ clips: [Shape?], toRegionOf clipPath: ParsedXMLElement, placedBy transform: AffineTransform,
                              definitions: [ParsedXMLElement], syntax: any CarriedContentSyntax) -> Bool {
        var content = clipPath
        (content.name, content.attributes) = ("mask", [:])
        guard !clips.isEmpty, clipPath.attributes["transform"] == nil, let document = syntax.document(ofMask: content, definitions: definitions),
              let region = document.shape.transformed(by: transform).bounds else { return false }
        let tolerance = 1e-3 * max(region.diagonal, .leastNormalMagnitude)
        return clips.allSatisfy { clip in
            guard let bounds = clip?.bounds else { return false }
            return max(abs(bounds.minX - region.minX), abs(bounds.minY - region.minY),
                       abs(bounds.maxX - region.maxX), abs(bounds.maxY - region.maxY)) <= tolerance
        }
    }

    /// `mask` (whose id is `id`) uncovering from covering everything where
    /// it `appears`, else covering.
    private static func uncovering(_ mask: ParsedXMLElement, id: String, appears: Bool, cover: Rect, in group: SVGCarriedContent.Group,
                                   ids: inout Set<String>) -> EffectBlend {
        // Covering everything: in the mask content's own units, a box around the bounding box; else around both views.
        let region = Self.box(cover, mappedBy: group.transform.inverse ?? .identity)
        let box = mask.attributes["maskContentUnits"] == "objectBoundingBox" ? Rect(minX: -100, minY: -100, maxX: 101, maxY: 101) : region
        return .uncovering(mask, cover: box, region: region, id: newID(id + (appears ? "-closes" : "-opens"), taken: &ids), appears: appears)
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
