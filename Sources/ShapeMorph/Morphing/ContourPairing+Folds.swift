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
