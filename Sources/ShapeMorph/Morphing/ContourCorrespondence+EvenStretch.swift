extension ContourCorrespondence {
    /// A match whose in-betweens stretch a piece more than this
    /// (`unevenStretch`: a piece growing 35 % more than its outline, or
    /// shrinking so much less, in a sixtieth of the way) gives way to one
    /// that does not…
    static let evenStretch = 0.3
    /// …travelling at most this factor more.
    static let evenStretchAllowance = 1.5
    /// Contours of more segments than this are not judged by their stretch.
    static let stretchSegmentLimit = 4096

    /// Whether the straight in-betweens stretch a piece unevenly: a short
    /// piece passing through a point on its way (a side of a bar shrinking
    /// to the sliver of another shape's edge, or turning over).
    var stretchesUnevenly: Bool {
        source.count <= Self.stretchSegmentLimit && unevenStretch(stoppingBeyond: Self.evenStretch) > Self.evenStretch
    }

    /// The match of `others` (between the contours `p` and `q`) that takes
    /// the lead from this one, which stretches unevenly: by travel, the
    /// first that does not, travels at most `evenStretchAllowance` times as
    /// much, strays from the line between the ends' areas no further
    /// (`midwayAreaDrift`) and does not cross itself where neither end
    /// does; nil where this match keeps the lead.
    func evenAlternative(among others: [ContourCorrespondence], source p: Contour, target q: Contour) -> ContourCorrespondence? {
        let limit = Self.evenStretchAllowance * travel, drift = midwayAreaDrift
        // Whether an end crosses itself, searched only once a match gets so far.
        var endsCross: Bool?
        return others.filter { $0.travel <= limit }.sorted { $0.travel < $1.travel }.first { other in
            guard other.unevenStretch(stoppingBeyond: Self.evenStretch) <= Self.evenStretch, other.midwayAreaDrift <= drift else { return false }
            if endsCross == nil { endsCross = TravelCrossings.crosses(p) || TravelCrossings.crosses(q) }
            return endsCross! || !other.crossesItself(isClosed: p.isClosed && q.isClosed)
        }
    }

    /// The largest uneven stretch of this match's straight in-betweens a
    /// sixtieth of the way apart: |ln| of a piece's change of length over
    /// its contour's, for pieces of at least a hundredth of their contour
    /// at both frames, a piece's length taken as the mean of its chord and
    /// its control polygon (as the quality table's distortion measures
    /// arc length). 0 for a contour that only grows or shrinks.
    var unevenStretch: Double { unevenStretch(stoppingBeyond: .infinity) }

    /// `unevenStretch`, or, once the in-betweens looked at so far stretch
    /// a piece more than `limit`, that stretch (still beyond `limit`):
    /// matches compared with a limit need not look further.
    private func unevenStretch(stoppingBeyond limit: Double) -> Double {
        // Each leg (the chord and the control polygon's three) of each
        // piece is linear in the progress: leg + progress · change.
        var legs: [(start: Vector, change: Vector)] = []
        legs.reserveCapacity(4 * source.count)
        for (a, b) in zip(source, target) {
            func add(_ leg: Vector, _ targetLeg: Vector) { legs.append((leg, targetLeg - leg)) }
            add(a.end - a.start, b.end - b.start)
            add(a.control1 - a.start, b.control1 - b.start)
            add(a.control2 - a.control1, b.control2 - b.control1)
            add(a.end - a.control2, b.end - b.control2)
        }
        let steps = 60
        func lengths(at progress: Double, into lengths: inout [Double]) -> Double {
            var total = 0.0
            for index in lengths.indices {
                var sum = 0.0
                for leg in legs[(4 * index)..<(4 * index + 4)] { sum += (leg.start + leg.change * progress).length }
                lengths[index] = sum / 2
                total += sum / 2
            }
            return total
        }
        // The largest and least change of a piece's share: |ln| of either
        // is the largest stretch, with two logarithms in all.
        var before = [Double](repeating: 0, count: source.count), after = before
        var totalBefore = lengths(at: 0, into: &before), largest = 1.0, least = 1.0
        // Past this factor the logarithm is surely beyond `limit`.
        let stop = exponential(limit) * (1 + 1e-9)
        for step in 1...steps {
            let totalAfter = lengths(at: Double(step) / Double(steps), into: &after)
            if totalBefore > 0, totalAfter > 0 {
                for (x, y) in zip(before, after) where x >= 0.01 * totalBefore && y >= 0.01 * totalAfter {
                    let change = (y / totalAfter) / (x / totalBefore)
                    largest = max(largest, change)
                    least = min(least, change)
                }
            }
            swap(&before, &after)
            totalBefore = totalAfter
            if largest > stop || least < 1 / stop { break }
        }
        return max(naturalLogarithm(largest), -naturalLogarithm(least))
    }

    /// How far the area of the straight in-between half way strays from
    /// the mean of the ends' areas, over the larger end's. The area of
    /// straight in-betweens is quadratic in the progress, so this is its
    /// largest departure from the line between the ends' areas.
    var midwayAreaDrift: Double {
        let start = source.reduce(0) { $0 + $1.signedAreaContribution }
        let end = target.reduce(0) { $0 + $1.signedAreaContribution }
        let midway = zip(source, target).reduce(0) { $0 + $1.0.interpolated(towards: $1.1, amount: 0.5).signedAreaContribution }
        let larger = max(abs(start), abs(end))
        return larger > 0 ? abs(midway - (start + end) / 2) / larger : 0
    }
}
