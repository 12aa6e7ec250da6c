import Foundation
package import ShapeMorph

extension SVGAnimation {
    /// A group that draws the layers it holds as one and then composites
    /// them (a carried group's `opacity` or `mask`): where they overlap,
    /// they do not show through each other.
    package struct EffectGroup: Sendable {
        /// The layers it draws, one after another in paint order.
        package var layers: Range<Int>
        /// Its opacity at each key played, 0…1 (1 where it has none).
        package var opacities: [Double]
        /// What it is masked by, or nil.
        package var mask: Mask?
        /// The groups within it, in paint order.
        package var children: [EffectGroup]
    }

    /// What masks an effect group at every key.
    package struct Mask: Sendable {
        /// At each key played, what the mask draws, in the root's user space
        /// (`MaskContent.content(masking:reach:in:)`), every key in the structure
        /// of the first (the same elements, contours and commands).
        package var contents: [SVGDocument]
        /// Whether it masks by its content's alpha, not by its luminance.
        package var byAlpha: Bool

        /// Where its content draws at any key, strokes included, a unit
        /// wider on every side (so that nothing it draws is cut at the
        /// edge): a region that clips nothing.
        package var region: Rect {
            let drawn = contents.compactMap { content -> Rect? in
                guard let bounds = content.shape.bounds else { return nil }
                let reach = 1 + content.elements.map { $0.paint.isStroked ? ($0.paint.strokeWidth ?? 1) * MaskContent.strokeReach : 0 }.max()!
                return Rect(minX: bounds.minX - reach, minY: bounds.minY - reach, maxX: bounds.maxX + reach, maxY: bounds.maxY + reach)
            }
            return drawn.dropFirst().reduce(drawn.first ?? Rect(minX: 0, minY: 0, maxX: 0, maxY: 0)) { $0.union($1) }
        }

        /// The layers its content draws, key by key, as a track's.
        package var layers: [Layer] {
            let keys = Keys(contents.map { Key(time: 0, shape: $0.shape, elements: $0.elements) })
            return SVGAnimation.layers(of: keys, playing: Array(keys.indices), paint: SVGPaint())
        }
    }

    /// The groups faded as one (by a carried group `opacity`) that a
    /// track's layers are drawn in at the keys `played` (indices into
    /// `keys`), outermost first: none where no key draws in one, nil where a
    /// writer cannot wrap layers in them — a layer changes groups between
    /// keys (an element and its partner drawn in groups unlike each other
    /// switch at half way), or a group's layers are not drawn one after
    /// another.
    package static func opacityGroups(of keys: Keys, playing played: [Int]) -> [EffectGroup]? {
        effectGroups(of: keys, playing: played, masked: false)
    }

    /// The groups faded or masked as one that a track's layers are drawn
    /// in, as `opacityGroups(of:playing:)` finds them, masks kept where the
    /// mask is made of shapes in one structure at every key and can be
    /// moved and scaled into the root's space (`MaskContent`), else left
    /// out; when masks make the layers change groups, the opacity groups
    /// alone.
    package static func maskedOpacityGroups(of keys: Keys, playing played: [Int]) -> [EffectGroup]? {
        effectGroups(of: keys, playing: played, masked: true) ?? opacityGroups(of: keys, playing: played)
    }

    /// Whether the groups `maskedOpacityGroups(of:playing:)` finds keep
    /// every mask that a track's layers are drawn in at the keys `played`.
    package static func keepsMasks(of keys: Keys, playing played: [Int]) -> Bool {
        // Each layer's most masks at any key.
        var masked: [Int: Int] = [:]
        for key in played {
            let groups = keys.groups(at: key)
            guard groups.contains(where: { $0.effects["mask"] != nil }) else { continue }
            keys.forEachElement(at: key) { layer, element in
                var (count, group) = (0, element.group)
                while let index = group {
                    if groups[index].effects["mask"] != nil { count += 1 }
                    group = groups[index].parent
                }
                masked[layer] = max(masked[layer] ?? 0, count)
            }
        }
        guard masked.values.contains(where: { $0 > 0 }) else { return true }
        var kept: [Int: Int] = [:]
        func count(_ groups: [EffectGroup]) {
            for group in groups {
                if group.mask != nil { for layer in group.layers { kept[layer, default: 0] += 1 } }
                count(group.children)
            }
        }
        count(maskedOpacityGroups(of: keys, playing: played) ?? [])
        return masked.allSatisfy { layer, masks in kept[layer, default: 0] >= masks }
    }

