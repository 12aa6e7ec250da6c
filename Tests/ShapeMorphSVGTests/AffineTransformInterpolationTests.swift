import ShapeMorph
@testable import ShapeMorphSVG
import Testing

/// Group transforms blend between the ends of a document morph: taken
/// apart into a rotation, a scale and shear and a translation.
@Suite("Transforms in between")
struct AffineTransformInterpolationTests {
    static func distance(_ first: AffineTransform, _ second: AffineTransform) -> Double {
        [first.a - second.a, first.b - second.b, first.c - second.c, first.d - second.d, first.tx - second.tx, first.ty - second.ty]
            .map(abs).max()!
    }

    static let transforms: [AffineTransform] = [
        .identity, .rotation(radians: 2.5), .scale(x: 3, y: 0.5), .scale(x: -1, y: 1), .skewX(radians: 0.4),
        AffineTransform(a: 0.3, b: -1.2, c: 2.2, d: 0.7, tx: 40, ty: -13),
        AffineTransform.rotation(radians: -3).followed(by: .scale(x: 2, y: 5)).followed(by: .translation(dx: 7, dy: 9)),
    ]

    @Test("each end is its transform within 1e-12 of its largest coefficient")
    func ends() throws {
        for first in Self.transforms {
            for second in Self.transforms {
                let scale = [first, second].flatMap { [abs($0.a), abs($0.b), abs($0.c), abs($0.d), abs($0.tx), abs($0.ty)] }.max()!
                #expect(Self.distance(try #require(first.interpolated(to: second, amount: 0)), first) <= 1e-12 * scale)
                #expect(Self.distance(try #require(first.interpolated(to: second, amount: 1)), second) <= 1e-12 * scale)
            }
        }
    }

    @Test("half way between two rotations of one size is the rotation half way, the shorter way round; translations blend linearly")
    func rotationsAndMoves() throws {
        let half = try #require(AffineTransform.rotation(radians: 0.2).followed(by: .scale(x: 2, y: 2))
            .interpolated(to: AffineTransform.rotation(radians: 1.0).followed(by: .scale(x: 2, y: 2)), amount: 0.5))
        #expect(Self.distance(half, AffineTransform.rotation(radians: 0.6).followed(by: .scale(x: 2, y: 2))) < 1e-12)
        // From just below half a turn to just above minus half a turn: through half a turn, not through 0.
        let across = try #require(AffineTransform.rotation(radians: 3.0).interpolated(to: .rotation(radians: -3.0), amount: 0.5))
        #expect(Self.distance(across, .rotation(radians: .pi)) < 1e-12)
        let moved = try #require(AffineTransform.translation(dx: 10, dy: -4).interpolated(to: .translation(dx: 30, dy: 8), amount: 0.25))
        #expect(Self.distance(moved, .translation(dx: 15, dy: -1)) < 1e-12)
    }

    @Test("a degenerate transform has no in-between")
    func degenerate() {
        #expect(AffineTransform.scale(x: 0, y: 1).interpolated(to: .identity, amount: 0.5) == nil)
        #expect(AffineTransform.identity.interpolated(to: .scale(x: 2, y: 0), amount: 0.5) == nil)
    }
}
