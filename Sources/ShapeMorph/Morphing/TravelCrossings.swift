/// Whether the in-betweens of matched segment lists cross themselves, asked
/// the way the quality measures ask it: for contours of up to
/// `exactSegmentLimit` segments, on the blended cubics themselves
/// (`SelfContactSearch`, to a millionth of each in-between's size) at every
/// sixtieth of the way; for longer ones (a contour of thousands of short
/// segments), on a flattening at every sixteenth (`StraightTravel`).
enum TravelCrossings {
    /// Up to how many segments contours are judged on their cubics.
    static let exactSegmentLimit = 2048

    /// The tolerance of the exact search, over the size of the contour
    /// searched (its control points' diagonal): crossings shallower than
    /// this are touches.
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
        // Every in-between's control points lie in the box of both ends': no
        // in-between's tolerance is larger than this one, which rules out.
        let largest = Self.tolerance * SelfContactSearch.size(of: [a, b].joined())
        let (alone, pairs) = Self.segmentsThatMayMeet(a, b, isClosed: isClosed, tolerance: largest)
        guard !alone.isEmpty || !pairs.isEmpty else { return false }
        return (progress ?? exactProgress).contains { amount in
            let blended = zip(a, b).map { $0.interpolated(towards: $1, amount: amount) }
            let tolerance = Self.tolerance * SelfContactSearch.size(of: blended)
            return SelfContactSearch(segments: blended, isClosed: isClosed, tolerance: tolerance, alone: alone, pairs: pairs).crossing != nil
        }
    }

    /// What may meet anywhere along the straight path from `source` to
    /// `target`: the segments that may loop on their own, and the pairs of
    /// segments that may meet each other. Ruled out once for the whole
    /// path: two segments whose control points, at both ends, lie in boxes
    /// apart by more than the tolerance (every in-between's lie in the same
    /// boxes), and a segment, or two that follow each other, whose control
    /// polygon heads the way of its chord at every leg all the way (then
    /// the curve runs on along that chord and cannot meet itself).
    static func segmentsThatMayMeet(_ source: [AnimatableCubicCurve], _ target: [AnimatableCubicCurve], isClosed: Bool,
                                    tolerance: Double) -> (alone: [Int], pairs: [(Int, Int)]) {
        let count = source.count
        /// Control point `k` (0 to 3) of `curve`.
        func controlPoint(_ curve: AnimatableCubicCurve, _ k: Int) -> Point {
            switch k {
            case 0: curve.start
            case 1: curve.control1
            case 2: curve.control2
            default: curve.end
            }
        }
        /// Whether every leg of the control polygon of `pointCount` points,
        /// `point(k)` at the source and the target end, heads along its chord
        /// at every progress. Read point by point: this runs for every
        /// segment of every match tried.
        func headsAlongItsChord(_ pointCount: Int, _ point: (Int) -> (source: Point, target: Point)) -> Bool {
            let (first, last) = (point(0), point(pointCount - 1))
            let (chordA, chordB) = (last.source - first.source, last.target - first.target)
            var previous = first
            for index in 1..<pointCount {
                let here = point(index)
                let (legA, legB) = (here.source - previous.source, here.target - previous.target)
                // The Bernstein coefficients of the quadratic leg(p)·chord(p): all positive, it is positive on 0…1.
                guard legA.dot(chordA) > 0 && legB.dot(chordB) > 0 && legA.dot(chordB) + legB.dot(chordA) > 0 else { return false }
                previous = here
            }
            return true
        }
        let alone = (0..<count).filter { index in
            !headsAlongItsChord(4) { (controlPoint(source[index], $0), controlPoint(target[index], $0)) }
        }
        var pairs: [(Int, Int)] = []
        for index in 0..<count where index + 1 < count || (isClosed && count > 1) {
            let next = (index + 1) % count
            // The two polygons joined where the first ends and the next starts.
            let joinedHeadsAlong = headsAlongItsChord(7) { k in
                k < 4 ? (controlPoint(source[index], k), controlPoint(target[index], k))
                    : (controlPoint(source[next], k - 3), controlPoint(target[next], k - 3))
            }
            if !joinedHeadsAlong { pairs.append((index, next)) }
        }
        // Boxes of each segment's control points at both ends, for pairs that do not follow each other.
        let boxes = (0..<count).map { source[$0].controlBox.union(target[$0].controlBox) }
        let order = (0..<count).sorted { boxes[$0].minX < boxes[$1].minX }
        for (rank, i) in order.enumerated() {
            for j in order[(rank + 1)...] {
                if boxes[j].minX > boxes[i].maxX + tolerance { break }
                let gap = abs(i - j)
                guard gap > 1, !(isClosed && gap == count - 1),
                      boxes[i].minY <= boxes[j].maxY + tolerance, boxes[j].minY <= boxes[i].maxY + tolerance else { continue }
                pairs.append((i, j))
            }
        }
        return (alone, pairs)
    }

    /// Whether `contour` crosses itself, judged as `cross(from:to:isClosed:at:)`
    /// judges an in-between.
    static func crosses(_ contour: Contour) -> Bool {
        // Traced there and back, a contour lies on itself all along (a
        // touch, which takes the search long to tell): it crosses itself
        // where its way there does.
        if let there = ThereAndBack.wayThere(of: contour) { return crosses(there) }
        guard contour.segments.count <= exactSegmentLimit else {
            return contour.selfIntersection(piecesPerSegment: ContourCorrespondence.crossingPieces(segmentCount: contour.segments.count)) != nil
        }
        return SelfContactSearch(contour, relativeTolerance: Self.tolerance).crossing != nil
    }
}
