/// A monotone map between fractions of two perimeters, found by dynamic
/// programming over points sampled at equal arc-length steps: the map that
/// least moves corresponding points (sum of squared distances), where each
/// stretch of one perimeter maps onto a stretch of the other between half and
/// twice its relative length.
///
/// A plain shift (`v = u + δ`) makes equal fractions correspond, so a part
/// that takes a larger share of one perimeter than of the other drags its
/// neighbours along: the club's big leaves against the spade's small
/// shoulders tilt every in-between. The warp lets each part find its partner.
///
/// - Complexity: O(N²) time and memory for N samples per contour,
///   independent of the contours' segment counts.
struct PerimeterWarp {
    /// The map's corners: source fractions `u` from 0 to 1 and the unwrapped
    /// target fractions `v` they map to, from `start` to `start + 1`, both
    /// increasing.
    private let us: [Double], vs: [Double]
    /// The mean squared distance between the samples the map pairs.
    let cost: Double

    /// The target fraction that source fraction 0 maps to.
    var start: Double { vs[0] }

    /// The best warp between `source` samples at fractions `i / N` and
    /// `target` samples at fractions `targetStart + j / N` (N =
    /// `source.count` = `target.count`) that pairs source sample
    /// `sourceStart` with target sample 0.
    ///
    /// Closed contours wrap around: the samples pair up cyclically. Open
    /// contours keep their ends: samples sit at `(i + ½) / N`, source
    /// fractions 0 and 1 map to `targetStart` and `targetStart + 1` (the
    /// target's ends, or a seam on a closed target), and `sourceStart` must
    /// be 0.
    init(source: [Point], target: [Point], sourceStart: Int, targetStart: Double, isClosed: Bool) {
        let n = source.count
        precondition(n == target.count && n >= 2 && (isClosed || sourceStart == 0))
        // Grid cell (i, j) pairs source sample sourceStart + i with target
        // sample j; for closed contours it runs to n, where both are back at
        // the first pair. Two rows and columns of infinity before the grid
        // stand for the moves from outside it.
        let last = isClosed ? n : n - 1
        let width = last + 3
        func cell(_ i: Int, _ j: Int) -> Int { (i + 2) * width + j + 2 }
        let wrappedTarget = (0...last).map { target[$0 % n] }
        // The moves (di, dj) into a cell: (1, 1), (1, 2) and (2, 1), each
        // costing the cell's squared distance times di + dj.
        var total = [Double](repeating: .infinity, count: width * width)
        var chosenMove = [UInt8](repeating: 0, count: width * width)
        total[cell(0, 0)] = 0
        total.withUnsafeMutableBufferPointer { total in
            chosenMove.withUnsafeMutableBufferPointer { chosenMove in
                wrappedTarget.withUnsafeBufferPointer { targets in
                    for i in 1...last {
                        // Slopes between ½ and 2: only this band reaches both corners.
                        let low = max((i + 1) / 2, last - 2 * (last - i))
                        let high = min(2 * i, last - (last - i + 1) / 2)
                        guard low <= high else { continue }
                        // The row from `low` on, and where each move into its
                        // cells comes from, as pointers: this loop is most of
                        // the warp's cost.
                        let start = cell(i, low)
                        let row = total.baseAddress! + start, moves = chosenMove.baseAddress! + start
                        let fromOneOne = row - width - 1, fromOneTwo = row - width - 2, fromTwoOne = row - 2 * width - 1
                        let point = source[(sourceStart + i) % n], targets = targets.baseAddress! + low
                        for k in 0...(high - low) {
                            let dx = point.x - targets[k].x, dy = point.y - targets[k].y
                            let distance = dx * dx + dy * dy
                            let oneOne = fromOneOne[k] + 2 * distance
                            let oneTwo = fromOneTwo[k] + 3 * distance, twoOne = fromTwoOne[k] + 3 * distance
                            // Without branches (the winner depends on the data): bit 0 for (1, 2)
                            // beating (1, 1), bit 1 for (2, 1) beating both; ties keep the earlier.
                            let takesOneTwo = oneTwo < oneOne, better = min(oneOne, oneTwo)
                            let takesTwoOne = twoOne < better
                            row[k] = takesTwoOne ? twoOne : better
                            moves[k] = UInt8(takesOneTwo ? 1 : 0) | UInt8(takesTwoOne ? 2 : 0)
                        }
                    }
                }
            }
        }
        cost = total[cell(last, last)] / Double(2 * last)

        // Walk back from the far corner, then express the map from u = 0.
        // Walked back, u falls all the way, past 1 first (taken a turn back)
        // and then below it: two runs, merged from their backs.
        let offset = isClosed ? 0 : 0.5
        // Each step back lowers i by 1 or 2 and i + j by 2 or 3: at most
        // last + 1 corners, of which sourceStart + 1 taken a turn back.
        var turnedBack: [(u: Double, v: Double)] = [], below: [(u: Double, v: Double)] = []
        turnedBack.reserveCapacity(sourceStart + 1)
        below.reserveCapacity(last + 1)
        var (i, j) = (last, last)
        while true {
            let u = (Double(sourceStart + i) + offset) / Double(n)
            let v = (Double(j) + offset) / Double(n)
            if u >= 1 { turnedBack.append((u - 1, targetStart + v - 1)) } else { below.append((u, targetStart + v)) }
            guard i > 0 || j > 0 else { break }
            switch chosenMove[cell(i, j)] {
            case 0: (i, j) = (i - 1, j - 1)
            case 1: (i, j) = (i - 1, j - 2)
            default: (i, j) = (i - 2, j - 1)  // 2, or 3: (2, 1) beat both
            }
        }
        var path = Self.merged(falling: turnedBack, below)
        if isClosed {
            Self.wrap(&path)
        } else {
            path.insert((0, targetStart), at: 0)
            path.append((1, targetStart + 1))
        }
        us = path.map(\.u)
        vs = path.map(\.v)
    }

