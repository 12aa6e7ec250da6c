#if canImport(Dispatch)
import Dispatch
import Synchronization
#endif

/// The straight path of travel between two matched segment lists, flattened
/// once, for asking whether its in-betweens cross themselves.
///
/// A point at parameter `s` of an in-between segment is the same blend of
/// the points at `s` of its two ends, so the in-between's polyline is the
/// blend of the ends' polylines: no segment is blended or evaluated per
/// progress asked about.
struct StraightTravel {
    /// The ends' polylines: their first `pointCount` points (a closed
    /// polyline kept as the contour's own points repeats its first at the end).
    private let source: [Point], target: [Point]
    private let pointCount: Int
    private let isClosed: Bool

    /// From how many chords the in-betweens are looked at on every core at
    /// once: below it, starting the work on other threads costs more than it
    /// saves.
    private static let concurrentChordCount = 20_000
    /// From how many chords in-betweens are looked at one at a time again:
    /// each look holds its crossing grid (about 15 bytes a chord), and two
    /// at once of a million chords or more kept two noisy 344,789-segment
    /// rings over ten times their files' size.
    private static let sequentialChordCount = 1_000_000

    /// The path from `source` to `target` (equally many segments), judged
    /// with as many chords per segment as `ContourCorrespondence`'s
    /// crossing checks use.
    init(from source: ContourSegments, to target: ContourSegments, isClosed: Bool) {
        let pieces = ContourCorrespondence.crossingPieces(segmentCount: source.count)
        if pieces == 1, let sourcePoints = source.polylinePoints, let targetPoints = target.polylinePoints {
            // Polylines are their own chords: read, not copied.
            self.source = sourcePoints
            self.target = targetPoints
            pointCount = isClosed ? sourcePoints.count - 1 : sourcePoints.count
        } else {
            self.source = Contour(uncheckedSegments: source, isClosed: isClosed).flattened(piecesPerSegment: pieces)
            self.target = Contour(uncheckedSegments: target, isClosed: isClosed).flattened(piecesPerSegment: pieces)
            pointCount = self.source.count
        }
        self.isClosed = isClosed
    }

    /// Whether the in-between at any of `progress` crosses itself; for
    /// long polylines (but not the longest), several in-betweens are looked
    /// at at once, one per core, and the rest are given up once one crosses.
    func crossesItself(atAnyOf progress: [Double]) -> Bool {
        #if canImport(Dispatch)
        if pointCount >= Self.concurrentChordCount && pointCount < Self.sequentialChordCount {
            let crossed = Atomic(false)
            DispatchQueue.concurrentPerform(iterations: progress.count) { index in
                guard !crossed.load(ordering: .relaxed) else { return }
                var chordOrder: [Int] = []
                if crosses(at: progress[index], chordOrder: &chordOrder) { crossed.store(true, ordering: .relaxed) }
            }
            return crossed.load(ordering: .relaxed)
        }
        #endif
        var chordOrder: [Int] = []
        return progress.contains { crosses(at: $0, chordOrder: &chordOrder) }
    }

    /// Whether the in-between at `progress` crosses itself.
    private func crosses(at progress: Double, chordOrder: inout [Int]) -> Bool {
        // Each point blended where it is read: no polyline the size of the ends.
        let points = (0..<pointCount).lazy.map { source[$0].lerp(to: target[$0], progress) }
        return Contour.crossing(ofPolyline: points, isClosed: isClosed, chordOrder: &chordOrder) != nil
    }
}
