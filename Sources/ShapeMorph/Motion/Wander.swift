/// A shape whose joints wander on their own, like the control points of a
/// lava lamp: each drifts around its rest position along a path that
/// speeds up, slows down and turns either way, smoothed by a spring and
/// kept within `amplitude` of where it started.
///
///     let wander = Wander(heart, amplitude: Vector(dx: 4, dy: 4), seed: 1, period: 8)
///     let frame = wander.shape(at: 2.5)       // seconds
///
/// **How it moves.** Every joint (where one segment meets the next, and an
/// open contour's ends) has, along each axis, a sum of three sine waves of
/// its own random frequencies (between ½ and 1½ × `frequency`), phases and
/// weights, passed through `smoothing` as a spring would pass it (gain and
/// lag at each frequency, the steady state), then scaled so the largest
/// offset it can reach is a random 60–100 % of the axis's amplitude. The
/// joint's two handles move with it, so a smooth joint stays smooth and a
/// corner keeps its angle.
///
/// **Pure and loopable.** A frame depends only on its time and the seed:
/// frames can be computed in any order. With a `period`, each wave's
/// frequency is rounded to a whole number of cycles per period (at least
/// one), so the motion repeats exactly: position, velocity and every
/// derivative at the end of a cycle equal those at its start. Without one,
/// the frequencies are irrational to each other and the motion never
/// repeats.
public struct Wander: Sendable {
    /// The shape at rest.
    public let shape: Shape
    /// The farthest a joint may move from its rest position along x and y,
    /// in user units.
    public let amplitude: Vector
    /// The typical number of back-and-forths per second.
    public let frequency: Double
    /// The length of a loop in seconds, or nil for motion that never repeats.
    public let period: Double?
    /// The spring that smooths every joint's path (the lava lamp's:
    /// response 1 s, damping ratio 0.5).
    public let smoothing: Spring

    /// How one joint moves: its offset along x and along y.
    private struct JointMotion: Sendable {
        var x: Oscillation, y: Oscillation

        func offset(at time: Double) -> Vector { Vector(dx: x.value(at: time), dy: y.value(at: time)) }
        func velocity(at time: Double) -> Vector { Vector(dx: x.rate(at: time), dy: y.rate(at: time)) }
    }

    /// Per contour, per joint.
    private let joints: [[JointMotion]]

    /// The waves per axis and joint.
    private static let wavesPerAxis = 3

    /// - Precondition: `amplitude`'s components are finite and not negative;
    ///   `frequency` finite and positive; `period`, if given, finite and
    ///   positive.
    public init(_ shape: Shape, amplitude: Vector, frequency: Double = 0.25, seed: UInt64 = 0,
                period: Double? = nil, smoothing: Spring = Spring(response: 1, dampingRatio: 0.5)) {
        precondition(amplitude.dx.isFinite && amplitude.dy.isFinite && amplitude.dx >= 0 && amplitude.dy >= 0,
                     "A wander's amplitude must be finite and not negative, not \(amplitude).")
        precondition(frequency.isFinite && frequency > 0, "A wander's frequency must be finite and positive, not \(frequency).")
        if let period { precondition(period.isFinite && period > 0, "A loop's period must be finite and positive, not \(period).") }
        self.shape = shape
        self.amplitude = amplitude
        self.frequency = frequency
        self.period = period
        self.smoothing = smoothing
        let noise = SeededNoise(seed: seed)
        joints = shape.contours.indices.map { contourIndex in
            let contour = shape.contours[contourIndex]
            let jointCount = contour.isClosed || contour.segments.isEmpty ? contour.segments.count : contour.segments.count + 1
            let contourNoise = noise.substream(contourIndex)
            return (0..<jointCount).map { joint in
                let jointNoise = contourNoise.substream(joint)
                func axis(_ axis: Int, reach: Double) -> Oscillation {
                    let axisNoise = jointNoise.substream(axis)
                    let waves = (0..<Self.wavesPerAxis).map { wave in
                        var cycles = frequency * (0.5 + axisNoise.unit(wave, 0))
                        if let period { cycles = max(1, (cycles * period).rounded()) / period }
                        return Oscillation.Component(amplitude: 0.5 + axisNoise.unit(wave, 1),
                                                     angularFrequency: 2 * .pi * cycles,
                                                     phase: 2 * .pi * axisNoise.unit(wave, 2))
                    }
                    return Oscillation(components: waves).smoothed(by: smoothing)
                        .scaled(toBound: reach * (0.6 + 0.4 * axisNoise.unit(Self.wavesPerAxis)))
                }
                return JointMotion(x: axis(0, reach: amplitude.dx), y: axis(1, reach: amplitude.dy))
            }
        }
    }

    /// The shape at `time` seconds.
    ///
    /// - Complexity: O(segments).
    public func shape(at time: Double) -> Shape {
        moved(keepingRest: true) { $0.offset(at: time) }
    }

    /// How fast every control point moves at `time`, in user units per
    /// second, as a shape of the rest shape's structure.
    public func velocity(at time: Double) -> Shape {
        moved(keepingRest: false) { $0.velocity(at: time) }
    }

    /// How far joint `joint` of contour `contour` is from its rest position
    /// at `time`.
    func offset(ofJoint joint: Int, inContour contour: Int, at time: Double) -> Vector {
        joints[contour][joint].offset(at: time)
    }

    /// The rest shape with each joint and its handles moved by its offset
    /// (or, without `keepingRest`, the offsets alone, laid out as a shape).
    private func moved(keepingRest: Bool, by offset: (JointMotion) -> Vector) -> Shape {
        Shape(contours: shape.contours.indices.map { contourIndex in
            let contour = shape.contours[contourIndex]
            let offsets = joints[contourIndex].map(offset)
            let count = contour.segments.count
            let segments = contour.segments.indices.map { index in
                let before = offsets[index], after = offsets[index + 1 == count && contour.isClosed ? 0 : index + 1]
                let rest = keepingRest ? contour.segments[index] : AnimatableCubicCurve(
                    start: .origin, control1: .origin, control2: .origin, end: .origin)
                return AnimatableCubicCurve(start: rest.start + before, control1: rest.control1 + before,
                                            control2: rest.control2 + after, end: rest.end + after)
            }
            return Contour(uncheckedSegments: segments, isClosed: contour.isClosed)
        }, fillRule: shape.fillRule)
    }
}
