/// How a shape moves as a whole on its way to another: the similarity
/// (move, uniform scale, turn) that best carries the source onto the target,
/// and how much of the change it leaves unexplained.
///
/// `Morph` matches shapes in that common frame, so the moved, grown or
/// turned copy of a shape is matched point for point; it plays the move and
/// the scale linearly (the centre travels in a straight line, the size
/// changes evenly) and, where it turns (`turn` not zero), the turn by angle
/// about the centre, so a turned copy stays a copy at every frame.
public struct MorphMotion: Hashable, Sendable, Codable {
    /// The centre of the source (the mean of points spread evenly along its
    /// contours by arc length).
    public var sourceCentre: Point
    /// The centre of the target, likewise.
    public var targetCentre: Point
    /// How much larger the target is than the source: the ratio of their
    /// root mean square distances from their centres (1 for a moved or
    /// turned copy, 2 for one twice as large).
    public var scale: Double
    /// The angle the morph turns the shape through, in radians (positive
    /// from +x towards +y: clockwise on screen), about the centre as it
    /// travels; 0 where the morph does not turn.
    public var turn: Double
    /// The angle of the best fit, played or not.
    public var fittedTurn: Double
    /// How far the target is from the source carried onto it by the best
    /// move, scale and turn: the root mean square distance between their
    /// corresponding points over the target's own (about its centre); 0 for
    /// a copy.
    public var mismatch: Double

    /// How far the shape's centre moves.
    public var translation: Vector { targetCentre - sourceCentre }

    /// A morph turns when the best fit turns by at least this (radians, 3°):
    /// a smaller turn played straight bends the outline by less than a
    /// thousandth of its size.
    static let leastTurn = Double.pi / 60
    /// A morph turns when the fit leaves at most this mismatch (a
    /// twentieth of the target's size), and the best fit without a turn
    /// more…
    static let turningMismatch = 0.05
    /// …and at most this share of the mismatch the best fit without a turn
    /// leaves: the turn must explain most of the change.
    static let turnShare = 0.5
    /// Alignments of a pair that fit within this share of the best count as
    /// as good (the symmetries of a shape), and the least turn of them is
    /// taken.
    static let symmetryTolerance = 0.01
    /// Points sampled along each contour pair for the fit.
    static let sampleCount = 16
    /// Shapes with more contour pairs than this are not fitted (no turn).
    static let pairLimit = 256

    /// The fit of `target` to `source` over the contour `pairs` (either side
    /// nil: not fitted), the contours measured by the tables; `policy`
    /// decides whether the fitted turn is played.
    init(sourceTables: [ArcLengthTable], targetTables: [ArcLengthTable], pairs: [ContourPair],
         policy: MorphOptions.Motion) {
        // Each pair of contours sampled at equal steps of arc length.
        var samples: [PairSamples] = []
        for pair in pairs.count <= Self.pairLimit ? pairs : [] {
            guard let s = pair.source, let t = pair.target else { continue }
            let a = sourceTables[s], b = targetTables[t]
            guard a.totalLength > 0, b.totalLength > 0 else { continue }
            samples.append(PairSamples(a, b, count: Self.sampleCount))
        }
        guard !samples.isEmpty else {
            self.init(sourceCentre: .origin, targetCentre: .origin, scale: 1, turn: 0, fittedTurn: 0, mismatch: 0)
            return
        }
        // First each pair fitted up to any turn of its own, then, as a
        // circle fits itself at every shift, up to the turn the whole
        // shape fits best.
        func fitted(towards angle: Double?) -> Similarity {
            var sourcePoints: [Point] = [], targetPoints: [Point] = [], weights: [Double] = []
            let count = samples.reduce(0) { $0 + $1.source.count }
            sourcePoints.reserveCapacity(count)
            targetPoints.reserveCapacity(count)
            weights.reserveCapacity(count)
            for pair in samples {
                let (way, shift) = pair.bestAlignment(towards: angle)
                let q = way ? pair.reversedTarget : pair.target
                for index in pair.source.indices {
                    sourcePoints.append(pair.source[index])
                    targetPoints.append(q[(index * pair.step + shift) % q.count])
                    weights.append(pair.weight)
                }
            }
            return Similarity(sourcePoints, targetPoints, weights: weights)
        }
        let fit = fitted(towards: fitted(towards: nil).angle)
        let turns: Bool
        switch policy {
        case .linear: turns = false
        case .rigid: turns = true
        case .automatic:
            // Compared with the best fit that does not turn (its own shifts:
            // a circle fits a circle at any turn, and must not spin), which
            // must leave the change unexplained.
            let unturned = fitted(towards: 0).mismatchWithoutTurn
            turns = abs(fit.angle) >= Self.leastTurn && fit.mismatch <= Self.turningMismatch
                && unturned > Self.turningMismatch && fit.mismatch < Self.turnShare * unturned
        }
        self.init(sourceCentre: fit.sourceCentre, targetCentre: fit.targetCentre, scale: fit.scale,
                  turn: turns ? fit.angle : 0, fittedTurn: fit.angle, mismatch: fit.mismatch)
    }

    init(sourceCentre: Point, targetCentre: Point, scale: Double, turn: Double, fittedTurn: Double, mismatch: Double) {
        self.sourceCentre = sourceCentre
        self.targetCentre = targetCentre
        self.scale = scale
        self.turn = turn
        self.fittedTurn = fittedTurn
        self.mismatch = mismatch
    }

