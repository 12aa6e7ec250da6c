/// Where a contour meets itself, found on its cubic segments rather than
/// on a fixed flattening: two separate places of the outline that cross
/// (a proper crossing) or come within the tolerance of each other without
/// crossing (a touch: a tangency, a corner resting on a side, an overlap).
///
/// The search keeps the pairs of segments whose boxes come within the
/// tolerance (a sweep along x) and cuts them in halves while their control
/// boxes do, until both pieces lie within the tolerance of their chords.
/// Two such pieces cross for certain when each chord has the other's ends
/// on opposite sides, farther than twice the tolerance from its line;
/// pieces that come within twice the tolerance otherwise are judged where
/// they meet: the two ways each outline leaves that place (along its own
/// segment, or into the next at a joint) must alternate around it, every
/// way clear of the other outline's by more than twice the tolerance, for
/// a crossing. Both ask a crossing to reach past by twice the tolerance,
/// so that a scaled copy of an outline is judged as the outline is when
/// the tolerance scales with it. So
/// a crossing at a joint, or where a corner pokes through a side, is found
/// as one; a corner that only rests on a side, and two arcs that only
/// graze, are touches.
///
/// Pieces that follow each other along the outline (halves of one cut, or
/// the two sides of a joint) meet only where they join, unless together
/// they turn by half a turn or more: only those are searched further.
///
/// - Complexity: about O(n log n) in the segments for an outline whose
///   parts stay apart, plus a few dozen piece pairs at every place parts
///   come within the tolerance.
package struct SelfContactSearch {
    /// What two places of the outline do where they meet.
    package enum Contact: Equatable, Sendable {
        /// They cross, near this point.
        case crossing(Point)
        /// They come within the tolerance without crossing, near this point.
        case touch(Point)
    }

    /// A part of one segment: the segment, its parameter range, the curve of
    /// that range and its control points' box.
    private struct Piece {
        var segment: Int
        var t0: Double, t1: Double
        var curve: AnimatableCubicCurve
        var box: Rect

        init(segment: Int, t0: Double, t1: Double, curve: AnimatableCubicCurve) {
            (self.segment, self.t0, self.t1, self.curve) = (segment, t0, t1, curve)
            box = curve.controlBox
        }

        func halves() -> (Piece, Piece) {
            let (left, right) = curve.split(at: 0.5)
            let middle = (t0 + t1) / 2
            return (Piece(segment: segment, t0: t0, t1: middle, curve: left),
                    Piece(segment: segment, t0: middle, t1: t1, curve: right))
        }
    }

    private let segments: [AnimatableCubicCurve]
    /// Which segments are a point to within the tolerance: passed over.
    private let isPoint: [Bool]
    private let isClosed: Bool
    private let tolerance: Double
    /// The first crossing found (the search stops there) and the first touch.
    package private(set) var crossing: Point?
    package private(set) var touch: Point?

    /// Searches `contour` for places where it meets itself, to within
    /// `tolerance` (user units): crossings shallower than that, and parts
    /// closer than that, are touches. Segments that are a point to within
    /// the tolerance are passed over, their neighbours joined.
    package init(_ contour: Contour, tolerance: Double) {
        self.init(segments: Array(contour.segments), isClosed: contour.isClosed, tolerance: tolerance)
    }

    /// Searches `contour` as `init(_:tolerance:)` does, to `relativeTolerance`
    /// of its own size (the diagonal of its control points' box), so that a
    /// scaled copy is judged as the contour is.
    package init(_ contour: Contour, relativeTolerance: Double) {
        self.init(contour, tolerance: relativeTolerance * Self.size(of: contour.segments))
    }

    /// The diagonal of the box of the control points of `segments`: the
    /// size relative tolerances are taken of.
    package static func size(of segments: some Sequence<AnimatableCubicCurve>) -> Double {
        var iterator = segments.makeIterator()
        guard let first = iterator.next() else { return 0 }
        var box = first.controlBox
        while let segment = iterator.next() { box = box.union(segment.controlBox) }
        return box.diagonal
    }

    /// Searches the contour of `segments` (joined exactly) for places
    /// where it meets itself, as `init(_:tolerance:)` does; given `pairs`,
    /// only where those segments meet each other (in either order) and
    /// where `alone` loop on their own: the caller knows the rest apart.
    package init(segments: [AnimatableCubicCurve], isClosed: Bool, tolerance: Double,
                 alone: [Int]? = nil, pairs: [(Int, Int)]? = nil) {
        (self.segments, self.isClosed, self.tolerance) = (segments, isClosed, tolerance)
        isPoint = segments.map { segment in
            segment.control1.distance(to: segment.start) <= tolerance && segment.control2.distance(to: segment.start) <= tolerance
                && segment.end.distance(to: segment.start) <= tolerance
        }
        guard tolerance > 0, tolerance.isFinite, isPoint.contains(false) else { return }
        search(alone: alone, pairs: pairs)
    }

    /// The contact to report: the first crossing, else the first touch.
    package var contact: Contact? {
        if let crossing { return .crossing(crossing) }
        return touch.map(Contact.touch)
    }

    private mutating func search(alone: [Int]?, pairs: [(Int, Int)]?) {
        func piece(_ index: Int) -> Piece { Piece(segment: index, t0: 0, t1: 1, curve: segments[index]) }
        for index in alone ?? Array(segments.indices) where !isPoint[index] {
            examineAlone(piece(index), depth: 0)
            if crossing != nil { return }
        }
        if let pairs {
            for (i, j) in pairs where !isPoint[i] && !isPoint[j] {
                examine(piece(i), piece(j), depth: 0)
                if crossing != nil { return }
            }
            return
        }
        let pieces = segments.indices.filter { !isPoint[$0] }.map(piece)
        let order = pieces.indices.sorted { pieces[$0].box.minX < pieces[$1].box.minX }
        for (rank, i) in order.enumerated() {
            let reach = pieces[i].box.maxX + tolerance
            for j in order[(rank + 1)...] {
                if pieces[j].box.minX > reach { break }
                examine(pieces[i], pieces[j], depth: 0)
                if crossing != nil { return }
            }
        }
    }

    /// Looks for a loop within one piece: none when its control polygon
    /// turns by less than half a turn.
    private mutating func examineAlone(_ piece: Piece, depth: Int) {
        guard depth < Self.deepest, !Self.turnsLessThanHalf(piece.curve) else { return }
        let (left, right) = piece.halves()
        examineAlone(left, depth: depth + 1)
        if crossing == nil { examineAlone(right, depth: depth + 1) }
        if crossing == nil { examine(left, right, depth: depth + 1) }
    }

    private mutating func examine(_ a: Piece, _ b: Piece, depth: Int) {
        guard crossing == nil, a.box.minX <= b.box.maxX + tolerance, b.box.minX <= a.box.maxX + tolerance,
              a.box.minY <= b.box.maxY + tolerance, b.box.minY <= a.box.maxY + tolerance else { return }
        let order = contiguousOrder(a, b)
        if let (first, second) = order, Self.turnsLessThanHalf(first.curve, then: second.curve) { return }
        let (flatA, flatB) = (Self.flatness(of: a.curve) <= tolerance, Self.flatness(of: b.curve) <= tolerance)
        if flatA && flatB {
            if order == nil { judge(a, b) }
            return
        }
        guard depth < Self.deepest else {
            if order == nil { touch = touch ?? a.curve.start }
            return
        }
        if !flatA && (flatB || a.box.diagonal >= b.box.diagonal) {
            let (left, right) = a.halves()
            examine(left, b, depth: depth + 1)
            examine(right, b, depth: depth + 1)
        } else {
            let (left, right) = b.halves()
            examine(a, left, depth: depth + 1)
            examine(a, right, depth: depth + 1)
        }
    }

    /// The two pieces in drawing order when one ends exactly where the other
    /// starts along the outline, else nil.
    private func contiguousOrder(_ a: Piece, _ b: Piece) -> (Piece, Piece)? {
        func follows(_ first: Piece, _ second: Piece) -> Bool {
            if first.segment == second.segment { return first.t1 == second.t0 }
            return first.t1 == 1 && second.t0 == 0 && next(first.segment) == second.segment
        }
        if follows(a, b) { return (a, b) }
        if follows(b, a) { return (b, a) }
        return nil
    }

    /// The next segment along the outline that is not a point, if any.
    private func next(_ segment: Int) -> Int? {
        var index = segment
        for _ in segments.indices {
            index = index + 1 < segments.count ? index + 1 : (isClosed ? 0 : -1)
            if index < 0 { return nil }
            if !isPoint[index] { return index }
        }
        return nil
    }

    /// The previous segment along the outline that is not a point, if any.
    private func previous(_ segment: Int) -> Int? {
        var index = segment
        for _ in segments.indices {
            index = index > 0 ? index - 1 : (isClosed ? segments.count - 1 : -1)
            if index < 0 { return nil }
            if !isPoint[index] { return index }
        }
        return nil
    }

    /// Judges two flat pieces that do not follow each other.
    private mutating func judge(_ a: Piece, _ b: Piece) {
        let (p, q) = (a.curve.start, a.curve.end), (r, s) = (b.curve.start, b.curve.end)
        let closest = Self.closestPoints(p, q, r, s)
        guard closest.distance <= 2 * tolerance else { return }
        let centre = closest.onFirst.lerp(to: closest.onSecond, 0.5)
        if Self.separates(p, q, r, s, margin: 2 * tolerance) && Self.separates(r, s, p, q, margin: 2 * tolerance) {
            crossing = centre
            return
        }
        let waysA = ways(from: centre, segment: a.segment, at: a.t0 + closest.u * (a.t1 - a.t0), width: a.t1 - a.t0)
        let waysB = ways(from: centre, segment: b.segment, at: b.t0 + closest.v * (b.t1 - b.t0), width: b.t1 - b.t0)
        if waysA.count == 2, waysB.count == 2, alternate(waysA, waysB, around: centre) {
            crossing = centre
        } else {
            touch = touch ?? centre
        }
    }

    /// The far ends of the ways the outline leaves a place near `centre`
    /// at parameter `t` of `segment`: a flat stretch either way along the
    /// segment, or, where that ends within a few tolerances of the centre
    /// (the place is a joint), along the neighbouring segment. One way only
    /// at an open outline's end.
    private func ways(from centre: Point, segment: Int, at t: Double, width: Double) -> [Point] {
        // A segment's end farther than this from the centre is a way of its
        // own: the outline runs straight to it before turning.
        let near = 8 * tolerance
        var ways: [Point] = []
        for forward in [false, true] {
            var reach = width
            var end = forward ? min(t + reach, 1) : max(t - reach, 0)
            while reach > 1e-12, Self.flatness(of: segments[segment].subsegment(from: t, to: end)) > tolerance {
                reach /= 2
                end = forward ? min(t + reach, 1) : max(t - reach, 0)
            }
            let point = segments[segment].point(at: end)
            if point.distance(to: centre) > near {
                ways.append(point)
            } else if let neighbour = forward ? next(segment) : previous(segment) {
                ways.append(farEnd(of: neighbour, fromStart: forward))
            }
        }
        return ways
    }

    /// The far end of the longest flat stretch of `segment` from its start
    /// (or from its end), halving from the whole segment.
    private func farEnd(of segment: Int, fromStart: Bool) -> Point {
        var reach = 1.0
        func stretch() -> AnimatableCubicCurve {
            segments[segment].subsegment(from: fromStart ? 0 : 1, to: fromStart ? reach : 1 - reach)
        }
        while reach > 1e-12, Self.flatness(of: stretch()) > tolerance { reach /= 2 }
        return stretch().end
    }

    /// Whether the ways `b` lie on either side of the ways `a` around
    /// `centre`, each clear of the other outline's ways by more than
    /// twice the tolerance (else the outlines only touch there).
    private func alternate(_ a: [Point], _ b: [Point], around centre: Point) -> Bool {
        for x in a {
            for y in b {
                let (u, v) = (x - centre, y - centre)
                let shorter = min(u.length, v.length)
                let sine = abs(u.cross(v)) / (u.length * v.length)
                let clearance = u.dot(v) < 0 ? shorter : shorter * sine
                if !(clearance > 2 * tolerance) { return false }
            }
        }
        let start = a[0] - centre
        func angle(_ point: Point) -> Double {
            let v = point - centre
            let value = arcTangent(start.cross(v), start.dot(v))
            return value < 0 ? value + 2 * .pi : value
        }
        let limit = angle(a[1])
        return (angle(b[0]) < limit) != (angle(b[1]) < limit)
    }

    /// No search goes deeper: pieces 2^-48 of a segment.
    private static let deepest = 48

    /// How far the curve may stray from its chord: its control points'
    /// distance from the chord (the curve lies in their hull).
    private static func flatness(of curve: AnimatableCubicCurve) -> Double {
        max(distance(from: curve.control1, toChord: curve.start, curve.end),
            distance(from: curve.control2, toChord: curve.start, curve.end))
    }

    private static func distance(from point: Point, toChord a: Point, _ b: Point) -> Double {
        let edge = b - a, length = edge.dot(edge)
        let t = length > 0 ? min(max((point - a).dot(edge) / length, 0), 1) : 0
        return point.distance(to: a + edge * t)
    }

    /// Whether the control polygons of `first` and then `second` (if any)
    /// turn by less than half a turn in all, so that the curves cannot meet
    /// themselves (but where they join): at once when every leg heads the
    /// same way as the whole chord (the curves are then monotone along
    /// it), else by adding up the legs' turns.
    private static func turnsLessThanHalf(_ first: AnimatableCubicCurve, then second: AnimatableCubicCurve? = nil) -> Bool {
        let points = [first.start, first.control1, first.control2, first.end]
            + (second.map { [$0.control1, $0.control2, $0.end] } ?? [])
        let chord = points[points.count - 1] - points[0]
        if (1..<points.count).allSatisfy({ (points[$0] - points[$0 - 1]).dot(chord) > 0 }) { return true }
        var total = 0.0
        var last: Vector?
        for index in 1..<points.count {
            let leg = points[index] - points[index - 1]
            guard leg.dx != 0 || leg.dy != 0 else { continue }
            if let last { total += abs(arcTangent(last.cross(leg), last.dot(leg))) }
            last = leg
        }
        return total < .pi * (1 - 1e-9)
    }

    /// Whether chord a–b has c and d on opposite sides of its line, each
    /// farther from it than `margin`.
    private static func separates(_ a: Point, _ b: Point, _ c: Point, _ d: Point, margin: Double) -> Bool {
        let edge = b - a, length = edge.length
        guard length > 0 else { return false }
        let (sideC, sideD) = (edge.cross(c - a) / length, edge.cross(d - a) / length)
        return (sideC > margin && sideD < -margin) || (sideC < -margin && sideD > margin)
    }

    /// The closest points of chords p–q and r–s, their parameters along
    /// each, and their distance.
    private static func closestPoints(_ p: Point, _ q: Point, _ r: Point, _ s: Point)
        -> (onFirst: Point, onSecond: Point, u: Double, v: Double, distance: Double) {
        let d1 = q - p, d2 = s - r, w = p - r
        let (a, e, b) = (d1.dot(d1), d2.dot(d2), d1.dot(d2))
        let (c, f) = (d1.dot(w), d2.dot(w))
        let denominator = a * e - b * b
        var u = denominator > 1e-18 * a * e ? min(max((b * f - c * e) / denominator, 0), 1) : 0
        var v = e > 0 ? (b * u + f) / e : 0
        if v < 0 || v > 1 {
            v = min(max(v, 0), 1)
            u = a > 0 ? min(max((b * v - c) / a, 0), 1) : 0
        }
        let (x, y) = (p + d1 * u, r + d2 * v)
        return (x, y, u, v, x.distance(to: y))
    }
}

extension AnimatableCubicCurve {
    /// The box of the four control points, which holds the curve.
    var controlBox: Rect {
        Rect(minX: Swift.min(start.x, control1.x, control2.x, end.x), minY: Swift.min(start.y, control1.y, control2.y, end.y),
             maxX: Swift.max(start.x, control1.x, control2.x, end.x), maxY: Swift.max(start.y, control1.y, control2.y, end.y))
    }
}
