/// Corners of two closed contours paired as features, before any curve is
/// matched: convex corners with convex ones and concave with concave, in
/// order round both contours (pairs never cross each other), the nearest
/// first (each contour in its own `MatchingFrame`), where every corner of
/// both finds a partner so within `reach`. Between two paired corners, the
/// joints of both pair in order where each side has as many; elsewhere the
/// outlines between paired corners correspond by arc length.
///
/// A rectangle into a rectangle of other proportions then stays a
/// rectangle, a polygon into a polygon of as many corners passes through
/// the polygons of its interpolated corners, and a contour carried onto its
/// partner by any affine map (a stretch along one axis) has every joint
/// paired with its own image, so each in-between is the blended map's image.
/// Contours without corners pair their joints in order when they have as
/// many (the shift of least distance); two circles correspond by angle
/// about their centres instead, whatever their joints.
///
/// androidx graphics-shapes' `Morph` pairs the features of two rounded
/// polygons in a similar spirit.
struct CornerPairing {
    /// A joint where the outline's direction turns by more than this
    /// (radians): 15°.
    static let cornerAngle = Double.pi / 12
    /// Contours with more corners or joints than this are not paired by
    /// features (the pairing costs the product of the counts).
    static let featureLimit = 256
    /// Corners farther apart than this in their frames (a quarter of the
    /// perimeter, a side of the square of that perimeter) do not pair: such
    /// a corner would cross to another side of the shape (an inbox's right
    /// corner to the lower left of a letter B's bowl, the box swinging
    /// round on the way), where the least travel lets it round off.
    static let reach = 0.25

    /// A corner of a contour.
    struct Corner {
        /// Where it is along the perimeter, as a fraction.
        var fraction: Double
        /// Its place in the contour's frame.
        var point: Point
        /// Whether the outline turns there the way it turns overall.
        var isConvex: Bool
    }

    /// The map through the paired corners and joints.
    let warp: PerimeterWarp
    /// How many corners of each contour are paired (0 for contours without
    /// corners, whose joints pair).
    let cornerCount: Int

    /// The pairing of the corners and joints of the closed contours of
    /// `source` and `target` (oriented alike), or nil where not every corner
    /// pairs (or, without corners, the joints are not as many, or one of
    /// two contours is round and the other not).
    init?(source: ArcLengthTable, target: ArcLengthTable, frames: ContourCorrespondence.Frames) {
        let n = source.contour.segments.count, m = target.contour.segments.count
        guard source.contour.isClosed, target.contour.isClosed, n <= Self.featureLimit, m <= Self.featureLimit,
              source.totalLength > 0, target.totalLength > 0 else { return nil }
        let sourceCorners = Self.corners(source, frame: frames.source), targetCorners = Self.corners(target, frame: frames.target)
        var pairs: [(u: Double, v: Double)]
        if sourceCorners.isEmpty && targetCorners.isEmpty {
            let (sourceRound, targetRound) = (Self.isRound(source), Self.isRound(target))
            if sourceRound && targetRound {
                // Two circles correspond by angle about their centres: no spin.
                let start = frames.source(source.point(at: 0)) - .origin
                warp = PerimeterWarp(closedThrough: [(0, Self.fraction(of: target, facing: start, frame: frames.target))])
                cornerCount = 0
                return
            }
            guard n == m, !sourceRound, !targetRound, let shift = Self.bestJointShift(source, target, frames: frames) else { return nil }
            pairs = [(source.fraction(atJoint: 0), target.fraction(atJoint: shift))]
        } else {
            // Only a pairing of every corner: as many convex and as many concave on both.
            func convexCount(_ corners: [Corner]) -> Int { corners.count { $0.isConvex } }
            guard sourceCorners.count == targetCorners.count,
                  convexCount(sourceCorners) == convexCount(targetCorners) else { return nil }
            pairs = Self.pairedCorners(sourceCorners, targetCorners)
            guard pairs.count == sourceCorners.count else { return nil }
        }
        guard !pairs.isEmpty else { return nil }
        cornerCount = sourceCorners.count
        pairs = Self.unwrapped(pairs)
        pairs = Self.withJointsBetween(pairs, source: source, target: target)
        warp = PerimeterWarp(closedThrough: pairs)
    }

