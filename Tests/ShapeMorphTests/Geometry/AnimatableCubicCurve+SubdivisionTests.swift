import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("AnimatableCubicCurve subdivision")
struct AnimatableCubicCurveSubdivisionTests {
    static let curves = SeededRandom.curves(20, seed: 2)

    @Test("split(at:) traces the same curve", arguments: curves, [0.0, 0.1, 0.5, 0.73, 1.0])
    func splitTracesOriginal(curve: AnimatableCubicCurve, at cut: Double) {
        let (left, right) = curve.split(at: cut)
        #expect(left.end == right.start)
        #expect(left.start == curve.start && right.end == curve.end)
        let leftError = maximumDistance({ left.point(at: $0) }, { curve.point(at: $0 * cut) })
        let rightError = maximumDistance({ right.point(at: $0) }, { curve.point(at: cut + $0 * (1 - cut)) })
        #expect(leftError <= 1e-10 && rightError <= 1e-10, "errors \(leftError), \(rightError)")
    }

    @Test("subsegment(from:to:) traces the part between the parameters", arguments: curves)
    func subsegmentTracesPart(curve: AnimatableCubicCurve) {
        for (t0, t1) in [(0.2, 0.7), (0.0, 0.4), (0.6, 1.0), (0.8, 0.3)] {
            let part = curve.subsegment(from: t0, to: t1)
            let error = maximumDistance({ part.point(at: $0) }, { curve.point(at: t0 + $0 * (t1 - t0)) })
            #expect(error <= 1e-10, "\(t0)...\(t1): error \(error)")
        }
        #expect(curve.subsegment(from: 0, to: 1) == curve)
    }

    @Test("pieces of equal arc length", arguments: curves, [1, 2, 3, 7])
    func equalLengthPieces(curve: AnimatableCubicCurve, count: Int) {
        let pieces = curve.split(intoEqualLengthPieces: count)
        #expect(pieces.count == count)
        #expect(pieces.first?.start == curve.start && pieces.last?.end == curve.end)
        for (a, b) in zip(pieces, pieces.dropFirst()) { #expect(a.end == b.start) }
        let total = curve.arcLength()
        let tolerance = 1e-8 * curve.controlPolygonLength
        for (index, piece) in pieces.enumerated() {
            let length = piece.arcLength()
            expectClose(length, total / Double(count), absolute: tolerance, "piece \(index)")
        }
    }

    @Test("reversed() twice is the identity; once traces backwards", arguments: curves)
    func reversal(curve: AnimatableCubicCurve) {
        #expect(curve.reversed().reversed() == curve)
        let error = maximumDistance({ curve.reversed().point(at: $0) }, { curve.point(at: 1 - $0) })
        #expect(error <= 1e-12)
    }
}
