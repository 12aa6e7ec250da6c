/// A shape that flows like liquid: re-sampled at random every beat
/// (`Shape.resampled(anchors:jitter:seed:)`), and carried from one sampling
/// to the next.
///
///     let blob = LiquidBlob(circle, anchors: 8, seed: 42, beats: 4,
///                           beatDuration: 1, timing: .spring(.smooth), loops: true)
///     let frame = blob.shape(at: 1.25)     // seconds; the loop lasts 4 s
///
/// **Timing.** Along a timing curve, each beat moves from its sampling to
/// the next as `Morph` would (every sampling has the same structure, so no
/// matching is needed). With a spring, every control point is a mass on
/// that spring, pulled toward the next sampling for a beat, then toward the
/// one after: it carries its velocity across beats, so the blob never
/// stops and never jolts.
///
/// **Loops.** A looping blob of `beats` samplings returns from the last to
/// the first and repeats. Along a timing curve the closing beat is a beat
/// like the others. With a spring, the blob starts in the one state that
/// the loop brings back to itself: position and velocity at the end of the
/// cycle equal those at its start (solved in closed form, one 2 × 2 system
/// for all coordinates), so the seam cannot be seen. A blob played once
/// starts at rest on its first sampling and, after its last beat, holds
/// (a spring settles on) its last sampling.
///
/// Every frame is a pure function of time: frame k is the same whether or
/// not the frames before it were computed.
public struct LiquidBlob: Sendable {
    /// The samplings, one per beat: `beats` of them in a loop, `beats + 1`
    /// played once (the last is where the blob comes to rest).
    public let samplings: [Shape]
    /// How long each beat lasts, in seconds.
    public let beatDuration: Double
    /// How each beat moves: a timing curve, or a spring that carries each
    /// control point's velocity from beat to beat.
    public let timing: TimingCurve
    /// Whether the blob returns from its last sampling to its first and
    /// repeats.
    public let loops: Bool

    /// Per beat, the shape the motion is written around, and the two shapes
    /// its time-dependent coefficients scale (see `coefficients`): the
    /// sampling the beat leaves and the way to the next along a timing
    /// curve; for a spring, the sampling it pulls toward, and the control
    /// points' displacement from it and velocity as the beat starts.
    private let bases: [Shape], displacements: [Shape], velocities: [Shape]

    /// A blob of `shape` resampled with `anchors` anchors at `jitter`, each
    /// beat's sampling from its own seed derived from `seed`.
    ///
    /// - Precondition: `beats` ≥ 2 for a loop and ≥ 1 otherwise;
    ///   `beatDuration` finite and positive; `jitter` in `0...1`; `shape` has
    ///   a contour with segments; a looping spring has damping.
    public init(_ shape: Shape, anchors: Int, jitter: Double = 1, seed: UInt64 = 0, beats: Int,
                beatDuration: Double, timing: TimingCurve = .easeInOut, loops: Bool) {
        precondition(beats >= (loops ? 2 : 1), "A \(loops ? "looping " : "")blob needs at least \(loops ? 2 : 1) beats, not \(beats).")
        precondition(beatDuration.isFinite && beatDuration > 0, "A beat must last a finite, positive time, not \(beatDuration).")
        precondition(shape.segmentCount > 0, "A blob needs a shape with an outline.")
        let noise = SeededNoise(seed: seed)
        let samplings = shape.resamplings(anchors: anchors, jitter: jitter,
                                          noises: (0..<(loops ? beats : beats + 1)).map(noise.substream))
        self.init(samplings: samplings, beatDuration: beatDuration, timing: timing, loops: loops)
    }

