extension Contour {
    /// A point where the contour, flattened to `piecesPerSegment` chords per
    /// segment, crosses itself, or nil when it does not. Chords that only
    /// touch, overlap along a line, or cross by less than a billionth of the
    /// contour's size (rounding, where the drawing touches) do not count.
    ///
    /// - Complexity: O(k log k + crossings tested) for k chords, by sweeping
    ///   the chords' x-extents.
    package func selfIntersection(piecesPerSegment: Int = 12) -> Point? {
        let points = flattened(piecesPerSegment: piecesPerSegment)
        let count = isClosed ? points.count : points.count - 1
        guard count >= 3, let size = bounds?.diagonal else { return nil }
        let tolerance = negligibleFraction * size
        func chord(_ index: Int) -> (Point, Point) { (points[index], points[(index + 1) % points.count]) }
        /// Whether `c` and `d` lie on opposite sides of the line through `a`
        /// and `b`, each farther from it than the tolerance.
        func separates(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
            let edge = b - a, margin = tolerance * edge.length
            let (sideC, sideD) = (edge.cross(c - a), edge.cross(d - a))
            return (sideC > margin && sideD < -margin) || (sideC < -margin && sideD > margin)
        }
        let minX = (0..<count).map { min(points[$0].x, points[($0 + 1) % points.count].x) }
        let order = (0..<count).sorted { minX[$0] < minX[$1] }
        for (rank, i) in order.enumerated() {
            let (a, b) = chord(i)
            let maxX = max(a.x, b.x), minY = min(a.y, b.y), maxY = max(a.y, b.y)
            for j in order[(rank + 1)...] {
                let (c, d) = chord(j)
                if minX[j] > maxX { break }
                let gap = abs(i - j)
                if gap == 1 || (isClosed && gap == count - 1) { continue }
                if max(c.y, d.y) < minY || min(c.y, d.y) > maxY { continue }
                if separates(a, b, c, d) && separates(c, d, a, b) { return a }
            }
        }
        return nil
    }
}
