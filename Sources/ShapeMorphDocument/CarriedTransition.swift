import ShapeMorph

/// How what two documents carry unchanged (effects, text, images; see
/// `SVGCarriedContent`) goes from one end of a document morph to the
/// other. The rule, the same in every frame: a layer is drawn in its
/// source element's carried groups before half way and in its target
/// element's from half way on; the source's drawings fade out as the
/// target's fade in, except those both ends draw alike (an unchanged
/// label), drawn whole throughout: the source's before half way, the
/// target's after.
///
/// A paired layer's group and the target's group it is drawn in at the
/// other end (and their enclosing groups, in step) blend their effects
/// and user spaces: in between, both are drawn with the blended effects,
/// in the same user space (moved, turned and scaled between the two), so
/// nothing jumps half way. A group opacity interpolates (a group without
/// one is at 1); a filter or mask blends
/// with the other end's when the two elements differ only in numbers and
/// colours (`ParsedXMLElement.blended(with:amount:)`: a blur of 2 into a
/// blur of 8, one primitive chain with other numbers, a flood colour), as
/// does a list of filter functions with the same functions; masks of
/// shapes otherwise morph their contents (`MaskMorph`); filters of other
/// primitives cross-fade in one. A filter or mask only one end has comes
/// from nothing (`CarriedTransition+FromNothing`): in a partner group, or
/// in a group of its own (moved, turned or scaled alike) whose layers have
/// no group at the other end, which they are then drawn in throughout. Any
/// other effect that changes (a blend mode, filters in other units) is
/// shared between two copies of the group, one with each end's
/// (`SVGCarriedContent.Underlay`). Where a layer's groups are each in
/// step with another group already (two groups merging into one, a layer
/// crossing between groups), a copy of the one (or of both) is drawn in
/// step in between (`CarriedTransition+GroupPartners`); a layer in such a
/// group at one end and in none at the other is drawn in a copy whose
/// effects go (`leavingCopies`). Only a layer in a degenerate group, or
/// leaving a group inside groups with effects, changes groups, and
/// effects, half way.
struct CarriedTransition: Sendable {
    /// The source's carried content.
    package let source: SVGCarriedContent
    /// The target's, its ids renamed apart from the source's.
    package let target: SVGCarriedContent
    /// The target's ids that the source also has, and their new names.
    let renamedIDs: [String: String]
    /// The layers: which elements of either end each draws.
    private let pairs: [ElementPair]
    /// Each layer's groups at its ends.
    private let layerGroups: [(source: Int?, target: Int?)]
    /// Before which layer each drawing of either end is drawn.
    private let drawingLayers: (source: [Int], target: [Int])
    /// The groups of the two ends drawn in step (`groupPartners`).
    private let groupPairs: [GroupPartners]
    /// The groups of the two ends partnered once (those of paired layers
    /// and their enclosing groups, no copy): the target's group of each
    /// source group, and the source's of each target group.
    private let partnerGroups: (ofSource: [Int: Int], ofTarget: [Int: Int])
    /// The pairs drawn with a copy, by their groups.
    private let copyingPairs: [GroupPair: GroupPartners]
    /// The copies those pairs draw in between, after both ends' groups.
    private let groupCopies: [SVGCarriedContent.Group]
    /// The copies of groups whose effects come from nothing (or go) for the
    /// layers that leave them (`leavingCopies`), after `groupCopies`; their
    /// effects and the layers drawn in them, by index in between.
    private let leaving: (copies: [SVGCarriedContent.Group], effects: [Int: [(name: String, blend: EffectBlend)]], layers: [Int: Int])
    /// The groups of the two ends that blend their effects.
    private let blendedGroups: [BlendedGroup]
    /// The groups of one end whose effects come from nothing (or go), by
    /// end, with their effects.
    let fadingGroups: (source: [Int: [(name: String, blend: EffectBlend)]], target: [Int: [(name: String, blend: EffectBlend)]])
    /// The drawings both ends draw alike, by their indices in the source's
    /// and the target's drawings: each is drawn whole, the source's before
    /// half way and the target's from half way on, instead of fading.
    private let steadyDrawings: (source: Set<Int>, target: Set<Int>)

    /// A source group and a target group drawn in between with blended
    /// effects.
    private struct BlendedGroup {
        package var groups: GroupPartners
        /// The effects that blend, by name.
        package var effects: [(name: String, blend: EffectBlend)]
    }

