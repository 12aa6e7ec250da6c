/// How one source contour corresponds to one target contour: a monotone map
/// between fractions of their perimeters, given by knots, and the equal-length
/// segment lists it produces.
///
/// The algorithm, for contours `P` (source) and `Q` (target):
/// 1. Orientation: `Q` is reversed when its signed area has the other sign
///    than `P`'s (or, by option or for unfilled shapes, when that makes
///    points travel less); an
///    open contour that encloses next to nothing has no winding to match,
///    and least travel decides. An open `P` meets a closed `Q` at a seam,
///    the shift of `Q` where its ends fit best.
/// 2. Warp: both perimeters are sampled at `sampleCount` equal arc-length
///    steps, each contour in its own `MatchingFrame` as far as the two are
///    alike as shapes (`Frames.likeness`: so that a shape that only moves
///    or grows pairs point for point with its copy, and unlike shapes meet
///    where they are drawn), and a
///    `PerimeterWarp` (dynamic programming) pairs them, each
///    stretch of one mapping onto a stretch of the other between half and
///    twice as long, so that parts of different relative sizes still meet
///    their partners. For closed contours the warp is pinned half way round
///    from the best plain shift, so that the start itself slides to where it
///    fits; open contours keep their ends.
///    Where every corner of both closed contours pairs with a corner in
///    order (`CornerPairing`), that warp is a candidate, and it leads.
///    When both closed contours are their own mirror images about the same
///    line (`MirrorSymmetry`), the warp that matches one side and mirrors
///    that match on the other is a candidate; otherwise, when `Q` has at
///    most `exhaustiveStartLimit` joints, the warps pinned at those of its
///    joints that look best on a coarse grid are.
/// 3. Knots: every joint of `P` maps through the warp to `Q`, every joint of
///    `Q` back. A joint of each contour that land close together are merged
///    into one knot, so corners meet corners rather than leaving slivers.
/// 4. Cuts: both contours are split exactly (de Casteljau) at every knot that
///    is not already one of their joints, so they get one segment per knot,
///    corners of both kept: at most `n + m` segments, never a polygon.
/// 5. Of several candidates, the one whose points travel least (squared
///    distance in the contours' frames, weighted by arc length) wins,
///    except that a pairing of every corner leads and a symmetric one wins
///    while it travels at most `symmetryAllowance` times the least; and a
///    leader whose in-betweens pass a piece of the outline through a point
///    (`unevenStretch`) gives way to the candidate or spare of least travel
///    that does not, within `evenStretchAllowance` of its travel
///    (`evenAlternative(among:source:target:)`).
/// 6. Where the winner's in-betweens cross themselves though neither end
///    does, the other candidates and spares (more pinned joints, plain
///    shifts, the warps made where the contours are drawn and wholly in
///    their own frames) are tried by travel (one that travels more than
///    `swingAllowance` times the winner only where the winner's path
///    cannot bend clean); where all of them cross, the path of
///    travel bends (`BentTravel`), from the candidate of least travel that
///    bends cleanly; where none does, deep pockets grow out of a point
///    (`Pockets`), and where that does not help, both ends melt by
///    curve-shortening flow and the path runs through them
///    (`BentTravel.init(flowingFrom:to:)`).
///
/// - Complexity: O(n + m) for tables and cuts per candidate, plus
///   O(sampleCount²) per warp, independent of segment counts; at most four
///   candidates (one per orientation tried, and a symmetric one each) once
///   `Q` has more than `exhaustiveStartLimit` joints.
struct ContourCorrespondence {
    /// A corresponding pair of positions: fraction `u` of the source perimeter
    /// and unwrapped fraction `v` (in `start...start + 1`) of the target's.
    struct Knot {
        var u: Double
        var v: Double
        /// The joints as 32-bit numbers, −1 for none: a knot of contours of
        /// hundreds of thousands of segments takes 24 bytes, not 48.
        private var sourceJointNumber: Int32, targetJointNumber: Int32

        init(u: Double, v: Double, sourceJoint: Int? = nil, targetJoint: Int? = nil) {
            (self.u, self.v) = (u, v)
            (sourceJointNumber, targetJointNumber) = (Self.number(sourceJoint), Self.number(targetJoint))
        }

        var sourceJoint: Int? {
            get { sourceJointNumber < 0 ? nil : Int(sourceJointNumber) }
            set { sourceJointNumber = Self.number(newValue) }
        }

        var targetJoint: Int? {
            get { targetJointNumber < 0 ? nil : Int(targetJointNumber) }
            set { targetJointNumber = Self.number(newValue) }
        }

        private static func number(_ joint: Int?) -> Int32 { joint.map { Int32($0) } ?? -1 }
    }

    /// Up to this many target joints, warps pinned at each are compared on
    /// a grid of a quarter of the samples; the best is a candidate and the
    /// next ones spares.
    static let exhaustiveStartLimit = 16
    /// At most this many spares of each kind (pinned joints, shifts).
    static let spareCount = 3
    /// A match that keeps the mirror symmetry both contours share wins over
    /// lopsided ones that travel up to this factor less: least travel alone
    /// leans heart → club by 4 units of 100. Travel is measured in the
    /// contours' frames, where the distance between their centres no longer
    /// adds the same to every match: there the lopsided matches of the card
    /// suits travel 10–30 % less (heart → spade 0.048 against 0.068).
    static let symmetryAllowance = 1.5
    /// Where the leader's in-betweens cross themselves, a clean candidate or
    /// spare that travels more than this many times as far gives way to the
    /// leader's own path bent clean: matched so differently, the shape
    /// swings round on its way (DejaVu Sans's 8 → 9, Phosphor's open
    /// padlock → brandy glass), where bent it changes in place.
    static let swingAllowance = 2.0
    /// An open contour enclosing less than this fraction of its squared
    /// length (a line, a shallow arc) has no winding worth matching.
    private static let flatOpenArea = 0.01
    /// The most chords a crossing search cuts a contour into.
    private static let crossingChordBudget = 4096

