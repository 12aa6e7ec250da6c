extension Contour {
    /// A point where the contour, flattened to `piecesPerSegment` chords per
    /// segment, crosses itself, or nil when it does not. Chords that only
    /// touch, overlap along a line, or cross by less than a billionth of the
    /// contour's size (rounding, where the drawing touches) do not count.
    ///
    /// - Complexity: O(k log k + crossings tested) for k chords, by sweeping
    ///   the chords' x-extents.
    package func selfIntersection(piecesPerSegment: Int = 12) -> Point? {
        var chordOrder: [Int] = []
        return Self.crossing(ofPolyline: flattened(piecesPerSegment: piecesPerSegment), isClosed: isClosed,
                             chordOrder: &chordOrder)
    }

    /// A point where the polyline through `points` (back to the first when
    /// closed) crosses itself, or nil when it does not, as
    /// `selfIntersection(piecesPerSegment:)` judges it.
    ///
    /// `chordOrder` is left holding the chords' indices by their left ends.
    /// Passed back for a polyline of as many points that moved a little, it
    /// is nearly in order already, and sorting it again costs next to
    /// nothing; empty, or of another count, it starts in drawing order.
    package static func crossing(ofPolyline points: [Point], isClosed: Bool, chordOrder: inout [Int]) -> Point? {
        let count = isClosed ? points.count : points.count - 1
        guard count >= 3, let extent = Rect(enclosing: points) else { return nil }
        let tolerance = negligibleFraction * extent.diagonal
        func chord(_ index: Int) -> (Point, Point) { (points[index], points[(index + 1) % points.count]) }
        /// Whether `c` and `d` lie on opposite sides of the line through `a`
        /// and `b`, each farther from it than the tolerance.
        func separates(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
            let edge = b - a, margin = tolerance * edge.length
            let (sideC, sideD) = (edge.cross(c - a), edge.cross(d - a))
            return (sideC > margin && sideD < -margin) || (sideC < -margin && sideD > margin)
        }
        // Chords by their left ends, each with where that is.
        if chordOrder.count != count { chordOrder = Array(0..<count) }
        var order = chordOrder.map { (minX: min(points[$0].x, points[($0 + 1) % points.count].x), index: $0) }
        order.sort { $0.minX < $1.minX }
        chordOrder = order.map(\.index)
        for (rank, (_, i)) in order.enumerated() {
            let (a, b) = chord(i)
            let maxX = max(a.x, b.x), minY = min(a.y, b.y), maxY = max(a.y, b.y)
            for (minX, j) in order[(rank + 1)...] {
                if minX > maxX { break }
                let (c, d) = chord(j)
                let gap = abs(i - j)
                if gap == 1 || (isClosed && gap == count - 1) { continue }
                if max(c.y, d.y) < minY || min(c.y, d.y) > maxY { continue }
                if separates(a, b, c, d) && separates(c, d, a, b) { return a }
            }
        }
        return nil
    }
}