    /// How one effect of a blended group blends.
    enum EffectBlend {
        /// Its values blend as text (`ParsedXMLElement.blendedValue`).
        case value(start: String, end: String)
        /// It references elements that blend, under a new id.
        case definitions(ParsedXMLElement, ParsedXMLElement, id: String)
        /// It references masks whose contents morph, under a new id.
        case mask(MaskMorph, id: String)
        /// It references a mask only one end has, which uncovers from
        /// covering everything (`ParsedXMLElement.covering(_:opacity:)`)
        /// where it `appears`, else covers, under a new id.
        case uncovering(ParsedXMLElement, cover: Rect, region: Rect, id: String, appears: Bool)
        /// Values that cannot blend (an empty one for none): the group is
        /// drawn with the end's over an underlay with the start's, whose
        /// share falls from all to nothing (`SVGCarriedContent.Underlay`).
        case underlaid(start: String, end: String)

        /// The id of the definition it makes, if any.
        var id: String? {
            switch self {
            case .definitions(_, _, let id), .mask(_, let id), .uncovering(_, _, _, let id, _): id
            case .value, .underlaid: nil
            }
        }
    }

    package init(from sourceDocument: SVGDocument, to targetDocument: SVGDocument, pairs: [ElementPair]) {
        source = sourceDocument.carried
        let taken = Set(source.definitions.flatMap(\.ids))
        var renamed: [String: String] = [:]
        for id in Set(targetDocument.carried.definitions.flatMap(\.ids)) where taken.contains(id) {
            var name = "to-" + id
            while taken.contains(name) { name = "to-" + name }
            renamed[id] = name
        }
        renamedIDs = renamed
        target = targetDocument.carried.renamingIDs(renamed)
        self.pairs = pairs
        layerGroups = pairs.map { pair in
            (pair.source.map { sourceDocument.elements[$0].group } ?? nil, pair.target.map { targetDocument.elements[$0].group } ?? nil)
        }
        func layers(of drawings: [SVGCarriedContent.Drawing], end: KeyPath<ElementPair, Int?>) -> [Int] {
            drawings.map { drawing in
                pairs.firstIndex { pair in pair[keyPath: end].map { $0 >= drawing.position } ?? false } ?? pairs.count
            }
        }
        drawingLayers = (layers(of: source.drawings, end: \.source), layers(of: target.drawings, end: \.target))
        (groupPairs, groupCopies) = Self.groupPartners(source, target, layerGroups: layerGroups)
        let partnered = groupPairs.filter { !$0.isCopy }
        partnerGroups = (Dictionary(uniqueKeysWithValues: partnered.map { ($0.source, $0.target) }),
                         Dictionary(uniqueKeysWithValues: partnered.map { ($0.target, $0.source) }))
        copyingPairs = Dictionary(uniqueKeysWithValues: groupPairs.filter(\.isCopy).map { (GroupPair(source: $0.source, target: $0.target), $0) })
        let cover = Self.cover(of: [sourceDocument.viewBox, targetDocument.viewBox])
        let definitions = Self.definitions(source, target)
        blendedGroups = Self.blendedGroups(source, target, partners: groupPairs, cover: cover, definitions: definitions)
        let layerClips = pairs.map { pair in
            (pair.source.flatMap { sourceDocument.elements[$0].clip }, pair.target.flatMap { targetDocument.elements[$0].clip })
        }
        // The definitions each step makes are named apart from the earlier steps'.
        let blendedIDs = Set(blendedGroups.flatMap { $0.effects.compactMap(\.blend.id) })
        fadingGroups = Self.fadingGroups(source, target, partnered: (Set(groupPairs.map(\.source)), Set(groupPairs.map(\.target))),
                                         layerGroups: layerGroups, layerClips: layerClips, cover: cover,
                                         definitions: definitions, taken: blendedIDs)
        let fadingIDs = (Array(fadingGroups.source.values) + Array(fadingGroups.target.values)).flatMap { $0.compactMap(\.blend.id) }
        leaving = Self.leavingCopies(source, target, pairs: pairs, layerGroups: layerGroups,
                                     fading: (Set(fadingGroups.source.keys), Set(fadingGroups.target.keys)),
                                     after: source.groups.count + target.groups.count + groupCopies.count, cover: cover,
                                     definitions: definitions, taken: blendedIDs.union(fadingIDs))
        steadyDrawings = Self.steadyDrawings(source, targetDocument.carried)
    }

