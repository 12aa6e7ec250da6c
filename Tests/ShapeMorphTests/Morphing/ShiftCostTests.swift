import Testing
import ShapeMorphTestSupport
@testable import ShapeMorph

/// The least shift cost, found by giving sums up early, is the least of
/// every shift's cost to the last bit: contours' likeness, and so every
/// match made in a frame weighted by it, cannot change by the short cut.
@Suite("Least shift cost")
struct ShiftCostTests {
    /// A closed contour of `count` random cubic segments about (50, 50).
    static func randomContour(_ random: inout SeededRandom, count: Int) -> Contour {
        func point() -> Point { Point(x: 100 * random.unit(), y: 100 * random.unit()) }
        let corners = (0..<count).map { _ in point() }
        return Contour(segments: corners.indices.map { index in
            AnimatableCubicCurve(start: corners[index], control1: point(), control2: point(),
                                 end: corners[(index + 1) % count])
        }, isClosed: true)
    }

    @Test("equals the least of every shift's cost, bit for bit", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func leastOfAllShifts(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let source = ArcLengthTable(Self.randomContour(&random, count: 3 + Int(seed % 5)))
        let target = ArcLengthTable(Self.randomContour(&random, count: 2 + Int(seed % 7)))
        let frame = MatchingFrame(target), count = 64
        let samples = source.points(at: (0..<count).lazy.map { Double($0) / Double(count) }).map(MatchingFrame(source).callAsFunction)
        for offset in [0, 0.5] {
            let costs = ContourCorrespondence.shiftCosts(sourceSamples: samples, target: target, frame: frame, offset: offset)
            let least = ContourCorrespondence.leastShiftCost(sourceSamples: samples, target: target, frame: frame,
                                                             offset: offset, shifting: true, below: .infinity)
            #expect(least.bitPattern == costs.min()!.bitPattern)
            // Only the first shift, and bounds above and below the least.
            #expect(ContourCorrespondence.leastShiftCost(sourceSamples: samples, target: target, frame: frame, offset: offset,
                                                         shifting: false, below: .infinity).bitPattern == costs[0].bitPattern)
            #expect(ContourCorrespondence.leastShiftCost(sourceSamples: samples, target: target, frame: frame, offset: offset,
                                                         shifting: true, below: 2 * least).bitPattern == least.bitPattern)
            #expect(ContourCorrespondence.leastShiftCost(sourceSamples: samples, target: target, frame: frame, offset: offset,
                                                         shifting: true, below: least / 2) == least / 2)
        }
    }
}
