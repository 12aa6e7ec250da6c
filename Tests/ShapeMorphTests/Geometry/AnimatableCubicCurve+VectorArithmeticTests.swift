import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("VectorArithmetic laws")
struct VectorArithmeticTests {
    static let pairs = Array(zip(SeededRandom.curves(10, seed: 6), SeededRandom.curves(10, seed: 7)))

    @Test("zero is the identity, a − a is zero, scaling", arguments: pairs)
    func curveLaws(a: AnimatableCubicCurve, b: AnimatableCubicCurve) {
        #expect(a + .zero == a)
        #expect(.zero + a == a)
        #expect(a - a == .zero)
        #expect(a.scaled(by: 1) == a)
        #expect(a.scaled(by: 0) == .zero)
        #expect((a + b).isApproximatelyEqual(to: b + a, absoluteTolerance: 0))
        #expect(a.scaled(by: 2).isApproximatelyEqual(to: a + a, absoluteTolerance: 1e-12))
        expectClose(a.scaled(by: 3).magnitudeSquared, 9 * a.magnitudeSquared, absolute: 1e-9 * a.magnitudeSquared)
        var sum = a
        sum += b
        sum -= b
        #expect(sum.isApproximatelyEqual(to: a, absoluteTolerance: 1e-12))
    }

    @Test("interpolated(to:amount:) runs from one value to the other", arguments: pairs)
    func interpolation(a: AnimatableCubicCurve, b: AnimatableCubicCurve) {
        #expect(a.interpolated(towards: b, amount: 0) == a)
        #expect(a.interpolated(towards: b, amount: 1).isApproximatelyEqual(to: b, absoluteTolerance: 1e-12))
        let middle = a.interpolated(towards: b, amount: 0.5)
        #expect(middle.start.isApproximatelyEqual(to: a.start.lerp(to: b.start, 0.5), absoluteTolerance: 1e-12))
    }

    @Test("magnitudeSquared sums the squares of the coordinates")
    func magnitude() {
        let curve = AnimatableCubicCurve(start: Point(x: 1, y: 2), control1: Point(x: 3, y: 4),
                                         control2: Point(x: 0, y: 0), end: Point(x: -1, y: 0))
        #expect(curve.magnitudeSquared == 1 + 4 + 9 + 16 + 1)
        #expect(Vector(dx: 3, dy: 4).magnitudeSquared == 25)
    }
}
