import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("AnimatableCubicCurve evaluation")
struct AnimatableCubicCurveEvaluationTests {
    static let curves = SeededRandom.curves(20, seed: 1)

    @Test("point(at:) matches the Bernstein formula", arguments: curves)
    func pointMatchesBernstein(curve: AnimatableCubicCurve) {
        for t in stride(from: -0.25, through: 1.25, by: 0.05) {
            let s = 1 - t
            let b = [s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t]
            let expected = Point(
                x: zip(b, curve.points).reduce(0) { $0 + $1.0 * $1.1.x },
                y: zip(b, curve.points).reduce(0) { $0 + $1.0 * $1.1.y })
            let got = curve.point(at: t)
            #expect(got.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-11),
                    "t = \(t): wanted \(expected), got \(got)")
        }
    }

    @Test("point(at:) is exact at both ends", arguments: curves)
    func endsAreExact(curve: AnimatableCubicCurve) {
        #expect(curve.point(at: 0) == curve.start)
        #expect(curve.point(at: 1) == curve.end)
    }

    @Test("derivative(at:) matches a central difference", arguments: curves)
    func derivativeMatchesFiniteDifference(curve: AnimatableCubicCurve) {
        expectDerivative(curve.derivative(at:), of: { curve.point(at: $0).vectorFromOrigin })
    }

    @Test("secondDerivative(at:) matches a difference of derivatives", arguments: curves)
    func secondDerivativeMatchesFiniteDifference(curve: AnimatableCubicCurve) {
        expectDerivative(curve.secondDerivative(at:), of: curve.derivative(at:))
    }

    /// Expects `derivative` to match the central difference of `function`
    /// at t = 0, 0.1, …, 1, within 1e-6 relative (absolute below length 1).
    private func expectDerivative(
        _ derivative: (Double) -> Vector, of function: (Double) -> Vector,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let h = 1e-6
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            let difference = (function(t + h) - function(t - h)) / (2 * h)
            let got = derivative(t)
            #expect((got - difference).length <= 1e-6 * Swift.max(1, difference.length),
                    "t = \(t): wanted \(difference), got \(got)", sourceLocation: sourceLocation)
        }
    }

    @Test("a line and a quadratic convert to cubics exactly")
    func exactConversions() {
        let a = Point(x: 1, y: 2), q = Point(x: 7, y: -3), b = Point(x: 13, y: 8)
        let line = AnimatableCubicCurve(lineFrom: a, to: b)
        let quadratic = AnimatableCubicCurve(quadraticFrom: a, control: q, to: b)
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            let onLine = a.lerp(to: b, t)
            let onQuadratic = a.lerp(to: q, t).lerp(to: q.lerp(to: b, t), t)
            #expect(line.point(at: t).isApproximatelyEqual(to: onLine, absoluteTolerance: 1e-13))
            #expect(quadratic.point(at: t).isApproximatelyEqual(to: onQuadratic, absoluteTolerance: 1e-13))
        }
        #expect(line.start == a && line.end == b && quadratic.start == a && quadratic.end == b)
    }
}
