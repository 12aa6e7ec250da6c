import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

/// Inputs at the edges: extreme coordinates, degenerate geometry, very
/// unequal structures. Each must give a well-formed, finite morph.
@Suite("Morph: extreme and degenerate inputs")
struct MorphExtremeInputTests {
    static func polygon(_ count: Int, radius: Double = 40, centre: Point = Point(x: 50, y: 50)) -> Shape {
        MorphTests.polygon(count, radius: radius, centre: centre)
    }

    static func scaled(_ shape: Shape, by factor: Double) -> Shape {
        shape.transformed(by: AffineTransform(a: factor, b: 0, c: 0, d: factor, tx: 0, ty: 0))
    }

    /// Every frame at progress 0, 0.1, … 1 is finite with equal structure.
    static func expectWellFormed(_ morph: Morph, sourceLocation: SourceLocation = #_sourceLocation) {
        for step in 0...10 {
            let frame = morph.shape(at: Double(step) / 10)
            #expect(frame.segmentCount == morph.matchedSource.segmentCount, sourceLocation: sourceLocation)
            #expect(frame.isFinite, "non-finite point at progress \(Double(step) / 10)", sourceLocation: sourceLocation)
        }
    }

    @Test("isFinite flags infinity and NaN in any coordinate", arguments: [Double.infinity, -Double.infinity, Double.nan])
    func finiteness(bad: Double) {
        let line = AnimatableCubicCurve(lineFrom: Point(x: 0, y: 0), to: Point(x: 1, y: 2))
        #expect(line.isFinite && Shape(contours: [Contour(segments: [line], isClosed: false)]).isFinite)
        var broken = line
        broken.control2.y = bad
        #expect(!broken.isFinite)
        #expect(!Shape(contours: [Contour(segments: [line], isClosed: false), Contour(segments: [broken], isClosed: false)]).isFinite)
    }

    @Test("isFinite(at:largestKeyCoordinate:) agrees with making the frame, near the largest doubles and far past the ends",
          arguments: [1.0, 1e150, 1e307, 4e307, 1.7e308])
    func finitenessWithoutMakingFrames(scale: Double) {
        let morph = Morph(from: Self.scaled(Self.polygon(5), by: scale / 100), to: Self.scaled(Self.polygon(7), by: scale / 100))
        let largest = morph.largestKeyCoordinate
        #expect(largest.isFinite && largest > 0)
        for progress in [0, 0.5, 1, -1, 2, 3.5, -40, 1e10, 1e300, -1e300, .infinity, .nan] {
            let made = progress.isFinite && morph.shape(at: progress).isFinite
            #expect(morph.isFinite(at: progress, largestKeyCoordinate: largest) == made, "progress \(progress)")
        }
    }

    /// Powers either side of 2^64, within which shapes are matched
    /// unscaled (`MatchingScale`), and far beyond it.
    @Test("matching does not depend on units: scaling by 2^±990 scales the match exactly",
          arguments: [990, -990, 40, 70, -70])
    func scaleInvariance(power: Int) {
        let factor = Double(sign: .plus, exponent: power, significand: 1)
        // Curves only within 2^±100: at 2^±990 their squared lengths over-
        // or underflow where the inputs are tidied, in their own units.
        let suits = (Shape(contours: [CardSuits.heart]), Shape(contours: [CardSuits.club]))
        let pairs = [(Self.polygon(5), Self.polygon(9, radius: 30))] + (abs(power) <= 100 ? [suits] : [])
        for (a, b) in pairs {
            let plain = Morph(from: a, to: b)
            let huge = Morph(from: Self.scaled(a, by: factor), to: Self.scaled(b, by: factor))
            #expect(huge.matchedSource == Self.scaled(plain.matchedSource, by: factor))
            #expect(huge.matchedTarget == Self.scaled(plain.matchedTarget, by: factor))
            Self.expectWellFormed(huge)
        }
    }

