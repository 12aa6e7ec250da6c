extension Morph {
    /// The contours of `pairs` matched (`matchPairedContours`), where no
    /// pair folds on every path if it can be helped: a folding pair is given
    /// up where other pairs are left to bud from
    /// (`ContourPairing.releasing`); where it is the only pair, one of its
    /// contours takes another partner that does not fold, if one of the
    /// `partnerTrials` cheapest does (`ContourPairing.otherPartners`).
    /// `pairs` becomes the pairing matched. Pairs the caller gives
    /// (`contourPairs`, pins) are kept. Where a pair still folds, thin bands
    /// melt too (`MorphOptions.meltsThinBands`), if that folds fewer.
    static func matchAvoidingFolds(
        _ pairs: inout [ContourPair], of scaledSource: Shape, _ sourceTables: [ArcLengthTable], _ sourceParts: ShapeParts,
        to scaledTarget: Shape, _ targetTables: [ArcLengthTable], _ targetParts: ShapeParts, options: MorphOptions
    ) -> PairedContours {
        let paired = matchPairingAround(&pairs, of: scaledSource, sourceTables, sourceParts, to: scaledTarget, targetTables,
                                        targetParts, options: options)
        guard !paired.folding.isEmpty, !options.meltsThinBands else { return paired }
        var melting = options
        melting.meltsThinBands = true
        let melted = matchPairedContours(pairs, of: scaledSource, sourceTables, sourceParts, to: scaledTarget, targetTables,
                                         targetParts, options: melting)
        return melted.folding.count < paired.folding.count ? melted : paired
    }

    /// The contours of `pairs` matched, with folding pairs given up or
    /// given other partners where the caller did not pair them.
    private static func matchPairingAround(
        _ pairs: inout [ContourPair], of scaledSource: Shape, _ sourceTables: [ArcLengthTable], _ sourceParts: ShapeParts,
        to scaledTarget: Shape, _ targetTables: [ArcLengthTable], _ targetParts: ShapeParts, options: MorphOptions
    ) -> PairedContours {
        func matched(_ pairs: [ContourPair]) -> PairedContours {
            matchPairedContours(pairs, of: scaledSource, sourceTables, sourceParts, to: scaledTarget, targetTables, targetParts,
                                options: options)
        }
        let first = matched(pairs)
        guard options.contourPairs == nil, !first.folding.isEmpty else { return first }
        let released = ContourPairing.releasing(first.folding, in: pairs, sourceParents: sourceParts.parents,
                                                targetParents: targetParts.parents, pinned: options.pinnedContourPairs)
        if released != pairs {
            pairs = released
            return matched(pairs)
        }
        guard first.folding.count == 1, let folding = first.folding.first,
              !options.pinnedContourPairs.contains(pairs[folding]) else { return first }
        let diagonal = max(scaledSource.bounds?.diagonal ?? 0, scaledTarget.bounds?.diagonal ?? 0)
        let others = ContourPairing.otherPartners(
            for: folding, in: pairs, source: ContourPairing.features(of: sourceTables), sourceParts.roles,
            target: ContourPairing.features(of: targetTables), targetParts.roles, scale: diagonal > 0 ? diagonal : 1)
        for other in others.prefix(partnerTrials) {
            let tried = matched(other)
            if tried.folding.isEmpty {
                pairs = other
                return tried
            }
        }
        return first
    }

    /// How many other partners a lone folding pair's contours try.
    static let partnerTrials = 3
}
