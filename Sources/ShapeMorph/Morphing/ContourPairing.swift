/// Pairs the contours of two shapes by an optimal assignment.
///
/// The cost of pairing two contours, in units of the shapes' size `S` (the
/// larger bounding-box diagonal): the squared distance between their centroids
/// plus the squared difference of their sizes (√|area|, or perimeter/4 for
/// open and flat contours), each over `S²`; pairing a hole with an outline
/// adds 4 and an open with a closed contour adds 8. The side with fewer
/// contours is assigned in full (Hungarian algorithm); the remaining contours
/// of the other side grow from or shrink to a point.
///
/// - Complexity: O(k² × l) for k ≤ l contours, after O(segments) features.
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

    /// The pairs, in source order, then the unpaired target contours.
    static func pairs(from source: Shape, to target: Shape) -> [ContourPair] {
        let a = features(of: source), b = features(of: target)
        let scale = max(source.bounds?.diagonal ?? 0, target.bounds?.diagonal ?? 0, .leastNormalMagnitude)
        let sourceIsRows = a.count <= b.count
        let rows = sourceIsRows ? a : b, columns = sourceIsRows ? b : a
        let costs = rows.map { row in columns.map { cost(row, $0, scale: scale) } }
        let assignment = optimalAssignment(costs: costs)
        var targetOfSource = [Int?](repeating: nil, count: a.count)
        for (row, column) in assignment.enumerated() {
            if sourceIsRows { targetOfSource[row] = column } else { targetOfSource[column] = row }
        }
        let pairedTargets = Set(targetOfSource.compactMap { $0 })
        return targetOfSource.enumerated().map { ContourPair(source: $0, target: $1) }
            + b.indices.filter { !pairedTargets.contains($0) }.map { ContourPair(source: nil, target: $0) }
    }
}