    let source: ContourSegments
    let target: ContourSegments
    let isTargetReversed: Bool
    /// The target segment (counted in the orientation used) on which the
    /// matched target begins, and the fraction of the perimeter where it begins.
    let targetStartSegment: Int
    let targetStartFraction: Double
    /// The bent path of travel, where the in-betweens cross themselves on
    /// every straight path tried though neither end does; nil for a straight
    /// path.
    private(set) var bentTravel: BentTravel?
    /// The mean squared distance between corresponding points: 16 samples
    /// per pair of pieces, each pair weighted by its mean arc length;
    /// measured once, as candidates are ranked by it.
    let travel: Double
    /// The map between the perimeters this correspondence was cut from.
    private let warp: PerimeterWarp
    /// The frames the contours are compared in.
    private let frames: Frames
    /// How many corners of each were paired first (`CornerPairing`), 0 for
    /// another match.
    private(set) var pairedCorners = 0
    /// Whether every match tried makes the in-betweens cross themselves
    /// where neither end does: straight, bent, pockets grown and melted
    /// (this is then the match of least travel, folding).
    private(set) var folds = false

    /// The correspondence between the contours the tables measure: the
    /// target starting at joint `startOverride` (after orientation) and
    /// running backward as `reversal` says, where given.
    init(source sourceTable: ArcLengthTable, target targetTable: ArcLengthTable, options: MorphOptions, startOverride: Int?,
         reversal: Bool? = nil) {
        self = Candidates(source: sourceTable, target: targetTable, options: options, startOverride: startOverride,
                          reversal: reversal).chosen()
    }

    /// The matches tried for one pair of contours, built and measured but
    /// not yet chosen among. Choosing searches the leader's in-betweens for
    /// crossings, which costs most: a caller weighing two ways of matching
    /// the same contours chooses first among the matches likelier to win
    /// (`leastTravel`) and gives the others that travel as a limit.
    struct Candidates {
        private let set: CandidateSet
        private let sourceTable: ArcLengthTable, targetTable: ArcLengthTable
        private let options: MorphOptions
        private let startOverride: Int?
        /// The least travel of any candidate (spares are not counted).
        let leastTravel: Double

        /// The candidates between the contours the tables measure: the
        /// target starting at joint `startOverride` (after orientation) and
        /// running backward as `reversal` says, where given.
        init(source sourceTable: ArcLengthTable, target targetTable: ArcLengthTable, options: MorphOptions, startOverride: Int?,
             reversal: Bool? = nil) {
            (self.sourceTable, self.targetTable, self.options, self.startOverride) = (sourceTable, targetTable, options, startOverride)
            let p = sourceTable.contour, q = targetTable.contour
            let rotatable = q.isClosed && p.isClosed
            // An open source meets a closed target at a seam, where its ends close up.
            let seamed = !p.isClosed && q.isClosed
            let sampleCount = max(options.sampleCount, 4)
            let offset = rotatable ? 0 : 0.5
            let sourcePoints = sourceTable.points(at: (0..<sampleCount).lazy.map { (Double($0) + offset) / Double(sampleCount) })

            let orientations: [Bool]
            switch (options.direction, reversal) {
            case (_, let reversal?): orientations = [reversal]
            case (.preserve, nil): orientations = [false]
            case (.minimizeTravel, nil): orientations = [false, true]
            case (.matchWinding, nil) where !options.isFilled: orientations = [false, true]
            case (.matchWinding, nil):
                // Open contours that enclose next to nothing (a line, a shallow
                // arc) have no winding to match: least travel decides.
                func isFlat(_ contour: Contour, _ table: ArcLengthTable) -> Bool {
                    abs(contour.signedArea) <= (contour.isClosed ? 0 : ContourCorrespondence.flatOpenArea) * table.totalLength * table.totalLength
                }
                let (a, b) = (p.signedArea, q.signedArea)
                orientations = isFlat(p, sourceTable) || isFlat(q, targetTable) ? [false, true] : [(a > 0) != (b > 0)]
            }
            let tables = orientations.map { $0 ? targetTable.reversed() : targetTable }
            // Shapes are compared in their own frames as far as they are alike,
            // else more nearly where they are drawn (`Frames.likeness`).
            let ownFrames = Frames(source: MatchingFrame(sourceTable), target: MatchingFrame(targetTable))
            let likeness = ownFrames.likeness(sourcePoints, tables, offset: offset, shifting: q.isClosed)
            let frames = ownFrames.weighted(likeness)
            let setting = MatchSetting(sourceTable: sourceTable, sourcePoints: sourcePoints, frames: frames, ownFrames: ownFrames,
                                       offset: offset, sampleCount: sampleCount, rotatable: rotatable, options: options)
            var set = CandidateSet()
            for (reversed, table) in zip(orientations, tables) {
                if let override = startOverride, rotatable {
                    let m = q.segments.count
                    set.add(setting.warp(table, sourceStart: 0, targetStart: table.fraction(atJoint: ((override % m) + m) % m)),
                            table: table, reversed: reversed, setting: setting)
                } else if rotatable {
                    set.addClosedMatches(to: table, reversed: reversed, setting: setting)
                } else if seamed {
                    set.addSeamedMatches(to: table, reversed: reversed, setting: setting)
                } else {
                    set.add(setting.warp(table, sourceStart: 0, targetStart: 0), table: table, reversed: reversed, setting: setting)
                    set.spares.append { [setting.correspondence(PerimeterWarp(uniformFrom: 0), table: table, reversed: reversed)] }
                }
            }
            self.set = set
            leastTravel = set.candidates.map(\.travel).min() ?? .infinity
        }

        /// The match chosen among the candidates and spares; nil where a
        /// `limit` is given and no candidate travels less: such a caller
        /// wants a match only if it travels less, and a spare counts only
        /// where the candidates cross themselves.
        func chosen(travellingLessThan limit: Double) -> ContourCorrespondence? {
            leastTravel < limit ? chosen() : nil
        }

        /// The match chosen among the candidates and spares.
        func chosen() -> ContourCorrespondence {
            var set = set
            return ContourCorrespondence.chosen(from: &set, source: sourceTable, target: targetTable, options: options,
                                                startOverride: startOverride)
        }
    }