    /// One pair of contours sampled at equal steps of arc length, and how
    /// well the target's samples fit the source's about their own centres
    /// in each alignment: shifted round by k (a closed pair, whose target is
    /// sampled `step` times as densely, so that a shift of a fraction of the
    /// source's step is found: a circle drawn from another start must fit
    /// itself unturned), or run either way (an open pair).
    private struct PairSamples {
        let source: [Point]
        let target: [Point]
        let reversedTarget: [Point]
        /// Target samples per source sample.
        let step: Int
        let weight: Double
        /// Each alignment (reversed, shift) with Σ conj(p̂ᵢ)·q̂ᵢ₊ₖ as (dot, cross).
        let alignments: [(reversed: Bool, shift: Int, dot: Double, cross: Double)]

        init(_ a: ArcLengthTable, _ b: ArcLengthTable, count: Int) {
            let closed = a.contour.isClosed && b.contour.isClosed
            let offset = closed ? 0 : 0.5
            let step = closed ? 4 : 1
            self.step = step
            source = (0..<count).map { a.point(at: (Double($0) + offset) / Double(count)) }
            var target = (0..<count * step).map { b.point(at: (Double($0) + offset) / Double(count * step)) }
            if closed && (a.contour.signedArea > 0) != (b.contour.signedArea > 0) { target.reverse() }
            self.target = target
            reversedTarget = target.reversed()
            weight = a.totalLength + b.totalLength
            func centred(_ points: [Point]) -> [Vector] {
                let centre = points.reduce(Vector.zero) { $0 + $1.vectorFromOrigin } / Double(points.count)
                return points.map { $0.vectorFromOrigin - centre }
            }
            let p = centred(source), q = centred(target)
            func correlation(_ q: [Vector], shift: Int) -> (dot: Double, cross: Double) {
                var dot = 0.0, cross = 0.0
                for index in p.indices {
                    let (u, v) = (p[index], q[(index * step + shift) % q.count])
                    dot += u.dot(v)
                    cross += u.cross(v)
                }
                return (dot, cross)
            }
            if closed {
                alignments = (0..<count * step).map { shift in
                    let (dot, cross) = correlation(q, shift: shift)
                    return (false, shift, dot, cross)
                }
            } else {
                let forward = correlation(q, shift: 0), backward = correlation(q.reversed(), shift: 0)
                alignments = [(false, 0, forward.dot, forward.cross), (true, 0, backward.dot, backward.cross)]
            }
        }

        /// The alignment that fits best up to a scale and any turn (the
        /// largest |Σ conj(p̂ᵢ)·q̂ᵢ₊ₖ|; of those within `symmetryTolerance` of
        /// it, the least turn: a rectangle turned by 30° fits as well turned
        /// by −150°), or a turn by `angle` (the largest part of that sum along
        /// e^{i·angle}).
        func bestAlignment(towards angle: Double?) -> (reversed: Bool, shift: Int) {
            let best: Int
            if let angle {
                let (c, s) = (cosine(angle), sine(angle))
                best = alignments.indices.max { a, b in
                    alignments[a].dot * c + alignments[a].cross * s < alignments[b].dot * c + alignments[b].cross * s
                }!
            } else {
                let strengths = alignments.map { ($0.dot * $0.dot + $0.cross * $0.cross).squareRoot() }
                let strongest = strengths.max()!
                best = alignments.indices.filter { strengths[$0] >= strongest * (1 - MorphMotion.symmetryTolerance) }
                    .min { abs(arcTangent(alignments[$0].cross, alignments[$0].dot)) < abs(arcTangent(alignments[$1].cross, alignments[$1].dot)) }!
            }
            return (alignments[best].reversed, alignments[best].shift)
        }
    }

    /// The weighted least-squares similarity q ≈ c_q + s·R(θ)(p − c_p), its
    /// scale reported as the ratio of the sizes.
    private struct Similarity {
        var sourceCentre: Point
        var targetCentre: Point
        var scale: Double
        var angle: Double
        var mismatch: Double
        var mismatchWithoutTurn: Double

        init(_ p: [Point], _ q: [Point], weights: [Double]) {
            let total = weights.reduce(0, +)
            func centre(_ points: [Point]) -> Point {
                Point.origin + zip(points, weights).reduce(Vector.zero) { $0 + $1.0.vectorFromOrigin * $1.1 } / total
            }
            (sourceCentre, targetCentre) = (centre(p), centre(q))
            var dot = 0.0, cross = 0.0, sourceSquares = 0.0, targetSquares = 0.0
            for index in p.indices {
                let (u, v, w) = (p[index] - sourceCentre, q[index] - targetCentre, weights[index])
                dot += w * u.dot(v)
                cross += w * u.cross(v)
                sourceSquares += w * u.dot(u)
                targetSquares += w * v.dot(v)
            }
            angle = arcTangent(cross, dot)
            let strength = (dot * dot + cross * cross).squareRoot()
            // The ratio of the sizes, which is the least-squares scale for a
            // copy; the least-squares scale itself shrinks with the likeness
            // (towards 0 for shapes alike in nothing but size).
            scale = sourceSquares > 0 ? (targetSquares / sourceSquares).squareRoot() : 1
            // Residuals of the best scale with the best turn, and with none.
            func relative(_ residual: Double) -> Double {
                targetSquares > 0 ? (max(residual, 0) / targetSquares).squareRoot() : 0
            }
            mismatch = sourceSquares > 0 ? relative(targetSquares - strength * strength / sourceSquares) : 0
            mismatchWithoutTurn = sourceSquares > 0 ? relative(targetSquares - max(dot, 0) * max(dot, 0) / sourceSquares) : 0
        }
    }
}
