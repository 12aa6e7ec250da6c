/// How one source contour corresponds to one target contour: a monotone map
/// between fractions of their perimeters, given by knots, and the equal-length
/// segment lists it produces.
///
/// The algorithm, for contours `P` (source) and `Q` (target):
/// 1. Orientation: `Q` is reversed when its signed area has the other sign
///    than `P`'s (or, by option, when that makes points travel less).
/// 2. Start: for a closed `Q`, the shift `δ` of its start along its perimeter
///    that minimises Σ|P(u) − Q(u + δ)|² over `sampleCount` points at equal
///    arc-length fractions, searched on a grid four times finer than the
///    samples; then snapped to a joint of `Q` when one is within the snapping
///    distance. Open contours keep their ends (shift 0).
/// 3. Knots: every joint of `P` at its fraction `u` maps to `u + δ` on `Q`;
///    every joint of `Q` maps back the same way. A joint of each contour that
///    land close together are merged into one knot, so corners meet corners
///    rather than leaving slivers.
/// 4. Cuts: both contours are split exactly (de Casteljau) at every knot that
///    is not already one of their joints, so they get one segment per knot,
///    corners of both kept: at most `n + m` segments, never a polygon.
///
/// - Complexity: O(n + m) for tables and cuts, plus O(sampleCount²) for the
///   start search, independent of segment counts.
struct ContourCorrespondence {
    /// A corresponding pair of positions: fraction `u` of the source perimeter
    /// and unwrapped fraction `v` (in `δ..<δ + 1`) of the target's.
    struct Knot {
        var u: Double
        var v: Double
        var sourceJoint: Int?
        var targetJoint: Int?
    }

    let source: [AnimatableCubicCurve]
    let target: [AnimatableCubicCurve]
    let isTargetReversed: Bool
    /// The target segment (counted in the orientation used) on which the
    /// matched target begins, and the fraction of the perimeter where it begins.
    let targetStartSegment: Int
    let targetStartFraction: Double

    init(source p: Contour, target q: Contour, options: MorphOptions, startOverride: Int?) {
        let sourceTable = ArcLengthTable(p)
        let rotatable = q.isClosed && p.isClosed
        let sampleCount = max(options.sampleCount, 4)
        let sourceSamples = (0..<sampleCount).map {
            sourceTable.point(at: Double($0) / Double(sampleCount) + (rotatable ? 0 : 0.5 / Double(sampleCount)))
        }

        let candidates: [Bool]
        switch options.direction {
        case .preserve: candidates = [false]
        case .minimizeTravel: candidates = [false, true]
        case .matchWinding:
            let (a, b) = (p.signedArea, q.signedArea)
            candidates = a == 0 || b == 0 || !p.isClosed || !q.isClosed ? [false, true] : [(a > 0) != (b > 0)]
        }
        var best: (reversed: Bool, shift: Double, cost: Double, table: ArcLengthTable)? = nil
        for reversed in candidates {
            let table = ArcLengthTable(reversed ? q.reversed() : q)
            let (shift, cost) = Self.bestShift(sourceSamples: sourceSamples, target: table, rotatable: rotatable)
            if best == nil || cost < best!.cost { best = (reversed, shift, cost, table) }
        }
        let chosen = best!
        let targetTable = chosen.table
        let m = q.segments.count, n = p.segments.count
        let targetJoints = (0..<m).map { targetTable.fraction(atJoint: $0) }
        let sourceJoints = (0..<n).map { sourceTable.fraction(atJoint: $0) }
        let snapping = options.jointSnapping / Double(max(n, m))

        var shift = 0.0
        if let override = startOverride, rotatable {
            shift = targetJoints[((override % m) + m) % m]
        } else if rotatable {
            // Snap the start to the nearest target joint when it is close.
            shift = chosen.shift
            let nearest = targetJoints.min { Self.cyclicDistance($0, shift) < Self.cyclicDistance($1, shift) }!
            if Self.cyclicDistance(nearest, shift) <= snapping { shift = nearest }
        }

        let knots = Self.knots(
            sourceJoints: sourceJoints, targetJoints: targetJoints, shift: shift, snapping: snapping,
            minimumCount: options.minimumSegmentCount, sourcePoint: sourceTable.point(at:),
            targetPoint: { targetTable.point(at: $0 >= 1 ? $0 - 1 : $0) })
        source = Self.cut(sourceTable, at: knots.map { ($0.u, $0.sourceJoint) })
        // Cut the target in its own order (from its joint 0), then rotate so
        // that the piece of the first knot comes first.
        let targetCuts = knots.map { (fraction: $0.v >= 1 ? $0.v - 1 : $0.v, joint: $0.targetJoint) }
        let order = targetCuts.indices.sorted {
            (targetCuts[$0].fraction, targetCuts[$0].joint ?? -1) < (targetCuts[$1].fraction, targetCuts[$1].joint ?? -1)
        }
        let pieces = Self.cut(targetTable, at: order.map { targetCuts[$0] })
        let first = order.firstIndex(of: 0)!
        target = Array(pieces[first...] + pieces[..<first])
        isTargetReversed = chosen.reversed
        targetStartFraction = shift
        targetStartSegment = knots[0].targetJoint ?? targetTable.location(at: shift).segment
    }

