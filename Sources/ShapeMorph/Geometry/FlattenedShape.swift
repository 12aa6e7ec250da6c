/// A shape flattened once into polygons, for many winding-number queries.
///
/// Each contour becomes a closed polygon of `piecesPerSegment` chords per
/// segment (open contours closed by a straight line, as SVG fills them), at
/// equal parameter steps from every joint: with a multiple of 4 pieces, each
/// segment's quarter points are exactly on the polygon.
struct FlattenedShape {
    let fillRule: FillRule
    private let polygons: [[Point]]
    private let bounds: [Rect]

    init(_ shape: Shape, piecesPerSegment: Int = 16) {
        fillRule = shape.fillRule
        let contours = shape.contours.filter { !$0.segments.isEmpty }
        polygons = contours.map { $0.flattened(piecesPerSegment: piecesPerSegment) }
        bounds = polygons.map { Rect(enclosing: $0)! }
    }

    /// The sum of the contours' winding numbers around `point`.
    func windingNumber(at point: Point) -> Int {
        var winding = 0
        for (polygon, box) in zip(polygons, bounds)
        where box.minX <= point.x && point.x <= box.maxX && box.minY <= point.y && point.y <= box.maxY {
            winding += Contour.windingNumber(of: polygon, at: point)
        }
        return winding
    }

    /// Whether the fill rule fills `point`.
    func contains(_ point: Point) -> Bool {
        let winding = windingNumber(at: point)
        return fillRule == .nonZero ? winding != 0 : winding % 2 != 0
    }
}