    /// The corners of the closed contour `table` measures, in order.
    static func corners(_ table: ArcLengthTable, frame: MatchingFrame) -> [Corner] {
        let segments = table.contour.segments
        let orientation = table.contour.signedArea >= 0 ? 1.0 : -1.0
        let scale = table.totalLength
        var corners: [Corner] = []
        // The direction in which the last segment that is not a point leaves.
        var incoming = segments.indices.reversed().lazy.compactMap { endDirection(of: segments[$0], scale: scale) }.first
        for (index, segment) in segments.enumerated() {
            guard let outgoing = startDirection(of: segment, scale: scale) else { continue }
            if let incoming {
                let turn = arcTangent(incoming.cross(outgoing), incoming.dot(outgoing))
                if abs(turn) > cornerAngle {
                    corners.append(Corner(fraction: table.fraction(atJoint: index), point: frame(segment.start),
                                          isConvex: turn * orientation > 0))
                }
            }
            incoming = endDirection(of: segment, scale: scale) ?? outgoing
        }
        return corners
    }

    /// The direction a segment leaves its start in, nil for a point.
    private static func startDirection(of segment: AnimatableCubicCurve, scale: Double) -> Vector? {
        [segment.control1, segment.control2, segment.end].lazy.map { $0 - segment.start }
            .first { $0.length > negligibleFraction * scale }
    }

    /// The direction a segment arrives at its end in, nil for a point.
    private static func endDirection(of segment: AnimatableCubicCurve, scale: Double) -> Vector? {
        [segment.control2, segment.control1, segment.start].lazy.map { segment.end - $0 }
            .first { $0.length > negligibleFraction * scale }
    }

    /// Corners paired nearest first, convex with convex and concave with
    /// concave, within `reach`, each pair kept where it keeps the order of
    /// those before: pairs of fractions, by source fraction.
    private static func pairedCorners(_ source: [Corner], _ target: [Corner]) -> [(u: Double, v: Double)] {
        var candidates: [(distance: Double, i: Int, j: Int)] = []
        for (i, a) in source.enumerated() {
            for (j, b) in target.enumerated() where a.isConvex == b.isConvex {
                let distance = (a.point - b.point).magnitudeSquared
                if distance <= reach * reach { candidates.append((distance, i, j)) }
            }
        }
        candidates.sort { ($0.distance, $0.i, $0.j) < ($1.distance, $1.i, $1.j) }
        var usedSource = Set<Int>(), usedTarget = Set<Int>()
        // Accepted pairs sorted by source corner; target corners then go
        // round once in order.
        var accepted: [(i: Int, j: Int)] = []
        for candidate in candidates where !usedSource.contains(candidate.i) && !usedTarget.contains(candidate.j) {
            let position = accepted.firstIndex { $0.i > candidate.i } ?? accepted.count
            if accepted.count >= 2 {
                let previous = accepted[(position + accepted.count - 1) % accepted.count].j
                let next = accepted[position % accepted.count].j
                // Cyclically strictly between its neighbours' target corners.
                let span = (next - previous + target.count) % target.count
                let offset = (candidate.j - previous + target.count) % target.count
                guard offset > 0 && offset < span else { continue }
            }
            accepted.insert((candidate.i, candidate.j), at: position)
            usedSource.insert(candidate.i)
            usedTarget.insert(candidate.j)
        }
        return accepted.map { (source[$0.i].fraction, target[$0.j].fraction) }
    }

    /// Whether the contour `table` measures is a circle, as far as its
    /// joints go: every point at equal steps of its perimeter within
    /// `roundness` of the mean distance from its centre. A circle's joints
    /// mark nothing (it can be drawn from any start): paired with another's
    /// they may spin it (a ring drawn from starts 45° apart thinned by 8 %
    /// half way), so two circles correspond by angle, and a circle and
    /// another contour without corners as their least travel has them.
    private static func isRound(_ table: ArcLengthTable) -> Bool {
        let centre = table.perimeterCentroid()
        let distances = (0..<roundnessSamples).map { (table.point(at: Double($0) / Double(roundnessSamples)) - centre).length }
        let mean = distances.reduce(0, +) / Double(distances.count)
        return mean > 0 && distances.allSatisfy { abs($0 - mean) <= roundness * mean }
    }

