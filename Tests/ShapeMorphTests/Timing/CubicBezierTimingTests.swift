import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

/// y at input x by plain bisection on the curve parameter in the Bernstein
/// form, 200 halvings from each side: an independent reference, slow but
/// exact to the last bit of t (the middle of the parameters whose x rounds
/// to the input, where the curve is flat in x).
private func referenceProgress(_ curve: CubicBezierTiming, at x: Double) -> Double {
    func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
    if x == 0 || x == 1 { return x }
    func first(_ holds: (Double) -> Bool) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if holds(middle) { high = middle } else { low = middle }
        }
        return high
    }
    let start = first { coordinate(curve.x1, curve.x2, $0) >= x }
    let end = first { coordinate(curve.x1, curve.x2, $0) > x }
    return coordinate(curve.y1, curve.y2, (start + end) / 2)
}

@Suite("Cubic Bézier timing")
struct CubicBezierTimingTests {
    static let presets: [(String, CubicBezierTiming)] = [
        ("ease", .ease), ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
    ]

    static let curves: [CubicBezierTiming] = presets.map(\.1) + [
        CubicBezierTiming(x1: 0, y1: 0, x2: 1, y2: 1),
        CubicBezierTiming(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
        CubicBezierTiming(x1: 0, y1: 1, x2: 1, y2: 0),
        CubicBezierTiming(x1: 0.01, y1: 3, x2: 0.99, y2: -2),
    ] + {
        var random = SeededRandom(seed: 11)
        return (0..<20).map { _ in
            CubicBezierTiming(x1: .random(in: 0...1, using: &random), y1: .random(in: -1...2, using: &random),
                              x2: .random(in: 0...1, using: &random), y2: .random(in: -1...2, using: &random))
        }
    }()

    @Test("solved to 1e-12 in progress everywhere on 0...1", arguments: curves)
    func matchesBisection(curve: CubicBezierTiming) {
        var worst = 0.0, worstInput = 0.0
        for step in 0...2000 {
            let x = Double(step) / 2000
            let error = abs(curve.progress(at: x) - referenceProgress(curve, at: x))
            if error > worst { (worst, worstInput) = (error, x) }
        }
        #expect(worst <= 1e-12, "error \(worst) at input \(worstInput) for \(curve)")
    }

    @Test("presets have the CSS control points", arguments: [
        ("ease", CubicBezierTiming.ease, [0.25, 0.1, 0.25, 1.0]),
        ("ease-in", .easeIn, [0.42, 0, 1, 1]),
        ("ease-out", .easeOut, [0, 0, 0.58, 1]),
        ("ease-in-out", .easeInOut, [0.42, 0, 0.58, 1]),
    ])
    func presetValues(name: String, curve: CubicBezierTiming, values: [Double]) {
        #expect([curve.x1, curve.y1, curve.x2, curve.y2] == values, "\(name)")
    }

    @Test("endpoints are exact and progress is monotone when y1, y2 are in 0...1", arguments: curves)
    func endpointsAndMonotonicity(curve: CubicBezierTiming) {
        #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
        guard (0...1).contains(curve.y1) && (0...1).contains(curve.y2) else { return }
        var previous = 0.0
        for step in 1...1000 {
            let next = curve.progress(at: Double(step) / 1000)
            #expect(next >= previous, "progress fell at \(Double(step) / 1000): \(previous) → \(next)")
            previous = next
        }
    }

    @Test("an overshooting curve leaves 0...1")
    func overshoot() {
        let back = CubicBezierTiming(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
        let samples = (0...1000).map { back.progress(at: Double($0) / 1000) }
        #expect(samples.min()! < -0.05 && samples.max()! > 1.05)
    }

    @Test("slope agrees with a central difference", arguments: curves)
    func slope(curve: CubicBezierTiming) {
        for step in 1..<100 {
            let x = Double(step) / 100, h = 1e-6
            let difference = (curve.progress(at: x + h) - curve.progress(at: x - h)) / (2 * h)
            let slope = curve.slope(at: x)
            expectClose(slope, difference, absolute: 1e-4 * max(1, abs(slope)), "at \(x): slope \(slope), difference \(difference)")
        }
    }

    @Test("outside 0...1 the curve extends along CSS's tangents", arguments: [
        (CubicBezierTiming.ease, -0.5, -0.2),               // through P1: slope 0.1 / 0.25
        (.easeIn, 2, 1 + 1 / 0.58),                         // P2 at x = 1: through P1 and P3
        (.easeOut, -1, -1 / 0.58),                          // P1 at x = 0: through P2
        (.easeOut, 1.5, 1),                                 // P2 to P3 is flat
        (CubicBezierTiming(x1: 0, y1: 0.5, x2: 0, y2: 1), -1, -1 / Double.infinity),  // no tangent: 0
    ])
    func extrapolation(curve: CubicBezierTiming, x: Double, expected: Double) {
        expectClose(curve.progress(at: x), expected, absolute: 1e-15)
    }

    /// cubic-bezier(1, 0, 0, 1) has a vertical inflection at x = 0.5: x(t) − 0.5
    /// grows like (t − 0.5)³, so the parameters within about 3e-6 of 0.5 all
    /// round to the same x and y there is fixed by x only to about ε^(1/3).
    /// The solver still solves exactly the problem it is given: x at the
    /// parameter it returns is the input to the last bit.
    @Test("at a vertical inflection the solve is exact backwards")
    func verticalInflection() {
        let curve = CubicBezierTiming(x1: 1, y1: 0, x2: 0, y2: 1)
        for step in 0...2000 {
            let x = Double(step) / 2000
            let t = curve.parameter(at: x)
            expectClose(CubicBezierTiming.value(1, 0, t), x, absolute: 4 * Double.ulpOfOne, "x(t) − x = \(CubicBezierTiming.value(1, 0, t) - x) at \(x)")
        }
        expectClose(curve.progress(at: 0.5), 0.5, absolute: 1e-6)
    }

    @Test("slope at a vertical start and at a cusp")
    func singularSlopes() {
        #expect(CubicBezierTiming(x1: 0, y1: 1, x2: 1, y2: 0).slope(at: 0) == .infinity)
        // cubic-bezier(0, 0, 1, 1): both derivatives vanish at the ends; the limit is 1.
        let flat = CubicBezierTiming(x1: 0, y1: 0, x2: 1, y2: 1)
        #expect(flat.slope(at: 0) == 1 && flat.slope(at: 1) == 1)
        // ease-in ends along P1 → P3 and ease-out starts along P0 → P2.
        #expect(CubicBezierTiming.easeIn.slope(at: 1) == 1 / (1 - 0.42))
        #expect(CubicBezierTiming.easeOut.slope(at: 0) == 1 / 0.58)
        #expect(CubicBezierTiming.ease.slope(at: 0) == 0.1 / 0.25 && CubicBezierTiming.ease.slope(at: 1) == 0)
    }

    @Test("cut where progress reaches levels, the pieces play as the whole easing", arguments: [
        CubicBezierTiming.ease, .easeIn, .easeOut, .easeInOut, CubicBezierTiming(x1: 0.3, y1: 0.1, x2: 0.2, y2: 1),
        CubicBezierTiming(x1: 0, y1: 1, x2: 0, y2: 1),
    ])
    func piecesPlayAsWhole(curve: CubicBezierTiming) throws {
        let levels = [0.25, 0.5, 0.75]
        let pieces = try #require(curve.pieces(reaching: levels))
        #expect(pieces.count == 4 && pieces[0].start == 0)
        let starts = pieces.map(\.start) + [1]
        let bounds = [0] + levels + [1]
        for index in pieces.indices {
            expectClose(curve.progress(at: pieces[index].start), bounds[index], absolute: 1e-12, "piece \(index) starts")
            #expect(starts[index] < starts[index + 1])
        }
        for step in 0...200 {
            let x = Double(step) / 200
            let index = pieces.lastIndex { $0.start <= x }!
            let width = starts[index + 1] - starts[index]
            let local = pieces[index].easing.progress(at: (x - starts[index]) / width)
            let played = bounds[index] + local * (bounds[index + 1] - bounds[index])
            expectClose(played, curve.progress(at: x), absolute: 1e-9, "x = \(x)")
        }
    }

    @Test("an easing that overshoots, or whose pieces would leave the unit square, is not cut")
    func overshootIsNotCut() {
        #expect(CubicBezierTiming(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55).pieces(reaching: [0.5]) == nil)
        // Flat half way, where it reaches ½: the piece from there has a
        // control point a hair below 0 (sampled instead).
        #expect(CubicBezierTiming(x1: 0, y1: 1, x2: 1, y2: 0).pieces(reaching: [0.25, 0.5, 0.75]) == nil)
        #expect(CubicBezierTiming.ease.pieces(reaching: [])?.count == 1)
    }
}
