import Testing
@testable import ShapeMorph

/// A closed outline paired with an open contour flattens onto it with both
/// its sides where the open contour may be traced there and back and points
/// travel less that way; elsewhere it meets the open contour at a seam.
/// Judged by densely sampled distances to the ideal in-between.
@Suite("Open contours traced there and back")
struct ThereAndBackTests {
    /// A slash: a closed 20 × 2 bar along the x axis.
    static let slash = Shape(contours: [Contour(closedThrough: [
        Point(x: 0, y: -1), Point(x: 20, y: -1), Point(x: 20, y: 1), Point(x: 0, y: 1)])])

    /// The open line along the slash's middle, as one segment.
    static let line = Shape(contours: [Contour(segments: [
        AnimatableCubicCurve(lineFrom: Point(x: 0, y: 0), to: Point(x: 20, y: 0))], isClosed: false)])

    /// The symmetric distance between `a` and `b` (Hausdorff), over 200
    /// points per segment of each, each to the nearest of the other's.
    static func distance(_ a: Contour, _ b: Contour) -> Double {
        func samples(_ contour: Contour) -> [Point] {
            contour.segments.flatMap { segment in (0...200).map { segment.point(at: Double($0) / 200) } }
        }
        let (p, q) = (samples(a), samples(b))
        func farthest(_ from: [Point], _ to: [Point]) -> Double {
            from.map { point in to.map { point.distance(to: $0) }.min()! }.max()!
        }
        return max(farthest(p, q), farthest(q, p))
    }

    static func options(doublingBack: Bool) -> MorphOptions {
        var options = MorphOptions()
        options.targetOpenContoursDoubleBack = doublingBack
        return options
    }

    @Test("A slash flattens onto the line along it with both its sides")
    func slashOntoLine() {
        let morph = Morph(from: Self.slash, to: Self.line, options: Self.options(doublingBack: true))
        #expect(morph.matches.map(\.isTracedThereAndBack) == [true])
        // Half way, the ideal is the bar at half its width.
        let half = Contour(closedThrough: [
            Point(x: 0, y: -0.5), Point(x: 20, y: -0.5), Point(x: 20, y: 0.5), Point(x: 0, y: 0.5)])
        let error = Self.distance(morph.shape(at: 0.5).contours[0], half)
        #expect(error < 0.5, "half way \(error) off the bar at half its width")
        // Met at a seam instead, the bar's lower side runs back along the
        // line on its way (1.4 off half way; 0.24 traced there and back).
        let seamed = Morph(from: Self.slash, to: Self.line, options: Self.options(doublingBack: false))
        #expect(seamed.matches.map(\.isTracedThereAndBack) == [false])
        let seamError = Self.distance(seamed.shape(at: 0.5).contours[0], half)
        #expect(seamError > 1, "met at a seam, half way \(seamError) off")
        // The end traces the line twice over, nothing beside it.
        let end = morph.shape(at: 1).contours[0].segments
        let points = end.flatMap { [$0.start, $0.control1, $0.control2, $0.end] }
        #expect(points.allSatisfy { abs($0.y) < 1e-9 && $0.x >= -1e-9 && $0.x <= 20 + 1e-9 })
        #expect(points.contains { abs($0.x) < 1e-9 } && points.contains { abs($0.x - 20) < 1e-9 })
    }

    @Test("A loop traced there and back crosses itself where its way there does")
    func loopCrossings() {
        let zigzag = Contour(segments: [
            AnimatableCubicCurve(lineFrom: Point(x: 0, y: 0), to: Point(x: 10, y: 10)),
            AnimatableCubicCurve(lineFrom: Point(x: 10, y: 10), to: Point(x: 20, y: 0)),
        ], isClosed: false)
        let crossed = Contour(segments: zigzag.segments + [
            AnimatableCubicCurve(lineFrom: Point(x: 20, y: 0), to: Point(x: 0, y: 8)),
        ], isClosed: false)
        for (open, crosses) in [(zigzag, false), (crossed, true)] {
            let loop = ThereAndBack.loop(open)
            #expect(ThereAndBack.wayThere(of: loop) == open)
            #expect(TravelCrossings.crosses(loop) == crosses)
            // The search itself, without the short cut, agrees.
            #expect((SelfContactSearch(loop, relativeTolerance: TravelCrossings.tolerance).crossing != nil) == crosses)
        }
        #expect(ThereAndBack.wayThere(of: Self.slash.contours[0]) == nil)
    }

    @Test("A ring opens at a seam into an arc, which travels less than flattening it")
    func ringIntoArc() {
        let ring = MotionFixtures.circle(radius: 40)
        // Three quarters of the same circle, open.
        let arc = Contour(segments: Array(ring.segments.prefix(3)), isClosed: false)
        let morph = Morph(from: Shape(contours: [ring]), to: Shape(contours: [arc]), options: Self.options(doublingBack: true))
        #expect(morph.matches.map(\.isTracedThereAndBack) == [false])
        let seamed = Morph(from: Shape(contours: [ring]), to: Shape(contours: [arc]), options: Self.options(doublingBack: false))
        #expect(morph.shape(at: 0.5) == seamed.shape(at: 0.5))
    }
}