    /// The match of the contours `source` and `target` measure among
    /// `set`: the leading candidate, unless it makes the in-betweens cross
    /// themselves where neither end does; then the candidate or spare that
    /// travels least without crossing, else the one of least travel whose
    /// path bends without crossing, else pockets grown or both ends melted,
    /// else the candidate of least travel, marked as folding.
    private static func chosen(from set: inout CandidateSet, source sourceTable: ArcLengthTable, target targetTable: ArcLengthTable,
                               options: MorphOptions, startOverride: Int?) -> ContourCorrespondence {
        let p = sourceTable.contour, q = targetTable.contour
        let rotatable = q.isClosed && p.isClosed
        // Least travel first, but a match of every corner with a corner
        // leads (a warp that lets points slide off corners travels less),
        // and a symmetric candidate leads when it travels at most
        // `symmetryAllowance` times the least.
        let travels = set.candidates.map(\.travel)
        func rank(_ index: Int) -> Double {
            set.pairingCorners.contains(index) ? -.infinity
                : set.symmetric.contains(index) ? travels[index] / Self.symmetryAllowance : travels[index]
        }
        let order = set.candidates.indices.sorted { rank($0) < rank($1) }
        let inBetweensClosed = rotatable
        // Contours of up to `keptSegmentLimit` segments together keep every
        // match once built; longer ones let matches go and build them again
        // as they are tried (below).
        let keepsBuilt = p.segments.count + q.segments.count <= Self.keptSegmentLimit
        var keptSpares: [[ContourCorrespondence]]?
        /// Every spare, built (once, where kept).
        func builtSpares() -> [[ContourCorrespondence]] {
            if let keptSpares { return keptSpares }
            let built = set.spares.map { $0() }
            if keepsBuilt { keptSpares = built }
            return built
        }
        if let even = evenReplacement(of: order, in: set, spares: builtSpares, source: p, target: q) { return even }
        guard set.candidates[order[0]].crossesItself(isClosed: inBetweensClosed),
              !TravelCrossings.crosses(p), !TravelCrossings.crosses(q) else {
            return set.candidates[order[0]]
        }
        // From here on candidates are kept as their travels and builders, and
        // built again as they are tried (as spares are, below), unless kept.
        let ranked = order.map { index in
            Alternative(travel: travels[index], build: keepsBuilt ? { [built = set.candidates[index]] in built } : set.builders[index])
        }
        let leastTravel = travels.indices.min { travels[$0] < travels[$1] }!
        set.candidates = []
        // Neither end crosses itself, so no in-between may: the candidate or
        // spare that travels least without crossing, else the candidate or
        // spare of least travel whose path bends without crossing, else the
        // candidate of least travel.
        let alternatives = (ranked.dropFirst() + Self.alternatives(of: set.spares, kept: keepsBuilt ? builtSpares() : nil))
            .sorted { $0.travel < $1.travel }
        for alternative in alternatives {
            let built = alternative.build()
            guard !built.crossesItself(isClosed: inBetweensClosed) else { continue }
            // One that travels far more is another morph (the shape swings
            // round to keep clear): the leader's path bent clean is nearer.
            if alternative.travel > Self.swingAllowance * ranked[0].travel, !options.travelsStraightOnly,
               let bent = bentCleanly(ranked[0], isClosed: inBetweensClosed, options: options) {
                return bent
            }
            return built
        }
        // The alternatives hold every candidate but the first: each is tried
        // once (none where only straight paths are).
        let everyCandidate = options.travelsStraightOnly ? [] : ([ranked[0]] + alternatives).sorted { $0.travel < $1.travel }
        for alternative in everyCandidate {
            if let bent = bentCleanly(alternative, isClosed: inBetweensClosed, options: options) { return bent }
        }
        // A forced start is the caller's match, whose path may bend but
        // which is not changed so.
        if rotatable, startOverride == nil,
           let changed = grownOrMelted(everyCandidate, source: sourceTable, target: targetTable, options: options) {
            return changed
        }
        var folding = set.builders[leastTravel]()
        folding.folds = true
        return folding
    }

    /// The matches of `spares` as alternatives: those `kept` built, or else
    /// each built one spare at a time to be ranked by travel and let go,
    /// then built again as it is tried (the cut ends of a contour of
    /// hundreds of thousands of segments are tens of megabytes, and holding
    /// every spare's at once took 58 MB more for two noisy 344,789-segment
    /// rings).
    private static func alternatives(of spares: [() -> [ContourCorrespondence]],
                                     kept: [[ContourCorrespondence]]?) -> [Alternative] {
        spares.enumerated().flatMap { number, spare in
            (kept?[number] ?? spare()).enumerated().map { index, built in
                Alternative(travel: built.travel, build: kept != nil ? { built } : { spare()[index] })
            }
        }
    }

    /// Of the first few of `candidates` (between closed contours, least
    /// travel first), the first whose deep pockets, of either contour, grow
    /// out of a point of the other on a straight path or a bent one; else
    /// the first whose ends both melt (by curve-shortening flow) as far as
    /// it takes, its path running through their melted outlines; nil where
    /// none does, or the contours are too long to try.
    private static func grownOrMelted(_ candidates: [Alternative], source: ArcLengthTable, target: ArcLengthTable,
                                      options: MorphOptions) -> ContourCorrespondence? {
        guard !candidates.isEmpty,
              source.contour.segments.count + target.contour.segments.count <= Self.pocketSegmentLimit else { return nil }
        let leading = candidates.prefix(Self.pocketCandidateCount).map { $0.build() }
        for share in Self.pocketPointShares {
            if let grown = Self.pocketsGrown(from: leading, at: share, source: source, target: target, options: options) {
                return grown
            }
        }
        for var candidate in leading {
            if let flowing = BentTravel(flowingFrom: Array(candidate.source), to: Array(candidate.target),
                                        thinBands: options.meltsThinBands) {
                candidate.bentTravel = flowing
                return candidate
            }
        }
        return nil
    }

    /// The match that takes the lead from the first of `order` (indices of
    /// `set`'s candidates, best first) where that passes a piece of its
    /// outline through a point: of the other candidates and the spares
    /// (`spares` builds them), `evenAlternative(among:source:target:)`; nil
    /// where it keeps the lead.
    private static func evenReplacement(of order: [Int], in set: CandidateSet, spares: () -> [[ContourCorrespondence]],
                                        source p: Contour, target q: Contour) -> ContourCorrespondence? {
        let leader = set.candidates[order[0]]
        guard leader.stretchesUnevenly else { return nil }
        let others = order.dropFirst().map { set.candidates[$0] } + spares().joined()
        return leader.evenAlternative(among: others, source: p, target: q)
    }

