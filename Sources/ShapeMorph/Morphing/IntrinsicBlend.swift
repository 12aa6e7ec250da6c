/// An in-between of two matched contours blended from what each contour is
/// made of rather than where its points are: the chords between successive
/// joints blend their lengths and the angles they turn by, and each
/// segment's handles blend in the frame of its chord (Sederberg et al.,
/// "2-D shape blending: an intrinsic solution to the vertex path problem",
/// SIGGRAPH 1993).
///
/// Where the straight path of travel folds a contour over itself (a notch
/// of one shape drawn in from a smooth stretch of the other), the intrinsic
/// in-between turns the notch in as a bend instead, so a path of travel
/// through it does not cross.
struct IntrinsicBlend {
    private let source: [AnimatableCubicCurve], target: [AnimatableCubicCurve]
    private let isClosed: Bool
    /// Both contours' chords, measured once for every in-between.
    private let a: Chords, b: Chords

    /// The blends of the matched segments `source` and `target` (equally
    /// many, corresponding one to one), closed where `isClosed`.
    init(from source: [AnimatableCubicCurve], to target: [AnimatableCubicCurve], isClosed: Bool) {
        precondition(source.count == target.count && !source.isEmpty, "Blend matched contours.")
        (self.source, self.target, self.isClosed) = (source, target, isClosed)
        (a, b) = (Chords(source), Chords(target))
    }

    /// The contour at `progress`; closed ones stay closed, the small closing
    /// error spread over the chords by length. It is placed, turned and
    /// scaled where it best fits the straight in-between: the blend changes
    /// the contour's shape, not its place, heading or size (blended lengths
    /// and turns alone swell a contour between two unlike ones, and spin one
    /// whose total turn differs).
    func segments(at progress: Double) -> [AnimatableCubicCurve] {
        let keep = 1 - progress
        let count = source.count

        // Directions: the first blended the short way round, each next one
        // turned by the blend of both contours' turns.
        var directions = [a.directions[0] + progress * Self.wrapped(b.directions[0] - a.directions[0])]
        directions.reserveCapacity(count)
        for index in 1..<count {
            directions.append(directions[index - 1] + (keep * a.turns[index - 1] + progress * b.turns[index - 1]))
        }
        var chords = (0..<count).map { index in
            let length = keep * a.lengths[index] + progress * b.lengths[index]
            return Vector(dx: cosine(directions[index]), dy: sine(directions[index])) * length
        }
        if isClosed {
            let gap = chords.reduce(Vector(dx: 0, dy: 0), +)
            let total = chords.reduce(0) { $0 + $1.length }
            if total > 0 { chords = chords.map { $0 - gap * ($0.length / total) } }
        }

        // Joints from the chords, placed, turned and scaled to fit the
        // straight in-between.
        var joints = [Point(x: 0, y: 0)]
        for chord in chords { joints.append(joints[joints.count - 1] + chord) }
        let counted = isClosed ? count : count + 1
        let straight = (0..<counted).map { index in
            index < count ? source[index].start.lerp(to: target[index].start, progress)
                : source[count - 1].end.lerp(to: target[count - 1].end, progress)
        }
        // Each joint weighs as much as the chords beside it.
        let weights = (0..<counted).map { index in
            let before = index > 0 ? chords[index - 1].length : isClosed ? chords[count - 1].length : 0
            return before + (index < count ? chords[index].length : 0)
        }
        joints = Self.fitted(joints, to: straight, weights: weights)
        if isClosed { joints[count] = joints[0] }

        return (0..<count).map { index in
            let start = joints[index], end = joints[index + 1]
            let chord = end - start
            func handle(_ from: Point, _ s: Vector, _ t: Vector, local: Bool) -> Point {
                guard local else { return from + s * keep + t * progress }
                let blended = s * keep + t * progress
                return from + Vector(dx: blended.dx * chord.dx - blended.dy * chord.dy,
                                     dy: blended.dx * chord.dy + blended.dy * chord.dx)
            }
            let local = a.isRegular[index] && b.isRegular[index]
            let (s, t) = local ? (a.handles[index], b.handles[index]) : (a.offsets[index], b.offsets[index])
            return AnimatableCubicCurve(start: start, control1: handle(start, s.0, t.0, local: local),
                                        control2: handle(end, s.1, t.1, local: local), end: end)
        }
    }

