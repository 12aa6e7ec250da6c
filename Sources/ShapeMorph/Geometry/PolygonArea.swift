/// The area a closed polygon encloses and the centroid of that area, by the
/// shoelace formulas.
struct PolygonArea {
    /// The area, positive where the polygon turns as x turns into y.
    let signedArea: Double
    /// The centroid of the area; not finite where the area is zero.
    let centroid: Point

    /// The area of the polygon through `points`, closed from the last back
    /// to the first.
    init(_ points: [Point]) {
        var area = 0.0, x = 0.0, y = 0.0
        for index in points.indices {
            let (a, b) = (points[index], points[(index + 1) % points.count])
            let cross = a.x * b.y - b.x * a.y
            area += cross
            x += (a.x + b.x) * cross
            y += (a.y + b.y) * cross
        }
        signedArea = area / 2
        centroid = Point(x: x / (3 * area), y: y / (3 * area))
    }
}
