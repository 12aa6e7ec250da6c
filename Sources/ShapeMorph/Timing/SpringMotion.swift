/// The closed-form motion of a spring from a given start: the displacement
/// `e(t) = x(t) − 1` from the rest position and its derivative, for any
/// time in seconds.
///
/// The three regimes, with ω = √(k/m) and ζ the damping ratio:
/// - underdamped (ζ < 1): e = E(t)·(A·cos ω_d·t + B·sin ω_d·t) with
///   E = exp(−ζωt) and ω_d = ω√(1 − ζ²);
/// - critically damped (ζ = 1): e = (A + B·t)·exp(−ωt);
/// - overdamped (ζ > 1): two decaying exponentials with rates
///   r₁ = −ζω + β and r₂ = −ζω − β, β = ω√(ζ² − 1), written as
///   e = e₀·(E₁ + E₂)/2 + K·E₁·(1 − exp(−2βt))/(2β) with Eᵢ = exp(rᵢt) and
///   K = v₀ + ζω·e₀. Both exponentials decay, so nothing overflows for slow
///   springs (the textbook cosh/sinh form does), and `expm1` keeps the
///   second term accurate as β → 0, next to critical damping. Where the
///   modes are well apart (β > ζω/2) the sum a·E₁ + b·E₂ is used instead,
///   with r₁ found as −ω/(ζ + √(ζ² − 1)): for a spring damped far over,
///   −ζω + β cancels to 0 and so would the form above.
struct SpringMotion: Sendable {
    enum Regime: Sendable {
        case underdamped(decay: Double, frequency: Double)
        case critical(rate: Double)
        /// `slowRate` is ζω − β, the slow mode's decay, found without
        /// cancelling (ω / (ζ + √(ζ² − 1))) so that a spring damped a
        /// billion billion times over still decays, if slowly.
        case overdamped(decay: Double, beta: Double, slowRate: Double)
    }

    let regime: Regime
    /// The displacement at time 0 (−1 for a transition from 0 to 1).
    let initialDisplacement: Double
    /// The velocity at time 0.
    let initialVelocity: Double

    init(spring: Spring, initialDisplacement: Double, initialVelocity: Double) {
        let omega = spring.angularFrequency
        let zeta = spring.dampingRatio
        if zeta < 1 {
            regime = .underdamped(decay: zeta * omega, frequency: omega * (1 - zeta * zeta).squareRoot())
        } else if zeta == 1 {
            regime = .critical(rate: omega)
        } else {
            // √(ζ² − 1), which is ζ in doubles long before ζ² overflows.
            let root = zeta > 1e150 ? zeta : ((zeta - 1) * (zeta + 1)).squareRoot()
            regime = .overdamped(decay: zeta * omega, beta: omega * root, slowRate: omega / (zeta + root))
        }
        self.initialDisplacement = initialDisplacement
        self.initialVelocity = initialVelocity
    }

    /// The displacement from rest at `time` seconds.
    func displacement(at time: Double) -> Double {
        let e0 = initialDisplacement, v0 = initialVelocity
        switch regime {
        case let .underdamped(decay, frequency):
            // Long after it settles the envelope is 0 and the angle may be
            // beyond the largest numbers: the spring is at rest.
            let envelope = exponential(-decay * time)
            guard envelope > 0 else { return 0 }
            let b = (v0 + decay * e0) / frequency
            let angle = frequency * time
            // Past the largest numbers the phase is lost: the oscillation's middle.
            guard angle.isFinite else { return 0 }
            return envelope * (e0 * cosine(angle) + b * sine(angle))
        case let .critical(rate):
            let envelope = exponential(-rate * time)
            guard envelope > 0 else { return 0 }
            return (e0 + (v0 + rate * e0) * time) * envelope
        case let .overdamped(decay, beta, slowRate):
            let fast = exponential((-decay - beta) * time), slow = exponential(-slowRate * time)
            if let (a, b) = Self.modes(decay: decay, beta: beta, slowRate: slowRate, e0: e0, v0: v0) {
                return a * slow + (b == 0 ? 0 : b * fast)
            }
            return e0 * (slow + fast) / 2 + (v0 + decay * e0) * slow * Self.growth(beta, time)
        }
    }

    /// The velocity at `time` seconds.
    func velocity(at time: Double) -> Double {
        let e0 = initialDisplacement, v0 = initialVelocity
        switch regime {
        case let .underdamped(decay, frequency):
            let envelope = exponential(-decay * time)
            guard envelope > 0 else { return 0 }
            let b = (v0 + decay * e0) / frequency
            let angle = frequency * time
            guard angle.isFinite else { return 0 }
            let cosineFactor = b * frequency - decay * e0, sineFactor = -e0 * frequency - decay * b
            return envelope * (cosineFactor * cosine(angle) + sineFactor * sine(angle))
        case let .critical(rate):
            let envelope = exponential(-rate * time)
            guard envelope > 0 else { return 0 }
            let b = v0 + rate * e0
            return (b - rate * (e0 + b * time)) * envelope
        case let .overdamped(decay, beta, slowRate):
            let fast = exponential((-decay - beta) * time), slow = exponential(-slowRate * time)
            let fastRate = -decay - beta
            if let (a, b) = Self.modes(decay: decay, beta: beta, slowRate: slowRate, e0: e0, v0: v0) {
                return -slowRate * a * slow + (b == 0 ? 0 : fastRate * b * fast)
            }
            let k = v0 + decay * e0
            return e0 * (-slowRate * slow + fastRate * fast) / 2
                + k * ((slow + fast) / 2 - decay * slow * Self.growth(beta, time))
        }
    }

    /// The amounts a and b of the slow and the fast mode, e = a·exp(−s·t) +
    /// b·exp(−f·t), where the modes are well apart (β > ζω / 2); nil next
    /// to critical damping, where the form with `growth` keeps its accuracy
    /// and this one would divide by a vanishing 2β. Damped beyond the
    /// largest numbers (β infinite), the fast mode is over at once and the
    /// slow one holds all of e₀.
    private static func modes(decay: Double, beta: Double, slowRate: Double, e0: Double, v0: Double) -> (Double, Double)? {
        guard beta.isFinite else { return (e0, 0) }
        guard beta > decay / 2 else { return nil }
        let fastRate = decay + beta
        return ((fastRate * e0 + v0) / (2 * beta), -(slowRate * e0 + v0) / (2 * beta))
    }

    /// (1 − exp(−2βt)) / (2β), which tends to t as β → 0.
    private static func growth(_ beta: Double, _ time: Double) -> Double {
        let x = 2 * beta * time
        return x == 0 ? time : -exponentialMinusOne(-x) / (2 * beta)
    }
}
