/// A closed polygon moved by curve-shortening flow: every vertex moves
/// along the curvature normal, so bumps flatten, notches fill and a simple
/// closed curve becomes convex without ever crossing itself (Grayson, "The
/// heat equation shrinks embedded plane curves to round points", 1987; the
/// polygon follows the smooth flow in small explicit steps, so what is made
/// of it is still checked). After each step the polygon is respaced evenly
/// along its perimeter, each vertex keeping the fraction of the original
/// perimeter it came from (its material position), so that any point of
/// the original outline can be followed through the flow, and scaled back
/// to its area about its centroid (a similarity keeps it simple).
struct CurveShorteningFlow {
    /// The vertices, evenly spaced along the perimeter.
    private(set) var points: [Point]
    /// Each vertex's material position: increasing from the first
    /// vertex's, which stays 0.
    private var material: [Double]
    /// The signed area kept.
    private let area: Double

    /// The flow of the contour `table` measures (closed), from `count`
    /// points at equal fractions of its perimeter; nil where they enclose
    /// no area.
    init?(_ table: ArcLengthTable, count: Int) {
        var step = 0
        let material = (0..<count).map { Double($0) / Double(count) }
        points = material.map { table.point(at: $0, near: &step) }
        self.material = material
        area = PolygonArea(points).signedArea
        guard area.isNormal else { return nil }
    }

    /// One explicit step of the flow, stable at a quarter of the squared
    /// spacing; false where the polygon collapsed or turned inside out
    /// (the step was too coarse for it), and then it is left as it was.
    mutating func step() -> Bool {
        let count = points.count
        let lengths = Self.edgeLengths(of: points)
        let spacing = lengths.reduce(0, +) / Double(count)
        let time = 0.25 * spacing * spacing
        var moved = points
        for index in 0..<count {
            let previous = index == 0 ? count - 1 : index - 1, next = index == count - 1 ? 0 : index + 1
            let (lengthBefore, lengthAfter) = (lengths[previous], lengths[index])
            guard lengthBefore > 0, lengthAfter > 0 else { continue }
            let before = points[index] - points[previous], after = points[next] - points[index]
            moved[index] = points[index] + (after / lengthAfter - before / lengthBefore) * (2 * time / (lengthBefore + lengthAfter))
        }
        let (kept, keptMaterial) = (points, material)
        respace(moved)
        let respaced = PolygonArea(points)
        guard respaced.signedArea.isNormal, (respaced.signedArea > 0) == (area > 0) else {
            (points, material) = (kept, keptMaterial)
            return false
        }
        let scale = (area / respaced.signedArea).squareRoot()
        for index in points.indices { points[index] = respaced.centroid + (points[index] - respaced.centroid) * scale }
        return true
    }

    /// Whether every vertex turns the way the polygon winds.
    var isConvex: Bool {
        let count = points.count
        for index in 0..<count {
            let before = points[index] - points[(index + count - 1) % count]
            let after = points[(index + 1) % count] - points[index]
            let turn = before.cross(after)
            if (area > 0 ? turn : -turn) < -1e-9 * before.length * after.length { return false }
        }
        return true
    }

    /// The points of the original outline at `fractions` of its perimeter
    /// (each in `0..<1`), found on the polygon `perimeterWeight` of the way
    /// from where the flow carried them (their material positions, at 0) to
    /// the same fractions of the polygon's perimeter from its first vertex
    /// (at 1: the first vertex keeps material position 0 and the vertices
    /// are evenly spaced, so fraction f lies f · count vertices on).
    func points(at fractions: [Double], perimeterWeight weight: Double) -> [Point] {
        let count = points.count
        return fractions.map { fraction in
            // The last vertex at or before the material position; the edge from it runs to the next.
            var low = 0, high = count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if material[middle] <= fraction { low = middle } else { high = middle - 1 }
            }
            let end = low + 1 < count ? material[low + 1] : 1
            let span = end - material[low]
            let amount = span > 0 ? min(max((fraction - material[low]) / span, 0), 1) : 0
            let position = weight * fraction * Double(count) + (1 - weight) * (Double(low) + amount)
            let index = min(Int(position.rounded(.down)), count - 1)
            return points[index].lerp(to: points[(index + 1) % count], position - Double(index))
        }
    }

    /// The length of each edge, from each vertex to the next.
    private static func edgeLengths(of points: [Point]) -> [Double] {
        points.indices.map { (points[$0 == points.count - 1 ? 0 : $0 + 1] - points[$0]).length }
    }

    /// Sets the vertices evenly along `polygon` from its first vertex, each
    /// taking the material position between those of the vertices either
    /// side of it.
    private mutating func respace(_ polygon: [Point]) {
        let count = polygon.count
        let lengths = Self.edgeLengths(of: polygon)
        let spacing = lengths.reduce(0, +) / Double(count)
        var respaced = [polygon[0]], placed = [material[0]]
        respaced.reserveCapacity(count)
        placed.reserveCapacity(count)
        var edge = 0, walked = 0.0
        for index in 1..<count {
            let wanted = Double(index) * spacing
            while walked + lengths[edge] < wanted, edge < count - 1 {
                walked += lengths[edge]
                edge += 1
            }
            let length = lengths[edge]
            let amount = length > 0 ? min(max((wanted - walked) / length, 0), 1) : 0
            let end = edge + 1 < count ? material[edge + 1] : material[0] + 1
            respaced.append(polygon[edge].lerp(to: polygon[edge + 1 < count ? edge + 1 : 0], amount))
            placed.append(material[edge] + (end - material[edge]) * amount)
        }
        points = respaced
        material = placed
    }
}