    private static func cyclicDistance(_ a: Double, _ b: Double) -> Double {
        let gap = abs(a - b)
        return min(gap, 1 - gap)
    }

    /// The start shift (fraction of the target perimeter) with the least sum
    /// of squared distances, and that sum.
    private static func bestShift(sourceSamples: [Point], target: ArcLengthTable, rotatable: Bool) -> (Double, Double) {
        let count = sourceSamples.count
        let refinement = rotatable ? 4 : 1
        let fine = count * refinement
        let targetSamples = (0..<fine).map {
            target.point(at: Double($0) / Double(fine) + (rotatable ? 0 : 0.5 / Double(fine)))
        }
        var best = (shift: 0, cost: Double.infinity)
        for shift in 0..<(rotatable ? fine : 1) {
            var cost = 0.0
            for index in 0..<count {
                let other = targetSamples[(index * refinement + shift) % fine]
                cost += (sourceSamples[index] - other).magnitudeSquared
                if cost >= best.cost { break }
            }
            if cost < best.cost { best = (shift, cost) }
        }
        return (Double(best.shift) / Double(fine), best.cost)
    }

    /// The knots: every joint of both contours, plus midpoints of the longest
    /// spans until there are `minimumCount`. A source joint and a target joint
    /// within `snapping` of each other become one knot when pairing them moves
    /// points no further than mapping each across by the shift does.
    private static func knots(
        sourceJoints: [Double], targetJoints: [Double], shift: Double, snapping: Double, minimumCount: Int,
        sourcePoint: (Double) -> Point, targetPoint: (Double) -> Point
    ) -> [Knot] {
        func travel(_ knot: Knot) -> Double { (sourcePoint(knot.u) - targetPoint(knot.v)).magnitudeSquared }
        var candidates = sourceJoints.enumerated().map { Knot(u: $1, v: $1 + shift, sourceJoint: $0, targetJoint: nil) }
        for (joint, fraction) in targetJoints.enumerated() {
            let v = fraction < shift ? fraction + 1 : fraction
            candidates.append(Knot(u: v - shift, v: v, sourceJoint: nil, targetJoint: joint))
        }
        candidates.sort { $0.u < $1.u || ($0.u == $1.u && $0.sourceJoint != nil && $1.sourceJoint == nil) }
        var knots: [Knot] = []
        for candidate in candidates {
            // Merge a joint of one contour into a lone joint of the other just before it.
            if let last = knots.last, candidate.u - last.u <= snapping,
               (last.sourceJoint == nil) != (last.targetJoint == nil),
               (candidate.sourceJoint == nil) != (last.sourceJoint == nil) {
                var merged = last
                if let joint = candidate.sourceJoint { merged.u = candidate.u; merged.sourceJoint = joint }
                if let joint = candidate.targetJoint { merged.v = candidate.v; merged.targetJoint = joint }
                let separate = travel(last) + travel(candidate)
                let keepsTravel = candidate.u - last.u <= 1e-9 || 2 * travel(merged) <= separate * (1 + 1e-9)
                knots[knots.count - 1] = keepsTravel || merged.u == 0 && last.u == 0 ? merged : last
                if !keepsTravel && !(merged.u == 0 && last.u == 0) { knots.append(candidate) }
            } else {
                knots.append(candidate)
            }
        }
        func spanEnd(after index: Int) -> (u: Double, v: Double) {
            index + 1 < knots.count ? (knots[index + 1].u, knots[index + 1].v) : (1, knots[0].v + 1)
        }
        while knots.count < minimumCount {
            let index = knots.indices.max { a, b in
                let (endA, endB) = (spanEnd(after: a), spanEnd(after: b))
                return max(endA.u - knots[a].u, endA.v - knots[a].v) < max(endB.u - knots[b].u, endB.v - knots[b].v)
            }!
            let end = spanEnd(after: index)
            knots.insert(Knot(u: (knots[index].u + end.u) / 2, v: (knots[index].v + end.v) / 2), at: index + 1)
        }
        return knots
    }

    /// The contour of `table` cut at the fractions in `cuts`, in its own order
    /// from its first joint. A cut that names a joint is that joint exactly;
    /// every other cut splits a segment (de Casteljau), so there is exactly
    /// one piece per cut when the cuts include every joint.
    private static func cut(_ table: ArcLengthTable, at cuts: [(fraction: Double, joint: Int?)]) -> [AnimatableCubicCurve] {
        let segments = table.contour.segments
        var parametersBySegment = [[Double]](repeating: [], count: segments.count)
        for (fraction, joint) in cuts where joint == nil {
            let (segment, t) = table.location(at: fraction)
            parametersBySegment[segment].append(t)
        }
        var pieces: [AnimatableCubicCurve] = []
        pieces.reserveCapacity(cuts.count)
        for (index, segment) in segments.enumerated() {
            pieces += segment.split(atParameters: parametersBySegment[index].sorted())
        }
        return pieces
    }
}