    /// How far from the mean distance from its centre a round contour's
    /// points may be (a share of it).
    static let roundness = 0.01
    /// The points sampled to tell a round contour.
    static let roundnessSamples = 64

    /// The fraction of the round contour `table` measures whose point lies
    /// in `direction` from its centre (in `frame`), to within a millionth of
    /// its perimeter.
    private static func fraction(of table: ArcLengthTable, facing direction: Vector, frame: MatchingFrame) -> Double {
        func offAngle(_ fraction: Double) -> Double {
            let point = frame(table.point(at: fraction - fraction.rounded(.down))) - .origin
            return arcTangent(direction.cross(point), direction.dot(point))
        }
        /// Of `fractions`, the one whose point is off `direction` least, and by how much.
        func leastOff(_ fractions: [Double]) -> (fraction: Double, off: Double) {
            fractions.map { ($0, abs(offAngle($0))) }.min { $0.off < $1.off }!
        }
        let step = 1 / Double(roundnessSamples)
        var best = leastOff((0..<roundnessSamples).map { Double($0) * step })
        // The angle turns one way along a round contour: halve the step
        // towards where it is off least.
        var width = step
        while width > 1e-6 {
            width /= 2
            let sides = leastOff([best.fraction - width, best.fraction + width])
            if sides.off < best.off { best = sides }
        }
        return best.fraction - best.fraction.rounded(.down)
    }

    /// The shift k for which joint i of the source pairs with joint i + k of
    /// the target at the least summed squared distance (in their frames).
    private static func bestJointShift(_ source: ArcLengthTable, _ target: ArcLengthTable,
                                       frames: ContourCorrespondence.Frames) -> Int? {
        let p = source.contour.segments.map { frames.source($0.start) }
        let q = target.contour.segments.map { frames.target($0.start) }
        guard !p.isEmpty else { return nil }
        return p.indices.min { a, b in
            func cost(_ shift: Int) -> Double { p.indices.reduce(0) { $0 + (p[$1] - q[($1 + shift) % q.count]).magnitudeSquared } }
            return (cost(a), a) < (cost(b), b)
        }
    }

    /// `pairs` (by source fraction in 0..<1) with target fractions
    /// unwrapped so that they increase, within one turn of the first.
    private static func unwrapped(_ pairs: [(u: Double, v: Double)]) -> [(u: Double, v: Double)] {
        var result = [pairs[0]]
        for pair in pairs.dropFirst() {
            var v = pair.v
            while v <= result[result.count - 1].v { v += 1 }
            result.append((pair.u, v))
        }
        return result
    }

    /// `pairs` with, between each pair and the next (the last and the first
    /// a turn on), the joints of both contours paired in order where both
    /// have as many there: sorted by source fraction in 0..<1.
    private static func withJointsBetween(_ pairs: [(u: Double, v: Double)], source: ArcLengthTable,
                                          target: ArcLengthTable) -> [(u: Double, v: Double)] {
        let sourceJoints = (0..<source.contour.segments.count).map { source.fraction(atJoint: $0) }
        let targetJoints = (0..<target.contour.segments.count).map { target.fraction(atJoint: $0) }
        // The joints strictly between fractions a and b (less than a turn apart, b maybe past 1).
        func between(_ joints: [Double], _ a: Double, _ b: Double) -> [Double] {
            let turn = a.rounded(.down)
            return (joints.map { $0 + turn } + joints.map { $0 + turn + 1 }).filter { $0 > a && $0 < b }
        }
        var result: [(u: Double, v: Double)] = []
        for (index, pair) in pairs.enumerated() {
            result.append(pair)
            let next = index + 1 < pairs.count ? pairs[index + 1] : (u: pairs[0].u + 1, v: pairs[0].v + 1)
            let us = between(sourceJoints, pair.u, next.u), vs = between(targetJoints, pair.v, next.v)
            if us.count == vs.count { result += zip(us, vs).map { ($0, $1) } }
        }
        // Source fractions back in 0..<1, in order.
        return result.map { $0.u >= 1 ? ($0.u - 1, $0.v - 1) : $0 }.sorted { $0.u < $1.u }
    }
}
