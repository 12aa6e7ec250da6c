/// Pairs the contours of two shapes part by part: outlines with outlines by
/// an optimal assignment, then, inside each pair of outlines, their holes
/// with each other; holes left over inside paired outlines on both sides
/// pair among themselves. The holes of an outline without a partner stay
/// with it, and bud as it does: paired elsewhere, a hole would leave its
/// outline, and the nonzero rule would ink it outside. Every contour of
/// the side with fewer outlines (and, inside a pair, fewer holes) gets a
/// partner, so a morph is never a cross-fade of shrinking and growing
/// dots; the contours left over bud from their neighbours (see `Morph`).
///
/// Outlines and holes come from `ShapeParts` (the fill on either side of a
/// contour), not from winding signs. The cost of pairing two contours, in
/// units of the shapes' size `S` (the larger bounding-box diagonal): the
/// squared distance between their centroids plus the squared difference of
/// their sizes (√|area|, or perimeter/4 for open and flat contours), each
/// over `S²`, plus ¼ when one is open and the other closed.
///
/// Up to `optimalAssignmentLimit` costs (k·l) the assignment is optimal;
/// beyond, pairs are made from each contour's nearest candidates, cheapest
/// first (`nearbyAssignment`), so thousands of contours pair in linear memory.
///
/// - Complexity: O(k²·l) for k ≤ l outlines (likewise for holes) up to the
///   limit, O((k + l) log(k + l)) past it, after O(segments) to measure them.
enum ContourPairing {
    /// The most costs (rows × columns) the optimal assignment computes: 500 × 500.
    static let optimalAssignmentLimit = 250_000
    /// What pairing an open contour with a closed one adds to the cost: as
    /// much as centroids half the matching scale apart, so an open contour
    /// prefers an open partner nearby but still closes up rather than pop.
    static let openClosedCost = 0.25

    struct Features {
        var centroid: Point
        var size: Double
        var isClosed: Bool
    }

    static func features(of tables: [ArcLengthTable]) -> [Features] {
        tables.map { table in
            let contour = table.contour
            let area = contour.signedArea
            let flat = abs(area) <= negligibleFraction * table.totalLength * table.totalLength
            return Features(
                centroid: table.perimeterCentroid(),
                size: flat || !contour.isClosed ? table.totalLength / 4 : abs(area).squareRoot(),
                isClosed: contour.isClosed)
        }
    }

    static func cost(_ a: Features, _ b: Features, scale: Double) -> Double {
        let squared = scale * scale
        var cost = (a.centroid - b.centroid).magnitudeSquared / squared
            + (a.size - b.size) * (a.size - b.size) / squared
        if a.isClosed != b.isClosed { cost += openClosedCost }
        return cost
    }

    /// The pairs, in source order, then the unpaired target contours;
    /// `partsA` and `partsB` are the shapes' outlines and holes, and the
    /// tables measure their contours.
    static func pairs(from source: Shape, _ partsA: ShapeParts, _ sourceTables: [ArcLengthTable],
                      to target: Shape, _ partsB: ShapeParts, _ targetTables: [ArcLengthTable]) -> [ContourPair] {
        let a = features(of: sourceTables), b = features(of: targetTables)
        let diagonal = max(source.bounds?.diagonal ?? 0, target.bounds?.diagonal ?? 0)
        let scale = diagonal > 0 ? diagonal : 1
        var targetOfSource = [Int?](repeating: nil, count: a.count)

        /// Pairs every contour of the smaller list with one of the larger.
        func assign(_ sources: [Int], _ targets: [Int]) {
            guard !sources.isEmpty, !targets.isEmpty else { return }
            let sourceIsRows = sources.count <= targets.count
            let rows = sourceIsRows ? sources : targets, columns = sourceIsRows ? targets : sources
            func pairCost(_ row: Int, _ column: Int) -> Double {
                sourceIsRows ? cost(a[rows[row]], b[columns[column]], scale: scale)
                    : cost(a[columns[column]], b[rows[row]], scale: scale)
            }
            let assignment: [Int]
            if rows.count * columns.count <= optimalAssignmentLimit {
                assignment = optimalAssignment(costs: rows.indices.map { row in columns.indices.map { pairCost(row, $0) } })
            } else {
                let (rowFeatures, columnFeatures) = sourceIsRows ? (a, b) : (b, a)
                func position(_ features: Features) -> Point { Point(x: features.centroid.x / scale, y: features.centroid.y / scale) }
                assignment = nearbyAssignment(rows: rows.map { position(rowFeatures[$0]) },
                                              columns: columns.map { position(columnFeatures[$0]) }, cost: pairCost)
            }
            for (row, column) in assignment.enumerated() {
                if sourceIsRows { targetOfSource[rows[row]] = columns[column] } else { targetOfSource[columns[column]] = rows[row] }
            }
        }

        assign(a.indices.filter { partsA.roles[$0] != .hole }, b.indices.filter { partsB.roles[$0] != .hole })
        let holesA = children(partsA.parents), holesB = children(partsB.parents)
        for (outline, partner) in targetOfSource.enumerated() {
            guard let partner, partsA.roles[outline] != .hole else { continue }
            assign(holesA[outline], holesB[partner])
        }
        let pairedTargets = Set(targetOfSource.compactMap { $0 })
        assign(a.indices.filter { partsA.roles[$0] == .hole && targetOfSource[$0] == nil
                   && partsA.parents[$0].map { targetOfSource[$0] != nil } != false },
               b.indices.filter { partsB.roles[$0] == .hole && !pairedTargets.contains($0)
                   && partsB.parents[$0].map(pairedTargets.contains) != false })

        let allPairedTargets = Set(targetOfSource.compactMap { $0 })
        return targetOfSource.enumerated().map { ContourPair(source: $0, target: $1) }
            + b.indices.filter { !allPairedTargets.contains($0) }.map { ContourPair(source: nil, target: $0) }
    }

    /// The contours inside each contour, from each contour's parent.
    private static func children(_ parents: [Int?]) -> [[Int]] {
        var children = [[Int]](repeating: [], count: parents.count)
        for (index, parent) in parents.enumerated() {
            if let parent { children[parent].append(index) }
        }
        return children
    }
}
