/// A morph between two shapes: the matching is done once, when the morph is
/// created; `shape(at:)` is then arithmetic on prepared arrays of control
/// points: the two ends, and the keys where the path of travel bends.
///
///     let morph = Morph(from: heart, to: club)
///     let halfway = morph.shape(at: 0.5)
///
/// What matching guarantees (the DocC article "How the engine matches
/// shapes" tells the algorithm):
/// - `shape(at: 0)` and `shape(at: 1)` trace exactly the input geometry; every
///   original joint (corner) of both shapes is a joint of every frame.
/// - Curves stay cubic curves: segments are only ever split exactly, never
///   flattened, padded with zero-length pieces or duplicated; a pair of
///   contours with n and m segments gets at most n + m.
/// - Every frame has the same contours and segment counts, so frames can be
///   written as SVG path data with one command structure.
/// - The same inputs give bit-identical frames.
/// - Where neither end of a contour crosses itself and every straight path
///   of travel would make it cross, its path bends (see `bends`); where
///   every path folds, the two stop being partners and bud from the other
///   pairs (one shrinks into its neighbours, the other grows out of them),
///   or, paired alone, one takes another partner, or thin bands melt.
/// - A target that is the source moved, scaled or stretched is that shape
///   moved, scaled or stretched part way at every frame; one that is the
///   source turned turns by angle (see `motion`, `MorphOptions.motion`).
public struct Morph: Sendable {
    /// The shape at progress 0.
    public let source: Shape
    /// The shape at progress 1.
    public let target: Shape
    /// The source cut into the matched segments: the same geometry as
    /// `source`, with the segment structure of every frame.
    public let matchedSource: Shape
    /// The target cut into the matched segments, contour by contour and
    /// segment by segment corresponding to `matchedSource`.
    public let matchedTarget: Shape
    /// How each pair of contours was matched.
    public let matches: [ContourMatch]
    /// How the shape moves as a whole: the move, scale and turn that best
    /// carry the source onto the target, and the turn played; nil for a
    /// morph put together from others.
    public let motion: MorphMotion?
    /// Whether a pair of contours crosses itself on every path the engine
    /// tried, where it could be neither given up, given another partner nor
    /// melted (a morph put together from others: whether one of them does).
    package let folds: Bool

