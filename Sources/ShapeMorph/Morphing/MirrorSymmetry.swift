/// A closed contour's mirror line, vertical or horizontal through the middle
/// of its bounds, and the two places where the contour crosses it.
///
/// A simple closed contour that is its own mirror image crosses its mirror
/// line twice, half its perimeter apart; walking forward from either
/// crossing traces the mirror image of walking backward from it. Two
/// contours with the same mirror line morph symmetrically when one half of
/// each is matched and the other halves follow in mirror image
/// (`PerimeterWarp(mirroring:…)`); least travel alone can take either of two
/// mirror-image matches, and neither is symmetric.
struct MirrorSymmetry {
    enum Axis {
        case vertical, horizontal
    }

    let axis: Axis
    /// Where the line lies: x of a vertical line, y of a horizontal one.
    let position: Double
    /// The contour's bounds, whose middle the line runs through.
    let bounds: Rect
    /// The fractions of the perimeter at which the contour crosses the line,
    /// in increasing order.
    let crossings: (first: Double, second: Double)
    /// Whether walking forward from the first crossing goes to the side of
    /// larger coordinates (right of a vertical line, below a horizontal one).
    let leavesFirstTowardLarger: Bool

    /// Samples looked at, along the whole perimeter.
    private static let sampleCount = 64
    /// How far a mirrored point may lie from its partner, and two lines from
    /// each other, as a fraction of the bounding-box diagonal.
    static let tolerance = 5e-3

    /// The symmetry of `table`'s contour about `axis`, or nil when it is not
    /// its own mirror image about that line.
    init?(_ table: ArcLengthTable, axis: Axis) {
        guard table.contour.isClosed, table.totalLength > 0 else { return nil }
        self.init(table, samples: Self.samples(of: table), axis: axis)
    }

    /// The mirror lines of `table`'s contour, vertical before horizontal
    /// (none for an open contour), its perimeter sampled once for both.
    static func lines(of table: ArcLengthTable) -> [MirrorSymmetry] {
        guard table.contour.isClosed, table.totalLength > 0 else { return [] }
        let samples = Self.samples(of: table)
        return [Axis.vertical, .horizontal].compactMap { MirrorSymmetry(table, samples: samples, axis: $0) }
    }

    /// `sampleCount` points at equal steps of the perimeter from its start.
    private static func samples(of table: ArcLengthTable) -> [Point] {
        table.points(at: (0..<sampleCount).lazy.map { Double($0) / Double(sampleCount) })
    }

    /// The symmetry about `axis` of a closed contour of some length, whose
    /// perimeter `points` samples (`samples(of:)`).
    private init?(_ table: ArcLengthTable, samples points: [Point], axis: Axis) {
        func coordinate(_ point: Point) -> Double { axis == .vertical ? point.x : point.y }
        // First a look at the samples alone, about the middle of their own
        // box: a contour that does not change side twice there has no line,
        // and its exact bounds (costly on long contours) are never needed.
        let samples = points.map(coordinate)
        let middle = (samples.min()! + samples.max()!) / 2
        let sideChanges = samples.indices.filter { (samples[$0] > middle) != (samples[($0 + 1) % samples.count] > middle) }
        guard sideChanges.count == 2, let bounds = table.contour.bounds else { return nil }
        let position = axis == .vertical ? (bounds.minX + bounds.maxX) / 2 : (bounds.minY + bounds.maxY) / 2
        // Its two crossings half the perimeter apart (within the tolerance,
        // under a two-hundredth of it) leave half the samples on each side,
        // but for one at either crossing and one on the line: most contours
        // that are no mirror image end here, before any bisection.
        guard abs(samples.count { $0 > position } - Self.sampleCount / 2) <= 2 else { return nil }
        func point(_ fraction: Double) -> Point { table.point(at: fraction - fraction.rounded(.down)) }
        func side(_ fraction: Double) -> Double { coordinate(point(fraction)) - position }
        // Where consecutive samples change side, found by bisection.
        var crossings: [Double] = []
        for index in samples.indices {
            let isLowLarger = samples[index] > position
            guard (samples[(index + 1) % samples.count] > position) != isLowLarger else { continue }
            var low = Double(index) / Double(Self.sampleCount), high = Double(index + 1) / Double(Self.sampleCount)
            while high - low > negligibleFraction {
                let middle = (low + high) / 2
                if (side(middle) > 0) == isLowLarger { low = middle } else { high = middle }
            }
            // A joint on the line (a tip, a notch) is the crossing exactly, so
            // that it meets the partner's crossing without a sliver between.
            let segment = table.location(at: high).segment
            let joints = [segment, segment + 1].map { table.fraction(atJoint: $0) }
            let nearest = joints.min { abs($0 - high) < abs($1 - high) }!
            crossings.append(abs(nearest - high) <= 2 * negligibleFraction ? nearest.truncatingRemainder(dividingBy: 1) : high)
        }
        crossings.sort()
        let allowed = Self.tolerance * bounds.diagonal
        guard crossings.count == 2, abs(crossings[1] - crossings[0] - 0.5) * table.totalLength <= allowed else { return nil }
        func mirrored(_ point: Point) -> Point {
            axis == .vertical ? Point(x: 2 * position - point.x, y: point.y) : Point(x: point.x, y: 2 * position - point.y)
        }
        for step in 1..<Self.sampleCount / 2 {
            let offset = Double(step) / Double(Self.sampleCount)
            guard mirrored(point(crossings[0] + offset)).distance(to: point(crossings[0] - offset)) <= allowed else { return nil }
        }
        self.axis = axis
        self.position = position
        self.bounds = bounds
        self.crossings = (crossings[0], crossings[1])
        leavesFirstTowardLarger = side(crossings[0] + 0.25) > 0
    }

    /// Whether `other` has the same mirror line, within the tolerance of
    /// the diagonal of both contours' bounds.
    func sharesLine(with other: MirrorSymmetry) -> Bool {
        axis == other.axis && abs(position - other.position) <= Self.tolerance * bounds.union(other.bounds).diagonal
    }
}
