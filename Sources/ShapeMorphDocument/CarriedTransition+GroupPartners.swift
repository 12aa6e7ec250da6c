import ShapeMorph

/// Which carried groups of the two ends of a document morph are drawn in
/// step: a paired layer's groups, and their enclosing groups, each
/// partnered once; and where a layer's group is already in step with
/// another (two groups merging into one, or one splitting in two), a copy
/// of that group drawn in step with the layer's other group in between.
extension CarriedTransition {
    /// A source group and a target group drawn in step, and the groups of
    /// `content(at:)` that draw them in between.
    struct GroupPartners: Hashable {
        var source: Int
        var target: Int
        /// The group of the in-between content drawing the source's (the
        /// source group itself, or a copy of it).
        var drawnSource: Int
        /// The group of the in-between content drawing the target's.
        var drawnTarget: Int
        /// Whether one of the two is a copy, made for this pair.
        var isCopy: Bool
    }

    /// The groups of paired layers and their enclosing groups in step,
    /// where their user spaces are the same or blend (neither degenerate),
    /// each partnered once; then, for a layer whose own group's partner is
    /// taken by another group while it is free, a copy of the taken one
    /// (after both ends' groups in the in-between content, in order).
    static func groupPartners(_ source: SVGCarriedContent, _ target: SVGCarriedContent,
                              layerGroups: [(source: Int?, target: Int?)]) -> [GroupPartners] {
        func inStep(_ a: Int, _ b: Int) -> Bool {
            source.groups[a].transform == target.groups[b].transform
                || source.groups[a].transform.inverse != nil && target.groups[b].transform.inverse != nil
        }
        var partners: [Int: Int] = [:], taken: Set<Int> = []
        var wanted: [(source: Int, target: Int)] = []
        for (start, end) in layerGroups {
            var (s, t) = (start, end)
            while let a = s, let b = t, inStep(a, b) {
                if let partner = partners[a] {
                    guard partner == b else { break }
                } else {
                    guard taken.insert(b).inserted else { break }
                    partners[a] = b
                }
                (s, t) = (source.groups[a].parent, target.groups[b].parent)
            }
            if let a = start, let b = end, partners[a] != b, inStep(a, b) { wanted.append((a, b)) }
        }
        let offset = source.groups.count
        var pairs = partners.sorted { $0.key < $1.key }.map { a, b in
            GroupPartners(source: a, target: b, drawnSource: a, drawnTarget: offset + b, isCopy: false)
        }
        // Each free group is copied for at most one partner (its first), so that no group blends two ways.
        var copied: (source: Set<Int>, target: Set<Int>) = ([], [])
        for (a, b) in wanted {
            let copy = offset + target.groups.count + pairs.count(where: \.isCopy)
            if partners[a] == nil, taken.contains(b), copied.source.insert(a).inserted {
                pairs.append(GroupPartners(source: a, target: b, drawnSource: a, drawnTarget: copy, isCopy: true))
            } else if partners[a] != nil, !taken.contains(b), copied.target.insert(b).inserted {
                pairs.append(GroupPartners(source: a, target: b, drawnSource: copy, drawnTarget: offset + b, isCopy: true))
            }
        }
        return pairs
    }

    /// The copies of groups that `partners` draw in between, in order: each
    /// a group of one end, its parent the original's (in the in-between
    /// content, where the target's groups come after the source's).
    static func groupCopies(_ partners: [GroupPartners], _ source: SVGCarriedContent, _ target: SVGCarriedContent)
        -> [SVGCarriedContent.Group] {
        partners.filter(\.isCopy).map { pair in
            guard pair.drawnSource == pair.source else { return source.groups[pair.source] }
            var group = target.groups[pair.target]
            group.parent = group.parent.map { $0 + source.groups.count }
            return group
        }
    }
}
