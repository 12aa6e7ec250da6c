import Testing
import ShapeMorph

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

    /// The largest distance from a point of `shape`, mirrored about x = 50, to
    /// the nearest point of `shape` (both flattened densely).
    static func mirrorDeviation(_ shape: Shape) -> Double {
        let points = shape.contours.flatMap { contour in
            contour.segments.flatMap { segment in (0..<64).map { segment.point(at: Double($0) / 64) } }
        }
        return points.map { point in
            let mirrored = Point(x: 100 - point.x, y: point.y)
            return points.map { $0.distance(to: mirrored) }.min()!
        }.max()!
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