    /// What every match of one source contour is made with: its samples in
    /// the frames the contours are compared in.
    private struct MatchSetting {
        let sourceTable: ArcLengthTable
        /// The source's sample points where it is drawn, and in `frames`.
        let sourcePoints: [Point], sourceSamples: [Point]
        let frames: Frames, ownFrames: Frames
        /// Where the samples sit in their stretches of the perimeter (0, or
        /// ½ for open contours) and how many there are.
        let offset: Double, sampleCount: Int
        /// Whether both contours are closed, so that either may start anywhere.
        let rotatable: Bool
        let options: MorphOptions
        /// The source's mirror lines (`MirrorSymmetry`), found once for
        /// every orientation of the target; none unless `rotatable`.
        let sourceMirrorLines: [MirrorSymmetry]

        init(sourceTable: ArcLengthTable, sourcePoints: [Point], frames: Frames, ownFrames: Frames, offset: Double,
             sampleCount: Int, rotatable: Bool, options: MorphOptions) {
            (self.sourceTable, self.sourcePoints, self.frames, self.ownFrames) = (sourceTable, sourcePoints, frames, ownFrames)
            (self.offset, self.sampleCount, self.rotatable, self.options) = (offset, sampleCount, rotatable, options)
            sourceSamples = sourcePoints.map { frames.source($0) }
            sourceMirrorLines = rotatable ? MirrorSymmetry.lines(of: sourceTable) : []
        }

        /// The warp pinning source sample `sourceStart` to `targetStart` of
        /// `table`'s perimeter, on every `coarseness`th sample.
        func warp(_ table: ArcLengthTable, sourceStart: Int, targetStart: Double, coarseness: Int = 1) -> PerimeterWarp {
            let count = sampleCount / coarseness
            let targetSamples = table.points(at: (0..<count).lazy.map { index in
                let v = targetStart + (Double(index) + offset) / Double(count)
                return v - v.rounded(.down)
            }).map { frames.target($0) }
            let source = coarseness == 1 ? sourceSamples : stride(from: 0, to: count * coarseness, by: coarseness).map { sourceSamples[$0] }
            return PerimeterWarp(source: source, target: targetSamples, sourceStart: sourceStart / coarseness,
                                 targetStart: targetStart, isClosed: rotatable)
        }

        /// The correspondence `warp` cuts between the source and `table`
        /// (the target, `reversed` or not).
        func correspondence(_ warp: PerimeterWarp, table: ArcLengthTable, reversed: Bool) -> ContourCorrespondence {
            ContourCorrespondence(sourceTable: sourceTable, targetTable: table, isTargetReversed: reversed,
                                  warp: warp, frames: frames, options: options)
        }

        /// The warp pinned half way round from the best shift in `frames`,
        /// so that the start itself is free to slide.
        func pinnedWarp(_ table: ArcLengthTable, in frames: Frames) -> PerimeterWarp {
            let source = sourcePoints.map { frames.source($0) }
            let shift = ContourCorrespondence.rankedShifts(sourceSamples: source, target: table, frame: frames.target, offset: offset)[0] + 0.5
            let start = shift - shift.rounded(.down)
            let target = table.points(at: (0..<sampleCount).lazy.map { index in
                let v = start + (Double(index) + offset) / Double(sampleCount)
                return v - v.rounded(.down)
            }).map { frames.target($0) }
            return PerimeterWarp(source: source, target: target, sourceStart: sampleCount / 2, targetStart: start, isClosed: true)
        }
    }

    /// The matches tried for one pair of contours. Candidates compete on
    /// travel; spares are built only where the leading candidate makes the
    /// in-betweens cross themselves or stretch unevenly.
    private struct CandidateSet {
        var candidates: [ContourCorrespondence] = []
        /// How each candidate is built again, once the built ones are let go.
        var builders: [() -> ContourCorrespondence] = []
        var spares: [() -> [ContourCorrespondence]] = []
        /// Indices of the candidates that keep a common mirror line's symmetry.
        var symmetric: Set<Int> = []
        /// Indices of the candidates that pair every corner (`CornerPairing`).
        var pairingCorners: Set<Int> = []

        /// Adds the candidate `warp` cuts.
        mutating func add(_ warp: PerimeterWarp, table: ArcLengthTable, reversed: Bool, setting: MatchSetting) {
            candidates.append(setting.correspondence(warp, table: table, reversed: reversed))
            builders.append { setting.correspondence(warp, table: table, reversed: reversed) }
        }

