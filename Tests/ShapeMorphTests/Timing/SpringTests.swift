import Foundation
import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

/// An independent solution of m·x″ + c·x′ + k·(x − 1) = 0: the state
/// (x − 1, x′) is exp(M·t) applied to the start, with M = [[0, 1], [−k/m, −c/m]]
/// and the matrix exponential by scaling and squaring of its Taylor series.
private func referenceState(_ spring: Spring, time: Double, initialVelocity: Double) -> (position: Double, velocity: Double) {
    let a = -spring.stiffness / spring.mass, b = -spring.damping / spring.mass
    var halvings = 0
    var scale = time
    while scale * max(1, abs(a), abs(b) + 1) > 0.25 { scale /= 2; halvings += 1 }
    // Taylor series of exp(M·scale), M = [[0, 1], [a, b]].
    var result = [1.0, 0, 0, 1], term = [1.0, 0, 0, 1]
    for n in 1...40 {
        let f = scale / Double(n)
        term = [term[1] * a * f, (term[0] + term[1] * b) * f, term[3] * a * f, (term[2] + term[3] * b) * f]
        for i in 0..<4 { result[i] += term[i] }
    }
    for _ in 0..<halvings {
        result = [result[0] * result[0] + result[1] * result[2], result[0] * result[1] + result[1] * result[3],
                  result[2] * result[0] + result[3] * result[2], result[2] * result[1] + result[3] * result[3]]
    }
    let e = result[0] * -1 + result[1] * initialVelocity
    let v = result[2] * -1 + result[3] * initialVelocity
    return (1 + e, v)
}

@Suite("Spring")
struct SpringTests {
    static let cases: [(dampingRatio: Double, response: Double, initialVelocity: Double)] =
        [0.1, 0.5, 1, 1.5, 3].flatMap { ratio in
            [0.3, 0.5, 1].flatMap { response in [-5.0, 0, 5].map { (ratio, response, $0) } }
        }

    @Test("closed form matches an independent solution of the equation", arguments: cases)
    func closedFormMatchesReference(dampingRatio: Double, response: Double, initialVelocity: Double) {
        let spring = Spring(response: response, dampingRatio: dampingRatio)
        var worst = 0.0
        for step in 0...300 {
            let time = Double(step) * 0.01
            let want = referenceState(spring, time: time, initialVelocity: initialVelocity)
            let position = spring.position(at: time, initialVelocity: initialVelocity)
            let velocity = spring.velocity(at: time, initialVelocity: initialVelocity)
            let velocityScale = max(1, abs(initialVelocity), spring.angularFrequency)
            worst = max(worst, abs(position - want.position), abs(velocity - want.velocity) / velocityScale)
        }
        #expect(worst <= 1e-12, "largest error \(worst) for ζ \(dampingRatio), response \(response), v₀ \(initialVelocity)")
    }

    @Test("energy never increases", arguments: cases)
    func energyDecreases(dampingRatio: Double, response: Double, initialVelocity: Double) {
        let spring = Spring(response: response, dampingRatio: dampingRatio)
        func energy(_ time: Double) -> Double {
            let e = spring.position(at: time, initialVelocity: initialVelocity) - 1
            let v = spring.velocity(at: time, initialVelocity: initialVelocity)
            return (spring.mass * v * v + spring.stiffness * e * e) / 2
        }
        var previous = energy(0)
        for step in 1...2000 {
            let next = energy(Double(step) * 0.001)
            #expect(next <= previous * (1 + 1e-12), "energy rose at \(Double(step) * 0.001) s: \(previous) → \(next)")
            previous = next
        }
    }

    @Test("a critically damped spring from rest never overshoots", arguments: [0.1, 0.5, 1, 3])
    func criticalNeverOvershoots(response: Double) {
        let spring = Spring(response: response, dampingRatio: 1)
        #expect(spring.dampingRatio == 1)
        var previous = 0.0
        for step in 1...5000 {
            let position = spring.position(at: Double(step) * response / 500)
            #expect(position <= 1 && position >= previous, "at step \(step): \(previous) → \(position)")
            previous = position
        }
    }

    @Test("next to critical damping the overdamped form stays accurate", arguments: [1e-14, 1e-10, 1e-6])
    func nearCritical(offset: Double) {
        let critical = Spring(response: 0.5, dampingRatio: 1)
        let over = Spring(response: 0.5, dampingRatio: 1 + offset)
        let under = Spring(response: 0.5, dampingRatio: 1 - offset)
        for step in 0...100 {
            let time = Double(step) * 0.02
            let want = critical.position(at: time, initialVelocity: 3)
            expectClose(over.position(at: time, initialVelocity: 3), want, absolute: 1e-9 + offset * 10)
            expectClose(under.position(at: time, initialVelocity: 3), want, absolute: 1e-9 + offset * 10)
        }
    }

