import Testing
import ShapeMorph
import ShapeMorphTestSupport

/// The suits are mirror-symmetric about x = 50, and a morph between two of
/// them keeps that symmetry within 1% of their size (1 unit of 100). Least
/// travel alone did not: it has two mirror-image optima where a corner of one
/// shape faces a notch of the other, and leaned heart → club by 4.5 units; a
/// plain shift of the start (this engine before the warp) tilted club ↔
/// spade by 12.
@Suite("Morph symmetry")
struct MorphSymmetryTests {
    static let suits = ["heart", "club", "spade", "diamond"]
    static let pairs = suits.flatMap { a in suits.filter { $0 != a }.map { b in (a, b) } }

    /// How far `shape` is from its own mirror image about x = 50.
    static func mirrorDeviation(_ shape: Shape) -> Double {
        ShapeMorphTestSupport.mirrorDeviation(shape) { Point(x: 100 - $0.x, y: $0.y) }
    }

    @Test("in-betweens of mirror-symmetric suits stay mirror-symmetric", arguments: pairs)
    func symmetric(from: String, to: String) {
        let morph = Morph(from: MorphCorpusTests.shapes[from]!, to: MorphCorpusTests.shapes[to]!)
        for progress in [0.25, 0.5, 0.75] {
            let deviation = Self.mirrorDeviation(morph.shape(at: progress))
            #expect(deviation <= 1, "\(from) → \(to) at \(progress): \(deviation) units off its mirror image")
        }
    }
}