    /// Matches `source` to `target`.
    ///
    /// - Complexity: O(n + m) in the segment counts for each pair of contours,
    ///   plus a start-point search bounded by `options.sampleCount²`, plus an
    ///   assignment of O(k²·l) for k ≤ l contours.
    ///
    /// - Precondition: every coordinate of both shapes is finite.
    public init(from source: Shape, to target: Shape, options: MorphOptions = MorphOptions()) {
        let original = (source: source, target: target)
        let source = source.tidied(closingMeetingEnds: options.closesMeetingEnds, closingOpenFills: options.closesOpenFills)
        let target = target.tidied(closingMeetingEnds: options.closesMeetingEnds, closingOpenFills: options.closesOpenFills)
        // One fill rule for every frame: both shapes as the nonzero rule
        // fills them, outlines clockwise and holes counterclockwise.
        // The parts hold for the nonzero equivalents too (they fill the same)
        // and for the scaled copies (scaled by a power of two).
        let sourceParts = ShapeParts(source), targetParts = ShapeParts(target)
        var drawnSource = source, drawnTarget = target
        if options.direction != .preserve, let a = sourceParts.nonZeroEquivalent(of: source),
           let b = targetParts.nonZeroEquivalent(of: target) {
            (drawnSource, drawnTarget) = (a, b)
        }
        let scale = MatchingScale(drawnSource, drawnTarget)
        let scaledSource = scale.normalized(drawnSource)
        // Pairing and correspondence measure the same contours.
        let sourceTables = scaledSource.contours.map(ArcLengthTable.init)
        let unturnedTarget = scale.normalized(drawnTarget)
        var scaledTarget = unturnedTarget
        var targetTables = scaledTarget.contours.map(ArcLengthTable.init)
        var pairs = options.contourPairs ?? ContourPairing.keeping(
            options.pinnedContourPairs,
            in: ContourPairing.pairs(from: scaledSource, sourceParts, sourceTables, to: scaledTarget, targetParts, targetTables),
            sourceCount: scaledSource.contours.count, targetCount: scaledTarget.contours.count)
        // A target that is the source turned is matched turned back, and
        // every frame turned on by its share of the turn.
        let motion = MorphMotion(sourceTables: sourceTables, targetTables: targetTables, pairs: pairs, policy: options.motion)
        let turning = motion.turn != 0
        if turning {
            scaledTarget = scaledTarget.transformed(by: .rotation(radians: -motion.turn, about: motion.targetCentre))
            targetTables = scaledTarget.contours.map(ArcLengthTable.init)
        }

        // Paired contours first, so that unpaired ones can bud from them;
        // pairs that fold on every path are given up or change partners.
        let paired = Self.matchAvoidingFolds(&pairs, of: scaledSource, sourceTables, sourceParts, to: scaledTarget, targetTables,
                                             targetParts, options: options)
        var (sourceContours, targetContours, bentContours) = Self.endContours(
            pairs, paired: paired.matched, bentTravel: paired.bentTravel, of: scaledSource, sourceParts, to: scaledTarget, targetParts)
        let matches = paired.matches
        // A bent path whose keys, back at the inputs' scale, reach past the
        // largest numbers is not taken: that contour travels straight.
        bentContours = bentContours.filter { _, travel in
            travel.keys.allSatisfy { scale.restored(Contour(uncheckedSegments: $0, isClosed: false)).segments.allSatisfy(\.isFinite) }
        }
        // The bends every contour's path shares: the most any contour or
        // the turn needs.
        let turnPieces = turning ? Self.turnPieceCount(motion, sourceContours + targetContours) : 1
        let pieceCount = max(bentContours.values.map(\.pieceCount).max() ?? 1, turnPieces)
        // The turn played by progress p, about the centre as it travels.
        func turned(_ segments: [AnimatableCubicCurve], at progress: Double) -> [AnimatableCubicCurve] {
            guard turning else { return segments }
            let centre = motion.sourceCentre + (motion.targetCentre - motion.sourceCentre) * progress
            let rotation = AffineTransform.rotation(radians: motion.turn * progress, about: centre)
            return segments.map { $0.transformed(by: rotation) }
        }
        let bendKeys = (1..<pieceCount).map { index in
            let progress = Double(index) / Double(pieceCount)
            return Shape(contours: sourceContours.indices.map { contour in
                let segments = bentContours[contour]?.segments(at: index, of: pieceCount)
                    ?? zip(sourceContours[contour].segments, targetContours[contour].segments).map {
                        $0.interpolated(towards: $1, amount: progress)
                    }
                return scale.restored(Contour(uncheckedSegments: turned(segments, at: progress), isClosed: false))
            })
        }
        if turning {
            targetContours = Self.turnedBack(targetContours, by: .rotation(radians: motion.turn, about: motion.targetCentre),
                                             turned: scaledTarget, unturned: unturnedTarget)
        }
        self.init(source: original.source, target: original.target,
                  matchedSource: Shape(contours: sourceContours.map(scale.restored), fillRule: drawnSource.fillRule),
                  matchedTarget: Shape(contours: targetContours.map(scale.restored), fillRule: drawnTarget.fillRule),
                  bendKeys: bendKeys, matches: matches, motion: scale.restored(motion), folds: !paired.folding.isEmpty)
    }

    /// The pairs of contours matched: the matched contours where both sides
    /// draw something (nil in their place where not), the bent paths of
    /// travel of those that need one, by pair, how each pair was matched,
    /// and the pairs whose in-betweens cross themselves on every path tried.
    typealias PairedContours = (matched: [(source: Contour, target: Contour)?], bentTravel: [Int: BentTravel],
                                matches: [ContourMatch], folding: Set<Int>)

    /// One pair of contours matched: both ends as matched, the bent path of
    /// travel where it needs one, whether every path folds, how far its
    /// points travel (`ContourCorrespondence.travel`) and how it was matched.
    private struct MatchedPair {
        var ends: (source: Contour, target: Contour)
        var bentTravel: BentTravel?
        var folds: Bool
        var travel: Double
        var record: ContourMatch