    private static func effectGroups(of keys: Keys, playing played: [Int], masked: Bool) -> [EffectGroup]? {
        guard let first = played.first,
              [first, played[played.count / 2], played[played.count - 1]].contains(where: { !keys.groups(at: $0).isEmpty }) else { return [] }
        // Each key's groups, and each layer's effect groups there, outermost first.
        var chains: [[[Int]]] = [], groupsOfKey: [[SVGCarriedContent.Group]] = [], masksOfKey: [[Int: MaskContent]] = []
        for key in played {
            let groups = keys.groups(at: key), masks = masked ? keys.masks(at: key) : [:]
            var layerChains: [[Int]] = []
            keys.forEachElement(at: key) { _, element in
                var chain: [Int] = [], group = element.group
                while let index = group {
                    if groups[index].effects["opacity"] != nil || masks[index] != nil { chain.append(index) }
                    group = groups[index].parent
                }
                layerChains.append(chain.reversed())
            }
            chains.append(layerChains)
            groupsOfKey.append(groups)
            masksOfKey.append(masks)
        }
        // A group named by the first layer it draws: the same names at every key, or the layers change groups.
        func named(_ layerChains: [[Int]]) -> [[Int]] {
            var firstLayer: [Int: Int] = [:]
            for (layer, chain) in layerChains.enumerated() { for group in chain where firstLayer[group] == nil { firstLayer[group] = layer } }
            return layerChains.map { $0.map { firstLayer[$0]! } }
        }
        let names = named(chains[0])
        guard names.contains(where: { !$0.isEmpty }) else { return [] }
        guard chains.dropFirst().allSatisfy({ named($0) == names }) else { return nil }
        // Each group's layers one after another.
        var layersOfGroup: [Int: [Int]] = [:]
        for (layer, chain) in names.enumerated() { for name in chain { layersOfGroup[name, default: []].append(layer) } }
        guard layersOfGroup.values.allSatisfy({ $0.last! - $0.first! + 1 == $0.count }) else { return nil }

        func opacity(_ group: SVGCarriedContent.Group) -> Double {
            guard let text = group.effects["opacity"]?.trimmingCharacters(in: .whitespaces) else { return 1 }
            let value = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
            return min(1, max(0, value ?? 1))
        }
        func groups(in layers: Range<Int>, depth: Int) -> [EffectGroup] {
            var result: [EffectGroup] = []
            var layer = layers.lowerBound
            while layer < layers.upperBound {
                guard names[layer].count > depth else { layer += 1; continue }
                let run = layersOfGroup[names[layer][depth]]!
                let range = run.first!..<run.last! + 1
                let indices = chains.indices.map { key in chains[key][range.lowerBound][depth] }
                let mask = masked ? Self.mask(of: indices, keys: keys, played: played, groups: groupsOfKey, masks: masksOfKey, layers: range) : nil
                let opacities = indices.indices.map { key in opacity(groupsOfKey[key][indices[key]]) }
                let children = groups(in: range, depth: depth + 1)
                if mask == nil, groupsOfKey.indices.allSatisfy({ groupsOfKey[$0][indices[$0]].effects["opacity"] == nil }) {
                    result += children  // masked only, by a mask that cannot be kept
                } else {
                    result.append(EffectGroup(layers: range, opacities: opacities, mask: mask, children: children))
                }
                layer = range.upperBound
            }
            return result
        }
        return groups(in: 0..<names.count, depth: 0)
    }

    /// The mask of the group drawn as `indices` (one group index per key
    /// played) around `layers`, where it is kept at every key.
    private static func mask(of indices: [Int], keys: Keys, played: [Int], groups: [[SVGCarriedContent.Group]],
                             masks: [[Int: MaskContent]], layers: Range<Int>) -> Mask? {
        var contents: [SVGDocument] = []
        var byAlpha: Bool?
        for (key, index) in indices.enumerated() {
            guard let mask = masks[key][index], byAlpha == nil || byAlpha == mask.masksByAlpha else { return nil }
            byAlpha = mask.masksByAlpha
            let shape = keys.shape(at: played[key])
            var bounds: Rect?, reach = 0.0
            keys.forEachElement(at: played[key]) { layer, element in
                guard layers.contains(layer) else { return }
                for contour in element.contours { bounds = shape.contours[contour].bounds.map { bounds?.union($0) ?? $0 } ?? bounds }
                if element.paint.isStroked { reach = max(reach, (element.paint.strokeWidth ?? 1) * MaskContent.strokeReach) }
            }
            guard let bounds, let content = mask.content(masking: bounds, reach: reach, in: groups[key][index].transform) else { return nil }
            if let first = contents.first {
                guard haveOneCommandStructure(first.shape, content.shape), content.elements.count == first.elements.count,
                      zip(content.elements, first.elements).allSatisfy({ $0.contours == $1.contours }) else { return nil }
            }
            contents.append(content)
        }
        return byAlpha.map { Mask(contents: contents, byAlpha: $0) }
    }
}

extension SVGAnimation.EffectGroup {
    /// `items` (one per layer of a track, in paint order) with each run of
    /// them that one of `groups` draws made one item by `wrapping` (the
    /// group, and its items: its layers' with the groups within it
    /// wrapped first). Groups are wrapped in the order `inOrder` lists
    /// them.
    package static func grouping<Item>(_ items: [Item], in groups: [Self], wrapping: (Self, [Item]) -> Item) -> [Item] {
        func grouped(_ range: Range<Int>, _ groups: [Self]) -> [Item] {
            var result: [Item] = []
            var (layer, next) = (range.lowerBound, 0)
            while layer < range.upperBound {
                guard next < groups.count, groups[next].layers.lowerBound == layer else {
                    result.append(items[layer])
                    layer += 1
                    continue
                }
                result.append(wrapping(groups[next], grouped(groups[next].layers, groups[next].children)))
                (layer, next) = (groups[next].layers.upperBound, next + 1)
            }
            return result
        }
        return grouped(items.indices, groups)
    }

    /// `groups` and the groups within them, each after those within it,
    /// in paint order: the order `grouping(_:in:wrapping:)` wraps them.
    package static func inOrder(_ groups: [Self]) -> [Self] {
        groups.flatMap { inOrder($0.children) + [$0] }
    }
}