    /// `points` moved, turned and scaled as one (a similarity about their
    /// weighted centre) to fit the first `wanted.count` of them to `wanted`:
    /// the centres coincide, the turn is the least-squares best, and both
    /// spread equally far (root mean square) from their centres.
    private static func fitted(_ points: [Point], to wanted: [Point], weights: [Double]) -> [Point] {
        let total = weights.reduce(0, +)
        guard total > 0 else { return points }
        func centre(_ points: ArraySlice<Point>) -> Point {
            let sum = zip(points, weights).reduce(Vector(dx: 0, dy: 0)) { $0 + $1.0.vectorFromOrigin * $1.1 }
            return Point(x: sum.dx / total, y: sum.dy / total)
        }
        let from = centre(points.prefix(wanted.count)), to = centre(wanted[...])
        var (along, across, spread, wantedSpread) = (0.0, 0.0, 0.0, 0.0)
        for (index, weight) in weights.enumerated() {
            let p = points[index] - from, q = wanted[index] - to
            along += weight * p.dot(q)
            across += weight * p.cross(q)
            spread += weight * p.dot(p)
            wantedSpread += weight * q.dot(q)
        }
        let angle = along == 0 && across == 0 ? 0 : arcTangent(across, along)
        let factor = spread > 0 && wantedSpread > 0 ? (wantedSpread / spread).squareRoot() : 1
        let (c, s) = (factor * cosine(angle), factor * sine(angle))
        return points.map { point in
            let p = point - from
            return to + Vector(dx: c * p.dx - s * p.dy, dy: s * p.dx + c * p.dy)
        }
    }

    /// An angle difference brought into −π…π.
    private static func wrapped(_ angle: Double) -> Double {
        var angle = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
        if angle > Double.pi { angle -= 2 * Double.pi }
        if angle < -Double.pi { angle += 2 * Double.pi }
        return angle
    }

    /// One contour's chords, and its handles in their frames.
    private struct Chords {
        var directions: [Double] = []
        /// The angle from each chord to the next, in −π…π.
        var turns: [Double] = []
        var lengths: [Double] = []
        /// Whether the chord is long enough to carry a frame.
        var isRegular: [Bool] = []
        /// The handles relative to their ends, in the chord's frame (the
        /// chord as the unit x vector).
        var handles: [(Vector, Vector)] = []
        /// The handles relative to their ends, as they are.
        var offsets: [(Vector, Vector)] = []

        init(_ segments: [AnimatableCubicCurve]) {
            let total = segments.reduce(0) { $0 + $1.start.distance(to: $1.end) }
            for segment in segments {
                let chord = segment.end - segment.start
                let length = chord.length
                let regular = length > negligibleFraction * total
                // A chord next to nothing keeps the direction before it, so
                // that its neighbours carry the turn.
                let direction = regular || directions.isEmpty
                    ? arcTangent(chord.dy, chord.dx) : directions[directions.count - 1]
                if let previous = directions.last { turns.append(IntrinsicBlend.wrapped(direction - previous)) }
                directions.append(direction)
                lengths.append(length)
                isRegular.append(regular)
                let first = segment.control1 - segment.start, second = segment.control2 - segment.end
                offsets.append((first, second))
                func inFrame(_ vector: Vector) -> Vector {
                    regular ? Vector(dx: vector.dot(chord), dy: chord.cross(vector)) / (length * length) : vector
                }
                handles.append((inFrame(first), inFrame(second)))
            }
        }
    }
}