        /// The pair `pair` of contours `p` and `q` as `correspondence`
        /// matched them: `q` to `p` where `swapped` (an open target meeting a
        /// seam of its closed source), else `p` to `q`.
        init(_ correspondence: ContourCorrespondence, pair: ContourPair, _ p: Contour, _ q: Contour, swapped: Bool) {
            let (source, target) = swapped ? (correspondence.target, correspondence.source)
                                           : (correspondence.source, correspondence.target)
            ends = (Contour(segments: source, isClosed: p.isClosed), Contour(segments: target, isClosed: q.isClosed))
            bentTravel = swapped ? correspondence.bentTravel?.reversed() : correspondence.bentTravel
            folds = correspondence.folds
            travel = correspondence.travel
            record = ContourMatch(
                pair: pair, isTargetReversed: swapped ? false : correspondence.isTargetReversed,
                targetStartSegment: swapped ? 0 : correspondence.targetStartSegment,
                targetStartFraction: swapped ? 0 : correspondence.targetStartFraction, segmentCount: source.count,
                addedSourceSegments: source.count - p.segments.count, addedTargetSegments: target.count - q.segments.count,
                pairedCorners: correspondence.pairedCorners)
        }
    }

    /// `pairs` matched (see `PairedContours`).
    static func matchPairedContours(
        _ pairs: [ContourPair], of scaledSource: Shape, _ sourceTables: [ArcLengthTable], _ sourceParts: ShapeParts,
        to scaledTarget: Shape, _ targetTables: [ArcLengthTable], _ targetParts: ShapeParts, options: MorphOptions
    ) -> PairedContours {
        // A contour around a hole or in one keeps its direction: reversing it
        // alone would change what its end draws (where the shape has no
        // nonzero equivalent, windings need not agree).
        let (nestedSource, nestedTarget) = (sourceParts.nested, targetParts.nested)
        var matched: [(source: Contour, target: Contour)?] = []
        var bentTravel: [Int: BentTravel] = [:]
        var matches: [ContourMatch] = []
        var folding = Set<Int>()
        for pair in pairs {
            let p = pair.source.map { scaledSource.contours[$0] }, q = pair.target.map { scaledTarget.contours[$0] }
            guard let p, let q, let sourceIndex = pair.source, let targetIndex = pair.target,
                  !p.segments.isEmpty, !q.segments.isEmpty else {
                matched.append(nil)
                // The side that draws something grows or shrinks; empty contours are dropped.
                let sourceDraws = p?.segments.isEmpty == false
                guard let drawn = sourceDraws ? p : q, !drawn.segments.isEmpty else { continue }
                matches.append(.unpaired(ContourPair(source: sourceDraws ? pair.source : nil, target: sourceDraws ? nil : pair.target),
                                         segmentCount: drawn.segments.count))
                continue
            }
            let start = pair.source.flatMap { options.startSegmentOverrides[$0] }
            var options = options
            let isNested = pair.source.map(nestedSource.contains) == true || pair.target.map(nestedTarget.contains) == true
            if options.isFilled, options.direction == .matchWinding, isNested {
                options.direction = .preserve
            }
            options.evensBentArea = options.isFilled && !isNested
            // The open target's ends meet a seam of the closed source.
            let swapped = p.isClosed && !q.isClosed
            let direct = swapped
                ? ContourCorrespondence.Candidates(source: targetTables[targetIndex], target: sourceTables[sourceIndex],
                                                   options: options, startOverride: nil)
                : ContourCorrespondence.Candidates(source: sourceTables[sourceIndex], target: targetTables[targetIndex],
                                                   options: options, startOverride: start,
                                                   reversal: options.targetReversals[sourceIndex])
            var match: MatchedPair
            // An open contour may instead be traced there and back, where its
            // paint draws that the same and points travel less that way on a
            // straight path that does not cross itself.
            if p.isClosed != q.isClosed, p.isClosed ? options.targetOpenContoursDoubleBack : options.sourceOpenContoursDoubleBack,
               start == nil, options.targetReversals[sourceIndex] == nil {
                let loop = ArcLengthTable(ThereAndBack.loop(p.isClosed ? q : p))
                var straight = options
                straight.travelsStraightOnly = true
                // A loop traced there and back is its own reverse: the closed
                // contour reversed meets it as it does unreversed, and is not tried.
                let doubled = p.isClosed
                    ? ContourCorrespondence.Candidates(source: sourceTables[sourceIndex], target: loop, options: straight,
                                                       startOverride: nil, reversal: false)
                    : ContourCorrespondence.Candidates(source: loop, target: targetTables[targetIndex], options: straight,
                                                       startOverride: nil, reversal: false)
                switch ThereAndBack.preferred(direct, doubled) {
                case .direct(let correspondence):
                    match = MatchedPair(correspondence, pair: pair, p, q, swapped: swapped)
                case .thereAndBack(let correspondence):
                    match = MatchedPair(correspondence, pair: pair, p, q, swapped: false)
                    // Segments gained are counted beyond the loop's own.
                    if p.isClosed { match.record.addedTargetSegments -= q.segments.count }
                    else { match.record.addedSourceSegments -= p.segments.count }
                    match.record.isTracedThereAndBack = true
                }
            } else {
                match = MatchedPair(direct.chosen(), pair: pair, p, q, swapped: swapped)
            }
            bentTravel[matched.count] = match.bentTravel
            if match.folds { folding.insert(matched.count) }
            matched.append(match.ends)
            matches.append(match.record)
        }

        return (matched, bentTravel, matches, folding)
    }

