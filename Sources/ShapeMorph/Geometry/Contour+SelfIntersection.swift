extension Contour {
    /// A point where the contour, flattened to `piecesPerSegment` chords per
    /// segment, crosses itself, or nil when it does not. Chords that only
    /// touch, or overlap along a line, do not count as crossing.
    ///
    /// - Complexity: O(k log k + crossings tested) for k chords, by sweeping
    ///   the chords' x-extents.
    package func selfIntersection(piecesPerSegment: Int = 12) -> Point? {
        let points = flattened(piecesPerSegment: piecesPerSegment)
        let count = isClosed ? points.count : points.count - 1
        guard count >= 3 else { return nil }
        func chord(_ index: Int) -> (Point, Point) { (points[index], points[(index + 1) % points.count]) }
        let order = (0..<count).sorted { min(chord($0).0.x, chord($0).1.x) < min(chord($1).0.x, chord($1).1.x) }
        for (rank, i) in order.enumerated() {
            let (a, b) = chord(i)
            let maxX = max(a.x, b.x), minY = min(a.y, b.y), maxY = max(a.y, b.y)
            for j in order[(rank + 1)...] {
                let (c, d) = chord(j)
                if min(c.x, d.x) > maxX { break }
                let gap = abs(i - j)
                if gap == 1 || (isClosed && gap == count - 1) { continue }
                if max(c.y, d.y) < minY || min(c.y, d.y) > maxY { continue }
                let d1 = (b - a).cross(c - a), d2 = (b - a).cross(d - a)
                let d3 = (d - c).cross(a - c), d4 = (d - c).cross(b - c)
                if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return a }
            }
        }
        return nil
    }
}
