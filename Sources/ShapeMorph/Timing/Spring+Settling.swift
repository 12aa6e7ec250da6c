extension Spring {
    /// The default settling tolerance, in progress: 0.1 % of the transition.
    public static let defaultSettlingTolerance = 1e-3

    /// How long the spring takes to settle from rest, in seconds: within
    /// `defaultSettlingTolerance` of 1 from then on (SwiftUI's and Core
    /// Animation's `settlingDuration`). A keyframe that lasts less cuts the
    /// spring short; `settlingDuration(tolerance:initialVelocity:)` for
    /// other tolerances and starts.
    public var settlingDuration: Double { settlingDuration() }

    /// A spring of mass 1 and SwiftUI's `bounce` that settles (from rest,
    /// within `defaultSettlingTolerance`) exactly `settlingDuration` seconds
    /// after it starts: the spring whose keyframe of that duration it fills.
    ///
    /// The settling time of a spring is its response times a number that
    /// depends on its damping alone, so the response is the one that makes
    /// it `settlingDuration`.
    ///
    /// - Precondition: `settlingDuration` is finite and positive, `bounce`
    ///   is in `-1 < bounce < 1` (a spring of bounce 1 never settles).
    public init(settlingDuration: Double, bounce: Double = 0) {
        precondition(settlingDuration.isFinite && settlingDuration > 0,
                     "A settling duration must be finite and positive, not \(settlingDuration).")
        precondition(bounce > -1 && bounce < 1, "A spring that settles has a bounce above -1 and below 1, not \(bounce).")
        let unit = Spring(duration: 1, bounce: bounce).settlingDuration
        self.init(duration: settlingDuration / unit, bounce: bounce)
    }

    /// How long the spring takes to settle, in seconds: the last time its
    /// progress is `tolerance` away from 1, after which it stays closer.
    ///
    /// Found as a root of |x(t) − 1| = tolerance on the last interval where
    /// that distance is monotone (between an extremum and the next zero of
    /// the oscillation, or past the single extremum of a spring that does not
    /// bounce), bisected to the precision of `Double`; never by stepping
    /// through time. An undamped spring never settles: the result is
    /// infinity. If the distance never exceeds `tolerance`, the result is 0.
    ///
    /// - Parameters:
    ///   - tolerance: the distance from 1 that counts as settled (> 0).
    ///   - initialVelocity: the velocity at time 0, progress per second.
    /// - Complexity: O(1): about 200 evaluations of the motion at most.
    public func settlingDuration(tolerance: Double = Spring.defaultSettlingTolerance,
                                 initialVelocity: Double = 0) -> Double {
        precondition(tolerance > 0 && tolerance.isFinite, "A settling tolerance must be finite and positive, not \(tolerance).")
        return SpringSettling(motion: motion(initialVelocity: initialVelocity), tolerance: tolerance).duration
    }
}

/// The search behind `Spring.settlingDuration(tolerance:initialVelocity:)`.
struct SpringSettling {
    let motion: SpringMotion
    let tolerance: Double

    var duration: Double {
        switch motion.regime {
        case let .underdamped(decay, frequency):
            return oscillatingDuration(decay: decay, frequency: frequency)
        case let .critical(rate):
            return monotoneDuration(decay: rate, slowestRate: rate)
        case let .overdamped(decay, _, slowRate):
            return monotoneDuration(decay: decay, slowestRate: slowRate)
        }
    }

    /// |e(t)| − tolerance.
    private func excess(_ time: Double) -> Double { abs(motion.displacement(at: time)) - tolerance }

