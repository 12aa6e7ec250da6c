/// A shape flattened once into polygons, for many winding-number queries.
///
/// Each contour becomes a closed polygon of `piecesPerSegment` chords per
/// segment (open contours closed by a straight line, as SVG fills them), at
/// equal parameter steps from every joint: with a multiple of 4 pieces, each
/// segment's quarter points are exactly on the polygon.
///
/// A query looks only at the polygons whose bounding boxes hold the point,
/// found through a grid over the shape: shapes of thousands of contours
/// answer in time independent of their count, save for polygons large
/// enough to cover much of the grid, which every query checks.
struct FlattenedShape {
    let fillRule: FillRule
    private let polygons: [[Point]]
    private let bounds: [Rect]
    /// Per cell of the grid (row by row), the polygons whose boxes meet it.
    private let cells: [[Int]]
    /// Polygons whose boxes meet too many cells to list in each.
    private let large: [Int]
    private let grid: (box: Rect, columns: Int, rows: Int)

    /// A polygon meeting more cells than this is checked on every query.
    private static let mostCellsPerPolygon = 64

    init(_ shape: Shape, piecesPerSegment: Int = 16) {
        fillRule = shape.fillRule
        let contours = shape.contours.filter { !$0.segments.isEmpty }
        polygons = contours.map { $0.flattened(piecesPerSegment: piecesPerSegment) }
        bounds = polygons.map { Rect(enclosing: $0)! }
        // About one polygon per cell; a lone polygon needs no grid.
        let box = bounds.dropFirst().reduce(bounds.first ?? Rect(minX: 0, minY: 0, maxX: 0, maxY: 0)) { $0.union($1) }
        let side = bounds.count < 8 || !(box.width > 0 && box.height > 0) ? 1
            : max(1, min(1024, Int(Double(bounds.count).squareRoot())))
        grid = (box, side, side)
        var cells = [[Int]](repeating: [], count: side * side), large: [Int] = []
        for (index, rect) in bounds.enumerated() {
            let (columns, rows) = (Self.cellRange(rect.minX, rect.maxX, box.minX, box.width, side),
                                   Self.cellRange(rect.minY, rect.maxY, box.minY, box.height, side))
            if side > 1 && columns.count * rows.count > Self.mostCellsPerPolygon {
                large.append(index)
                continue
            }
            for row in rows {
                for column in columns { cells[row * side + column].append(index) }
            }
        }
        self.cells = cells
        self.large = large
    }

    /// The cells from `low` to `high` along one axis of a grid of `count`
    /// cells starting at `origin`, `length` long.
    private static func cellRange(_ low: Double, _ high: Double, _ origin: Double, _ length: Double, _ count: Int) -> ClosedRange<Int> {
        guard count > 1 else { return 0...0 }
        func cell(_ value: Double) -> Int {
            let position = (value - origin) / length * Double(count)
            return position.isFinite ? min(count - 1, max(0, Int(position.rounded(.down)))) : 0
        }
        return cell(low)...cell(high)
    }

    /// The polygons whose bounding boxes hold `point`, each once.
    func polygons(around point: Point) -> [Int] {
        var found: [Int] = []
        forEachPolygon(around: point) { found.append($0) }
        return found
    }

    /// Calls `body` with each polygon whose bounding box holds `point`, once,
    /// without gathering them (queries are many and mostly meet one or two).
    private func forEachPolygon(around point: Point, _ body: (Int) -> Void) {
        let box = grid.box
        guard box.contains(point) else { return }
        let column = Self.cellRange(point.x, point.x, box.minX, box.width, grid.columns).lowerBound
        let row = Self.cellRange(point.y, point.y, box.minY, box.height, grid.rows).lowerBound
        for index in cells[row * grid.columns + column] where bounds[index].contains(point) { body(index) }
        for index in large where bounds[index].contains(point) { body(index) }
    }

    /// The winding number of polygon `index` (contours with segments, in
    /// order) around `point`.
    func windingNumber(ofPolygon index: Int, at point: Point) -> Int {
        Contour.windingNumber(of: polygons[index], at: point)
    }

    /// The sum of the contours' winding numbers around `point`.
    func windingNumber(at point: Point) -> Int {
        var winding = 0
        forEachPolygon(around: point) { winding += Contour.windingNumber(of: polygons[$0], at: point) }
        return winding
    }

    /// Whether the fill rule fills `point`.
    func contains(_ point: Point) -> Bool {
        let winding = windingNumber(at: point)
        return fillRule == .nonZero ? winding != 0 : winding % 2 != 0
    }
}