    @Test("a very slow overdamped spring does not overflow")
    func slowOverdampedSpring() {
        let spring = Spring(mass: 1, stiffness: 1e-3, damping: 1e3)
        for time in [0.0, 1, 1e3, 1e6, 1e9, 1e12] {
            let position = spring.position(at: time), velocity = spring.velocity(at: time)
            #expect(position.isFinite && velocity.isFinite && position >= 0 && position <= 1, "at \(time) s: \(position), \(velocity)")
        }
        #expect(spring.settlingDuration().isFinite)
    }

    @Test("damped a billion billion times over, a spring still decays at its slow rate, ω / (ζ + √(ζ² − 1))")
    func hugelyOverdampedSpring() {
        // ζω − β cancels to 0 in doubles here; the slow rate is k / c = 1e-17 per second.
        let spring = Spring(mass: 1, stiffness: 100, damping: 1e19)
        let settling = spring.settlingDuration()
        #expect(abs(settling / (log(1000) / 1e-17) - 1) < 1e-3, "\(settling) s")
        #expect(abs(spring.position(at: 1e17) - (1 - exp(-1))) < 1e-6)
        #expect(abs(spring.velocity(at: 1e17) - 1e-17 * exp(-1)) < 1e-22)
        // And where ζ² overflows (the timing fuzzer's): ζ = 5e231, the slow rate 1e-231 per second.
        let farther = Spring(mass: 1, stiffness: 100, damping: 1.0111133333333334e233)
        let long = farther.settlingDuration()
        #expect(abs(long / (log(1000) * 1.0111133333333334e233 / 100) - 1) < 1e-3, "\(long) s")
        #expect(farther.position(at: 1) == 0 && !farther.velocity(at: 1).isNaN)
    }

    @Test("starts at 0 with the given velocity and rests at 0 before it starts")
    func start() {
        let spring = Spring.bouncy
        #expect(spring.position(at: 0, initialVelocity: 4) == 0)
        expectClose(spring.velocity(at: 0, initialVelocity: 4), 4, absolute: 1e-12)
        #expect(spring.position(at: -1) == 0 && spring.velocity(at: -1) == 0)
    }

