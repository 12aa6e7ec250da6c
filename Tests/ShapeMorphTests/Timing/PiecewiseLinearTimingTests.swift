import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("Piecewise linear timing")
struct PiecewiseLinearTimingTests {
    typealias Stop = PiecewiseLinearTiming.Stop

    static let canonicalCases: [(stops: [Stop], points: [(Double, Double)])] = [
        // linear(0, 0.25, 1): missing inputs spread evenly.
        ([Stop(0), Stop(0.25), Stop(1)], [(0.0, 0.0), (0.5, 0.25), (1, 1)]),
        // linear(0, 0.25 75%, 1)
        ([Stop(0), Stop(0.25, at: 0.75), Stop(1)], [(0, 0), (0.75, 0.25), (1, 1)]),
        // linear(0, 0.5 25% 75%, 1): two inputs make a flat run.
        ([Stop(0), Stop(0.5, at: 0.25, 0.75), Stop(1)], [(0, 0), (0.25, 0.5), (0.75, 0.5), (1, 1)]),
        // linear(0, 0.5 50%, 0.7 25%, 1): an input below an earlier one is raised.
        ([Stop(0), Stop(0.5, at: 0.5), Stop(0.7, at: 0.25), Stop(1)], [(0, 0), (0.5, 0.5), (0.5, 0.7), (1, 1)]),
        // linear(0 20%, 0.1, 0.3, 1 80%): a run between written inputs.
        ([Stop(0, at: 0.2), Stop(0.1), Stop(0.3), Stop(1, at: 0.8)], [(0.2, 0), (0.4, 0.1), (0.6, 0.3), (0.8, 1)]),
    ]

    @Test("canonical points per CSS Easing", arguments: canonicalCases)
    func canonicalPoints(stops: [Stop], expected: [(Double, Double)]) {
        let points = PiecewiseLinearTiming(stops: stops).points
        #expect(points.count == expected.count)
        for (point, want) in zip(points, expected) {
            expectClose(point.input, want.0, absolute: 1e-15)
            #expect(point.output == want.1, "wanted \(want), got \(point)")
        }
    }

    @Test("outputs, jumps and extrapolation", arguments: [
        (0.375, 0.125), (0.875, 0.625), (-0.5, -0.5 / 3), (1.5, 2.5),
    ])
    func outputs(x: Double, expected: Double) {
        let easing = PiecewiseLinearTiming(stops: [Stop(0), Stop(0.25, at: 0.75), Stop(1)])
        expectClose(easing.progress(at: x), expected, absolute: 1e-15, "at \(x)")
    }

    @Test("at a jump the later point holds")
    func jump() {
        let easing = PiecewiseLinearTiming(stops: [Stop(0), Stop(0.5, at: 0.5), Stop(0.7, at: 0.25), Stop(1)])
        #expect(easing.progress(at: 0.4999) < 0.5)
        #expect(easing.progress(at: 0.5) == 0.7)
        expectClose(easing.slope(at: 0.75), 0.6, absolute: 1e-15)
        let endJump = PiecewiseLinearTiming(stops: [Stop(0), Stop(0.5, at: 1), Stop(1, at: 1)])
        #expect(endJump.progress(at: 1) == 1 && endJump.progress(at: 2) == 1)
    }

    @Test("linear(0, 1) is the identity, inside and outside 0...1")
    func identity() {
        let easing = PiecewiseLinearTiming(stops: [Stop(0), Stop(1)])
        for x in [-2.0, -0.1, 0, 0.3, 1, 7] { #expect(easing.progress(at: x) == x) }
    }
}
