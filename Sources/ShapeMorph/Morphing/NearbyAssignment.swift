/// An assignment for many rows and columns, from nearby candidates only:
/// each row's cheapest columns are found through a grid over the columns'
/// positions, and pairs are made cheapest first. Not optimal like
/// `optimalAssignment`, but O((rows + columns) log) in time and linear in
/// memory where the optimal one needs a cost for every row and column.
///
/// - Parameters:
///   - rows: a position per row; `columns`: a position per column, at least
///     as many as rows.
///   - cost: the cost of pairing a row with a column; never less than the
///     squared distance between their positions (the search relies on it).
/// - Returns: for each row, its column, all distinct.
func nearbyAssignment(rows: [Point], columns: [Point], cost: (Int, Int) -> Double) -> [Int] {
    precondition(rows.count <= columns.count, "The assignment needs at least as many columns as rows.")
    var columnOfRow = [Int?](repeating: nil, count: rows.count)
    var freeRows = Array(rows.indices), freeColumns = Array(columns.indices)
    // Each round pairs at least the cheapest candidate pair left, so rounds end.
    while !freeRows.isEmpty {
        let grid = PointGrid(points: freeColumns.map { columns[$0] })
        var candidates: [(cost: Double, row: Int, column: Int)] = []
        candidates.reserveCapacity(freeRows.count * nearbyCandidateCount)
        for row in freeRows {
            for slot in grid.nearest(to: rows[row], count: nearbyCandidateCount, cost: { cost(row, freeColumns[$0]) }) {
                candidates.append((cost(row, freeColumns[slot]), row, freeColumns[slot]))
            }
        }
        candidates.sort { ($0.cost, $0.row, $0.column) < ($1.cost, $1.row, $1.column) }
        var taken = Set<Int>()
        for candidate in candidates where columnOfRow[candidate.row] == nil && !taken.contains(candidate.column) {
            columnOfRow[candidate.row] = candidate.column
            taken.insert(candidate.column)
        }
        freeRows.removeAll { columnOfRow[$0] != nil }
        freeColumns.removeAll { taken.contains($0) }
    }
    return columnOfRow.map { $0! }
}

/// How many candidate columns each row considers per round.
private let nearbyCandidateCount = 8

/// Points in a uniform grid, about two per cell, for nearest-point searches.
private struct PointGrid {
    /// The most cells along a side: 4 M cells, about 100 MB of empty buckets.
    private static let largestSide = 2048

    let points: [Point]
    private let box: Rect
    private let side: Int
    private let cellSize: Double
    private let cells: [[Int]]

    init(points: [Point]) {
        self.points = points
        box = Rect(enclosing: points) ?? Rect(minX: 0, minY: 0, maxX: 0, maxY: 0)
        side = max(1, min(Self.largestSide, Int((Double(points.count) / 2).squareRoot())))
        cellSize = max(box.width, box.height) / Double(side)
        var cells = [[Int]](repeating: [], count: side * side)
        for (index, point) in points.enumerated() {
            let (column, row) = Self.cell(of: point, box: box, side: side, cellSize: cellSize)
            cells[row * side + column].append(index)
        }
        self.cells = cells
    }

    private func cell(of point: Point) -> (column: Int, row: Int) {
        Self.cell(of: point, box: box, side: side, cellSize: cellSize)
    }

    private static func cell(of point: Point, box: Rect, side: Int, cellSize: Double) -> (column: Int, row: Int) {
        guard cellSize > 0 else { return (0, 0) }
        func index(_ value: Double, _ origin: Double) -> Int {
            let position = ((value - origin) / cellSize).rounded(.down)
            return position.isFinite ? min(side - 1, max(0, Int(position))) : 0
        }
        return (index(point.x, box.minX), index(point.y, box.minY))
    }

    /// The `count` points of least `cost` (or all, if fewer), searched ring
    /// by ring around `point` until no farther ring can hold a cheaper one.
    func nearest(to point: Point, count: Int, cost: (Int) -> Double) -> [Int] {
        let (column, row) = cell(of: point)
        var best: [(cost: Double, index: Int)] = []
        // How far the query lies outside the grid, which every ring adds to.
        let outside = max(box.minX - point.x, point.x - box.maxX, box.minY - point.y, point.y - box.maxY, 0)
        for ring in 0..<side {
            if best.count == count {
                let reach = outside + Double(max(ring - 1, 0)) * cellSize
                if reach * reach > best[best.count - 1].cost { break }
            }
            for (c, r) in ringCells(around: (column, row), ring) {
                for index in cells[r * side + c] {
                    let value = cost(index)
                    guard best.count < count || value < best[best.count - 1].cost else { continue }
                    let at = best.firstIndex { value < $0.cost } ?? best.count
                    best.insert((value, index), at: at)
                    if best.count > count { best.removeLast() }
                }
            }
        }
        return best.map(\.index)
    }

    /// The cells of the grid exactly `ring` cells (in the larger of the two
    /// directions) from `center`.
    private func ringCells(around center: (column: Int, row: Int), _ ring: Int) -> [(Int, Int)] {
        guard ring > 0 else { return [center] }
        let columns = max(0, center.column - ring)...min(side - 1, center.column + ring)
        var result: [(Int, Int)] = []
        for row in [center.row - ring, center.row + ring] where (0..<side).contains(row) {
            result += columns.map { ($0, row) }
        }
        let inner = max(0, center.row - ring + 1)...min(side - 1, center.row + ring - 1)
        for column in [center.column - ring, center.column + ring] where (0..<side).contains(column) && !inner.isEmpty {
            result += inner.map { (column, $0) }
        }
        return result
    }
}