        /// Adds the matches of two closed contours: pinned half way round
        /// from the best shift, corners paired with corners, a symmetric
        /// match, the best joints (for few joints) and uniform shifts; and
        /// as spares the pinned warp with the contours compared where they
        /// are drawn (shapes that already overlap, letters on one baseline,
        /// may fold less matched place by place) and wholly in their own
        /// frames (unlike shapes may fold less matched as shapes).
        mutating func addClosedMatches(to table: ArcLengthTable, reversed: Bool, setting: MatchSetting) {
            let shifts = ContourCorrespondence.rankedShifts(sourceSamples: setting.sourceSamples, target: table,
                                                            frame: setting.frames.target, offset: setting.offset)
            let opposite = shifts[0] + 0.5
            add(setting.warp(table, sourceStart: setting.sampleCount / 2, targetStart: opposite - opposite.rounded(.down)),
                table: table, reversed: reversed, setting: setting)
            spares += [Frames.drawing, setting.ownFrames].map { frames in
                { [setting.correspondence(setting.pinnedWarp(table, in: frames), table: table, reversed: reversed)] }
            }
            if let paired = CornerPairing(source: setting.sourceTable, target: table, frames: setting.ownFrames) {
                pairingCorners.insert(candidates.count)
                func build() -> ContourCorrespondence {
                    var built = setting.correspondence(paired.warp, table: table, reversed: reversed)
                    built.pairedCorners = paired.cornerCount
                    return built
                }
                candidates.append(build())
                builders.append(build)
            }
            let mirrored = ContourCorrespondence.mirroredWarp(setting.sourceTable, lines: setting.sourceMirrorLines, table,
                                                              sampleCount: setting.sampleCount)
            if let mirrored {
                symmetric.insert(candidates.count)
                add(mirrored, table: table, reversed: reversed, setting: setting)
            }
            let m = table.contour.segments.count
            if m <= ContourCorrespondence.exhaustiveStartLimit {
                // The joints whose pinned warps look best on a coarse grid, best first.
                func rankedJoints() -> [Double] {
                    let joints = (0..<m).map { table.fraction(atJoint: $0) }
                    let coarseCosts = joints.map { setting.warp(table, sourceStart: 0, targetStart: $0, coarseness: 4).cost }
                    return joints.indices.sorted { coarseCosts[$0] < coarseCosts[$1] }.map { joints[$0] }
                }
                func jointMatch(_ joint: Double) -> ContourCorrespondence {
                    setting.correspondence(setting.warp(table, sourceStart: 0, targetStart: joint), table: table, reversed: reversed)
                }
                if mirrored != nil {
                    // The symmetric match leads; these matter only where it crosses itself.
                    spares.append { rankedJoints().prefix(1 + ContourCorrespondence.spareCount).map(jointMatch) }
                } else {
                    let joints = rankedJoints()
                    add(setting.warp(table, sourceStart: 0, targetStart: joints[0]), table: table, reversed: reversed, setting: setting)
                    spares += joints.dropFirst().prefix(ContourCorrespondence.spareCount).map { joint in { [jointMatch(joint)] } }
                }
            }
            spares += shifts.prefix(ContourCorrespondence.spareCount).map { shift in
                { [setting.correspondence(PerimeterWarp(uniformFrom: shift), table: table, reversed: reversed)] }
            }
        }

        /// Adds the matches of an open source and a closed target, whose
        /// ends meet a seam of it: at the best shift, the next best and
        /// uniform shifts as spares.
        mutating func addSeamedMatches(to table: ArcLengthTable, reversed: Bool, setting: MatchSetting) {
            let shifts = ContourCorrespondence.rankedShifts(sourceSamples: setting.sourceSamples, target: table,
                                                            frame: setting.frames.target, offset: setting.offset)
            add(setting.warp(table, sourceStart: 0, targetStart: shifts[0]), table: table, reversed: reversed, setting: setting)
            spares += shifts.dropFirst().prefix(ContourCorrespondence.spareCount).map { shift in
                { [setting.correspondence(setting.warp(table, sourceStart: 0, targetStart: shift), table: table, reversed: reversed)] }
            }
            spares += shifts.prefix(ContourCorrespondence.spareCount).map { shift in
                { [setting.correspondence(PerimeterWarp(uniformFrom: shift), table: table, reversed: reversed)] }
            }
        }
    }

    /// A candidate or spare by its travel, and how it is built (again).
    private struct Alternative {
        let travel: Double
        let build: () -> ContourCorrespondence
    }

    /// `alternative` on a path of travel that bends where its straight one
    /// crosses itself (`BentTravel`), or nil where no bent path is clean.
    private static func bentCleanly(_ alternative: Alternative, isClosed: Bool,
                                    options: MorphOptions) -> ContourCorrespondence? {
        var candidate = alternative.build()
        guard let bent = BentTravel(source: Array(candidate.source), target: Array(candidate.target), isClosed: isClosed,
                                    evensArea: options.evensBentArea) else { return nil }
        candidate.bentTravel = bent
        return candidate
    }

    /// Up to how many segments the two contours have together for every
    /// match built while one is chosen to be kept, rather than built again
    /// as it is tried.
    private static let keptSegmentLimit = 8192

    /// How many candidates, least travel first, have their pockets grown,
    /// or else melt.
    private static let pocketCandidateCount = 3
    /// Up to how many segments the two contours have together for pockets
    /// to be grown or ends to melt: each of the dozens of matches tried is
    /// cut, checked and bent again, which contours of many thousands cannot
    /// afford.
    private static let pocketSegmentLimit = 20_000
    /// How many of each contour's deepest pockets are also grown alone.
    private static let lonePocketCount = 4
    /// Where along the stretch of the other contour a match maps a pocket
    /// onto the pocket grows out of, tried in this order: the middle, then
    /// three quarters and one quarter of the way (where the middle folds,
    /// moving the point can clear the fold: the corpus's paperclip into a
    /// folder, ß into SS, a hexagon into a paperclip melted before). Three
    /// quarters goes before one quarter as measured on the corpus: those
    /// three pairs grow clean from either, and from one quarter the
    /// paperclip's wound inside shrinks across the folder's growing hole.
    private static let pocketPointShares = [0.5, 0.75, 0.25]

    /// The first of `candidates` (between closed contours) whose
    /// in-betweens do not cross themselves, on a straight path or else a
    /// bent one, once the deep pockets (`Pockets`) of the target, or of the
    /// source, or of both, all or the deepest one at a time, grow out of
    /// one point of the other contour, `share` of the way along the stretch
    /// the match maps the pocket onto; nil where none.
    private static func pocketsGrown(from candidates: some Sequence<ContourCorrespondence>, at share: Double, source: ArcLengthTable,
                                     target: ArcLengthTable, options: MorphOptions) -> ContourCorrespondence? {
        let sourcePockets = Pockets(source).stretches
        let reversedTarget = target.reversed()
        let pocketsOfTarget = (forward: Pockets(target).stretches, reversed: Pockets(reversedTarget).stretches)
        guard !sourcePockets.isEmpty || !pocketsOfTarget.forward.isEmpty else { return nil }
        var grownCandidates: [ContourCorrespondence] = []
        for candidate in candidates {
            let table = candidate.isTargetReversed ? reversedTarget : target
            let targetPockets = candidate.isTargetReversed ? pocketsOfTarget.reversed : pocketsOfTarget.forward
            // The candidate's warp with the pockets grown (nil where none of them can be).
            func growing(target: [(start: Double, end: Double)], source: [(start: Double, end: Double)]) -> PerimeterWarp? {
                var warp = candidate.warp, isGrown = false
                for pocket in target {
                    if let grown = warp.collapsing(targetPocket: pocket, at: share) { (warp, isGrown) = (grown, true) }
                }
                for pocket in source {
                    if let grown = warp.collapsing(sourcePocket: pocket, at: share) { (warp, isGrown) = (grown, true) }
                }
                return isGrown ? warp : nil
            }
            // The target's pockets, the source's, both, then each of the
            // deepest alone.
            var choices = [(targetPockets, []), ([], sourcePockets)]
            if !targetPockets.isEmpty && !sourcePockets.isEmpty { choices.append((targetPockets, sourcePockets)) }
            if targetPockets.count + sourcePockets.count > 1 {
                choices += targetPockets.prefix(Self.lonePocketCount).map { ([$0], []) }
                    + sourcePockets.prefix(Self.lonePocketCount).map { ([], [$0]) }
            }
            for warp in choices.compactMap({ growing(target: $0.0, source: $0.1) }) {
                let grown = ContourCorrespondence(sourceTable: source, targetTable: table, isTargetReversed: candidate.isTargetReversed,
                                                  warp: warp, frames: candidate.frames, options: options)
                if !grown.crossesItself(isClosed: true) { return grown }
                grownCandidates.append(grown)
            }
        }
        for var grown in grownCandidates {
            if let bent = BentTravel(source: Array(grown.source), target: Array(grown.target), isClosed: true,
                                     evensArea: options.evensBentArea) {
                grown.bentTravel = bent
                return grown
            }
        }
        return nil
    }

