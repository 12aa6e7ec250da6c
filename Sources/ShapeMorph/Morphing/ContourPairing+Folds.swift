extension ContourPairing {
    /// `pairs` (in source order, then the unpaired target contours) with the
    /// pairs at `folding` given up: a contour that cannot become its partner
    /// without crossing itself on any path (`ContourCorrespondence.folds`)
    /// shrinks into its paired neighbours instead, and the partner grows out
    /// of them (`Budding`). The holes paired inside either side are given up
    /// too, so that they shrink and grow with their outlines. `pinned` pairs
    /// are kept, and so is everything when no pair would be left to bud from.
    static func releasing(_ folding: Set<Int>, in pairs: [ContourPair], sourceParents: [Int?], targetParents: [Int?],
                          pinned: [ContourPair]) -> [ContourPair] {
        let released = folding.filter { !pinned.contains(pairs[$0]) }
        guard !released.isEmpty else { return pairs }
        let releasedSources = Set(released.compactMap { pairs[$0].source })
        let releasedTargets = Set(released.compactMap { pairs[$0].target })
        func isReleased(_ index: Int) -> Bool {
            let pair = pairs[index]
            guard pair.source != nil, pair.target != nil else { return false }
            return released.contains(index)
                || pair.source.flatMap { sourceParents[$0] }.map(releasedSources.contains) == true
                || pair.target.flatMap { targetParents[$0] }.map(releasedTargets.contains) == true
        }
        let kept = pairs.indices.map { isReleased($0) ? ContourPair(source: pairs[$0].source, target: nil) : pairs[$0] }
        guard kept.contains(where: { $0.source != nil && $0.target != nil }) else { return pairs }
        let grown = pairs.indices.filter(isReleased).map { ContourPair(source: nil, target: pairs[$0].target) }
        let firstUnpairedTarget = kept.firstIndex { $0.source == nil } ?? kept.count
        return Array(kept[..<firstUnpairedTarget]) + grown + kept[firstUnpairedTarget...]
    }
}

extension ContourPairing {
    /// Where the pair at `index` of `pairs` folds and is the only pair: the
    /// pairings in which one of its contours takes another partner instead,
    /// a contour of the other side without one and of the same role
    /// (outline or hole), cheapest first by `cost`. The contour it leaves
    /// buds from the new pair.
    static func otherPartners(for index: Int, in pairs: [ContourPair], source: [Features], _ sourceRoles: [ShapeParts.Role],
                              target: [Features], _ targetRoles: [ShapeParts.Role], scale: Double) -> [[ContourPair]] {
        guard let s = pairs[index].source, let t = pairs[index].target else { return [] }
        var options: [(cost: Double, pairs: [ContourPair])] = []
        for (position, pair) in pairs.enumerated() {
            if let u = pair.source, pair.target == nil, sourceRoles[u] == sourceRoles[s] {
                var other = pairs
                other[index] = ContourPair(source: s, target: nil)
                other[position] = ContourPair(source: u, target: t)
                options.append((cost(source[u], target[t], scale: scale), other))
            } else if let v = pair.target, pair.source == nil, targetRoles[v] == targetRoles[t] {
                var other = pairs
                other[index] = ContourPair(source: s, target: v)
                other.remove(at: position)
                other.append(ContourPair(source: nil, target: t))
                options.append((cost(source[s], target[v], scale: scale), other))
            }
        }
        return options.sorted { $0.cost < $1.cost }.map(\.pairs)
    }
}
