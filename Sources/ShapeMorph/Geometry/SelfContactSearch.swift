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
/// they meet: each outline is followed both ways from that place (along
/// its segment and on through joints) out to circles of growing radius,
/// and for a crossing every way of one must get clear of each way of the
/// other by more than twice the tolerance at one of the circles, and the
/// two ways of one lie on either side of the other's. Both ask a crossing
/// to reach past by twice the tolerance, so that a scaled copy of an
/// outline is judged as the outline is when the tolerance scales with it.
/// So a crossing at a joint, where a corner pokes through a side, or where
/// a segment starts back along its neighbour and loops across it, is found
/// as one; a corner that only rests on a side, two arcs that only graze,
/// and a spike thinner than twice the tolerance are touches.
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
        let aFirst = follows(a, b), bFirst = !aFirst && follows(b, a), contiguous = aFirst || bFirst
        if !contiguous, Self.lieApart(a.curve, b.curve, by: tolerance) || Self.lieApart(b.curve, a.curve, by: tolerance) { return }
        if aFirst, Self.turnsLessThanHalf(a.curve, then: b.curve) { return }
        if bFirst, Self.turnsLessThanHalf(b.curve, then: a.curve) { return }
        let (flatA, flatB) = (Self.flatness(of: a.curve) <= tolerance, Self.flatness(of: b.curve) <= tolerance)
        if flatA && flatB {
            if !contiguous { judge(a, b) }
            return
        }
        guard depth < Self.deepest else {
            if !contiguous { touch = touch ?? a.curve.start }
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

    /// Whether `second` starts exactly where `first` ends along the outline
    /// (asked without building pairs of pieces: this runs for every pair the
    /// search halves).
    private func follows(_ first: Piece, _ second: Piece) -> Bool {
        if first.segment == second.segment { return first.t1 == second.t0 }
        return first.t1 == 1 && second.t0 == 0 && next(first.segment) == second.segment
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
        let placeA = Place(segment: a.segment, t: a.t0 + closest.u * (a.t1 - a.t0))
        let placeB = Place(segment: b.segment, t: b.t0 + closest.v * (b.t1 - b.t0))
        if outlinesPartAcross(placeA, placeB, around: centre) {
            crossing = centre
        } else {
            touch = touch ?? centre
        }
    }

    /// A parameter of one segment.
    private struct Place {
        var segment: Int
        var t: Double
    }

    /// One way the outline leaves a place, followed a flat stretch at a
    /// time (into the next segment at a joint).
    private struct Way {
        var at: Place
        let forward: Bool
        /// Where the other place lies: a way that reaches it has gone round
        /// the loop between the two places and ends there.
        let other: Place
        /// The way's last point on a circle about the place.
        var exit: Point?
        var ended = false
    }

    /// Whether the outlines through two places that meet near `centre` cross
    /// there: followed either way from each place out to circles of growing
    /// radius (4 to 1,024 tolerances), every way of one outline must get
    /// farther than twice the tolerance from each way of the other at one
    /// of the circles, and the two ways of one must lie on either side of
    /// the other's where they last cut a circle. A way ends where the
    /// outline does (an open end) or where it reaches the other place (the
    /// loop the two close lies within the circle): a loop thinner than twice
    /// the tolerance, or outlines that run together past the largest circle,
    /// only touch.
    private func outlinesPartAcross(_ placeA: Place, _ placeB: Place, around centre: Point) -> Bool {
        var ways = [Way(at: placeA, forward: false, other: placeB), Way(at: placeA, forward: true, other: placeB),
                    Way(at: placeB, forward: false, other: placeA), Way(at: placeB, forward: true, other: placeA)]
        // Which of A's ways (back, forward) has got clear of which of B's.
        let pairs = [(0, 2), (0, 3), (1, 2), (1, 3)]
        var cleared = [false, false, false, false]
        // Where each way cuts the circle (nil once it has ended), reused
        // from circle to circle: this runs at every place parts come close.
        var exits = [Point?](repeating: nil, count: ways.count)
        var radius = 4 * tolerance
        while radius <= 1024 * tolerance {
            for index in ways.indices { exits[index] = advance(&ways[index], from: centre, to: radius) }
            for (index, (i, j)) in pairs.enumerated() {
                if let x = exits[i], let y = exits[j], x.distance(to: y) > 2 * tolerance { cleared[index] = true }
            }
            if !cleared.contains(false), let a0 = ways[0].exit, let a1 = ways[1].exit, let b0 = ways[2].exit, let b1 = ways[3].exit {
                return Self.alternate((a0, a1), (b0, b1), around: centre)
            }
            // A pair not yet clear never will be once either way has ended.
            if pairs.indices.contains(where: { !cleared[$0] && (ways[pairs[$0].0].ended || ways[pairs[$0].1].ended) }) {
                return false
            }
            radius *= 2.squareRoot()
        }
        return false
    }

    /// Where `way` first gets `radius` from `centre` (the circle cut on the
    /// chord of a flat stretch), keeping it at that stretch's start; nil
    /// once it has ended.
    private func advance(_ way: inout Way, from centre: Point, to radius: Double) -> Point? {
        guard !way.ended else { return nil }
        for _ in 0..<Self.longestWay {
            let last: Double = way.forward ? 1 : 0
            if way.at.t == last {
                guard let neighbour = way.forward ? next(way.at.segment) : previous(way.at.segment) else { break }
                way.at = Place(segment: neighbour, t: way.forward ? 0 : 1)
                continue
            }
            let segment = segments[way.at.segment]
            var end = last
            while abs(end - way.at.t) > 1e-12, Self.flatness(of: segment.subsegment(from: way.at.t, to: end)) > tolerance {
                end = (way.at.t + end) / 2
            }
            if way.at.segment == way.other.segment, min(way.at.t, end) <= way.other.t, way.other.t <= max(way.at.t, end) { break }
            let (from, to) = (segment.point(at: way.at.t), segment.point(at: end))
            if to.distance(to: centre) >= radius {
                way.exit = Self.pointAtDistance(radius, from: centre, along: from, to)
                return way.exit
            }
            way.at.t = end
        }
        way.ended = true
        return nil
    }

    /// The point of the chord from `start` (nearer `centre` than `radius`)
    /// to `end` (not nearer) at `radius` from `centre`.
    private static func pointAtDistance(_ radius: Double, from centre: Point, along start: Point, _ end: Point) -> Point {
        let (d, f) = (end - start, start - centre)
        let (a, b, c) = (d.dot(d), f.dot(d), f.dot(f) - radius * radius)
        let s = a > 0 ? min(max((-b + (b * b - a * c).squareRoot()) / a, 0), 1) : 1
        return start + d * s
    }

    /// Whether `b`'s two points lie on either side of the rays from
    /// `centre` through `a`'s.
    private static func alternate(_ a: (Point, Point), _ b: (Point, Point), around centre: Point) -> Bool {
        let start = a.0 - centre
        func angle(_ point: Point) -> Double {
            let v = point - centre
            let value = arcTangent(start.cross(v), start.dot(v))
            return value < 0 ? value + 2 * .pi : value
        }
        let limit = angle(a.1)
        return (angle(b.0) < limit) != (angle(b.1) < limit)
    }

    /// The most flat stretches and joints a way is followed through: past
    /// it, it is taken to end (a touch).
    private static let longestWay = 4096

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
        // The polygon's points by index, without building an array (this
        // runs for every piece the search halves).
        let count = second == nil ? 4 : 7
        func point(_ index: Int) -> Point {
            switch index {
            case 0: first.start
            case 1: first.control1
            case 2: first.control2
            case 3: first.end
            case 4: second!.control1
            case 5: second!.control2
            default: second!.end
            }
        }
        let chord = point(count - 1) - point(0)
        if (1..<count).allSatisfy({ (point($0) - point($0 - 1)).dot(chord) > 0 }) { return true }
        var total = 0.0
        var last: Vector?
        for index in 1..<count {
            let leg = point(index) - point(index - 1)
            guard leg.dx != 0 || leg.dy != 0 else { continue }
            if let last { total += abs(arcTangent(last.cross(leg), last.dot(leg))) }
            last = leg
        }
        return total < .pi * (1 - 1e-9)
    }

    /// Whether the control points of `other` all lie more than `margin` to
    /// one side of the band about the chord of `curve` that holds its
    /// control points: then so do the curves (each lies in its control
    /// points' hull). Boxes along the axes keep two near, parallel,
    /// slanting pieces apart only once they are shorter than their gap;
    /// this band does so once the pieces are flatter than it.
    private static func lieApart(_ curve: AnimatableCubicCurve, _ other: AnimatableCubicCurve, by margin: Double) -> Bool {
        let chord = curve.end - curve.start, length = chord.length
        guard length > 0 else { return false }
        func side(_ point: Point) -> Double { chord.cross(point - curve.start) / length }
        let (c1, c2) = (side(curve.control1), side(curve.control2))
        let (low, high) = (min(0, c1, c2) - margin, max(0, c1, c2) + margin)
        let sides = (side(other.start), side(other.control1), side(other.control2), side(other.end))
        return min(sides.0, sides.1, sides.2, sides.3) > high || max(sides.0, sides.1, sides.2, sides.3) < low
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
