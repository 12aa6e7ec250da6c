extension BentTravel {
    /// Pieces of the path of a contour growing out of a point: a power of
    /// two, so that it shares its bends with the other contours' paths.
    static let evenGrowthPieceCount = 4

    /// The path of `contour` growing out of `point`: a copy of it scaled
    /// about the point by the square root of the progress at each bend, so
    /// that its area grows evenly along the way (between bends, where the
    /// scale is blended straight, at most a sixteenth of the contour's area
    /// short of it). A straight blend from the point grows the area with
    /// the square of the progress, a quarter of it half way: shrinking
    /// parts lost most of their ink early and growing ones added theirs
    /// late. `reversed()` is the contour shrinking into the point.
    init(growing contour: Contour, outOf point: Point) {
        let count = Self.evenGrowthPieceCount
        self.init(keys: (0...count).map { bend in
            switch bend {
            case 0: Array(Morph.collapsed(contour, at: point).segments)
            case count: Array(contour.segments)
            default: Array(contour.scaled(by: (Double(bend) / Double(count)).squareRoot(), about: point).segments)
            }
        })
    }

    /// Checks, evenly spaced, that a hole growing evenly inside a paired
    /// outline stays inside ink (`growEvenly`).
    static let insideCheckCount = 16
    /// Shapes of more segments than this keep their holes' straight pace:
    /// the check costs the hole's segments times these.
    static let insideCheckSegmentLimit = 4096

    /// Of the `candidates` (holes of paired outlines that may grow or shrink
    /// evenly, with that path), in order, those that take it in `paths`
    /// (bent paths by contour, the others straight from `source` to
    /// `target`): where it brings the area of the shape half way nearer the
    /// mean of its ends' areas, and the hole stays inside ink all the way.
    /// A hole growing at the straight pace of its outline has a quarter of
    /// its area half way, and the outline's own blend can make up for that
    /// or make it worse; a hole that grows faster may leave its outline or
    /// meet another hole, where the nonzero rule inks it.
    static func growEvenly(_ candidates: [(contour: Int, path: BentTravel)], in paths: inout [Int: BentTravel],
                           source: [Contour], target: [Contour]) {
        guard !candidates.isEmpty, source.reduce(0, { $0 + $1.segments.count }) <= Self.insideCheckSegmentLimit else { return }
        func area(_ segments: some Sequence<AnimatableCubicCurve>) -> Double { segments.reduce(0) { $0 + $1.signedAreaContribution } }
        func segments(_ index: Int, at step: Int, of count: Int) -> [AnimatableCubicCurve] {
            if let path = paths[index] { return path.segments(at: step, of: count) }
            let amount = Double(step) / Double(count)
            return zip(source[index].segments, target[index].segments).map { $0.interpolated(towards: $1, amount: amount) }
        }
        let line = (source.reduce(0) { $0 + area($1.segments) } + target.reduce(0) { $0 + area($1.segments) }) / 2
        var midway = source.indices.reduce(0) { $0 + area(segments($1, at: 1, of: 2)) }
        for (index, path) in candidates {
            let change = area(path.segments(at: 1, of: 2)) - area(segments(index, at: 1, of: 2))
            guard abs(midway + change - line) < abs(midway - line),
                  staysInked(path, of: index, among: source.indices, segments: segments) else { continue }
            paths[index] = path
            midway += change
        }
    }

    /// Whether every point of the contour on `path` (at each eighth of its
    /// segments), at every sixteenth of the way, lies where the other
    /// contours of the shape wind round it at least once the other way from
    /// it: inside an outline, and in no other hole.
    private static func staysInked(_ path: BentTravel, of index: Int, among contours: Range<Int>,
                                   segments: (Int, Int, Int) -> [AnimatableCubicCurve]) -> Bool {
        func points(_ segments: [AnimatableCubicCurve]) -> [Point] {
            segments.flatMap { segment in (0..<8).map { segment.point(at: Double($0) / 8) } }
        }
        let count = Self.insideCheckCount
        return (1..<count).allSatisfy { step in
            let own = path.segments(at: step, of: count)
            let way = own.reduce(0) { $0 + $1.signedAreaContribution } > 0 ? -1 : 1
            let others = contours.filter { $0 != index }.map { points(segments($0, step, count)) }.filter { !$0.isEmpty }
            return points(own).allSatisfy { point in
                way * others.reduce(0) { $0 + Contour.windingNumber(of: $1, at: point) } >= 1
            }
        }
    }
}
