import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

/// Mirror lines of contours, and morphs between contours that share one.
@Suite("Mirror symmetry")
struct MirrorSymmetryTests {
    /// A kite, its own mirror image about x = 50: tip at the top, point at
    /// the bottom, both on the line and both joints.
    static let kite = Contour(closedThrough: [
        Point(x: 50, y: 0), Point(x: 80, y: 30), Point(x: 50, y: 100), Point(x: 20, y: 30),
    ])
    /// A rounded shield, its own mirror image about x = 50, crossing the
    /// line inside segments rather than at joints.
    static let shield = Contour(segments: [
        AnimatableCubicCurve(start: Point(x: 20, y: 10), control1: Point(x: 40, y: 0),
                             control2: Point(x: 60, y: 0), end: Point(x: 80, y: 10)),
        AnimatableCubicCurve(start: Point(x: 80, y: 10), control1: Point(x: 85, y: 50),
                             control2: Point(x: 75, y: 80), end: Point(x: 50, y: 95)),
        AnimatableCubicCurve(start: Point(x: 50, y: 95), control1: Point(x: 25, y: 80),
                             control2: Point(x: 15, y: 50), end: Point(x: 20, y: 10)),
    ], isClosed: true)

    /// `contour` turned a quarter about (50, 50): a vertical mirror line becomes horizontal.
    static func turned(_ contour: Contour) -> Contour {
        Contour(segments: contour.segments.map { segment in
            let turn = { (p: Point) in Point(x: 100 - p.y, y: p.x) }
            return AnimatableCubicCurve(start: turn(segment.start), control1: turn(segment.control1),
                                        control2: turn(segment.control2), end: turn(segment.end))
        }, isClosed: contour.isClosed)
    }

    @Test("a contour that is its own mirror image has its line, crossed at joints exactly or inside segments")
    func found() throws {
        let kite = ArcLengthTable(Self.kite)
        let symmetry = try #require(MirrorSymmetry(kite, axis: .vertical))
        #expect(symmetry.position == 50)
        #expect(symmetry.crossings.first == 0 && symmetry.crossings.second == kite.fraction(atJoint: 2))
        #expect(symmetry.leavesFirstTowardLarger)
        #expect(MirrorSymmetry(kite, axis: .horizontal) == nil)

        let shield = ArcLengthTable(Self.shield)
        let crossings = try #require(MirrorSymmetry(shield, axis: .vertical)).crossings
        for crossing in [crossings.first, crossings.second] {
            #expect(abs(shield.point(at: crossing).x - 50) < 1e-6)
        }
        #expect(abs(crossings.second - crossings.first - 0.5) < 1e-6)

        let turned = try #require(MirrorSymmetry(ArcLengthTable(Self.turned(Self.kite)), axis: .horizontal))
        #expect(turned.position == 50)
    }

    @Test("a contour off its mirror image by 1 % of its size has no line")
    func lopsided() {
        let lopsided = Contour(closedThrough: [
            Point(x: 50, y: 0), Point(x: 81.5, y: 30), Point(x: 50, y: 100), Point(x: 20, y: 30),
        ])
        #expect(MirrorSymmetry(ArcLengthTable(lopsided), axis: .vertical) == nil)
        #expect(MirrorSymmetry(ArcLengthTable(Contour(closedThrough: [
            Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 0, y: 50),
        ])), axis: .vertical) == nil)
    }

    @Test("contours with a common mirror line morph symmetrically about it, vertical or horizontal",
          arguments: [false, true])
    func symmetricMorph(turned: Bool) {
        let (kite, shield) = turned ? (Self.turned(Self.kite), Self.turned(Self.shield)) : (Self.kite, Self.shield)
        let axis: MirrorSymmetry.Axis = turned ? .horizontal : .vertical
        for (from, to) in [(kite, shield), (shield, kite)] {
            let morph = Morph(from: Shape(contours: [from]), to: Shape(contours: [to]))
            for progress in [0.25, 0.5, 0.75] {
                let deviation = mirrorDeviation(morph.shape(at: progress)) { point in
                    axis == .vertical ? Point(x: 100 - point.x, y: point.y) : Point(x: point.x, y: 100 - point.y)
                }
                #expect(deviation < 1e-6, "at \(progress): \(deviation) off its mirror image")
            }
        }
    }

    @Test("matching respaces a straight segment's handles to the thirds and leaves curves alone")
    func straightSegmentsRespaced() {
        let start = Point(x: 0, y: 0), end = Point(x: 30, y: 0)
        let line = AnimatableCubicCurve(start: start, control1: start, control2: start, end: end)
        let curve = AnimatableCubicCurve(start: end, control1: Point(x: 30, y: 10), control2: Point(x: 10, y: 20), end: start)
        #expect(line.isStraight && !curve.isStraight)
        let tidied = Contour(segments: [line, curve], isClosed: true).tidied()
        #expect(tidied.segments == [AnimatableCubicCurve(lineFrom: start, to: end), curve])
        // Handles on the chord but beyond an end trace more than the chord: not straight.
        #expect(!AnimatableCubicCurve(start: start, control1: Point(x: -10, y: 0), control2: end, end: end).isStraight)
    }
}