    /// The drawings of `source` and `target` (its ids as the target's
    /// file wrote them) drawn alike, each partnered once, in order: the
    /// same drawing, whose references (a text's path, an image's pattern)
    /// name definitions written alike at both ends.
    private static func steadyDrawings(_ source: SVGCarriedContent, _ target: SVGCarriedContent) -> (source: Set<Int>, target: Set<Int>) {
        func definition(_ id: String, in content: SVGCarriedContent) -> ParsedXMLElement? {
            content.definitions.first { $0.attributes["id"] == id }
        }
        func referencesAlike(_ element: ParsedXMLElement) -> Bool {
            SVGCarriedContent.references(in: element).allSatisfy { id in
                switch (definition(id, in: source), definition(id, in: target)) {
                case let (a?, b?): a.isWritten(like: b)
                case (nil, nil): true
                default: false
                }
            }
        }
        // Candidates by what they draw and where, so that thousands of labels are partnered in linear time.
        struct Key: Hashable {
            var name: String, words: String, transform: ShapeMorph.AffineTransform
        }
        func key(_ drawing: SVGCarriedContent.Drawing) -> Key {
            Key(name: drawing.element.name, words: drawing.element.textContent, transform: drawing.transform)
        }
        var candidates = Dictionary(grouping: target.drawings.indices) { key(target.drawings[$0]) }
        var steady: (source: Set<Int>, target: Set<Int>) = ([], [])
        for (index, drawing) in source.drawings.enumerated() where referencesAlike(drawing.element) {
            let drawingKey = key(drawing)
            if let place = candidates[drawingKey]?.firstIndex(where: { drawing.drawsAlike(target.drawings[$0], in: source, target) }) {
                steady.source.insert(index)
                steady.target.insert(candidates[drawingKey]!.remove(at: place))
            }
        }
        return steady
    }

    /// How many of the ends' text drawings fade instead of staying: the
    /// larger count of either end's texts the other does not draw alike (a
    /// label that changes is one cross-fade).
    package var fadingTexts: Int {
        func fading(_ content: SVGCarriedContent, steady: Set<Int>) -> Int {
            content.drawings.indices.count { content.drawings[$0].element.name == "text" && !steady.contains($0) }
        }
        return max(fading(source, steady: steadyDrawings.source), fading(target, steady: steadyDrawings.target))
    }

    /// The groups drawn in step (`groupPartners`) with their effects that
    /// blend; `definitions` are both ends' by id.
    private static func blendedGroups(_ source: SVGCarriedContent, _ target: SVGCarriedContent, partners: [GroupPartners],
                                      cover: Rect, definitions: [String: ParsedXMLElement]) -> [BlendedGroup] {
        var ids = Set(definitions.keys)
        return partners.compactMap { pair in
            let (a, b) = (pair.source, pair.target)
            let (start, end) = (source.groups[a].effects, target.groups[b].effects)
            var effects: [(name: String, blend: EffectBlend)] = []
            func newID(_ first: String, _ second: String) -> String { Self.newID(first + "-" + second, taken: &ids) }
            for name in Set(start.keys).union(end.keys).sorted() {
                let values = name == "opacity" ? (start[name] ?? "1", end[name] ?? "1") : (start[name] ?? "", end[name] ?? "")
                guard values.0 != values.1 else { continue }
                if values.0.isEmpty || values.1.isEmpty {
                    let (value, group) = values.0.isEmpty ? (values.1, target.groups[b]) : (values.0, source.groups[a])
                    let masked = start["mask"] != nil || end["mask"] != nil
                    effects += Self.fromNothing(name, value: value, appears: values.0.isEmpty, definitions: definitions, cover: cover,
                                                in: group, masked: masked, clipsElsewhere: [], syntax: nil, ids: &ids)
                    continue
                }
                let references = (SVGCarriedContent.references(inValue: values.0), SVGCarriedContent.references(inValue: values.1))
                if name == "filter" || name == "mask", references.0.count == 1, references.1.count == 1,
                   let first = definitions[references.0[0]], let second = definitions[references.1[0]] {
                    if first.blended(with: second, amount: 0.5) != nil {
                        effects.append((name, .definitions(first, second, id: newID(references.0[0], references.1[0]))))
                        continue
                    } else if name == "filter", let (from, to) = first.crossFaded(into: second) {
                        effects.append((name, .definitions(from, to, id: newID(references.0[0], references.1[0]))))
                        continue
                    } else if let syntax = source.syntax ?? target.syntax,
                              let morph = MaskMorph(from: first, to: second, sourceDefinitions: source.definitions,
                                                    targetDefinitions: target.definitions, syntax: syntax) {
                        effects.append((name, .mask(morph, id: newID(references.0[0], references.1[0]))))
                        continue
                    }
                } else if references.0.isEmpty, references.1.isEmpty,
                          ParsedXMLElement.blendedValue(values.0, values.1, amount: 0.5) != nil {
                    effects.append((name, .value(start: values.0, end: values.1)))
                    continue
                }
                // The same definition under another name (the target's renamed apart): each group keeps its own.
                if references.0.count == 1, references.1.count == 1, let first = definitions[references.0[0]],
                   let second = definitions[references.1[0]], first.isWritten(like: second, idAside: true) { continue }
                // A blend mode, a clip, filters in other units: the group drawn with both, one fading out under the other.
                effects.append((name, .underlaid(start: values.0, end: values.1)))
            }
            return effects.isEmpty ? nil : BlendedGroup(groups: pair, effects: effects)
        }
    }

