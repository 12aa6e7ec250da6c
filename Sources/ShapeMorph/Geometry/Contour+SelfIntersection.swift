extension Contour {
    /// A point where the contour, flattened to `piecesPerSegment` chords per
    /// segment, crosses itself, or nil when it does not. Chords that only
    /// touch, overlap along a line, or cross by less than a billionth of the
    /// contour's size (rounding, where the drawing touches) do not count,
    /// nor does a contour that is a point but for rounding.
    ///
    /// - Complexity: O(k log k + crossings tested) for k chords, by sweeping
    ///   the chords' x-extents; for many chords, near O(k) through a grid.
    package func selfIntersection(piecesPerSegment: Int = 12) -> Point? {
        var chordOrder: [Int] = []
        return Self.crossing(ofPolyline: flattened(piecesPerSegment: piecesPerSegment), isClosed: isClosed,
                             chordOrder: &chordOrder)
    }

    /// Whether `extent` is a point at double precision: no larger than a
    /// few thousand rounding steps of its coordinates (a contour drawn as
    /// one point, its handles a rounding apart, which draws nothing and
    /// cannot cross itself).
    static func isPoint(_ extent: Rect) -> Bool {
        let magnitude = max(abs(extent.minX), abs(extent.maxX), abs(extent.minY), abs(extent.maxY))
        return extent.diagonal <= 1e-12 * magnitude
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
        guard count >= 3, let extent = Rect(enclosing: points), !isPoint(extent) else { return nil }
        let tolerance = negligibleFraction * extent.diagonal
        func chord(_ index: Int) -> (Point, Point) { (points[index], points[(index + 1) % points.count]) }
        if count > Self.gridChordCount {
            let answer = gridCrossing(of: points, count: count, isClosed: isClosed, extent: extent, tolerance: tolerance)
            if answer.isDecided { return answer.crossing }
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
                if chordsCross(a, b, c, d, tolerance: tolerance) { return a }
            }
        }
        return nil
    }

    /// Whether chords a–b and c–d cross: each has the other's ends on
    /// opposite sides of its line, farther from it than `tolerance` times
    /// its length.
    package static func chordsCross(_ a: Point, _ b: Point, _ c: Point, _ d: Point, tolerance: Double) -> Bool {
        func separates(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
            let edge = b - a, margin = tolerance * edge.length
            let (sideC, sideD) = (edge.cross(c - a), edge.cross(d - a))
            return (sideC > margin && sideD < -margin) || (sideC < -margin && sideD > margin)
        }
        return separates(a, b, c, d) && separates(c, d, a, b)
    }

    /// From how many chords a grid looks for the crossing first: the sweep
    /// tests every two chords whose x-extents overlap, all of a long
    /// straight vertical side against each other (a rectangle matched at
    /// tens of thousands of segments).
    static let gridChordCount = 2048

    /// The crossing of the polyline found through a grid of about as many
    /// cells as chords, testing only chords that share a cell (nil when
    /// there is none). Undecided when the chords would fill the grid more
    /// than sixteen times over (chords long for the grid), for the sweep.
    private static func gridCrossing(of points: [Point], count: Int, isClosed: Bool, extent: Rect,
                                     tolerance: Double) -> (crossing: Point?, isDecided: Bool) {
        let side = min(1024, max(1, Int(Double(count).squareRoot())))
        let (width, height) = (max(extent.width, .leastNormalMagnitude), max(extent.height, .leastNormalMagnitude))
        func column(_ x: Double) -> Int { min(side - 1, max(0, Int((x - extent.minX) / width * Double(side)))) }
        func row(_ y: Double) -> Int { min(side - 1, max(0, Int((y - extent.minY) / height * Double(side)))) }
        func chord(_ index: Int) -> (Point, Point) { (points[index], points[(index + 1) % points.count]) }
        func cells(_ index: Int) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
            let (a, b) = chord(index)
            return (column(min(a.x, b.x))...column(max(a.x, b.x)), row(min(a.y, b.y))...row(max(a.y, b.y)))
        }
        // Chords by cell, counted first, then placed (a counting sort).
        var starts = [Int](repeating: 0, count: side * side + 1)
        var total = 0
        for index in 0..<count {
            let (columns, rows) = cells(index)
            total += columns.count * rows.count
            guard total <= 16 * count else { return (nil, false) }
            for y in rows { for x in columns { starts[y * side + x + 1] += 1 } }
        }
        for cell in 0..<side * side { starts[cell + 1] += starts[cell] }
        var members = [Int](repeating: 0, count: total), next = starts
        for index in 0..<count {
            let (columns, rows) = cells(index)
            for y in rows { for x in columns { members[next[y * side + x]] = index; next[y * side + x] += 1 } }
        }
        for y in 0..<side {
            for x in 0..<side {
                let cell = members[starts[y * side + x]..<starts[y * side + x + 1]]
                for (offset, i) in cell.enumerated() {
                    let (a, b) = chord(i), cellsI = cells(i)
                    for j in cell.dropFirst(offset + 1) {
                        let gap = abs(i - j)
                        if gap == 1 || (isClosed && gap == count - 1) { continue }
                        // Each two chords are tested in the first cell they share.
                        let cellsJ = cells(j)
                        guard max(cellsI.columns.lowerBound, cellsJ.columns.lowerBound) == x,
                              max(cellsI.rows.lowerBound, cellsJ.rows.lowerBound) == y else { continue }
                        let (c, d) = chord(j)
                        if chordsCross(a, b, c, d, tolerance: tolerance) { return (a, true) }
                    }
                }
            }
        }
        return (nil, true)
    }
}
