import Foundation
import ShapeMorph

/// The geometric measures of one morph that need no renderer: what was
/// paired, contours appearing from empty space, new self-crossings, turning
/// excess and travel.
struct PairMeasurement {
    /// Matched contours (one per pair or unpaired contour).
    var contours = 0
    /// Pairs of contours with a partner on both sides.
    var paired = 0
    /// Contours that grow from, or shrink to, a point that lies on no other
    /// contour's outline and, for filled shapes, inside no filled region.
    var fromNothing = 0
    /// Their share of the area of all contours.
    var fromNothingArea = 0.0
    /// The progresses (every sixteenth of the way) at which some contour
    /// crosses itself although neither of its ends does.
    var newCrossings: [Double] = []
    /// The matched contours (indices into `Morph.matches`) that cross
    /// themselves at some progress although neither of their ends does.
    var crossingContours: [Int] = []
    /// Total absolute turning at progress ½ over the mean of the ends'.
    var turningExcess = 1.0
    /// The mean distance points travel, over the diagonal of both shapes' bounds.
    var travel = 0.0

    /// Measures `morph`; `isFilled` says whether the shapes' fill paints
    /// anything (for stroked icons, only outlines count as places to grow from).
    init(_ morph: Morph, isFilled: Bool) {
        let source = morph.matchedSource, target = morph.matchedTarget
        let diagonal = [morph.source.bounds, morph.target.bounds].compactMap { $0 }
            .reduce(nil as Rect?) { $0?.union($1) ?? $1 }?.diagonal ?? 1
        contours = morph.matches.count
        paired = morph.matches.filter { $0.pair.source != nil && $0.pair.target != nil }.count

        let areas = zip(source.contours, target.contours).map { max(abs($0.signedArea), abs($1.signedArea)) }
        let totalArea = areas.reduce(0, +)
        for (index, (p, q)) in zip(source.contours, target.contours).enumerated() {
            for (collapsed, end) in [(p, source), (q, target)] where collapsed.segments.allSatisfy(\.isDegenerate) {
                guard let point = collapsed.startPoint else { continue }
                let others = Shape(contours: end.contours.enumerated().filter { $0.offset != index }.map(\.element),
                                   fillRule: end.fillRule)
                let onOutline = others.contours.contains { Self.distance(from: point, to: $0) <= 0.01 * diagonal }
                if !onOutline && !(isFilled && others.contains(point)) {
                    fromNothing += 1
                    fromNothingArea += totalArea > 0 ? areas[index] / totalArea : 0
                }
            }
        }

        let crossesAtEnds = zip(source.contours, target.contours).map {
            $0.selfIntersection() != nil || $1.selfIntersection() != nil
        }
        for progress in (1..<16).map({ Double($0) / 16 }) {
            let frame = morph.shape(at: progress)
            let crossing = frame.contours.indices.filter { !crossesAtEnds[$0] && frame.contours[$0].selfIntersection() != nil }
            if !crossing.isEmpty { newCrossings.append(progress) }
            crossingContours = Array(Set(crossingContours + crossing)).sorted()
        }

        let endTurning = (Self.turning(morph.shape(at: 0)) + Self.turning(morph.shape(at: 1))) / 2
        turningExcess = endTurning > 0 ? Self.turning(morph.shape(at: 0.5)) / endTurning : 1

        var sum = 0.0, weights = 0.0
        for (p, q) in zip(source.contours, target.contours) {
            for (a, b) in zip(p.segments, q.segments) {
                let weight = (a.controlPolygonLength + b.controlPolygonLength) / 2 + roundingFraction
                var distances = 0.0
                for step in 0..<8 { distances += a.point(at: Double(step) / 8).distance(to: b.point(at: Double(step) / 8)) }
                sum += weight * distances / 8
                weights += weight
            }
        }
        travel = weights > 0 ? sum / weights / diagonal : 0
    }

    /// The least distance from `point` to the flattened `contour`.
    static func distance(from point: Point, to contour: Contour) -> Double {
        let polyline = contour.flattened(piecesPerSegment: 8)
        var best = Double.infinity
        for index in polyline.indices {
            let a = polyline[index], b = polyline[(index + 1) % polyline.count]
            let edge = b - a, length = edge.dot(edge)
            let t = length > 0 ? min(max((point - a).dot(edge) / length, 0), 1) : 0
            best = min(best, point.distance(to: a + edge * t))
        }
        return best
    }

    /// The total absolute turning of every contour of `shape`, in radians,
    /// on its flattened outline (closed contours through their closing corner).
    static func turning(_ shape: Shape) -> Double {
        shape.contours.reduce(0) { total, contour in
            let points = contour.flattened(piecesPerSegment: 16)
            var edges: [Vector] = []
            for index in points.indices where contour.isClosed || index + 1 < points.count {
                let edge = points[(index + 1) % points.count] - points[index]
                if edge.length > negligibleFraction * (edge.length + points[index].vectorFromOrigin.length) { edges.append(edge) }
            }
            var sum = 0.0
            for index in edges.indices where contour.isClosed || index + 1 < edges.count {
                let a = edges[index], b = edges[(index + 1) % edges.count]
                sum += abs(atan2(a.cross(b), a.dot(b)))
            }
            return total + sum
        }
    }
}
