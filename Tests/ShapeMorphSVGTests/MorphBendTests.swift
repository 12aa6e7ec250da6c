import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph
import ShapeMorphSVG

/// Bent paths of travel: where every straight path folds a contour over
/// itself though neither end crosses, the morph bends through intrinsic
/// in-betweens, and no in-between crosses.
@Suite("Bent paths of travel")
struct MorphBendTests {
    static func shape(_ name: String) -> Shape { try! SVGDocument(contentsOf: shapeFile(name)).shape }

    /// Pairs of `Shapes/` whose straight paths all cross.
    static let bentPairs = [("spade", "line"), ("club", "line"), ("lightning", "wave")]

    /// The straight in-between: every control point `amount` of the way
    /// along the line between its ends.
    static func straightFrame(_ morph: Morph, _ amount: Double) -> Shape {
        pointwiseInterpolation(morph.matchedSource, morph.matchedTarget, amount: amount)
    }

    /// The contours of `frame` that cross themselves, of those whose ends in
    /// `morph` do not.
    static func newCrossings(_ frame: Shape, _ morph: Morph) -> [Int] {
        frame.contours.indices.filter { index in
            morph.matchedSource.contours[index].selfIntersection() == nil
                && morph.matchedTarget.contours[index].selfIntersection() == nil
                && frame.contours[index].selfIntersection() != nil
        }
    }

    @Test("the straight path crosses; the bent one does not, at any 64th of the way", arguments: bentPairs)
    func bentPathDoesNotCross(from: String, to: String) {
        let morph = Morph(from: Self.shape(from), to: Self.shape(to))
        #expect(!morph.bends.isEmpty)
        let straightCrosses = (1..<64).contains { step in
            let frame = Self.straightFrame(morph, Double(step) / 64)
            return !Self.newCrossings(frame, morph).isEmpty
        }
        #expect(straightCrosses, "\(from) → \(to) needed no bend")
        for step in 1..<64 {
            let crossing = Self.newCrossings(morph.shape(at: Double(step) / 64), morph)
            #expect(crossing.isEmpty, "\(from) → \(to) at \(step)/64: contours \(crossing) cross")
        }
    }

    @Test("ends stay exact, and frames are continuous through every bend", arguments: bentPairs)
    func endsAndContinuity(from: String, to: String) {
        let morph = Morph(from: Self.shape(from), to: Self.shape(to))
        #expect(morph.shape(at: 0) == morph.matchedSource)
        #expect(morph.shape(at: 1) == morph.matchedTarget)
        let size = morph.matchedSource.bounds!.union(morph.matchedTarget.bounds!).diagonal
        for bend in morph.bends {
            let at = morph.shape(at: bend)
            for offset in [-1e-9, 1e-9] {
                let near = morph.shape(at: bend + offset)
                expectClose((near - at).magnitudeSquared.squareRoot(), 0, absolute: 1e-6 * size, "\(from) → \(to) at \(bend)")
            }
        }
    }

    @Test("a bent in-between keeps the place and size of the straight one", arguments: bentPairs)
    func bentInBetweenFitsStraightOne(from: String, to: String) {
        let morph = Morph(from: Self.shape(from), to: Self.shape(to))
        let straight = Self.straightFrame(morph, 0.5).bounds!
        let bent = morph.shape(at: 0.5).bounds!
        let size = straight.diagonal
        expectClose((bent.minX + bent.maxX) / 2, (straight.minX + straight.maxX) / 2, absolute: 0.15 * size, "centre x")
        expectClose((bent.minY + bent.maxY) / 2, (straight.minY + straight.maxY) / 2, absolute: 0.15 * size, "centre y")
        expectClose(bent.diagonal, size, relative: 0.35, "size")
    }

    @Test("an intrinsic blend at 0 and 1 is its ends")
    func intrinsicBlendEnds() {
        let morph = Morph(from: Self.shape("heart"), to: Self.shape("club"))
        let (a, b) = (Array(morph.matchedSource.contours[0].segments), Array(morph.matchedTarget.contours[0].segments))
        let size = morph.matchedSource.bounds!.diagonal
        for (progress, end) in [(0.0, a), (1.0, b)] {
            let blend = IntrinsicBlend(from: a, to: b, isClosed: true).segments(at: progress)
            let error = largestControlPointDistance(Shape(contours: [Contour(segments: blend, isClosed: true)]),
                                                    Shape(contours: [Contour(segments: end, isClosed: true)]))
            expectClose(error, 0, absolute: 1e-9 * size, "progress \(progress)")
        }
    }

    @Test("layers keep each layer's bends, and each layer moves as in its own morph")
    func layersKeepBends() {
        let bent = Morph(from: Self.shape("spade"), to: Self.shape("line"))
        let straight = Morph(from: Self.shape("heart"), to: Self.shape("club"))
        let joined = Morph(layers: [straight, bent])
        #expect(joined.bends == bent.bends && straight.bends.isEmpty)
        for step in 0...32 {
            let progress = Double(step) / 32
            let expected = Shape(contours: straight.shape(at: progress).contours + bent.shape(at: progress).contours)
            let error = largestControlPointDistance(joined.shape(at: progress), expected)
            expectClose(error, 0, absolute: 1e-9 * 100, "at \(progress)")
        }
    }
}