    /// Every contour of the morph at both ends, in the order of `pairs`:
    /// the `matched` ones as matched, and each contour without a partner
    /// budding from its neighbours (collapsed to a point on the side that
    /// lacks it); with the bent paths of travel by contour.
    private static func endContours(
        _ pairs: [ContourPair], paired matched: [(source: Contour, target: Contour)?], bentTravel: [Int: BentTravel],
        of scaledSource: Shape, _ sourceParts: ShapeParts, to scaledTarget: Shape, _ targetParts: ShapeParts
    ) -> (source: [Contour], target: [Contour], bent: [Int: BentTravel]) {
        var pairOfSource: [Int: Int] = [:], pairOfTarget: [Int: Int] = [:]
        for (index, pair) in pairs.enumerated() where matched[index] != nil {
            if let s = pair.source { pairOfSource[s] = index }
            if let t = pair.target { pairOfTarget[t] = index }
        }
        let forward = matched.compactMap { $0.map { Budding.PairedSides(near: $0.source.segments, far: $0.target.segments) } }
        let backward = matched.compactMap { $0.map { Budding.PairedSides(near: $0.target.segments, far: $0.source.segments) } }
        // A hole inside an outline without a partner shrinks or grows with
        // it, to the same point, so that it stays inside.
        func anchor(of index: Int, in shape: Shape, _ parts: ShapeParts, pairOf: [Int: Int], isSource: Bool) -> Point {
            if let outline = parts.parents[index], pairOf[outline] == nil, !shape.contours[outline].segments.isEmpty {
                return anchor(of: outline, in: shape, parts, pairOf: pairOf, isSource: isSource)
            }
            let parent = parts.parents[index].flatMap { pairOf[$0] }.flatMap { matched[$0] }.map { pair in
                isSource ? Budding.PairedSides(near: pair.source.segments, far: pair.target.segments)
                    : Budding.PairedSides(near: pair.target.segments, far: pair.source.segments)
            }
            return Budding.anchor(for: shape.contours[index], parent: parent, pairs: isSource ? forward : backward)
        }
        // A contour without a partner grows or shrinks evenly in area
        // (`BentTravel(growing:outOf:)`), and so do the holes inside it;
        // a hole inside a paired outline does where that keeps the shape's
        // area nearer the line between its ends' and the hole inside ink
        // all the way (`BentTravel.growEvenly`); else it keeps to the
        // outline's straight blend, which it stays inside.
        func growsEvenly(_ index: Int, in shape: Shape, _ parts: ShapeParts, pairOf: [Int: Int]) -> Bool {
            guard let outline = parts.parents[index], !shape.contours[outline].segments.isEmpty else { return true }
            return pairOf[outline] == nil && growsEvenly(outline, in: shape, parts, pairOf: pairOf)
        }
        // Holes of paired outlines that may grow evenly, by contour.
        var mayGrowEvenly: [(contour: Int, path: BentTravel)] = []
        var sourceContours: [Contour] = [], targetContours: [Contour] = []
        var bentContours: [Int: BentTravel] = [:]
        for (index, pair) in pairs.enumerated() {
            if let (p, q) = matched[index] {
                bentContours[sourceContours.count] = bentTravel[index]
                sourceContours.append(p)
                targetContours.append(q)
            } else if let s = pair.source, !scaledSource.contours[s].segments.isEmpty {
                let contour = scaledSource.contours[s]
                let point = anchor(of: s, in: scaledSource, sourceParts, pairOf: pairOfSource, isSource: true)
                let path = BentTravel(growing: contour, outOf: point).reversed()
                if growsEvenly(s, in: scaledSource, sourceParts, pairOf: pairOfSource) {
                    bentContours[sourceContours.count] = path
                } else {
                    mayGrowEvenly.append((sourceContours.count, path))
                }
                sourceContours.append(contour)
                targetContours.append(Morph.collapsed(contour, at: point))
            } else if let t = pair.target, !scaledTarget.contours[t].segments.isEmpty {
                let contour = scaledTarget.contours[t]
                let point = anchor(of: t, in: scaledTarget, targetParts, pairOf: pairOfTarget, isSource: false)
                let path = BentTravel(growing: contour, outOf: point)
                if growsEvenly(t, in: scaledTarget, targetParts, pairOf: pairOfTarget) {
                    bentContours[sourceContours.count] = path
                } else {
                    mayGrowEvenly.append((sourceContours.count, path))
                }
                sourceContours.append(Morph.collapsed(contour, at: point))
                targetContours.append(contour)
            }
        }
        BentTravel.growEvenly(mayGrowEvenly, in: &bentContours, source: sourceContours, target: targetContours)
        return (sourceContours, targetContours, bentContours)
    }

