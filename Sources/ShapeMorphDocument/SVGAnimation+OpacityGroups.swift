import Foundation

extension SVGAnimation {
    /// A group that fades the layers it draws as one (a carried group's
    /// `opacity`): drawn together, then faded, so that where they overlap
    /// they do not show through each other.
    package struct OpacityGroup: Equatable, Sendable {
        /// The layers it draws, one after another in paint order.
        package var layers: Range<Int>
        /// Its opacity at each key played, 0…1.
        package var opacities: [Double]
        /// The groups within it, in paint order.
        package var children: [OpacityGroup]
    }

    /// The opacity groups a track's layers are drawn in at the keys
    /// `played` (indices into `keys`), outermost first: none where no key
    /// draws in one, nil where a writer cannot wrap layers in them — a
    /// layer changes groups between keys (an element and its partner drawn
    /// in groups unlike each other switch at half way), or a group's layers
    /// are not drawn one after another.
    package static func opacityGroups(of keys: Keys, playing played: [Int]) -> [OpacityGroup]? {
        guard let first = played.first,
              [first, played[played.count / 2], played[played.count - 1]].contains(where: { !keys.groups(at: $0).isEmpty }) else { return [] }
        // Each key's groups, and each layer's opacity groups there, outermost first.
        var chains: [[[Int]]] = [], groupsOfKey: [[SVGCarriedContent.Group]] = []
        for key in played {
            let groups = keys.groups(at: key)
            var layerChains: [[Int]] = []
            keys.forEachElement(at: key) { _, element in
                var chain: [Int] = [], group = element.group
                while let index = group {
                    if groups[index].effects["opacity"] != nil { chain.append(index) }
                    group = groups[index].parent
                }
                layerChains.append(chain.reversed())
            }
            chains.append(layerChains)
            groupsOfKey.append(groups)
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
            let text = group.effects["opacity"]!.trimmingCharacters(in: .whitespaces)
            let value = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
            return min(1, max(0, value ?? 1))
        }
        func groups(in layers: Range<Int>, depth: Int) -> [OpacityGroup] {
            var result: [OpacityGroup] = []
            var layer = layers.lowerBound
            while layer < layers.upperBound {
                guard names[layer].count > depth else { layer += 1; continue }
                let run = layersOfGroup[names[layer][depth]]!
                let range = run.first!..<run.last! + 1
                let opacities = chains.indices.map { key in opacity(groupsOfKey[key][chains[key][range.lowerBound][depth]]) }
                result.append(OpacityGroup(layers: range, opacities: opacities, children: groups(in: range, depth: depth + 1)))
                layer = range.upperBound
            }
            return result
        }
        return groups(in: 0..<names.count, depth: 0)
    }
}

extension SVGAnimation.OpacityGroup {
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
