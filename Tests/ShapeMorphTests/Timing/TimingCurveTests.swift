import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("Timing curve")
struct TimingCurveTests {
    static let curves: [TimingCurve] = [
        .linear, .ease, .easeIn, .easeOut, .easeInOut,
        .steps(StepsTiming(count: 4, position: .jumpEnd)),
        .piecewiseLinear(PiecewiseLinearTiming(stops: [.init(0), .init(0.7, at: 0.3), .init(1)])),
    ]

    @Test("fraction curves stretch to the duration", arguments: curves)
    func stretchesToDuration(curve: TimingCurve) {
        for step in 0...20 {
            let fraction = Double(step) / 20
            let short = curve.progress(atTime: fraction * 0.5, duration: 0.5)
            let long = curve.progress(atTime: fraction * 4, duration: 4)
            expectClose(short, long, absolute: 1e-15, "at fraction \(fraction): \(short) vs \(long)")
        }
        #expect(curve.progress(atTime: 0, duration: 2) == 0 && curve.progress(atTime: 2, duration: 2) == 1)
        #expect(curve.naturalDuration == nil)
    }

    @Test("velocity is progress per second", arguments: curves)
    func velocityInSeconds(curve: TimingCurve) {
        let duration = 2.5
        for time in stride(from: 0.1, through: 2.4, by: 0.1) {
            let h = 1e-6
            let difference = (curve.progress(atTime: time + h, duration: duration)
                - curve.progress(atTime: time - h, duration: duration)) / (2 * h)
            let velocity = curve.velocity(atTime: time, duration: duration)
            // Steps are flat between jumps; skip a difference across a jump.
            if case .steps = curve, difference != 0 { continue }
            expectClose(velocity, difference, absolute: 1e-4 * max(1, abs(velocity)), "at \(time) s: \(velocity) vs \(difference)")
        }
    }

    @Test("a spring is read in seconds whatever the duration, and lasts its settling duration")
    func springInSeconds() {
        let curve = TimingCurve.spring(.bouncy, initialVelocity: 2)
        #expect(curve.progress(atTime: 0.3, duration: 1) == Spring.bouncy.position(at: 0.3, initialVelocity: 2))
        #expect(curve.progress(atTime: 0.3, duration: 5) == curve.progress(atTime: 0.3, duration: 1))
        #expect(curve.velocity(atTime: 0, duration: 1) == Spring.bouncy.velocity(at: 0, initialVelocity: 2))
        #expect(curve.naturalDuration == Spring.bouncy.settlingDuration(initialVelocity: 2))
        #expect(curve.startingAt(velocity: -1) == .spring(.bouncy, initialVelocity: -1))
        #expect(TimingCurve.ease.startingAt(velocity: 3) == .ease)
    }

    @Test("ease-in-out is symmetric and matches the CSS curve at a quarter")
    func easeInOutValues() {
        for step in 0...100 {
            let x = Double(step) / 100
            let sum = TimingCurve.easeInOut.progress(atTime: x, duration: 1) + TimingCurve.easeInOut.progress(atTime: 1 - x, duration: 1)
            expectClose(sum, 1, absolute: 1e-15)
        }
    }
}