    @Test("coordinates of 1e300 and 1e-300 morph to finite frames with exact ends", arguments: [1e300, 1e-300])
    func extremeCoordinates(factor: Double) {
        let (a, b) = (Self.polygon(4), Self.polygon(7))
        let morph = Morph(from: Self.scaled(a, by: factor), to: Self.scaled(b, by: factor))
        Self.expectWellFormed(morph)
        // Areas overflow or underflow in those units: compare at unit scale.
        let (matchedA, matchedB) = (Self.scaled(morph.matchedSource, by: 1 / factor), Self.scaled(morph.matchedTarget, by: 1 / factor))
        expectClose(matchedA.signedArea / a.signedArea, 1, absolute: 1e-9)
        expectClose(matchedB.signedArea / b.signedArea, 1, absolute: 1e-9)
    }

    @Test("a shape reaching 1e201 next to one of size 10 (a fuzzing find: the pairing once hung on NaN costs)")
    func hugeNextToSmall() {
        let spike = Shape(contours: [Contour(segments: [
            AnimatableCubicCurve(lineFrom: Point(x: 0, y: 3), to: Point(x: 0, y: 1e201)),
        ], isClosed: false), Contour(closedThrough: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1)])])
        Self.expectWellFormed(Morph(from: spike, to: Self.polygon(3, radius: 5)))
    }

    @Test("degenerate input: all four points equal, zero-area contours, several contours at one point")
    func degenerate() {
        let dot = AnimatableCubicCurve(start: Point(x: 5, y: 5), control1: Point(x: 5, y: 5),
                                       control2: Point(x: 5, y: 5), end: Point(x: 5, y: 5))
        let point = Shape(contours: [Contour(segments: [dot], isClosed: true), Contour(segments: [dot, dot], isClosed: true)])
        let flat = Shape(contours: [Contour(closedThrough: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 0)])])
        for (a, b) in [(point, Self.polygon(6)), (Self.polygon(6), point), (point, point), (flat, Self.polygon(4)),
                       (flat, point), (flat, flat)] {
            Self.expectWellFormed(Morph(from: a, to: b))
        }
    }

    @Test("empty shapes: nothing to nothing, and a shape growing from nothing")
    func empty() {
        let empty = Shape(contours: [])
        #expect(Morph(from: empty, to: empty).shape(at: 0.5).contours.isEmpty)
        let growing = Morph(from: empty, to: Self.polygon(5))
        Self.expectWellFormed(growing)
        #expect(growing.shape(at: 1) == growing.matchedTarget)
    }

    @Test("a self-intersecting figure eight morphs to a square")
    func selfIntersecting() {
        let eight = Shape(contours: [Contour(closedThrough: [
            Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 10)])])
        let morph = Morph(from: eight, to: Self.polygon(4))
        Self.expectWellFormed(morph)
        #expect(morph.shape(at: 0) == morph.matchedSource)
    }

    @Test("1 segment ↔ 10,000 segments, and 1,000 contours ↔ 1")
    func veryUnequalStructures() {
        let teardrop = Shape(contours: [Contour(segments: [AnimatableCubicCurve(
            start: Point(x: 50, y: 10), control1: Point(x: 120, y: 90), control2: Point(x: -20, y: 90),
            end: Point(x: 50, y: 10))], isClosed: true)])
        let fine = Self.polygon(10_000)
        let oneToMany = Morph(from: teardrop, to: fine)
        #expect(oneToMany.matchedSource.segmentCount >= 10_000 && oneToMany.matchedSource.segmentCount <= 10_001)
        Self.expectWellFormed(oneToMany)

        let dots = Shape(contours: (0..<1_000).flatMap { index in
            Self.polygon(3, radius: 0.5, centre: Point(x: Double(index % 40) * 2.5, y: Double(index / 40) * 4)).contours
        })
        for morph in [Morph(from: dots, to: Self.polygon(8)), Morph(from: Self.polygon(8), to: dots)] {
            #expect(morph.matchedSource.contours.count == 1_000)
            Self.expectWellFormed(morph)
        }
    }
}
