/// A sum of sine waves of time: `Σ amplitude·sin(angularFrequency·t + phase)`,
/// with time in seconds. Bounded by the sum of the amplitudes, smooth, and
/// periodic when every frequency is a whole multiple of one.
struct Oscillation: Sendable {
    struct Component: Sendable {
        var amplitude: Double
        var angularFrequency: Double
        var phase: Double
    }

    var components: [Component]

    /// The value at `time`.
    func value(at time: Double) -> Double {
        components.reduce(0) { $0 + $1.amplitude * sine($1.angularFrequency * time + $1.phase) }
    }

    /// The rate of change at `time`, per second.
    func rate(at time: Double) -> Double {
        components.reduce(0) { $0 + $1.amplitude * $1.angularFrequency * cosine($1.angularFrequency * time + $1.phase) }
    }

    /// The largest value it can reach: the sum of the amplitudes.
    var bound: Double { components.reduce(0) { $0 + abs($1.amplitude) } }

    /// What a `spring` whose rest position follows this oscillation does
    /// once its start has died away: each wave comes out scaled by the
    /// spring's gain at its frequency and delayed by its phase lag (the
    /// steady state of m·x″ + c·x′ + k·x = k·input).
    func smoothed(by spring: Spring) -> Oscillation {
        let natural = spring.angularFrequency, ratio = spring.dampingRatio
        return Oscillation(components: components.map { component in
            let omega = component.angularFrequency
            let real = natural * natural - omega * omega, imaginary = 2 * ratio * natural * omega
            let gain = natural * natural / (real * real + imaginary * imaginary).squareRoot()
            return Component(amplitude: component.amplitude * gain, angularFrequency: omega,
                             phase: component.phase - arcTangent(imaginary, real))
        })
    }

    /// The oscillation scaled so that its bound is `bound`.
    func scaled(toBound bound: Double) -> Oscillation {
        let current = self.bound
        guard current > 0 else { return self }
        return Oscillation(components: components.map {
            Component(amplitude: $0.amplitude * bound / current, angularFrequency: $0.angularFrequency, phase: $0.phase)
        })
    }
}