    /// A morph of shapes already matched: `matchedSource`, the `bendKeys`
    /// (the shapes at the bends, evenly spaced, their count one less than a
    /// power of two) and `matchedTarget` correspond contour by contour and
    /// segment by segment; the frames' fill rules are the ends'.
    init(source: Shape, target: Shape, matchedSource: Shape, matchedTarget: Shape, bendKeys: [Shape] = [],
         matches: [ContourMatch], motion: MorphMotion? = nil, folds: Bool = false) {
        self.source = source
        self.target = target
        self.matchedSource = matchedSource
        self.matchedTarget = matchedTarget
        self.matches = matches
        self.motion = motion
        self.folds = folds
        fillRules = (matchedSource.fillRule, matchedTarget.fillRule)
        keys = [matchedSource] + bendKeys + [matchedTarget]
    }

    /// The fill rule of the frames at progress 0 and at 1: nonzero for both
    /// unless one of the shapes cannot be filled the same under it.
    let fillRules: (source: FillRule, target: FillRule)

    /// The shapes its path of travel passes through: `matchedSource`, the
    /// shape at each bend, `matchedTarget` (the ends the same storage as
    /// those, not copies: one copy of a long contour's matched segments).
    let keys: [Shape]

    /// The progress values at which the path of travel bends, evenly spaced
    /// in 0…1: empty where every point travels in a straight line (most
    /// morphs), else where the shape turns as a whole (keys on the turn,
    /// close enough that the arc between them strays by at most a
    /// thousandth of the size), where contours that would otherwise cross
    /// themselves turn through an in-between that keeps their shape
    /// (blending chord lengths and turning angles, Sederberg et al. 1993),
    /// or where a contour without a partner grows out of a point or shrinks
    /// into one evenly in area (0.25, 0.5 and 0.75). Between bends, and
    /// beyond the ends, points travel in straight lines; an exporter that
    /// interpolates linearly between keys needs a key at each bend.
    public var bends: [Double] {
        let pieces = keys.count - 1
        return (1..<pieces).map { Double($0) / Double(pieces) }
    }

