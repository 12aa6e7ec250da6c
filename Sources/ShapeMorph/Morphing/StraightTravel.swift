/// The straight path of travel between two matched segment lists, flattened
/// once, for asking whether its in-betweens cross themselves.
///
/// A point at parameter `s` of an in-between segment is the same blend of
/// the points at `s` of its two ends, so the in-between's polyline is the
/// blend of the ends' polylines: no segment is blended or evaluated per
/// progress asked about.
struct StraightTravel {
    private let source: [Point], target: [Point]
    private let isClosed: Bool

    /// The path from `source` to `target` (equally many segments), judged
    /// with as many chords per segment as `ContourCorrespondence`'s
    /// crossing checks use.
    init(from source: [AnimatableCubicCurve], to target: [AnimatableCubicCurve], isClosed: Bool) {
        let pieces = ContourCorrespondence.crossingPieces(segmentCount: source.count)
        self.source = Contour(uncheckedSegments: source, isClosed: isClosed).flattened(piecesPerSegment: pieces)
        self.target = Contour(uncheckedSegments: target, isClosed: isClosed).flattened(piecesPerSegment: pieces)
        self.isClosed = isClosed
    }

    /// Whether the in-between at any of `progress` crosses itself.
    func crossesItself(atAnyOf progress: [Double]) -> Bool {
        var chordOrder: [Int] = []
        return progress.contains { amount in
            let points = zip(source, target).map { $0.lerp(to: $1, amount) }
            return Contour.crossing(ofPolyline: points, isClosed: isClosed, chordOrder: &chordOrder) != nil
        }
    }
}
