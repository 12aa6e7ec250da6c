/// Pairs the contours of two shapes by an optimal assignment.
///
/// The cost of pairing two contours, in units of the shapes' size `S` (the
/// larger bounding-box diagonal): the squared distance between their centroids
/// plus the squared difference of their sizes (√|area|, or perimeter/4 for
/// open and flat contours), each over `S²`; pairing a hole with an outline
/// adds 4 and an open with a closed contour adds 8. A contour may also stay
/// unpaired and grow from or shrink to a point, at the cost of its size
/// squared plus 1. The Hungarian algorithm finds the least total cost.
///
/// - Complexity: O((k + l)³) for k and l contours, after O(segments) to
///   measure them; beyond 256 contours in all, O(k²·l) with every contour of
///   the smaller side paired.
enum ContourPairing {
    struct Features {
        var centroid: Point
        var size: Double
        var isHole: Bool
        var isClosed: Bool
    }

    static func features(of shape: Shape) -> [Features] {
        let areas = shape.contours.map(\.signedArea)
        // Holes run against the contour of largest area.
        let dominant = areas.max { abs($0) < abs($1) } ?? 0
        return shape.contours.enumerated().map { index, contour in
            let table = ArcLengthTable(contour)
            let area = areas[index]
            let flat = abs(area) <= 1e-9 * table.totalLength * table.totalLength
            return Features(
                centroid: table.perimeterCentroid(),
                size: flat || !contour.isClosed ? table.totalLength / 4 : abs(area).squareRoot(),
                isHole: contour.isClosed && !flat && dominant != 0 && (area > 0) != (dominant > 0),
                isClosed: contour.isClosed)
        }
    }

    static func cost(_ a: Features, _ b: Features, scale: Double) -> Double {
        let squared = scale * scale
        var cost = (a.centroid - b.centroid).magnitudeSquared / squared
            + (a.size - b.size) * (a.size - b.size) / squared
        if a.isHole != b.isHole { cost += 4 }
        if a.isClosed != b.isClosed { cost += 8 }
        return cost
    }

    /// The cost of a contour growing from or shrinking to a point: its size
    /// squared plus a fixed price for appearing or vanishing.
    static func unpairedCost(_ a: Features, scale: Double) -> Double {
        1 + a.size * a.size / (scale * scale)
    }

    /// Above this many contours in all, the side with fewer contours is
    /// assigned in full (O(k²·l)) instead of letting every contour go unpaired
    /// (O((k + l)³)).
    static let fullAssignmentLimit = 256

    /// The pairs, in source order, then the unpaired target contours.
    static func pairs(from source: Shape, to target: Shape) -> [ContourPair] {
        let a = features(of: source), b = features(of: target)
        let diagonal = max(source.bounds?.diagonal ?? 0, target.bounds?.diagonal ?? 0)
        let scale = diagonal > 0 ? diagonal : 1
        var targetOfSource = [Int?](repeating: nil, count: a.count)
        if a.count + b.count <= fullAssignmentLimit {
            // Square problem: a dummy partner for every contour, so any may stay unpaired.
            let size = a.count + b.count
            let costs = (0..<size).map { row in
                (0..<size).map { column -> Double in
                    switch (row < a.count, column < b.count) {
                    case (true, true): cost(a[row], b[column], scale: scale)
                    case (true, false): unpairedCost(a[row], scale: scale)
                    case (false, true): unpairedCost(b[column], scale: scale)
                    case (false, false): 0
                    }
                }
            }
            for (row, column) in optimalAssignment(costs: costs).enumerated() where row < a.count && column < b.count {
                targetOfSource[row] = column
            }
        } else {
            let sourceIsRows = a.count <= b.count
            let rows = sourceIsRows ? a : b, columns = sourceIsRows ? b : a
            let assignment = optimalAssignment(costs: rows.map { row in columns.map { cost(row, $0, scale: scale) } })
            for (row, column) in assignment.enumerated() {
                if sourceIsRows { targetOfSource[row] = column } else { targetOfSource[column] = row }
            }
        }
        let pairedTargets = Set(targetOfSource.compactMap { $0 })
        return targetOfSource.enumerated().map { ContourPair(source: $0, target: $1) }
            + b.indices.filter { !pairedTargets.contains($0) }.map { ContourPair(source: nil, target: $0) }
    }
}
