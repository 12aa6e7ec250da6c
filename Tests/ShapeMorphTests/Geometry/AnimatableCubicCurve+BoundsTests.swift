import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("AnimatableCubicCurve bounds")
struct AnimatableCubicCurveBoundsTests {
    @Test("the box contains dense samples and touches them on every side",
          arguments: SeededRandom.curves(30, seed: 5))
    func boxIsTight(curve: AnimatableCubicCurve) {
        let box = curve.bounds
        let samples = (0...10_000).map { curve.point(at: Double($0) / 10_000) }
        let slack = 1e-9 * box.diagonal
        for point in samples {
            #expect(point.x >= box.minX - slack && point.x <= box.maxX + slack
                    && point.y >= box.minY - slack && point.y <= box.maxY + slack,
                    "\(point) outside \(box)")
        }
        // Dense samples come within the sampling step of every edge.
        let near = 1e-6 * box.diagonal + 1e-9
        #expect(samples.map(\.x).min()! - box.minX <= near)
        #expect(box.maxX - samples.map(\.x).max()! <= near)
        #expect(samples.map(\.y).min()! - box.minY <= near)
        #expect(box.maxY - samples.map(\.y).max()! <= near)
    }

    @Test("quadratic roots", arguments: [
        (1.0, -3.0, 2.0, [1.0, 2.0]),
        (0.0, 2.0, -1.0, [0.5]),
        (1.0, 0.0, 1.0, []),
        (0.0, 0.0, 0.0, []),
        (1.0, -2.0, 1.0, [1.0, 1.0]),
    ])
    func roots(a: Double, b: Double, c: Double, expected: [Double]) {
        let roots = quadraticRoots(a, b, c)
        let got = [roots.first, roots.second].prefix(roots.count).sorted()
        #expect(got.count == expected.count, "wanted \(expected), got \(got)")
        for (x, y) in zip(got, expected) { expectClose(x, y, absolute: 1e-12) }
    }
}