    @Test("SwiftUI's documented examples")
    func swiftUIExamples() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        expectClose(spring.stiffness, 157.9137, absolute: 1e-4)
        expectClose(spring.damping, 17.5929, absolute: 1e-4)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        expectClose(physical.duration, 0.6283185307179586, absolute: 1e-15)
        expectClose(physical.bounce, 0.5, absolute: 1e-15)
    }

    @Test("parameterisations convert back and forth", arguments: [
        (0.3, -0.6), (0.5, -0.2), (0.5, 0), (0.628, 0.15), (1, 0.5), (2.5, 0.99), (0.1, 1),
    ])
    func roundTrips(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        expectClose(spring.duration, duration, relative: 1e-15)
        expectClose(spring.bounce, bounce, absolute: 1e-14)
        let again = Spring(response: spring.response, dampingRatio: spring.dampingRatio)
        expectClose(again.stiffness, spring.stiffness, relative: 1e-13)
        expectClose(again.damping, spring.damping, absolute: 1e-13 * max(spring.damping, 1))
        let physical = Spring(mass: 2.5, stiffness: spring.stiffness * 2.5, damping: spring.damping * 2.5)
        expectClose(physical.response, spring.response, relative: 1e-14)
        expectClose(physical.dampingRatio, spring.dampingRatio, absolute: 1e-14)
    }

    static let settlingCases: [(dampingRatio: Double, initialVelocity: Double, tolerance: Double)] =
        [0.05, 0.3, 0.7, 1, 1.2, 3].flatMap { ratio in
            [(-8.0, 1e-3), (0, 1e-3), (0, 1e-6), (6, 1e-2), (30, 1e-4)].map { (ratio, $0.0, $0.1) }
        }

    @Test("settling duration: the last time the distance from 1 equals the tolerance", arguments: settlingCases)
    func settlingDuration(dampingRatio: Double, initialVelocity: Double, tolerance: Double) {
        let spring = Spring(response: 0.5, dampingRatio: dampingRatio)
        let settled = spring.settlingDuration(tolerance: tolerance, initialVelocity: initialVelocity)
        let distance = abs(spring.position(at: settled, initialVelocity: initialVelocity) - 1)
        expectClose(distance, tolerance, relative: 1e-9, "|x(T) − 1| = \(distance) at T = \(settled)")
        var worst = 0.0
        for step in 1...20_000 {
            let time = settled + Double(step) * settled / 4000
            worst = max(worst, abs(spring.position(at: time, initialVelocity: initialVelocity) - 1))
        }
        #expect(worst < tolerance, "after T = \(settled) the distance reaches \(worst)")
        // Just before T the distance is larger, so T is a crossing, not a touch.
        let before = abs(spring.position(at: settled * (1 - 1e-9), initialVelocity: initialVelocity) - 1)
        #expect(before >= tolerance * (1 - 1e-9))
    }

    @Test("an undamped spring never settles; one that never leaves the tolerance settles at once")
    func settlingEdgeCases() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration() == .infinity)
        #expect(Spring.smooth.settlingDuration(tolerance: 2) == 0)
    }

    @Test("Codable round trip, and decoding refuses a broken spring")
    func codable() throws {
        let data = try JSONEncoder().encode(Spring.snappy)
        #expect(try JSONDecoder().decode(Spring.self, from: data) == Spring.snappy)
        let broken = Data(#"{"mass": 1, "stiffness": -4, "damping": 2}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Spring.self, from: broken) }
    }

    @Test("every spring the parser takes, each constant from 1e-300 to 1e300, has a position at any time and a settling time that is a number")
    func extremeConstants() throws {
        let exponents = [-300, -200, -100, -30, -10, -3, 0, 3, 10, 30, 100, 200, 300]
        var failures: [String] = []
        for mass in exponents {
            for stiffness in exponents {
                for damping in exponents.map({ "1e\($0)" }) + ["0"] {
                    for velocity in ["0", "1e5", "-1e300", "1e300"] {
                        let text = "spring(mass: 1e\(mass), stiffness: 1e\(stiffness), damping: \(damping), velocity: \(velocity))"
                        guard let curve = try? TimingCurve(parsing: text) else { continue }
                        let settling = curve.naturalDuration ?? 1
                        let duration = settling.isFinite && settling > 0 ? settling : 1
                        if settling.isNaN || [-1, 0, 0.25, 0.5, 1, 2, 1e300].contains(where: {
                            curve.progress(atTime: $0 * duration, duration: duration).isNaN
                                || curve.velocity(atTime: $0 * duration, duration: duration).isNaN
                        }) {
                            failures.append(text)
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) springs give NaN, such as \(failures.prefix(3))")
    }

    @Test("settling of extreme springs is found in bounded time, to the envelope's estimate", arguments: [
        (Spring(mass: 1, stiffness: 1, damping: 1e-300), 1.3816e301), (Spring(mass: 1, stiffness: 100, damping: 1e-20), 1.3816e21),
        (Spring(mass: 1e300, stiffness: 100, damping: 10), 1.3816e300), (Spring(response: 1, dampingRatio: 1e-20), 1.0994e20),
        (Spring(mass: 1, stiffness: 1e300, damping: 10), 1.3816),
        // The timing fuzzer's: settled "at once" where rounding put the estimated last extremum below the tolerance.
        (Spring(mass: 7.77777777777389e20, stiffness: 100, damping: 10), 1.0745e21),
    ])
    func extremeSettling(spring: Spring, expected: Double) {
        // ln(1 / 0.001) / decay, decay = damping / (2 · mass): the envelope e^(−decay·t) reaching the tolerance.
        let duration = spring.settlingDuration()
        expectClose(duration, expected, relative: 1e-3, "\(spring): \(duration)")
    }

    @Test("a spring made to settle in a given time settles then, as its settlingDuration property says", arguments: [-0.5, 0, 0.15, 0.3, 0.7])
    func settlesOnTime(bounce: Double) {
        for seconds in [0.25, 1, 2.5] {
            let spring = Spring(settlingDuration: seconds, bounce: bounce)
            expectClose(spring.settlingDuration, seconds, relative: 1e-9)
            expectClose(spring.bounce, bounce, absolute: 1e-12)
            #expect(spring.settlingDuration == spring.settlingDuration(tolerance: Spring.defaultSettlingTolerance))
            #expect(abs(spring.position(at: seconds) - 1) <= Spring.defaultSettlingTolerance * (1 + 1e-9))
        }
    }
}