    /// The closed warp made of `half`, an open warp between the stretches of
    /// two closed contours from their first crossings of a common mirror line
    /// to their second, and its mirror image for the other stretches:
    /// source fraction `sourceCrossings.first` maps to target fraction
    /// `targetCrossings.first`, the stretch forward from there to the second
    /// crossing maps as `half` says, and the stretch backward from the first
    /// crossing maps the same way, mirrored. Contours that are their own
    /// mirror images about the same line then morph symmetrically about it.
    ///
    /// Each pair of crossings is increasing, less than a turn apart (about
    /// half), with the first source crossing in `0..<1`; walking forward
    /// from the two first crossings must lead to the same side of the line.
    init(mirroring half: PerimeterWarp, sourceCrossings: (first: Double, second: Double),
         targetCrossings: (first: Double, second: Double)) {
        let (u0, v0) = (sourceCrossings.first, targetCrossings.first)
        // The lengths of the stretches forward and backward from the first crossings.
        let (forwardU, forwardV) = (sourceCrossings.second - u0, targetCrossings.second - v0)
        var path: [(u: Double, v: Double)] = []
        for (s, w) in zip(half.us, half.vs.map { $0 - half.start }) {
            path.append((u0 + s * forwardU, v0 + w * forwardV))
            if s > 0 && s < 1 {
                // The mirror image, as far backward; fractions below 0 are taken one turn on.
                let (u, v) = (u0 - s * (1 - forwardU), v0 - w * (1 - forwardV))
                path.append(u < 0 ? (u + 1, v + 1) : (u, v))
            }
        }
        path.sort { $0.u < $1.u }
        Self.wrap(&path)
        us = path.map(\.u)
        vs = path.map(\.v)
        cost = half.cost
    }

    /// The corners of `first` and `second`, each in falling `u` (as walked
    /// back), in one list in rising `u`, those of `first` ahead at equal
    /// `u`: as a stable sort of `first` reversed and then `second` reversed
    /// orders them, in linear time.
    private static func merged(falling first: [(u: Double, v: Double)],
                               _ second: [(u: Double, v: Double)]) -> [(u: Double, v: Double)] {
        var result: [(u: Double, v: Double)] = []
        result.reserveCapacity(first.count + second.count + 2)  // and the ends, or the corners `wrap` adds
        // How many of each are left, read from the back.
        var (a, b) = (first.count, second.count)
        while a > 0 || b > 0 {
            if b == 0 || (a > 0 && !(second[b - 1].u < first[a - 1].u)) {
                result.append(first[a - 1])
                a -= 1
            } else {
                result.append(second[b - 1])
                b -= 1
            }
        }
        return result
    }

    /// Adds to a closed map's corners, sorted by `u` in `0..<1`, corners at
    /// u = 0 (interpolated across the wrap) and at u = 1 (one turn on), where
    /// they are missing.
    private static func wrap(_ path: inout [(u: Double, v: Double)]) {
        let first = path[0]
        if first.u > 0 {
            let previous = path[path.count - 1]
            let t = (1 - previous.u) / (first.u + 1 - previous.u)
            path.insert((0, previous.v - 1 + t * (first.v + 1 - previous.v)), at: 0)
        }
        if path[path.count - 1].u < 1 { path.append((1, path[0].v + 1)) }
    }

    /// The plain shift `v = u + start`: equal fractions of both perimeters
    /// correspond, from `start` on the target. It cannot fold one stretch
    /// against another, where a warp sometimes does.
    init(uniformFrom start: Double) {
        us = [0, 1]
        vs = [start, start + 1]
        cost = 0
    }

    /// The closed map through `pairs` of corresponding fractions, piecewise
    /// linear between them: sorted by source fraction in `0..<1`, target
    /// fractions increasing and less than a turn from first to last.
    init(closedThrough pairs: [(u: Double, v: Double)]) {
        var path = pairs
        Self.wrap(&path)
        us = path.map(\.u)
        vs = path.map(\.v)
        cost = 0
    }

    private init(us: [Double], vs: [Double], cost: Double) {
        self.us = us
        self.vs = vs
        self.cost = cost
    }