    /// The correspondence that `warp` gives between the contours of the tables.
    private init(sourceTable: ArcLengthTable, targetTable: ArcLengthTable, isTargetReversed: Bool,
                 warp: PerimeterWarp, frames: Frames, options: MorphOptions) {
        let n = sourceTable.contour.segments.count, m = targetTable.contour.segments.count
        // Knots go along both perimeters in order: each point is looked up
        // from the last.
        var sourceStep = 0, targetStep = 0
        let knots = Self.knots(
            sourceJoints: (0..<n).map { sourceTable.fraction(atJoint: $0) },
            targetJoints: (0..<m).map { targetTable.fraction(atJoint: $0) },
            warp: warp, snapping: options.jointSnapping / Double(max(n, m)),
            minimumCount: options.minimumSegmentCount,
            sourcePoint: { frames.source(sourceTable.point(at: $0, near: &sourceStep)) },
            targetPoint: { frames.target(targetTable.point(at: $0 - $0.rounded(.down), near: &targetStep)) })
        source = Self.cut(sourceTable, count: knots.count) { (knots[$0].u, knots[$0].sourceJoint) }
        // Cut the target in its own order (from its joint 0), then rotate so
        // that the piece of the first knot comes first.
        func targetFraction(_ knot: Int) -> Double { knots[knot].v - knots[knot].v.rounded(.down) }
        // Knots at the same fraction stay in their own order, so that the
        // first knot of an open target (at its start) stays first.
        let order = knots.indices.sorted { (targetFraction($0), $0) < (targetFraction($1), $1) }
        let pieces = Self.cut(targetTable, count: order.count) { (targetFraction(order[$0]), knots[order[$0]].targetJoint) }
        target = pieces.rotated(toStartAt: order.firstIndex(of: 0)!)
        self.isTargetReversed = isTargetReversed
        self.warp = warp
        let start = warp.start - warp.start.rounded(.down)
        targetStartFraction = start
        targetStartSegment = knots[0].targetJoint ?? targetTable.location(at: start).segment
        self.frames = frames
        travel = Self.travel(source, target, knots: knots, frames: frames)
    }

    /// The mean squared distance between corresponding points of `source`
    /// and `target` (cut at `knots`), each in its own frame (`frames`): 16
    /// samples per pair of pieces, each pair weighted by its mean share of
    /// the perimeters.
    private static func travel(_ source: ContourSegments, _ target: ContourSegments, knots: [Knot],
                               frames: Frames) -> Double {
        var sum = 0.0, totalWeight = 0.0
        for (index, (a, b)) in zip(source, target).enumerated() {
            let next = index + 1 < knots.count ? knots[index + 1] : Knot(u: 1, v: knots[0].v + 1)
            let weight = (next.u - knots[index].u) + (next.v - knots[index].v)
            var squares = 0.0
            for step in 0..<16 {
                let t = Double(step) / 16
                squares += (frames.source(a.point(at: t)) - frames.target(b.point(at: t))).magnitudeSquared
            }
            sum += weight * squares
            totalWeight += weight
        }
        return totalWeight > 0 ? sum / totalWeight : 0
    }

    /// The warp that matches the stretches of `source` and `target` on one
    /// side of a mirror line they share and mirrors that match on the other
    /// side, or nil when they share none (see `MirrorSymmetry`).
    private static func mirroredWarp(_ source: ArcLengthTable, lines sourceLines: [MirrorSymmetry], _ target: ArcLengthTable,
                                     sampleCount: Int) -> PerimeterWarp? {
        guard !sourceLines.isEmpty else { return nil }
        let targetLines = MirrorSymmetry.lines(of: target)
        for p in sourceLines {
            guard let q = targetLines.first(where: { $0.axis == p.axis }), p.sharesLine(with: q) else { continue }
            let sourceCrossings = p.crossings
            let targetCrossings = q.leavesFirstTowardLarger == p.leavesFirstTowardLarger
                ? q.crossings : (first: q.crossings.second, second: q.crossings.first + 1)
            // Samples at the middles of N equal steps of each stretch.
            func samples(_ table: ArcLengthTable, from start: Double, to end: Double) -> [Point] {
                table.points(at: (0..<sampleCount).lazy.map { index in
                    let fraction = start + (end - start) * (Double(index) + 0.5) / Double(sampleCount)
                    return fraction - fraction.rounded(.down)
                })
            }
            let half = PerimeterWarp(source: samples(source, from: sourceCrossings.first, to: sourceCrossings.second),
                                     target: samples(target, from: targetCrossings.first, to: targetCrossings.second),
                                     sourceStart: 0, targetStart: 0, isClosed: false)
            return PerimeterWarp(mirroring: half, sourceCrossings: sourceCrossings, targetCrossings: targetCrossings)
        }
        return nil
    }