    /// A blob through given samplings, which must share one structure (as
    /// the resamplings of one shape do).
    ///
    /// - Precondition: as for `init(_:anchors:jitter:seed:beats:beatDuration:timing:loops:)`,
    ///   and the samplings have equal contour and segment counts.
    public init(samplings: [Shape], beatDuration: Double, timing: TimingCurve, loops: Bool) {
        precondition(samplings.count >= 2, "A blob needs at least two samplings, not \(samplings.count).")
        precondition(beatDuration.isFinite && beatDuration > 0, "A beat must last a finite, positive time, not \(beatDuration).")
        self.samplings = samplings
        self.beatDuration = beatDuration
        self.timing = timing
        self.loops = loops
        let beats = loops ? samplings.count : samplings.count - 1
        let next = { (beat: Int) in samplings[(beat + 1) % samplings.count] }
        guard case let .spring(spring, _) = timing else {
            bases = Array(samplings.prefix(beats))
            displacements = (0..<beats).map { next($0) - samplings[$0] }
            velocities = []
            return
        }
        // Each coordinate's state (displacement from the beat's target,
        // velocity) goes through one beat as z ↦ M·z, and the target then
        // moves on by Δ: z_{k+1} = M·z_k + (Δ_k, 0).
        let step = SpringStep(spring: spring, duration: beatDuration)
        let moves = (0..<beats).map { next($0) - next($0 + 1) }
        var displacement: Shape, velocity: Shape
        if loops {
            // z_0 = (I − M^B)⁻¹ Σ_k M^(B−1−k)·(Δ_k, 0): the state the cycle returns to.
            let returning = step.matrix.power(beats)
            precondition(returning.isIdentityFar, "A looping blob needs a spring with damping.")
            let closing = SpringStep.Matrix.identity.minus(returning).inverse
            var power = SpringStep.Matrix.identity
            displacement = .zero; velocity = .zero
            for beat in (0..<beats).reversed() {
                let column = closing.times(power).firstColumn
                displacement += moves[beat].scaled(by: column.0)
                velocity += moves[beat].scaled(by: column.1)
                power = power.times(step.matrix)
            }
        } else {
            displacement = samplings[0] - next(0)
            velocity = displacement.scaled(by: 0)
        }
        var displacements: [Shape] = [], velocities: [Shape] = []
        for beat in 0..<beats {
            displacements.append(displacement)
            velocities.append(velocity)
            let m = step.matrix
            (displacement, velocity) = (displacement.scaled(by: m.a) + velocity.scaled(by: m.b) + moves[beat],
                                        displacement.scaled(by: m.c) + velocity.scaled(by: m.d))
        }
        bases = (0..<beats).map(next)
        self.displacements = displacements
        self.velocities = velocities
    }

    /// The length of one cycle (or of the beats played once), in seconds.
    public var duration: Double { Double(bases.count) * beatDuration }

    /// The blob at `time` seconds.
    ///
    /// - Complexity: O(segments).
    public func shape(at time: Double) -> Shape {
        let (beat, elapsed) = beatAndElapsed(at: time)
        return shape(inBeat: beat, after: elapsed)
    }

    /// How fast every control point moves at `time`, in user units per
    /// second, as a shape of the blob's structure.
    public func velocity(at time: Double) -> Shape {
        let (beat, elapsed) = beatAndElapsed(at: time)
        return velocity(inBeat: beat, after: elapsed)
    }

    /// The shape `elapsed` seconds into `beat`.
    func shape(inBeat beat: Int, after elapsed: Double) -> Shape {
        let factors = coefficients(after: elapsed)
        var shape = bases[beat] + displacements[beat].scaled(by: factors.first)
        if !velocities.isEmpty { shape += velocities[beat].scaled(by: factors.second) }
        return shape
    }

    /// The velocity `elapsed` seconds into `beat`.
    func velocity(inBeat beat: Int, after elapsed: Double) -> Shape {
        let factors = coefficients(after: elapsed)
        var velocity = displacements[beat].scaled(by: factors.firstRate)
        if !velocities.isEmpty { velocity += velocities[beat].scaled(by: factors.secondRate) }
        return velocity
    }

    /// The factors of a beat's two shapes `elapsed` seconds into it, and
    /// their rates: the timing curve's progress and velocity, or the
    /// spring's response to a unit displacement and a unit velocity.
    private func coefficients(after elapsed: Double) -> (first: Double, second: Double, firstRate: Double, secondRate: Double) {
        if case let .spring(spring, _) = timing {
            let step = SpringStep(spring: spring, duration: elapsed)
            return (step.matrix.a, step.matrix.b, step.matrix.c, step.matrix.d)
        }
        let time = min(elapsed, beatDuration)
        let rate = elapsed < beatDuration ? timing.velocity(atTime: time, duration: beatDuration) : 0
        return (timing.progress(atTime: time, duration: beatDuration), 0, rate, 0)
    }

    /// The beat playing at `time` and the seconds since it began: in a loop
    /// the time within the cycle; played once, the first beat at rest before
    /// 0 and the last beat running on after the end.
    private func beatAndElapsed(at time: Double) -> (Int, Double) {
        let beats = bases.count
        if loops {
            let cycle = duration
            var local = time - (time / cycle).rounded(.down) * cycle
            if !(local >= 0 && local < cycle) { local = 0 }
            let beat = min(Int(local / beatDuration), beats - 1)
            return (beat, local - Double(beat) * beatDuration)
        }
        guard time > 0 else { return (0, 0) }
        let beat = min(Int(min(time, duration) / beatDuration), beats - 1)
        return (beat, time - Double(beat) * beatDuration)
    }
}
