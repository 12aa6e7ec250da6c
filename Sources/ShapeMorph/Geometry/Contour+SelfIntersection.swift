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
    package static func crossing<Points: RandomAccessCollection<Point>>(
        ofPolyline points: Points, isClosed: Bool, chordOrder: inout [Int]
    ) -> Point? where Points.Index == Int {
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
            let edge = b - a
            let (sideC, sideD) = (edge.cross(c - a), edge.cross(d - a))
            // Ends on one side (or on the line) never cross, whatever the margin.
            guard (sideC > 0 && sideD < 0) || (sideC < 0 && sideD > 0) else { return false }
            let margin = tolerance * edge.length
            return (sideC > margin && sideD < -margin) || (sideC < -margin && sideD > margin)
        }
        return separates(a, b, c, d) && separates(c, d, a, b)
    }

    /// From how many chords a grid looks for the crossing first: the sweep
    /// tests every two chords whose x-extents overlap, all of a long
    /// straight vertical side against each other (a rectangle matched at
    /// tens of thousands of segments).
    static let gridChordCount = 2048

    /// About how many cell touches a band of the grid's rows holds.
    private static let bandTouches = 1 << 18

    /// The crossing of the polyline found through a grid whose cells are
    /// about twice as wide as the chords are long on average, testing only
    /// chords that share a cell (nil when there is none). Only the cells
    /// chords touch exist (sorted by cell, not held in a table of the whole
    /// extent), so a long thin polyline — a contour of hundreds of
    /// thousands of short chords — puts a few chords in each. Undecided
    /// when the chords would touch more than sixteen cells each on average
    /// (chords long for the grid), for the sweep.
    private static func gridCrossing<Points: RandomAccessCollection<Point>>(
        of points: Points, count: Int, isClosed: Bool, extent: Rect, tolerance: Double
    ) -> (crossing: Point?, isDecided: Bool) where Points.Index == Int {
        // A chord's number must fit its 23 bits of a cell key.
        guard count < 1 << 23 else { return (nil, false) }
        func chord(_ index: Int) -> (Point, Point) { (points[index], points[index + 1 == points.count ? 0 : index + 1]) }
        var span = 0.0
        for index in 0..<count {
            let (a, b) = chord(index)
            span += max(abs(b.x - a.x), abs(b.y - a.y))
        }
        // Cells no smaller than the extent over 2^19 a side, so that a cell
        // and a chord fit in one number: row, column and chord in 20, 20 and
        // 23 bits.
        let size = max(2 * span / Double(count), max(extent.width, extent.height) / Double(1 << 19), .leastNormalMagnitude)
        func cell(_ value: Double, _ origin: Double) -> Int { Int(((value - origin) / size).rounded(.down)) }
        // Each chord's first column and row and its last row, and how many
        // cells they touch.
        var firstCells = [(column: Int32, row: Int32, lastRow: Int32)](repeating: (0, 0, 0), count: count)
        var touchCount = 0, lastRow = 0
        for index in 0..<count {
            let (a, b) = chord(index)
            let columns = cell(min(a.x, b.x), extent.minX)...cell(max(a.x, b.x), extent.minX)
            let rows = cell(min(a.y, b.y), extent.minY)...cell(max(a.y, b.y), extent.minY)
            touchCount += columns.count * rows.count
            guard touchCount <= 16 * count else { return (nil, false) }
            firstCells[index] = (Int32(columns.lowerBound), Int32(rows.lowerBound), Int32(rows.upperBound))
            lastRow = max(lastRow, rows.upperBound)
        }
        // The cells chords touch, sorted, a band of rows at a time (the
        // bands in order, so cells are visited in the same order as at once):
        // a band's touches, not all, are held.
        let bands = max(1, min(touchCount / Self.bandTouches, lastRow + 1))
        var touches: [Int] = []
        touches.reserveCapacity(touchCount / bands + count / bands + 1)
        let chordBits = (1 << 23) - 1
        for band in 0..<bands {
            let bandRows = band * (lastRow + 1) / bands..<(band + 1) * (lastRow + 1) / bands
            touches.removeAll(keepingCapacity: true)
            for index in 0..<count {
                let rows = Int(firstCells[index].row)...Int(firstCells[index].lastRow)
                guard rows.overlaps(bandRows) else { continue }
                let (a, b) = chord(index)
                let columns = cell(min(a.x, b.x), extent.minX)...cell(max(a.x, b.x), extent.minX)
                for y in rows.clamped(to: bandRows.lowerBound...(bandRows.upperBound - 1)) {
                    for x in columns { touches.append((y << 20 | x) << 23 | index) }
                }
            }
            touches.sort()
            var first = 0
            while first < touches.count {
                let key = touches[first] >> 23
                var last = first + 1
                while last < touches.count, touches[last] >> 23 == key { last += 1 }
                let (x, y) = (Int32(key & ((1 << 20) - 1)), Int32(key >> 20))
                for i in first..<last {
                    let chordI = touches[i] & chordBits
                    let (a, b) = chord(chordI), cellI = firstCells[chordI]
                    for j in (i + 1)..<last {
                        let chordJ = touches[j] & chordBits
                        let gap = abs(chordI - chordJ)
                        if gap == 1 || (isClosed && gap == count - 1) { continue }
                        // Each two chords are tested in the first cell they share.
                        let cellJ = firstCells[chordJ]
                        guard max(cellI.column, cellJ.column) == x, max(cellI.row, cellJ.row) == y else { continue }
                        let (c, d) = chord(chordJ)
                        if chordsCross(a, b, c, d, tolerance: tolerance) { return (a, true) }
                    }
                }
                first = last
            }
        }
        return (nil, true)
    }
}