    /// For each shift of the target, the summed squared distance between
    /// `sourceSamples` and as many samples of `target` from `offset`, in
    /// `frame`, the target shifted by that many.
    static func shiftCosts(sourceSamples: [Point], target: ArcLengthTable, frame: MatchingFrame,
                           offset: Double) -> [Double] {
        let count = sourceSamples.count
        let targetSamples = samples(of: target, count: count, offset: offset, in: frame)
        // Summed in the samples' order, the wrap split off rather than
        // taken modulo at every sample (this runs for every shift).
        return sourceSamples.withUnsafeBufferPointer { source in
            targetSamples.withUnsafeBufferPointer { target in
                (0..<count).map { shift in
                    var sum = 0.0
                    for index in 0..<(count - shift) { sum += (source[index] - target[index + shift]).magnitudeSquared }
                    for index in (count - shift)..<count { sum += (source[index] - target[index + shift - count]).magnitudeSquared }
                    return sum
                }
            }
        }
    }

    /// The least of `shiftCosts` (only the first shift's unless
    /// `shifting`), where it is below `bound`, else `bound`. Each sum is
    /// added up in the same order, and given up once it reaches the least
    /// so far (its terms are never negative, and adding them never rounds
    /// a sum down): the least is the same to the last bit, found in a
    /// fraction of the work.
    static func leastShiftCost(sourceSamples: [Point], target: ArcLengthTable, frame: MatchingFrame, offset: Double,
                               shifting: Bool, below bound: Double) -> Double {
        let count = sourceSamples.count
        let targetSamples = samples(of: target, count: count, offset: offset, in: frame)
        var least = bound
        sourceSamples.withUnsafeBufferPointer { source in
            targetSamples.withUnsafeBufferPointer { target in
                for shift in 0..<(shifting ? count : min(1, count)) {
                    var sum = 0.0, index = 0
                    while index < count && sum < least {
                        // A block of samples between looks at the sum.
                        let end = min(index + 16, count)
                        for sample in index..<end {
                            let shifted = sample + shift
                            sum += (source[sample] - target[shifted < count ? shifted : shifted - count]).magnitudeSquared
                        }
                        index = end
                    }
                    if sum < least { least = sum }
                }
            }
        }
        return least
    }

    /// `count` points of `table`'s perimeter at equal steps from `offset`
    /// (a fraction of a step), in `frame`.
    private static func samples(of table: ArcLengthTable, count: Int, offset: Double, in frame: MatchingFrame) -> [Point] {
        table.points(at: (0..<count).lazy.map { (Double($0) + offset) / Double(count) }).map { frame($0) }
    }

    /// The shifts δ (fractions of the closed target's perimeter, in steps of
    /// one sample), best first by Σ|P(u) − Q(u + δ)|² for source samples at
    /// fractions `(i + offset) / N`, each at least 1/8 of the perimeter from
    /// every better one (at most eight): for an open source, the seams where
    /// its ends best meet the target.
    private static func rankedShifts(sourceSamples: [Point], target: ArcLengthTable, frame: MatchingFrame,
                                     offset: Double) -> [Double] {
        let count = sourceSamples.count
        let costs = shiftCosts(sourceSamples: sourceSamples, target: target, frame: frame, offset: offset)
        var ranked: [Int] = []
        for shift in costs.indices.sorted(by: { (costs[$0], $0) < (costs[$1], $1) }) {
            let apart = ranked.allSatisfy { abs($0 - shift) * 8 >= count && (count - abs($0 - shift)) * 8 >= count }
            if apart { ranked.append(shift) }
        }
        return ranked.map { Double($0) / Double(count) }
    }

    /// Where in-betweens of contours too long for the exact search
    /// (`TravelCrossings`) are checked for crossings: every sixteenth of the
    /// way, those most likely to cross first (halves, quarters, eighths),
    /// so that a crossing path is given up early.
    static let checkedProgress = [8, 4, 12, 2, 6, 10, 14, 1, 3, 5, 7, 9, 11, 13, 15].map { Double($0) / 16 }

    /// Whether the in-betweens cross themselves (`TravelCrossings`).
    func crossesItself(isClosed: Bool) -> Bool {
        TravelCrossings.cross(from: source, to: target, isClosed: isClosed)
    }

    /// Chords per segment where crossings are looked for: twelve, as
    /// `Contour.selfIntersection()` and the quality measures look (a
    /// coarser look passes near-touching folds they then find), fewer on
    /// contours of thousands of segments (whose segments are short).
    static func crossingPieces(segmentCount: Int) -> Int {
        max(1, min(12, crossingChordBudget / max(segmentCount, 1)))
    }

    /// The knots: every joint of both contours, plus midpoints of the longest
    /// spans until there are `minimumCount`. A source joint and a target joint
    /// within `snapping` of each other become one knot when pairing them moves
    /// points no further than mapping each across by the warp does.
    private static func knots(
        sourceJoints: [Double], targetJoints: [Double], warp: PerimeterWarp, snapping: Double, minimumCount: Int,
        sourcePoint: (Double) -> Point, targetPoint: (Double) -> Point
    ) -> [Knot] {
        func travel(_ knot: Knot) -> Double { (sourcePoint(knot.u) - targetPoint(knot.v)).magnitudeSquared }
        // The joints of both, then merged in place (contours of hundreds of
        // thousands of joints): the knots so far are `knots[..<kept]`.
        var knots: [Knot] = []
        knots.reserveCapacity(sourceJoints.count + targetJoints.count)
        for (joint, fraction) in sourceJoints.enumerated() {
            knots.append(Knot(u: fraction, v: warp.v(at: fraction), sourceJoint: joint, targetJoint: nil))
        }
        for (joint, fraction) in targetJoints.enumerated() {
            // Unwrapped into start..<start + 1; a joint a rounding short of
            // the start (a start computed from that joint's fraction) is at
            // the start, not a turn on at the source's end.
            var v = fraction + (warp.start - fraction).rounded(.up)
            if v - warp.start >= 1 - negligibleFraction { v -= 1 }
            knots.append(Knot(u: warp.u(at: v), v: v, sourceJoint: nil, targetJoint: joint))
        }
        // At one source fraction, source joints first, then target joints
        // in their order (a pocket grown out of one source point).
        knots.sort { ($0.u, $0.sourceJoint == nil ? 1 : 0, $0.v) < ($1.u, $1.sourceJoint == nil ? 1 : 0, $1.v) }
        var kept = 0
        for index in knots.indices {
            let candidate = knots[index]
            // Merge a joint of one contour into a lone joint of the other just before it.
            if kept > 0, case let last = knots[kept - 1], candidate.u - last.u <= snapping,
               (last.sourceJoint == nil) != (last.targetJoint == nil),
               (candidate.sourceJoint == nil) != (last.sourceJoint == nil) {
                var merged = last
                if let joint = candidate.sourceJoint { merged.u = candidate.u; merged.sourceJoint = joint }
                if let joint = candidate.targetJoint { merged.v = candidate.v; merged.targetJoint = joint }
                let separate = travel(last) + travel(candidate)
                let keepsTravel = candidate.u - last.u <= negligibleFraction || 2 * travel(merged) <= separate * (1 + negligibleFraction)
                knots[kept - 1] = keepsTravel || merged.u == 0 && last.u == 0 ? merged : last
                if !keepsTravel && !(merged.u == 0 && last.u == 0) {
                    knots[kept] = candidate
                    kept += 1
                }
            } else {
                knots[kept] = candidate
                kept += 1
            }
        }
        knots.removeSubrange(kept...)
        guard knots.count < minimumCount else { return knots }
        return subdivided(knots, into: minimumCount, warp: warp)
    }

