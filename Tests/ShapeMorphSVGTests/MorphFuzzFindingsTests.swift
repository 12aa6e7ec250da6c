import Testing
import ShapeMorph
import ShapeMorphSVG

/// Pairs of path data on which the pair fuzzer (`Tests/Fuzz/run SECONDS
/// pair`) found the engine breaking a guarantee, each fixed: they morph, the
/// ends are the matched shapes, and every frame is finite and well formed.
@Suite("Morph on the pair fuzzer's findings")
struct MorphFuzzFindingsTests {
    static let findings: [(String, String, String)] = [
        ("an open contour ending in a zero-length segment",
         "M2 2 L20 2 L20 20 h0", "M2 2 L22 22"),
        ("an arc to 5e79 next to features of size 10 (knots at equal fractions of an open target)",
         "M50 8 A42 84 0 0 1 50, 92 A42 424 24 0 0 0 50777777777777777777777777777777777777777777777777777777777777777777777777777777 26 Z",
         "M50 8 A42 42 0 0 1 50 92 A0 50 74"),
        ("a contour at 1e308 next to features of size 1 (scaled for matching into subnormals)",
         "M0 0h1", "M6 70 Q17 20 .6 50 T0 30 30 310M3 3h-4 5M0 1e308v0 50 0"),
        ("coordinates from 1e-300 to 1e300 (scaled to keep the smallest normal, costs overflowed)",
         "M0 0h1-10M3 3h4v41-13M 03H4v4h-4", "M0 0L5 5L10 0M1e300 1e-300h1e30h-4"),
        ("lines of 1e200 and 1e300 (the bent travel's in-betweens overflowed to NaN)",
         "M0 1e273h0 1e200h0", "M0 0L5 1e300h1e300"),
    ]

    /// Binades between the largest and the smallest nonzero coordinate.
    static func span(_ shapes: Shape...) -> Int {
        let magnitudes = shapes.flatMap { $0.contours.flatMap { $0.segments.flatMap { $0.points.flatMap { [abs($0.x), abs($0.y)] } } } }
            .filter { $0 != 0 }
        return magnitudes.isEmpty ? 0 : Int(magnitudes.max()!.exponent) - Int(magnitudes.min()!.exponent)
    }

    @Test("each finding morphs both ways with its guarantees", arguments: findings.map { $0 })
    func finding(_ description: String, _ a: String, _ b: String) {
        let (source, _) = SVGPathData.shape(from: a), (target, _) = SVGPathData.shape(from: b)
        for (from, to) in [(source, target), (target, source)] {
            for options in [MorphOptions(), MorphOptions(isFilled: false), MorphOptions(direction: .preserve), MorphOptions(direction: .minimizeTravel)] {
                let morph = Morph(from: from, to: to, options: options)
                #expect(morph.shape(at: 0) == morph.matchedSource, "\(description)")
                #expect(morph.shape(at: 1) == morph.matchedTarget, "\(description)")
                // Matching keeps 1,400 binades below the largest coordinate (MatchingScale).
                for (input, matched) in [(from, morph.matchedSource), (to, morph.matchedTarget)] where Self.span(from, to) <= 1400 {
                    let joints = Set(matched.contours.flatMap { $0.segments.flatMap { [$0.start, $0.end] } })
                    let lost = input.contours.flatMap(\.segments).filter { !$0.isDegenerate && !joints.contains($0.start) }
                    #expect(lost.isEmpty, "\(description): joints lost \(lost.map(\.start))")
                }
                for progress in [0.25, 0.5, 0.75] {
                    let frame = morph.shape(at: progress)
                    #expect(frame.isFinite, "\(description) at \(progress)")
                    #expect(frame.contours.map(\.segments.count) == morph.matchedSource.contours.map(\.segments.count))
                }
            }
        }
    }
}
