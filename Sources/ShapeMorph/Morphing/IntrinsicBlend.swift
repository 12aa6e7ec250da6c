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
enum IntrinsicBlend {
    /// The contour at `progress` between the matched segments `source` and
    /// `target` (equally many, corresponding one to one); closed ones stay
    /// closed, the small closing error spread over the chords by length,
    /// and scaled to enclose the blend of the two areas (blended lengths
    /// and turns alone swell a contour between two unlike ones). The mean of
    /// its joints is the blend of the two means.
    static func segments(from source: [AnimatableCubicCurve], to target: [AnimatableCubicCurve],
                         at progress: Double, isClosed: Bool) -> [AnimatableCubicCurve] {
        precondition(source.count == target.count && !source.isEmpty, "Blend matched contours.")
        let keep = 1 - progress
        let a = Chords(source), b = Chords(target)
        let count = source.count

        // Directions: the first blended the short way round, each next one
        // turned by the blend of both contours' turns.
        var directions = [a.directions[0] + progress * wrapped(b.directions[0] - a.directions[0])]
        directions.reserveCapacity(count)
        for index in 1..<count {
            let turn = keep * wrapped(a.directions[index] - a.directions[index - 1])
                + progress * wrapped(b.directions[index] - b.directions[index - 1])
            directions.append(directions[index - 1] + turn)
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

        // Joints from the chords, placed so that their mean is the blend.
        var joints = [Point(x: 0, y: 0)]
        for chord in chords { joints.append(joints[joints.count - 1] + chord) }
        if isClosed { joints[count] = joints[0] }
        let counted = isClosed ? count : count + 1
        let wanted = a.jointMean.lerp(to: b.jointMean, progress)
        let mean = joints.prefix(counted).reduce(Vector(dx: 0, dy: 0)) { $0 + $1.vectorFromOrigin } / Double(counted)
        let shift = wanted.vectorFromOrigin - mean
        joints = joints.map { $0 + shift }

        var segments = (0..<count).map { index in
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
        if isClosed {
            let area = abs(Contour(uncheckedSegments: segments, isClosed: true).signedArea)
            let blendedArea = keep * abs(Contour(uncheckedSegments: source, isClosed: true).signedArea)
                + progress * abs(Contour(uncheckedSegments: target, isClosed: true).signedArea)
            if area > 0 && blendedArea > 0 {
                let factor = (blendedArea / area).squareRoot()
                func scaled(_ point: Point) -> Point { wanted + (point - wanted) * factor }
                segments = segments.map { segment in
                    AnimatableCubicCurve(start: scaled(segment.start), control1: scaled(segment.control1),
                                         control2: scaled(segment.control2), end: scaled(segment.end))
                }
            }
        }
        return segments
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
        var lengths: [Double] = []
        /// Whether the chord is long enough to carry a frame.
        var isRegular: [Bool] = []
        /// The handles relative to their ends, in the chord's frame (the
        /// chord as the unit x vector).
        var handles: [(Vector, Vector)] = []
        /// The handles relative to their ends, as they are.
        var offsets: [(Vector, Vector)] = []
        var jointMean: Point

        init(_ segments: [AnimatableCubicCurve]) {
            let total = segments.reduce(0) { $0 + $1.start.distance(to: $1.end) }
            var sum = Vector(dx: 0, dy: 0)
            for segment in segments {
                let chord = segment.end - segment.start
                let length = chord.length
                let regular = length > negligibleFraction * total
                // A chord next to nothing keeps the direction before it, so
                // that its neighbours carry the turn.
                let direction = regular || directions.isEmpty
                    ? arcTangent(chord.dy, chord.dx) : directions[directions.count - 1]
                directions.append(direction)
                lengths.append(length)
                isRegular.append(regular)
                let first = segment.control1 - segment.start, second = segment.control2 - segment.end
                offsets.append((first, second))
                func inFrame(_ vector: Vector) -> Vector {
                    regular ? Vector(dx: vector.dot(chord), dy: chord.cross(vector)) / (length * length) : vector
                }
                handles.append((inFrame(first), inFrame(second)))
                sum = sum + segment.start.vectorFromOrigin
            }
            var count = Double(segments.count)
            if let last = segments.last, last.end != segments[0].start {
                sum = sum + last.end.vectorFromOrigin
                count += 1
            }
            jointMean = Point(x: sum.dx / count, y: sum.dy / count)
        }
    }
}
