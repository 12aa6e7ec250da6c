/// How a transition moves through time: maps elapsed time to progress
/// (0 at the start, 1 at the end).
///
/// Every curve except the spring is a function of the elapsed *fraction* of
/// the transition's duration, as in CSS. A spring is physical: it is read at
/// the elapsed time in seconds, whatever the duration, and the duration it
/// needs on its own is its settling duration (`naturalDuration`).
///
///     let curve = TimingCurve.easeInOut
///     curve.progress(atTime: 0.25, duration: 1)   // 0.12916…
///     TimingCurve.spring(.bouncy).naturalDuration  // 0.8187… s
///
/// The cases are closed on purpose: they are the easing functions of CSS
/// Easing Level 2 (`linear`, `cubic-bezier()`, `steps()`, `linear()`) and
/// the spring, the set every exporter (CSS, Lottie, Android) must be able
/// to write. Clients may switch over them exhaustively; a new kind of curve
/// would be a new major version.
public enum TimingCurve: Hashable, Sendable {
    /// Progress equals the elapsed fraction.
    case linear
    /// A CSS cubic Bézier easing.
    case cubicBezier(CubicBezierTiming)
    /// A CSS `steps()` easing.
    case steps(StepsTiming)
    /// A CSS `linear(…)` easing through listed points.
    case piecewiseLinear(PiecewiseLinearTiming)
    /// A physical spring from progress 0 toward 1, leaving 0 at
    /// `initialVelocity` (progress per second).
    case spring(Spring, initialVelocity: Double = 0)

    /// CSS `ease`.
    public static let ease = TimingCurve.cubicBezier(.ease)
    /// CSS `ease-in`.
    public static let easeIn = TimingCurve.cubicBezier(.easeIn)
    /// CSS `ease-out`.
    public static let easeOut = TimingCurve.cubicBezier(.easeOut)
    /// CSS `ease-in-out`.
    public static let easeInOut = TimingCurve.cubicBezier(.easeInOut)

    /// The length of the transition on its own, in seconds: a spring's
    /// settling duration (to `Spring.defaultSettlingTolerance`); nil for the
    /// other curves, which stretch to any duration.
    public var naturalDuration: Double? {
        guard case let .spring(spring, initialVelocity) = self else { return nil }
        return spring.settlingDuration(initialVelocity: initialVelocity)
    }

    /// The progress `time` seconds into a transition lasting `duration`
    /// seconds. Times outside `0...duration` extrapolate as each curve
    /// defines (CSS's rules; a spring keeps moving toward 1 and rests at 0
    /// before it starts).
    ///
    /// - Precondition: `duration` > 0.
    public func progress(atTime time: Double, duration: Double) -> Double {
        precondition(duration > 0, "A transition's duration must be positive, not \(duration).")
        switch self {
        case .linear: return time / duration
        case let .cubicBezier(curve): return curve.progress(at: time / duration)
        case let .steps(steps): return steps.progress(at: time / duration)
        case let .piecewiseLinear(curve): return curve.progress(at: time / duration)
        case let .spring(spring, initialVelocity): return spring.position(at: time, initialVelocity: initialVelocity)
        }
    }

    /// The velocity, in progress per second, `time` seconds into a
    /// transition lasting `duration` seconds.
    ///
    /// - Precondition: `duration` > 0.
    public func velocity(atTime time: Double, duration: Double) -> Double {
        precondition(duration > 0, "A transition's duration must be positive, not \(duration).")
        switch self {
        case .linear: return 1 / duration
        case let .cubicBezier(curve): return curve.slope(at: time / duration) / duration
        case let .steps(steps): return steps.slope(at: time / duration) / duration
        case let .piecewiseLinear(curve): return curve.slope(at: time / duration) / duration
        case let .spring(spring, initialVelocity): return spring.velocity(at: time, initialVelocity: initialVelocity)
        }
    }

    /// The same curve leaving 0 at `velocity` progress per second, where it
    /// can (a spring); the other curves have a fixed start and are returned
    /// unchanged.
    public func startingAt(velocity: Double) -> TimingCurve {
        guard case let .spring(spring, _) = self else { return self }
        return .spring(spring, initialVelocity: velocity)
    }
}
