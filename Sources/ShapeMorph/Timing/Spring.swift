/// A damped spring: the harmonic oscillator
/// `mass·x″ + damping·x′ + stiffness·(x − 1) = 0` that carries progress `x`
/// from 0 toward 1.
///
/// Time is in seconds and position in progress (0 is the start of a
/// transition, 1 its end); a bouncy spring overshoots past 1. The motion is
/// solved in closed form (see `position(at:initialVelocity:)`), so it does
/// not depend on a frame rate.
///
/// The same spring can be described in each of the usual ways, and the
/// descriptions convert into one another:
///
///     Spring(mass: 1, stiffness: 100, damping: 10)    // Core Animation
///     Spring(response: 0.628, dampingRatio: 0.5)      // SwiftUI
///     Spring(duration: 0.628, bounce: 0.5)            // SwiftUI
///
/// `Spring(duration: 0.5, bounce: 0.3)` has mass 1, stiffness ≈ 157.9 and
/// damping ≈ 17.6.
public struct Spring: Hashable, Sendable {
    /// The moving mass (> 0).
    public let mass: Double
    /// The spring constant, force per unit of displacement (> 0).
    public let stiffness: Double
    /// The damping coefficient, force per unit of velocity (≥ 0).
    public let damping: Double

    /// A spring from its physical constants.
    ///
    /// - Precondition: all three are finite, `mass` and `stiffness` are
    ///   positive and `damping` is not negative.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass.isFinite && mass > 0, "A spring's mass must be finite and positive, not \(mass).")
        precondition(stiffness.isFinite && stiffness > 0,
                     "A spring's stiffness must be finite and positive, not \(stiffness).")
        precondition(damping.isFinite && damping >= 0,
                     "A spring's damping must be finite and not negative, not \(damping).")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring of mass 1 from SwiftUI's description: `response` is the
    /// period of the undamped oscillation in seconds, and `dampingRatio` is
    /// 0 for no damping, below 1 for a spring that bounces, 1 for critical
    /// damping and above 1 for an overdamped spring.
    ///
    /// Stiffness is (2π / response)² and damping 4π·dampingRatio / response.
    ///
    /// - Precondition: `response` is finite and positive, `dampingRatio`
    ///   finite and not negative.
    public init(response: Double, dampingRatio: Double) {
        precondition(response.isFinite && response > 0, "A spring's response must be finite and positive, not \(response).")
        precondition(dampingRatio.isFinite && dampingRatio >= 0,
                     "A spring's damping ratio must be finite and not negative, not \(dampingRatio).")
        let constants = Self.constants(response: response, dampingRatio: dampingRatio)
        self.init(mass: constants.mass, stiffness: constants.stiffness, damping: constants.damping)
    }

    /// The physical constants of SwiftUI's description, unchecked: an
    /// extreme response overflows (or underflows) the stiffness.
    static func constants(response: Double, dampingRatio: Double) -> (mass: Double, stiffness: Double, damping: Double) {
        let angularFrequency = 2 * Double.pi / response
        return (1, angularFrequency * angularFrequency, 2 * dampingRatio * angularFrequency)
    }

    /// The damping ratio of SwiftUI's `bounce`.
    static func dampingRatio(bounce: Double) -> Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    /// A spring of mass 1 from SwiftUI's perceptual description: `duration`
    /// in seconds is the response, and `bounce` is 0 for a critically damped
    /// spring, up to 1 for more bounce (damping ratio 1 − bounce) and below 0
    /// for an overdamped one (damping ratio 1 / (1 + bounce)).
    ///
    /// - Precondition: `duration` is finite and positive, `bounce` is in
    ///   `-1 < bounce ≤ 1`.
    public init(duration: Double, bounce: Double = 0) {
        precondition(bounce > -1 && bounce <= 1, "A spring's bounce must be above -1 and at most 1, not \(bounce).")
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    /// The undamped angular frequency √(stiffness / mass), radians per second.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// damping / (2·√(stiffness·mass)): below 1 the spring bounces, 1 is
    /// critical damping, above 1 overdamped.
    public var dampingRatio: Double { damping / (2 * stiffness.squareRoot() * mass.squareRoot()) }

    /// The period of the undamped oscillation, 2π·√(mass / stiffness), in
    /// seconds: SwiftUI's `response`.
    public var response: Double { 2 * Double.pi / angularFrequency }

    /// SwiftUI's `duration`: the same as `response`.
    public var duration: Double { response }

    /// SwiftUI's `bounce`: 1 − dampingRatio for a spring that bounces,
    /// 1 / dampingRatio − 1 (negative) for an overdamped one.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}

extension Spring {
    /// Critically damped, no bounce: `Spring(duration: 0.5, bounce: 0)`.
    public static let smooth = Spring(duration: presetDuration, bounce: 0)
    /// A small bounce: `Spring(duration: 0.5, bounce: 0.15)`.
    public static let snappy = Spring(duration: presetDuration, bounce: 0.15)
    /// A visible bounce: `Spring(duration: 0.5, bounce: 0.3)`.
    public static let bouncy = Spring(duration: presetDuration, bounce: 0.3)
    /// The default spring, SwiftUI's: `Spring(response: 0.55, dampingRatio: 0.825)`.
    public static let standard = Spring(response: standardResponse, dampingRatio: standardDampingRatio)

    /// The standard spring's response and damping ratio: also what a spring
    /// described by only one of the two takes for the other.
    static let standardResponse = 0.55, standardDampingRatio = 0.825
    /// The perceptual duration of the bouncing presets: also what a spring
    /// described by its bounce alone takes.
    static let presetDuration = 0.5

    /// The presets by the names timing text and the command line give them.
    package static let presets: [(name: String, spring: Spring)] = [
        ("spring", .standard), ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
    ]
}