    /// The straight piece of the path of travel that `progress` falls on,
    /// and how far along it: the first or last piece beyond the ends.
    @inline(__always)
    func piece(at progress: Double) -> (index: Int, amount: Double) {
        let pieces = keys.count - 1
        guard pieces > 1 else { return (0, progress) }
        let position = progress * Double(pieces)
        // Not a number falls on the first piece, as it fell on the only one.
        let index = !(position >= 1) ? 0 : position >= Double(pieces - 1) ? pieces - 1 : Int(position)
        return (index, position - Double(index))
    }

    /// The in-between shape at `progress`: 0 is the source, 1 the target, and
    /// values outside `0...1` extrapolate (springs overshoot).
    ///
    /// Each control point is `(1 − t)·a + t·b`, where a and b are its places
    /// at the ends of the straight piece of its path that `progress` falls on
    /// (the whole path where it does not bend) and t how far along that piece
    /// `progress` is; so progress 0 and 1 reproduce the matched shapes
    /// exactly. A contour is closed where both inputs are (at exactly 0 or 1,
    /// where that input is).
    ///
    /// - Complexity: O(segments); one allocation per contour.
    public func shape(at progress: Double) -> Shape {
        let (piece, amount) = piece(at: progress)
        let keep = 1 - amount
        func blend(_ p: Point, _ q: Point) -> Point {
            Point(x: keep * p.x + amount * q.x, y: keep * p.y + amount * q.y)
        }
        func blend(_ p: AnimatableCubicCurve, _ q: AnimatableCubicCurve) -> AnimatableCubicCurve {
            AnimatableCubicCurve(start: blend(p.start, q.start), control1: blend(p.control1, q.control1),
                                 control2: blend(p.control2, q.control2), end: blend(p.end, q.end))
        }
        var contours: [Contour] = []
        contours.reserveCapacity(matchedSource.contours.count)
        for index in matchedSource.contours.indices {
            let a = keys[piece].contours[index].segments, b = keys[piece + 1].contours[index].segments
            let segments: ContourSegments
            if let p = a.polylinePoints, let q = b.polylinePoints {
                // Straight segments blend straight: only their ends move.
                segments = ContourSegments(polylineThrough: Self.blended(p, q, by: blend))
            } else if let p = a.storedCurves, let q = b.storedCurves {
                segments = ContourSegments(storing: Self.blended(p, q, by: blend))
            } else {
                segments = ContourSegments(Self.blended(a, b, by: blend))
            }
            contours.append(Contour(uncheckedSegments: segments, isClosed: isClosed(contour: index, at: progress)))
        }
        return Shape(contours: contours, fillRule: fillRule(at: progress))
    }

    /// The elements of `a` and `b` (equally many) blended pairwise, in one
    /// allocation.
    private static func blended<Segments: RandomAccessCollection>(
        _ a: Segments, _ b: Segments, by blend: (Segments.Element, Segments.Element) -> Segments.Element
    ) -> [Segments.Element] where Segments.Index == Int {
        [Segments.Element](unsafeUninitializedCapacity: a.count) { buffer, initialized in
            for index in 0..<a.count { buffer.initializeElement(at: index, to: blend(a[index], b[index])) }
            initialized = a.count
        }
    }

    /// Whether contour `index` is closed at `progress`: where both inputs
    /// are, or at exactly 0 or 1 where that input is.
    func isClosed(contour index: Int, at progress: Double) -> Bool {
        let sourceClosed = matchedSource.contours[index].isClosed, targetClosed = matchedTarget.contours[index].isClosed
        return progress == 0 ? sourceClosed : progress == 1 ? targetClosed : sourceClosed && targetClosed
    }

    /// The fill rule of every frame: nonzero, unless a shape cannot be filled
    /// the same under it; then the source's rule for the first half and the
    /// target's after.
    public func fillRule(at progress: Double) -> FillRule { progress < 0.5 ? fillRules.source : fillRules.target }

    /// A contour of the same segment count as `contour`, all at `point`: how
    /// a contour with no partner starts or ends.
    static func collapsed(_ contour: Contour, at point: Point) -> Contour {
        let dot = AnimatableCubicCurve(start: point, control1: point, control2: point, end: point)
        return Contour(segments: Array(repeating: dot, count: contour.segments.count), isClosed: contour.isClosed)
    }
}
