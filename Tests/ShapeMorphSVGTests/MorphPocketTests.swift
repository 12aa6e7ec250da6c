import Testing
@testable import ShapeMorph
import ShapeMorphSVG
import ShapeMorphTestSupport

/// Deep pockets grown out of a point: where every straight and bent path
/// folds a contour, a pocket of one contour (Pinterest's P, cut into its
/// disc through the bottom) grows out of one point of the other, as a
/// scaled copy of itself.
@Suite("Pockets grown out of a point")
struct MorphPocketTests {
    static func shape(_ logo: String) throws -> Shape {
        try SVGDocument(contentsOf: corpusFolder.appendingPathComponent("logos/logos/\(logo).svg")).shape
    }

    @Test("Y Combinator's square into Pinterest's P: no in-between crosses itself, the P grows out of one point")
    func squareIntoPinterest() throws {
        // The square is the logo's first contour; the P the other's only one.
        let square = Shape(contours: [try Self.shape("ycombinator").contours[0]])
        let morph = Morph(from: square, to: try Self.shape("pinterest"))
        #expect(morph.bends.isEmpty)
        #expect(morph.shape(at: 0) == morph.matchedSource)
        #expect(morph.shape(at: 1) == morph.matchedTarget)
        // The pocket's pieces start as points: as many as its target joints.
        let points = morph.matchedSource.contours[0].segments.filter(\.isDegenerate).count
        #expect(points >= 10, "\(points) pieces of the square are points")
        for step in 1..<64 {
            let frame = morph.shape(at: Double(step) / 64)
            #expect(frame.contours[0].selfIntersection() == nil, "crosses itself at \(step)/64")
        }
    }
}