    /// Whether neither end carries anything.
    package var isEmpty: Bool { source.isEmpty && target.isEmpty }

    /// `paint` of a target element, its references renamed.
    func renamingTargetPaint(_ paint: SVGPaint) -> SVGPaint {
        paint.renamingReferences(renamedIDs)
    }

    /// The carried content at `progress`: both ends' in between, only the
    /// source's at or before 0, only the target's at or after 1; drawings
    /// placed by layer.
    package func content(at progress: Double) -> SVGCarriedContent {
        let fadeIn = min(1, max(0, progress))
        var content = SVGCarriedContent()
        content.syntax = source.syntax ?? target.syntax
        var drawings: [(layer: Int, drawing: SVGCarriedContent.Drawing)] = []
        if progress < 1 {
            content.definitions = source.definitions
            content.groups = source.groups
            drawings = source.drawings.indices.compactMap { index in
                var drawing = source.drawings[index]
                if steadyDrawings.source.contains(index) {
                    guard progress < 0.5 else { return nil }
                } else {
                    drawing.opacity *= 1 - fadeIn
                }
                return (drawingLayers.source[index], drawing)
            }
        }
        if progress > 0 {
            let offset = content.groups.count
            content.definitions += target.definitions
            content.groups += target.groups.map { group in
                var group = group
                group.parent = group.parent.map { $0 + offset }
                return group
            }
            drawings += target.drawings.indices.compactMap { index in
                var drawing = target.drawings[index]
                drawing.group = drawing.group.map { $0 + offset }
                if steadyDrawings.target.contains(index) {
                    guard progress >= 0.5 else { return nil }
                } else {
                    drawing.opacity *= fadeIn
                }
                return (drawingLayers.target[index], drawing)
            }
            if progress < 1 {
                content.groups += groupCopies + leaving.copies
                blendEffects(of: &content, at: progress)
            }
        }
        // Stable: at one layer, the source's drawings first.
        content.drawings = drawings.enumerated().sorted { ($0.element.layer, $0.offset) < ($1.element.layer, $1.offset) }
            .map { item in
                var drawing = item.element.drawing
                drawing.position = item.element.layer
                return drawing
            }
        return content
    }

    /// Sets the blended effects on both groups of each blended pair in
    /// `content`, which holds both ends, and adds the blended definitions;
    /// partner groups in other user spaces are both in the user space
    /// between theirs (`AffineTransform.interpolated(to:amount:)`).
    private func blendEffects(of content: inout SVGCarriedContent, at progress: Double) {
        for pair in groupPairs where source.groups[pair.source].transform != target.groups[pair.target].transform {
            guard let between = source.groups[pair.source].transform.interpolated(to: target.groups[pair.target].transform, amount: progress)
            else { continue }
            content.groups[pair.drawnSource].transform = between
            content.groups[pair.drawnTarget].transform = between
        }
        for group in blendedGroups {
            for (name, blend) in group.effects {
                let effect = Self.effect(blend, at: progress, definitions: &content.definitions)
                effect.set(name, on: &content.groups[group.groups.drawnSource])
                effect.set(name, on: &content.groups[group.groups.drawnTarget])
            }
        }
        for (group, effects) in fadingGroups.source {
            for (name, blend) in effects { Self.effect(blend, at: progress, definitions: &content.definitions).set(name, on: &content.groups[group]) }
        }
        for (group, effects) in fadingGroups.target {
            for (name, blend) in effects {
                Self.effect(blend, at: progress, definitions: &content.definitions).set(name, on: &content.groups[source.groups.count + group])
            }
        }
        for (group, effects) in leaving.effects {
            for (name, blend) in effects { Self.effect(blend, at: progress, definitions: &content.definitions).set(name, on: &content.groups[group]) }
        }
    }

    /// An effect of a group at one progress: its value (nil for none), and
    /// where it is underlaid, the copy's value and share.
    private struct Effect {
        var value: String?
        var underlay: (value: String, share: Double)?

        /// Sets it on `group` as effect `name`.
        func set(_ name: String, on group: inout SVGCarriedContent.Group) {
            group.effects[name] = value
            if let underlay {
                var effects = group.underlay?.effects ?? [:]
                effects[name] = underlay.value
                group.underlay = SVGCarriedContent.Underlay(effects: effects, share: underlay.share)
            }
        }
    }

