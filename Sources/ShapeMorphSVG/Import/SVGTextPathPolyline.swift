import Foundation
import ShapeMorph

/// The path a `<textPath>` sets text along, as a polyline measured by
/// length: where a distance along it is and which way it runs there.
struct SVGTextPathPolyline {
    /// The polyline's points, subpaths one after another.
    private let points: [Point]
    /// The distance along the path to each point.
    private let distances: [Double]
    /// Where text starts along it.
    let startOffset: Double

    /// The path through `shape`'s contours, `startOffset` a length or a
    /// percentage of its length.
    init?(_ shape: Shape, startOffset: String?, fontSize: Double) {
        var points: [Point] = []
        var distances: [Double] = []
        var total = 0.0
        for contour in shape.contours {
            var polyline = contour.flattened(piecesPerSegment: 32)
            if contour.isClosed, let first = polyline.first { polyline.append(first) }
            for (index, point) in polyline.enumerated() {
                // A new subpath continues the distance from where the last one ended.
                if index > 0, let last = points.last { total += last.distance(to: point) }
                points.append(point)
                distances.append(total)
            }
        }
        guard points.count >= 2, total > 0 else { return nil }
        (self.points, self.distances) = (points, distances)
        let offset = startOffset?.trimmingCharacters(in: .whitespaces) ?? "0"
        self.startOffset = offset.hasSuffix("%") ? (Double(offset.dropLast()) ?? 0) / 100 * total
            : SVGLength.userUnits(offset, axis: .horizontal, viewport: nil, fontSize: fontSize) ?? 0
    }

    /// The path's length.
    var length: Double { distances.last ?? 0 }

    /// The point at `distance` along the path and the direction it runs
    /// there (a unit vector), or nil off either end.
    func place(at distance: Double) -> (point: Point, direction: Vector)? {
        guard distance >= 0, distance <= length else { return nil }
        var low = 0, high = distances.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if distances[middle] <= distance { low = middle } else { high = middle }
        }
        // Skip the zero-length joins between subpaths.
        while high < points.count - 1, distances[high] == distances[low] { (low, high) = (high, high + 1) }
        let span = distances[high] - distances[low]
        let vector = points[high] - points[low]
        let t = span > 0 ? (distance - distances[low]) / span : 0
        let length = vector.length
        guard length > 0 else { return nil }
        return (points[low] + vector * t, vector * (1 / length))
    }
}
