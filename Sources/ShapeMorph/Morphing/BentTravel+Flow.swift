extension BentTravel {
    /// Pieces of the path spent in each end's flow, and between the
    /// outlines the flows end at: 32 in all, a power of two.
    static let flowPieceCount = 10, middlePieceCount = 12
    /// How far the flows run, as shares of the time each takes to make its
    /// contour convex, tried in this order: no further than needed.
    static let flowShares = [1.0 / 16, 1.0 / 8, 1.0 / 4, 1.0 / 2, 1]
    /// Vertices of the polygons that flow.
    static let flowPointCount = 512
    /// How the points of a segment are followed through a flow, tried in
    /// this order at each share: at the fractions of the flowed outline's
    /// perimeter they had on the original (1), half way from there to
    /// where the flow carried them, and there (0, their material
    /// positions). Material bunches up where a feature shrinks, so pieces
    /// there shrink far faster than their outline and the chords between
    /// keys cut across it; spread by perimeter, every piece keeps its share
    /// of the outline and a shorter flow keeps clear of crossings.
    static let perimeterWeights = [1.0, 0.5, 0]
    /// Steps after which a flow that is not yet convex is given up (about
    /// 0.15 s; the corpus's logos take up to 11,000).
    static let flowStepLimit = 50_000
    /// The least mean thickness (twice the area over the perimeter), as a
    /// share of the bounds' diagonal, of a contour that melts unless asked
    /// to melt thin bands: the flow eats a thin band (an outline icon's
    /// ring) from its ends long before it rounds it, sweeping it about
    /// instead of morphing it, which is worse than giving the pair up or
    /// pairing otherwise, but better than a fold.
    static let leastFlowThickness = 0.06

    /// A path between two closed contours that smooths away what folds
    /// them: each end is melted by curve-shortening flow
    /// (`CurveShorteningFlow`), under which a smooth simple curve never
    /// crosses itself, and the path runs from the source through its flow, straight
    /// to the target's flowed outline, and out of the target's flow run
    /// backwards. The flows run as short a share of the way to convex as
    /// keeps the straight part from crossing; where only convex outlines
    /// will do, the part between them blends each point's angle and
    /// distance around the outlines' centre, so that every in-between is
    /// star-shaped about it. Each matched segment is followed through the
    /// flows by its points at parameters 0, ¼ and ¾, and drawn at a key as
    /// the cubic through them and the next segment's start; the ends are
    /// exact, and the area changes evenly along the way. At each share the
    /// points are followed as `perimeterWeights` says, in turn.
    ///
    /// The last resort where every straight and bent path, and every pocket
    /// grown, folds the contour: nil where a flow does not become convex
    /// within `flowStepLimit` steps, either contour is thinner than
    /// `leastFlowThickness` (unless `thinBands`), or every share tried
    /// crosses itself.
    init?(flowingFrom source: [AnimatableCubicCurve], to target: [AnimatableCubicCurve], thinBands: Bool = false) {
        guard let melting = Melt(source, thinBands: thinBands), let growing = Melt(target, thinBands: thinBands) else { return nil }
        let (sourceArea, targetArea) = (abs(Contour(uncheckedSegments: source, isClosed: true).signedArea),
                                        abs(Contour(uncheckedSegments: target, isClosed: true).signedArea))
        for share in Self.flowShares {
            let (meltedFlows, grownFlows) = (melting.flows(share: share), growing.flows(share: share))
            for weight in Self.perimeterWeights {
                let (melted, grown) = (melting.keys(on: meltedFlows, perimeterWeight: weight),
                                       growing.keys(on: grownFlows, perimeterWeight: weight))
                let (from, to) = (melted.keys[melted.keys.count - 1], grown.keys[grown.keys.count - 1])
                let middle = share < 1
                    ? (1..<Self.middlePieceCount).map { step in
                        let amount = Double(step) / Double(Self.middlePieceCount)
                        return zip(from, to).map { $0.lerp(to: $1, amount) }
                    }
                    : Self.starShapedBlends(from: from, around: melted.centre, to: to, around: grown.centre,
                                            count: Self.middlePieceCount)
                // Each flow keeps its end's area; the keys are scaled so that
                // the area changes evenly along the whole path instead.
                let samples = melted.keys + middle + grown.keys.reversed()
                let scaled = samples.enumerated().map { index, points in
                    let amount = Double(index + 1) / Double(samples.count + 1)
                    return Self.scaled(points, toArea: sourceArea + amount * (targetArea - sourceArea))
                }
                if let travel = BentTravel(checking: [source] + scaled.map(Self.segments(through:)) + [target], isClosed: true) {
                    self = travel
                    return
                }
            }
        }
        return nil
    }

    /// One closed contour's curve-shortening flow, ready to be sampled at
    /// shares of the time it takes to make the contour convex.
    private struct Melt {
        /// The flow at evenly spaced steps, from the start up to convex:
        /// each key is made from the last one before it.
        private var snapshots: [(step: Int, flow: CurveShorteningFlow)] = []
        /// The steps that make it convex.
        private let convexStepCount: Int
        /// The fractions of the original perimeter (also their material
        /// positions) of every segment's points at parameters 0, ¼ and ¾.
        private let fractions: [Double]
        /// At most this many snapshots are kept: past it every other one
        /// goes and they are kept twice as far apart.
        private static let snapshotLimit = 64

        /// Nil where the contour is thinner than `leastFlowThickness` (but
        /// for `thinBands`), or the flow does not make it convex within
        /// `flowStepLimit` steps.
        init?(_ segments: [AnimatableCubicCurve], thinBands: Bool) {
            let contour = Contour(uncheckedSegments: segments, isClosed: true)
            let table = ArcLengthTable(contour)
            guard let diagonal = contour.bounds?.diagonal,
                  thinBands || 2 * abs(contour.signedArea) >= leastFlowThickness * diagonal * table.totalLength,
                  var flow = CurveShorteningFlow(table, count: flowPointCount) else { return nil }
            fractions = segments.indices.flatMap { index in
                [0, 0.25, 0.75].map { table.fraction(atSegment: index, t: $0) }
            }.map { $0 < 1 ? $0 : 0 }
            var stepCount = 0, spacing = 1
            while !flow.isConvex {
                if stepCount.isMultiple(of: spacing) {
                    snapshots.append((stepCount, flow))
                    if snapshots.count > Self.snapshotLimit {
                        spacing *= 2
                        snapshots.removeAll { !$0.step.isMultiple(of: spacing) }
                    }
                }
                guard stepCount < flowStepLimit, flow.step() else { return nil }
                stepCount += 1
            }
            snapshots.append((stepCount, flow))
            convexStepCount = stepCount
        }

        /// The flow at `flowPieceCount` times up to `share` of the way to
        /// convex, spaced as the cubes of 1/n, 2/n, …, 1 (small features go
        /// fastest).
        func flows(share: Double) -> [CurveShorteningFlow] {
            var flows: [CurveShorteningFlow] = []
            var (stepped, flow) = snapshots[0]
            for key in 1...flowPieceCount {
                let amount = Double(key) / Double(flowPieceCount)
                let steps = Int((share * Double(convexStepCount) * amount * amount * amount).rounded())
                if let nearest = snapshots.last(where: { $0.step <= steps }), nearest.step > stepped { (stepped, flow) = nearest }
                while stepped < steps, flow.step() { stepped += 1 }
                flows.append(flow)
            }
            return flows
        }

        /// The followed points on each of `flows`
        /// (`CurveShorteningFlow.points(at:perimeterWeight:)`), and the
        /// centre of the last outline.
        func keys(on flows: [CurveShorteningFlow], perimeterWeight: Double) -> (keys: [[Point]], centre: Point) {
            let last = flows[flows.count - 1].points
            let centre = last.reduce(Vector.zero) { $0 + $1.vectorFromOrigin } / Double(last.count)
            return (flows.map { $0.points(at: fractions, perimeterWeight: perimeterWeight) }, Point.origin + centre)
        }
    }

    /// The `count - 1` in-betweens of two outlines, each star-shaped about
    /// its centre with its points going round the same way: the centre
    /// moves straight, each point's distance from it blends, and its angle
    /// blends the shorter way on the whole.
    private static func starShapedBlends(from source: [Point], around sourceCentre: Point, to target: [Point],
                                         around targetCentre: Point, count: Int) -> [[Point]] {
        func polar(_ points: [Point], _ centre: Point) -> (angles: [Double], distances: [Double]) {
            var angles: [Double] = [], distances: [Double] = []
            for point in points {
                let offset = point - centre
                let angle = arcTangent(offset.dy, offset.dx)
                if let last = angles.last {
                    angles.append(last + (angle - last).remainder(dividingBy: 2 * Double.pi))
                } else {
                    angles.append(angle)
                }
                distances.append(offset.length)
            }
            return (angles, distances)
        }
        let (a, b) = (polar(source, sourceCentre), polar(target, targetCentre))
        let meanTurn = zip(a.angles, b.angles).reduce(0) { $0 + ($1.0 - $1.1) } / Double(max(source.count, 1))
        let shift = 2 * Double.pi * (meanTurn / (2 * Double.pi)).rounded()
        return (1..<count).map { step in
            let amount = Double(step) / Double(count)
            let centre = sourceCentre.lerp(to: targetCentre, amount)
            return source.indices.map { index in
                let angle = a.angles[index] + amount * (b.angles[index] + shift - a.angles[index])
                let distance = a.distances[index] + amount * (b.distances[index] - a.distances[index])
                return centre + Vector(dx: cosine(angle), dy: sine(angle)) * distance
            }
        }
    }

    /// The polygon through `points` scaled about its centroid to enclose
    /// `area`.
    private static func scaled(_ points: [Point], toArea area: Double) -> [Point] {
        let measured = PolygonArea(points)
        guard measured.signedArea.isNormal, area.isNormal else { return points }
        let scale = (area / abs(measured.signedArea)).squareRoot()
        return points.map { measured.centroid + ($0 - measured.centroid) * scale }
    }

    /// Segments through points at parameters 0, ¼ and ¾ of each (three per
    /// segment, in order round a closed contour): each the cubic through
    /// its three and the next segment's first, met at parameters spaced as
    /// the chords between them are (where material bunches up along a
    /// flowed outline, the original parameters would loop the curve), or
    /// a straight one where the points leave no room for a curve.
    private static func segments(through points: [Point]) -> [AnimatableCubicCurve] {
        let count = points.count / 3
        return (0..<count).map { index in
            let start = points[3 * index], first = points[3 * index + 1], second = points[3 * index + 2]
            let end = points[(3 * index + 3) % points.count]
            let chords = [(first - start).length, (second - first).length, (end - second).length]
            let total = chords[0] + chords[1] + chords[2]
            let (t1, t2) = (chords[0] / total, (chords[0] + chords[1]) / total)
            // B(t1) = first and B(t2) = second, solved for the control points.
            func weights(_ t: Double) -> (Double, Double, Double, Double) {
                let s = 1 - t
                return (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
            }
            let (a, b) = (weights(t1), weights(t2))
            let determinant = a.1 * b.2 - a.2 * b.1
            guard total > 0, abs(determinant) > 1e-6 else {
                return AnimatableCubicCurve(lineFrom: start, to: end)
            }
            let left = first.vectorFromOrigin - start.vectorFromOrigin * a.0 - end.vectorFromOrigin * a.3
            let right = second.vectorFromOrigin - start.vectorFromOrigin * b.0 - end.vectorFromOrigin * b.3
            return AnimatableCubicCurve(start: start, control1: Point.origin + (left * b.2 - right * a.2) / determinant,
                                        control2: Point.origin + (right * a.1 - left * b.1) / determinant, end: end)
        }
    }
}