    /// The effect blended by `blend` at `progress`; the definitions it
    /// references added to `definitions`.
    private static func effect(_ blend: EffectBlend, at progress: Double, definitions: inout [ParsedXMLElement]) -> Effect {
        switch blend {
        case let .underlaid(start, end):
            return Effect(value: end.isEmpty ? nil : end, underlay: (start, 1 - progress))
        case let .value(start, end):
            return Effect(value: ParsedXMLElement.blendedValue(start, end, amount: progress)!)
        case let .definitions(first, second, id):
            var blended = first.blended(with: second, amount: progress)!
            blended.attributes["id"] = id
            definitions.append(blended)
            return Effect(value: "url(#\(id))")
        case let .mask(morph, id):
            definitions.append(morph.mask(at: progress, id: id))
            return Effect(value: "url(#\(id))")
        case let .uncovering(mask, cover, region, id, appears):
            var covered = mask.covering(cover, opacity: appears ? 1 - progress : progress, region: region)
            covered.attributes["id"] = id
            definitions.append(covered)
            return Effect(value: "url(#\(id))")
        }
    }

    /// The group layer `index` is drawn in at `progress`, in `content(at:)`.
    /// A layer only one end has is drawn, where the other end has none, in
    /// the partner of its group there (a bud grows in the group of what it
    /// grows from), so that it changes groups with the layers beside it.
    package func group(ofLayer index: Int, at progress: Double) -> Int? {
        let (pair, groups) = (pairs[index], layerGroups[index])
        if progress > 0, progress < 1, let copy = leaving.layers[index] { return copy }
        // A group only one end has, whose effects come from nothing: its layers are drawn in it throughout.
        if progress > 0, progress < 1, pair.source != nil, groups.source == nil, let group = groups.target, fadingGroups.target[group] != nil {
            return group + source.groups.count
        }
        if progress > 0, progress < 1, pair.target != nil, groups.target == nil, let group = groups.source, fadingGroups.source[group] != nil {
            return group
        }
        if pair.source == nil, progress < 0.5, let partner = groups.target.flatMap({ partnerGroups.ofTarget[$0] }) { return partner }
        if pair.target == nil, progress >= 0.5, let partner = groups.source.flatMap({ partnerGroups.ofSource[$0] }) {
            return partner + (progress < 1 ? source.groups.count : 0)
        }
        let usesSource = pair.source != nil && (pair.target == nil || progress < 0.5)
        // A layer whose groups are drawn in step as copies is drawn in them.
        if progress > 0, progress < 1, pair.source != nil, pair.target != nil, let a = groups.source, let b = groups.target,
           let copying = copyingPairs[GroupPair(source: a, target: b)] {
            return usesSource ? copying.drawnSource : copying.drawnTarget
        }
        if usesSource { return progress < 1 ? groups.source : nil }
        return progress > 0 ? groups.target.map { $0 + (progress < 1 ? source.groups.count : 0) } : nil
    }

    /// The masks that the groups of `content(at: progress)` are masked by,
    /// by group index: a morphing mask as its contents' morph draws it at
    /// every progress (the ends too, so that every progress has one
    /// structure), any other read from its definition; a mask that is not
    /// made of shapes is left out.
    package func masks(at progress: Double) -> [Int: MaskContent] {
        var masks: [Int: MaskContent] = [:]
        for group in blendedGroups {
            for case let (_, .mask(morph, _)) in group.effects {
                let mask = morph.content(at: progress)
                if progress <= 0, !group.groups.copiesSource { masks[group.groups.source] = mask }
                if progress >= 1, !group.groups.copiesTarget { masks[group.groups.target] = mask }
                if progress > 0, progress < 1 { (masks[group.groups.drawnSource], masks[group.groups.drawnTarget]) = (mask, mask) }
            }
        }
        let content = content(at: progress)
        guard let syntax = content.syntax else { return masks }
        let definitions = Dictionary(content.definitions.compactMap { element in element.attributes["id"].map { ($0, element) } },
                                     uniquingKeysWith: { first, _ in first })
        for (index, group) in content.groups.enumerated() where masks[index] == nil {
            guard let value = group.effects["mask"], case let ids = SVGCarriedContent.references(inValue: value), ids.count == 1,
                  let mask = definitions[ids[0]], let document = syntax.document(ofMask: mask, definitions: content.definitions) else { continue }
            masks[index] = MaskContent(attributes: mask.attributes, document: document)
        }
        return masks
    }
}