    /// This warp with the stretch of the target from fraction
    /// `pocket.start` to `pocket.end` (a `Pockets` stretch, which may run
    /// over the target's start) grown out of one source point, `share` of
    /// the way along the source stretch the warp maps onto it (½: its
    /// middle): the source stretch's two parts shrink onto the pocket's two
    /// ends, and the pocket's in-betweens are its scaled copies about that
    /// point. Nil where the warp maps the pocket from a single point
    /// already.
    func collapsing(targetPocket pocket: (start: Double, end: Double), at share: Double) -> PerimeterWarp? {
        let first = pocket.start + (start - pocket.start).rounded(.up), last = first + pocket.end - pocket.start
        let (u0, u1) = (turnedU(at: first), turnedU(at: last))
        guard u0 < u1 else { return nil }
        let point = u0 + share * (u1 - u0)
        return replacing(first...last, alongSource: false,
                         with: [(u0, first), (point, first), (point, last), (u1, last)])
    }

    /// This warp with the stretch of the source from fraction
    /// `pocket.start` to `pocket.end` (which may run over the source's
    /// start) grown out of one target point, `share` of the way along the
    /// target stretch the warp maps it onto, as
    /// `collapsing(targetPocket:at:)` grows a target's pocket.
    func collapsing(sourcePocket pocket: (start: Double, end: Double), at share: Double) -> PerimeterWarp? {
        let (v0, v1) = (turnedV(at: pocket.start), turnedV(at: pocket.end))
        guard v0 < v1 else { return nil }
        let point = v0 + share * (v1 - v0)
        return replacing(pocket.start...pocket.end, alongSource: true,
                         with: [(pocket.start, v0), (pocket.start, point), (pocket.end, point), (pocket.end, v1)])
    }

    /// `v(at:)` for any source fraction, whole turns on or back mapping a
    /// turn on or back.
    private func turnedV(at u: Double) -> Double {
        let turns = u.rounded(.down)
        return v(at: u - turns) + turns
    }

    /// `u(at:)` for any target fraction, as `turnedV(at:)`.
    private func turnedU(at v: Double) -> Double {
        let turns = (v - start).rounded(.down)
        return u(at: v - turns) + turns
    }

    /// This closed warp, its corners repeated a turn back and two on, with
    /// those whose `u` (`alongSource`) or `v` lies in `range`, a turn on or
    /// back, replaced by `corners`, as often; then read from u = 0 to 1
    /// again, a vertical stretch at u = 0 kept whole at u = 1.
    private func replacing(_ range: ClosedRange<Double>, alongSource: Bool,
                           with corners: [(u: Double, v: Double)]) -> PerimeterWarp {
        // The range and the corners a turn back and on too.
        let turns = (-1...1).map(Double.init)
        func replaced(_ x: Double) -> Bool { turns.contains { range.contains(x + $0) } }
        var turned: [(u: Double, v: Double)] = []
        for turn in -1...2 {
            for index in us.indices.dropLast() {
                let corner = (u: us[index] + Double(turn), v: vs[index] + Double(turn))
                if !replaced(alongSource ? corner.u : corner.v) { turned.append(corner) }
            }
        }
        for turn in turns { turned += corners.map { (u: $0.u + turn, v: $0.v + turn) } }
        turned.sort { ($0.u, $0.v) < ($1.u, $1.v) }
        // Where u = 0 maps to: the highest corner there, or between the corners around it.
        let v0: Double
        if let top = turned.last(where: { $0.u == 0 }) {
            v0 = top.v
        } else {
            let after = turned.firstIndex { $0.u > 0 }!, (a, b) = (turned[after - 1], turned[after])
            v0 = a.v + (b.v - a.v) * (0 - a.u) / (b.u - a.u)
        }
        let inside = turned.filter { ($0.u > 0 && $0.u < 1) || ($0.u == 1 && $0.v < v0 + 1) }
        let path = [(u: 0.0, v: v0)] + inside + [(u: 1.0, v: v0 + 1)]
        return PerimeterWarp(us: path.map(\.u), vs: path.map(\.v), cost: cost)
    }

    /// The target fraction (unwrapped: from `start` to `start + 1`) that
    /// source fraction `u` maps to.
    func v(at u: Double) -> Double { Self.interpolate(from: us, to: vs, at: u) }

    /// The source fraction that unwrapped target fraction `v` maps from.
    func u(at v: Double) -> Double { Self.interpolate(from: vs, to: us, at: v) }

    /// The piecewise-linear function through (`inputs[k]`, `outputs[k]`) at
    /// `x`, constant beyond the ends.
    private static func interpolate(from inputs: [Double], to outputs: [Double], at x: Double) -> Double {
        var low = 0, high = inputs.count - 1
        if x <= inputs[low] { return outputs[low] }
        if x >= inputs[high] { return outputs[high] }
        while high - low > 1 {
            let middle = (low + high) / 2
            if inputs[middle] < x { low = middle } else { high = middle }
        }
        let span = inputs[high] - inputs[low]
        let t = span > 0 ? (x - inputs[low]) / span : 0
        return outputs[low] + t * (outputs[high] - outputs[low])
    }
}
