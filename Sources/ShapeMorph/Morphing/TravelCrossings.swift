/// Whether the in-betweens of matched segment lists cross themselves, asked
/// the way the quality measures ask it: for contours of up to
/// `exactSegmentLimit` segments, on the blended cubics themselves
/// (`SelfContactSearch`, to a millionth of the ends' diagonal) at every
/// sixtieth of the way; for longer ones (a contour of thousands of short
/// segments), on a flattening at every sixteenth (`StraightTravel`).
enum TravelCrossings {
    /// Up to how many segments contours are judged on their cubics.
    static let exactSegmentLimit = 2048

    /// The tolerance of the exact search, over the diagonal of the ends'
    /// control points: crossings shallower than this are touches.
    static let tolerance = 1e-6

    /// Every sixtieth of the way, coarse to fine (halves, quarters, …), so
    /// that a crossing path is given up early.
    static let exactProgress: [Double] = {
        var order: [Int] = [], seen: Set<Int> = [0, 60]
        for index in 1..<64 {
            // The radical inverse of `index` in base 2: 1/2, 1/4, 3/4, 1/8, …
            var (bits, value, weight) = (index, 0.0, 0.5)
            while bits > 0 { value += Double(bits & 1) * weight; bits >>= 1; weight /= 2 }
            let step = Int((value * 60).rounded())
            if seen.insert(step).inserted { order.append(step) }
        }
        order += (1..<60).filter { !seen.contains($0) }
        return order.map { Double($0) / 60 }
    }()

    /// Whether the straight path from `source` to `target` (equally many
    /// segments) crosses itself at any of `progress` (default: every
    /// sixtieth for the exact search, `ContourCorrespondence.checkedProgress`
    /// on a flattening).
    static func cross(from source: ContourSegments, to target: ContourSegments, isClosed: Bool,
                      at progress: [Double]? = nil) -> Bool {
        guard source.count <= exactSegmentLimit else {
            return StraightTravel(from: source, to: target, isClosed: isClosed)
                .crossesItself(atAnyOf: progress ?? ContourCorrespondence.checkedProgress)
        }
        let (a, b) = (Array(source), Array(target))
        let tolerance = Self.tolerance * diagonal(source, target)
        return (progress ?? exactProgress).contains { amount in
            let blended = zip(a, b).map { $0.interpolated(towards: $1, amount: amount) }
            return SelfContactSearch(Contour(uncheckedSegments: blended, isClosed: isClosed), tolerance: tolerance).crossing != nil
        }
    }

    /// Whether `contour` crosses itself, judged as `cross(from:to:isClosed:at:)`
    /// judges an in-between whose ends' control points span `diagonal`.
    static func crosses(_ contour: Contour, diagonal: Double) -> Bool {
        guard contour.segments.count <= exactSegmentLimit else {
            return contour.selfIntersection(piecesPerSegment: ContourCorrespondence.crossingPieces(segmentCount: contour.segments.count)) != nil
        }
        return SelfContactSearch(contour, tolerance: Self.tolerance * diagonal).crossing != nil
    }

    /// The diagonal of the control points of `keys`.
    static func diagonal(_ keys: ContourSegments...) -> Double {
        let points = keys.lazy.flatMap { $0 }.flatMap { [$0.start, $0.control1, $0.control2, $0.end] }
        return Rect(enclosing: points)?.diagonal ?? 0
    }
}
