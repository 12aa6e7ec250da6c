/// The deep pockets of a closed contour: stretches of its perimeter that
/// leave its convex hull and wind far inside it, such as the counter of a
/// letter cut into a disc through a narrow mouth (Pinterest's P).
///
/// A straight path of travel from a plain edge into such a pocket folds
/// the in-betweens over themselves wherever the pocket curls; a pocket
/// that grows out of one point of the other contour, scaled about it, does
/// not (a scaled copy of a curve that does not cross itself does not
/// either). `PerimeterWarp.collapsing(targetPocket:at:)` and
/// `collapsing(sourcePocket:at:)` build that match.
struct Pockets {
    /// Each pocket's perimeter fractions, from the hull vertex where it
    /// leaves the hull to the one where it comes back (`end` may pass 1
    /// where a pocket runs over the contour's start).
    let stretches: [(start: Double, end: Double)]

    /// How many equal arc-length steps the perimeter is sampled at.
    static let sampleCount = 256
    /// A pocket reaches at least this fraction of the hull's diagonal
    /// inside the hull, measured from the line across its mouth.
    static let minimumDepth = 0.15

    /// The deep pockets of the closed contour `table` measures, deepest
    /// first.
    init(_ table: ArcLengthTable) {
        let n = Self.sampleCount
        let samples = (0..<n).map { table.point(at: Double($0) / Double(n)) }
        let hull = Self.hullIndices(of: samples)
        guard hull.count >= 3, let extent = Rect(enclosing: samples), extent.diagonal > 0 else {
            stretches = []
            return
        }
        var found: [(start: Double, end: Double, depth: Double)] = []
        for (rank, first) in hull.enumerated() {
            // The next hull vertex along the perimeter, a turn on after the last.
            let last = rank + 1 < hull.count ? hull[rank + 1] : hull[0] + n
            guard last - first >= 2 else { continue }
            let a = samples[first], b = samples[last % n]
            let mouth = b - a, width = mouth.length
            guard width > 0 else { continue }
            var depth = 0.0
            for index in (first + 1)..<last {
                depth = max(depth, abs(mouth.cross(samples[index % n] - a)) / width)
            }
            if depth >= Self.minimumDepth * extent.diagonal {
                found.append((Double(first) / Double(n), Double(last) / Double(n), depth))
            }
        }
        stretches = found.sorted { $0.depth > $1.depth }.map { ($0.start, $0.end) }
    }

    /// The indices of `points` on their convex hull, in the order of the
    /// points (for the samples of a contour that does not cross itself,
    /// also the order around the hull). Points on a hull edge are left out.
    private static func hullIndices(of points: [Point]) -> [Int] {
        let order = points.indices.sorted { (points[$0].x, points[$0].y) < (points[$1].x, points[$1].y) }
        guard order.count >= 3 else { return order }
        func turnsLeft(_ o: Int, _ a: Int, _ b: Int) -> Bool { (points[a] - points[o]).cross(points[b] - points[o]) > 0 }
        // Andrew's monotone chain: lower and upper chains.
        var lower: [Int] = [], upper: [Int] = []
        for index in order {
            while lower.count >= 2, !turnsLeft(lower[lower.count - 2], lower[lower.count - 1], index) { lower.removeLast() }
            lower.append(index)
        }
        for index in order.reversed() {
            while upper.count >= 2, !turnsLeft(upper[upper.count - 2], upper[upper.count - 1], index) { upper.removeLast() }
            upper.append(index)
        }
        return Array(Set(lower.dropLast() + upper.dropLast())).sorted()
    }
}