    /// A damped oscillation: its extrema fall every π/ω_d and their sizes
    /// shrink by the same factor each time, so the last extremum above the
    /// tolerance is found by a logarithm, and the crossing lies between it
    /// and the next zero.
    private func oscillatingDuration(decay: Double, frequency: Double) -> Double {
        guard decay > 0 else { return .infinity }
        let e0 = motion.initialDisplacement
        let b = (motion.initialVelocity + decay * e0) / frequency
        // e = E·(e0·cos θ + b·sin θ); e′ = E·(p·cos θ + q·sin θ), θ = ω_d·t.
        let p = b * frequency - decay * e0, q = -e0 * frequency - decay * b
        let halfPeriod = Double.pi / frequency
        let firstExtremum = Self.firstTime(phase: arcTangent(q, p) + Double.pi / 2, frequency: frequency)
        let firstSize = abs(motion.displacement(at: firstExtremum))
        var start = 0.0
        if firstSize >= tolerance {
            let shrinkPerHalfPeriod = decay * halfPeriod
            var index = (naturalLogarithm(firstSize / tolerance) / shrinkPerHalfPeriod).rounded(.down)
            // Past a trillion half periods the phase of an extremum is lost to
            // rounding: the estimate, within a half period, is the answer.
            guard index <= 1e12 else { return firstExtremum + (index + 1) * halfPeriod }
            // Rounding can put the estimate one extremum off either way.
            for _ in 0..<4 where index > 0 && excess(firstExtremum + index * halfPeriod) < 0 { index -= 1 }
            for _ in 0..<4 where excess(firstExtremum + (index + 1) * halfPeriod) >= 0 { index += 1 }
            start = firstExtremum + index * halfPeriod
        }
        // Where rounding of far phases puts even the estimated last extremum
        // below the tolerance, the estimate, within a half period, is the answer.
        guard excess(start) >= 0 else { return firstSize >= tolerance ? start : 0 }
        // The next zero of e after start: θ ≡ atan2(b, e0) + π/2 (mod π).
        let zeroPhase = arcTangent(b, e0) + Double.pi / 2
        var zero = Self.firstTime(phase: zeroPhase, frequency: frequency, after: start)
        if zero <= start { zero += halfPeriod }
        return crossing(from: start, to: zero)
    }

    /// A spring that does not bounce: e has at most one zero and one extremum
    /// after time 0, the zero first. |e| falls to the zero, rises to the
    /// extremum and then decays for good.
    private func monotoneDuration(decay: Double, slowestRate: Double) -> Double {
        // |e(t)| ≤ (|e0| + |v0 + ζω·e0|·t)·exp(−slowestRate·t) for all t (see
        // `SpringMotion`); the bound falls after 1/slowestRate, so past a
        // later time where it is below the tolerance, |e| stays below it.
        let e0 = abs(motion.initialDisplacement)
        let k = abs(motion.initialVelocity + decay * motion.initialDisplacement)
        var horizon = 1 / slowestRate
        while horizon.isFinite && (e0 + k * horizon) * exponential(-slowestRate * horizon) >= tolerance { horizon *= 2 }
        // A rate so slow that no finite time settles it.
        guard horizon.isFinite else { return .infinity }
        var tailStart = 0.0
        let velocityAtStart = motion.velocity(at: 0), velocityAtHorizon = motion.velocity(at: horizon)
        if velocityAtStart != 0 && (velocityAtStart < 0) != (velocityAtHorizon < 0) {
            tailStart = bisectedBoundary(from: 0, to: horizon) { (motion.velocity(at: $0) < 0) == (velocityAtStart < 0) }
        }
        if excess(tailStart) >= 0 { return crossing(from: tailStart, to: horizon) }
        guard excess(0) >= 0 else { return 0 }
        let signAtStart = motion.displacement(at: 0) < 0
        let zero = bisectedBoundary(from: 0, to: tailStart) { (motion.displacement(at: $0) < 0) == signAtStart }
        return crossing(from: 0, to: zero)
    }

    /// The time in `low...high` where |e| falls through the tolerance, given
    /// that |e| is monotone there, above it at `low` and below at `high`.
    private func crossing(from low: Double, to high: Double) -> Double {
        bisectedBoundary(from: low, to: high) { excess($0) >= 0 }
    }

    /// The first time t ≥ `after` with ω_d·t ≡ phase (mod π).
    private static func firstTime(phase: Double, frequency: Double, after: Double = 0) -> Double {
        let turns = ((frequency * after - phase) / Double.pi).rounded(.up)
        return (phase + turns * Double.pi) / frequency
    }
}
