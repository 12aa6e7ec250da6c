extension ContourPairing {
    /// `computed` pairs (in source order, then the unpaired target
    /// contours, as `pairs(from:…)` makes them) with `pins` kept: each pinned
    /// pair as given, every other computed pair where neither of its
    /// contours is pinned, and the contours this leaves without a partner
    /// alone; in the same order. `computed` itself without pins.
    ///
    /// - Precondition: the pins name contours below `sourceCount` and
    ///   `targetCount`, each at most once.
    static func keeping(_ pins: [ContourPair], in computed: [ContourPair], sourceCount: Int, targetCount: Int) -> [ContourPair] {
        guard !pins.isEmpty else { return computed }
        let pinnedSources = Set(pins.compactMap(\.source)), pinnedTargets = Set(pins.compactMap(\.target))
        var targetOfSource = [Int?](repeating: nil, count: sourceCount)
        var pairedTargets = Set<Int>()
        for pair in computed {
            guard let source = pair.source, let target = pair.target,
                  !pinnedSources.contains(source), !pinnedTargets.contains(target) else { continue }
            targetOfSource[source] = target
            pairedTargets.insert(target)
        }
        for pin in pins {
            if let source = pin.source { targetOfSource[source] = pin.target }
            if let target = pin.target { pairedTargets.insert(target) }
        }
        return targetOfSource.enumerated().map { ContourPair(source: $0.offset, target: $0.element) }
            + (0..<targetCount).filter { !pairedTargets.contains($0) }.map { ContourPair(source: nil, target: $0) }
    }
}
