import ShapeMorph

/// Which carried groups of the two ends of a document morph are drawn in
/// step: a paired layer's groups, and their enclosing groups, each
/// partnered once; and where a layer's group is already in step with
/// another (two groups merging into one, one splitting in two, a layer
/// crossing between groups), a copy of it drawn in step with the layer's
/// other group in between.
extension CarriedTransition {
    /// A source group and a target group drawn in step, and the groups of
    /// `content(at:)` that draw them in between.
    struct GroupPartners: Hashable {
        var source: Int
        var target: Int
        /// Whether the in-between content draws a copy of the source's
        /// group, made for this pair, instead of the group itself.
        var copiesSource = false
        /// Whether it draws a copy of the target's group.
        var copiesTarget = false
        /// The group of the in-between content drawing the source's.
        var drawnSource: Int
        /// The group of the in-between content drawing the target's.
        var drawnTarget: Int

        /// Whether either group is a copy.
        var isCopy: Bool { copiesSource || copiesTarget }
    }

    /// A source group and a target group, as a key.
    struct GroupPair: Hashable {
        var source: Int
        var target: Int
    }

    /// The groups of paired layers and their enclosing groups in step,
    /// where their user spaces are the same or blend (neither degenerate),
    /// each partnered once; then, for a layer whose own groups are not
    /// partners, a pair of the two in which each group already in step
    /// with another is a copy of it. And the copies, in order, to come after
    /// both ends' groups in the in-between content (a copy's parent is the
    /// original's).
    static func groupPartners(_ source: SVGCarriedContent, _ target: SVGCarriedContent, layerGroups: [(source: Int?, target: Int?)])
        -> (pairs: [GroupPartners], copies: [SVGCarriedContent.Group]) {
        func inStep(_ a: Int, _ b: Int) -> Bool {
            source.groups[a].transform == target.groups[b].transform
                || source.groups[a].transform.inverse != nil && target.groups[b].transform.inverse != nil
        }
        var partners: [Int: Int] = [:], taken: Set<Int> = []
        var wanted: [GroupPair] = []
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
            if let a = start, let b = end, inStep(a, b) { wanted.append(GroupPair(source: a, target: b)) }
        }
        let offset = source.groups.count
        var pairs = partners.sorted { $0.key < $1.key }.map { a, b in GroupPartners(source: a, target: b, drawnSource: a, drawnTarget: offset + b) }
        var copies: [SVGCarriedContent.Group] = []
        // A group in step with one group already is copied for any other, so that no group blends two ways.
        var used = (source: Set(partners.keys), target: taken), seen: Set<GroupPair> = []
        for want in wanted where partners[want.source] != want.target && seen.insert(want).inserted {
            var pair = GroupPartners(source: want.source, target: want.target, drawnSource: want.source, drawnTarget: offset + want.target)
            if !used.source.insert(want.source).inserted {
                (pair.copiesSource, pair.drawnSource) = (true, offset + target.groups.count + copies.count)
                copies.append(source.groups[want.source])
            }
            if !used.target.insert(want.target).inserted {
                (pair.copiesTarget, pair.drawnTarget) = (true, offset + target.groups.count + copies.count)
                var copy = target.groups[want.target]
                copy.parent = copy.parent.map { $0 + offset }
                copies.append(copy)
            }
            pairs.append(pair)
        }
        return (pairs, copies)
    }
}
