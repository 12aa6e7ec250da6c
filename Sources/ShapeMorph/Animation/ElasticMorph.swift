/// A morph in which every control point travels on its own spring, so the
/// outline moves like jelly: the middle of each contour lags behind its
/// start point and swings on a softer spring, then everything settles on
/// the target.
///
///     let jelly = ElasticMorph(Morph(from: heart, to: club), spring: .bouncy, lag: 0.1)
///     let frame = jelly.shape(at: 0.25)          // seconds
///     let length = jelly.duration                // until every point settles
///
/// Point i of a contour sits at a fraction u of the way around it (by
/// segment, which the matching spreads by arc length). Its weight
/// w = sin(πu) is 0 at the contour's start and end and 1 half way round;
/// the point starts `lag·w` seconds late, and its spring's stiffness is
/// scaled by 1 − softening·w with the damping ratio kept, so it bounces as
/// much but more slowly. Each point's progress is the spring's closed-form
/// step response, so frames are exact and do not depend on a frame rate.
/// Points shared by two segments get identical progress, so joints stay
/// joined.
public struct ElasticMorph: Sendable {
    /// The matched shapes the points travel between.
    public let morph: Morph
    /// The spring at each contour's start point.
    public let spring: Spring
    /// The extra delay of the point half way round each contour, in seconds.
    public let lag: Double
    /// How much softer the spring half way round is, as a fraction of the
    /// stiffness (0 gives every point the same spring).
    public let softening: Double

    /// The springs and delays of the control points, four per segment.
    private let motions: [SpringMotion]
    private let delays: [Double]

    /// - Precondition: `lag` ≥ 0 and `softening` in `0..<1`.
    public init(_ morph: Morph, spring: Spring = .bouncy, lag: Double = 0.08, softening: Double = 0.5) {
        precondition(lag.isFinite && lag >= 0, "An elastic morph's lag must be finite and not negative, not \(lag).")
        precondition(softening >= 0 && softening < 1, "An elastic morph's softening must be in 0..<1, not \(softening).")
        self.morph = morph
        self.spring = spring
        self.lag = lag
        self.softening = softening
        var motions: [SpringMotion] = [], delays: [Double] = []
        for contour in morph.matchedSource.contours {
            let count = contour.segments.count
            for segment in 0..<count {
                for third in 0...3 {
                    var position = Double(segment) + Double(third) / 3
                    if third == 3 { position = Double(contour.isClosed ? (segment + 1) % count : segment + 1) }
                    let weight = sine(Double.pi * position / Double(count))
                    let scale = 1 - softening * weight
                    let pointSpring = Spring(mass: spring.mass, stiffness: spring.stiffness * scale,
                                             damping: spring.damping * scale.squareRoot())
                    motions.append(pointSpring.motion(initialVelocity: 0))
                    delays.append(lag * weight)
                }
            }
        }
        self.motions = motions
        self.delays = delays
    }

    /// The time until every point has settled within
    /// `Spring.defaultSettlingTolerance` of its target, in seconds: the lag
    /// plus the settling duration of the softest spring.
    public var duration: Double {
        let softest = Spring(mass: spring.mass, stiffness: spring.stiffness * (1 - softening),
                             damping: spring.damping * (1 - softening).squareRoot())
        return lag + softest.settlingDuration()
    }

    /// The shape `time` seconds after the morph starts: the source before
    /// 0, every point on its own spring after.
    ///
    /// - Complexity: O(segments), a few exponentials per control point.
    public func shape(at time: Double) -> Shape {
        let progress = zip(motions, delays).map { motion, delay in
            let local = time - delay
            return local > 0 ? 1 + motion.displacement(at: local) : 0
        }
        return morph.shape(pointProgress: progress)
    }
}
