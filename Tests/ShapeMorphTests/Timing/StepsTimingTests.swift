import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("Steps timing")
struct StepsTimingTests {
    /// The staircases of CSS Easing Level 2's figures, probed at every jump
    /// (the new value holds from the jump on) and between jumps.
    typealias Staircase = (count: Int, position: StepsTiming.JumpPosition, samples: [(x: Double, progress: Double)])

    static let staircases: [Staircase] = [
        (3, .jumpStart, [(0.0, 1.0 / 3), (0.2, 1.0 / 3), (1.0 / 3, 2.0 / 3), (0.5, 2.0 / 3), (2.0 / 3, 1), (1, 1)]),
        (3, .jumpEnd, [(0, 0), (0.2, 0), (1.0 / 3, 1.0 / 3), (0.5, 1.0 / 3), (2.0 / 3, 2.0 / 3), (0.99, 2.0 / 3), (1, 1)]),
        (3, .jumpNone, [(0, 0), (0.3, 0), (1.0 / 3, 0.5), (0.6, 0.5), (2.0 / 3, 1), (1, 1)]),
        (3, .jumpBoth, [(0, 0.25), (0.3, 0.25), (1.0 / 3, 0.5), (2.0 / 3, 0.75), (0.9, 0.75), (1, 1)]),
        (1, .jumpEnd, [(0, 0), (0.999, 0), (1, 1)]),
        (1, .jumpStart, [(0, 1), (0.5, 1), (1, 1)]),
        (2, .jumpNone, [(0, 0), (0.49, 0), (0.5, 1), (1, 1)]),
    ]

    @Test("jump positions per CSS Easing", arguments: staircases)
    func staircase(count: Int, position: StepsTiming.JumpPosition, samples: [(Double, Double)]) {
        let steps = StepsTiming(count: count, position: position)
        for (x, expected) in samples {
            #expect(steps.progress(at: x) == expected, "steps(\(count), \(position.rawValue)) at \(x): wanted \(expected), got \(steps.progress(at: x))")
        }
    }

    static let outside: [(StepsTiming.JumpPosition, Double, Double)] = [
        (.jumpEnd, -0.5, -0.5), (.jumpEnd, -0.01, -0.25), (.jumpEnd, 1.5, 1.5),
        (.jumpStart, -0.5, -0.25), (.jumpStart, 1.2, 1.25), (.jumpBoth, 1.3, 1.2), (.jumpNone, -0.3, -2.0 / 3),
    ]

    @Test("inputs outside 0...1 continue the staircase", arguments: outside)
    func outsideRange(position: StepsTiming.JumpPosition, x: Double, expected: Double) {
        let steps = StepsTiming(count: 4, position: position)
        expectClose(steps.progress(at: x), expected, absolute: 1e-15)
    }

    @Test("jump counts")
    func jumpCounts() {
        #expect(StepsTiming(count: 5, position: .jumpStart).jumpCount == 5)
        #expect(StepsTiming(count: 5, position: .jumpEnd).jumpCount == 5)
        #expect(StepsTiming(count: 5, position: .jumpNone).jumpCount == 4)
        #expect(StepsTiming(count: 5, position: .jumpBoth).jumpCount == 6)
        #expect(StepsTiming(count: 5).slope(at: 0.3) == 0)
    }
}