    /// `knots` with knots added inside their spans until there are `count`:
    /// each span (from a knot to the next, the last to the first knot a
    /// perimeter on) cut into equal parts, as many as make the longest part
    /// of any span as short as it can be. A span's size is the larger of its
    /// source and target fractions; it is cut evenly along that side, the
    /// other side following the warp.
    ///
    /// - Complexity: O(S log S) for S = `count`.
    private static func subdivided(_ knots: [Knot], into count: Int, warp: PerimeterWarp) -> [Knot] {
        let ends = knots.indices.map { index in
            index + 1 < knots.count ? (u: knots[index + 1].u, v: knots[index + 1].v) : (u: 1.0, v: knots[0].v + 1)
        }
        let sizes = knots.indices.map { max(ends[$0].u - knots[$0].u, ends[$0].v - knots[$0].v, 0) }
        // The parts per span for a longest part of `limit`, at least one each.
        func parts(_ limit: Double) -> [Int] {
            sizes.map { size in size <= limit ? 1 : Int(min((size / limit).rounded(.up), Double(count))) }
        }
        // The largest limit that gives at least `count` parts (bisection on
        // a total that falls as the limit grows), then the parts whose
        // removal lengthens its span's parts least given back.
        var (low, high) = (0.0, sizes.max() ?? 0)
        for _ in 0..<64 where high > 0 {
            let middle = (low + high) / 2
            if parts(middle).reduce(0, +) >= count { low = middle } else { high = middle }
        }
        var counts = low > 0 ? parts(low) : sizes.map { _ in 1 }
        var excess = counts.reduce(0, +) - count
        if excess > 0 {
            let removable = counts.indices.filter { counts[$0] > 1 }
                .sorted { sizes[$0] / Double(counts[$0] - 1) < sizes[$1] / Double(counts[$1] - 1) }
            for index in removable where excess > 0 {
                counts[index] -= 1
                excess -= 1
            }
        } else if excess < 0 {
            // Every span has size zero: the parts go round the spans in turn.
            for index in 0..<(-excess) { counts[index % counts.count] += 1 }
        }
        var result: [Knot] = []
        result.reserveCapacity(count)
        for (index, knot) in knots.enumerated() {
            result.append(knot)
            let end = ends[index], parts = counts[index]
            var previous = knot
            for part in 1..<max(parts, 1) {
                let share = Double(part) / Double(parts)
                var next = previous
                if end.u - knot.u >= end.v - knot.v {
                    next.u = knot.u + (end.u - knot.u) * share
                    next.v = min(max(warp.v(at: next.u), previous.v), end.v)
                } else {
                    next.v = knot.v + (end.v - knot.v) * share
                    next.u = min(max(warp.u(at: next.v), previous.u), end.u)
                }
                next.sourceJoint = nil
                next.targetJoint = nil
                result.append(next)
                previous = next
            }
        }
        return result
    }

    /// The contour of `table` cut at the `count` fractions that `cut` gives,
    /// in its own order from its first joint. A cut that names a joint is
    /// that joint exactly; every other cut splits a segment (de Casteljau),
    /// so there is exactly one piece per cut when the cuts include every
    /// joint. The pieces of a straight segment are straight, so a polyline
    /// is cut into a polyline.
    private static func cut(_ table: ArcLengthTable, count: Int,
                            at cut: (Int) -> (fraction: Double, joint: Int?)) -> ContourSegments {
        let segments = table.contour.segments
        // Where each cut that is not a joint falls, by segment and parameter
        // (cuts come in order along the perimeter, so each lookup starts
        // where the last ended, and the sort finds them sorted).
        var step = 0
        var locations: [(segment: Int, t: Double)] = []
        for index in 0..<count {
            let (fraction, joint) = cut(index)
            if joint == nil { locations.append(table.location(at: fraction, near: &step)) }
        }
        locations.sort { ($0.segment, $0.t) < ($1.segment, $1.t) }
        // Every segment's pieces, in order.
        func forEachPiece(_ body: (AnimatableCubicCurve) -> Void) {
            var next = 0
            var split: [AnimatableCubicCurve] = []
            for (index, segment) in segments.enumerated() {
                let first = next
                while next < locations.count, locations[next].segment == index { next += 1 }
                if first == next {
                    body(segment)
                } else {
                    split.removeAll(keepingCapacity: true)
                    segment.appendPieces(splitAt: locations[first..<next].lazy.map(\.t), to: &split)
                    split.forEach(body)
                }
            }
        }
        if let start = segments.first?.start, segments.polylinePoints != nil {
            var points = [start]
            points.reserveCapacity(count + 1)
            forEachPiece { points.append($0.end) }
            return ContourSegments(polylineThrough: points)
        }
        var pieces: [AnimatableCubicCurve] = []
        pieces.reserveCapacity(count)
        forEachPiece { pieces.append($0) }
        return ContourSegments(pieces)
    }
}
