import Foundation
import Testing
@testable import ShapeMorph
import ShapeMorphTestSupport

@Suite("Exact self-contacts of contours")
struct SelfContactSearchTests {
    static func contour(_ points: [(Double, Double)]) -> Contour {
        Contour(closedThrough: points.map { Point(x: $0.0, y: $0.1) })
    }

    static func kind(_ contact: SelfContactSearch.Contact?) -> String {
        switch contact {
        case .crossing: "crossing"
        case .touch: "touch"
        case nil: "none"
        }
    }

    /// A 10 × 10 square whose bottom side a cubic from (8, 5) to (2, 5)
    /// dips towards, its lowest point at depth `low` (0 is on the side).
    static func dip(low: Double) -> Contour {
        // y(½) = 5/4 + ¾ h for both handles at height h.
        let h = (low - 1.25) / 0.75
        let points = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 5), Point(x: 8, y: 5)]
        var segments = zip(points, points.dropFirst()).map { AnimatableCubicCurve(lineFrom: $0, to: $1) }
        segments.append(AnimatableCubicCurve(start: Point(x: 8, y: 5), control1: Point(x: 8, y: h),
                                             control2: Point(x: 2, y: h), end: Point(x: 2, y: 5)))
        segments.append(AnimatableCubicCurve(lineFrom: Point(x: 2, y: 5), to: Point(x: 0, y: 5)))
        segments.append(AnimatableCubicCurve(lineFrom: Point(x: 0, y: 5), to: Point(x: 0, y: 0)))
        return Contour(segments: segments, isClosed: true)
    }

    @Test("polygons: clean, crossing inside two sides, at a corner poking through a side, and touching at a corner resting on one",
          arguments: [
              ("square", [(0, 0), (10, 0), (10, 10), (0, 10)], "none"),
              ("bow tie", [(0, 0), (10, 10), (10, 0), (0, 10)], "crossing"),
              ("corner through a side", [(0, 0), (10, 0), (10, 10), (5, 0), (5, -5), (0, -5), (0, 10)], "crossing"),
              ("corner resting on a side", [(0, 0), (10, 0), (10, 10), (5, 0), (0, 10)], "touch"),
              ("corner on a corner, passing through", [(0, 0), (5, 5), (10, 10), (10, 0), (5, 5), (0, 10)], "crossing"),
              ("corner on a corner, turning back", [(0, 0), (5, 5), (0, 10), (10, 10), (5, 5), (10, 0)], "touch"),
              ("a diamond", [(0, 0), (5, 5), (0, 10), (-5, 5)], "none"),
              ("two corners kissing", [(0, 0), (5, 5), (0, 10), (10, 10), (5, 5), (10, 0), (20, 0), (20, -1), (-1, -1)], "touch"),
              ("a sliver of 1e-9", [(0, 0), (10, 0), (10, 10), (5, 1e-9), (0, 10)], "touch"),
          ] as [(String, [(Double, Double)], String)])
    func polygons(name: String, points: [(Double, Double)], expected: String) {
        let contour = Self.contour(points)
        #expect(Self.kind(SelfContactSearch(contour, tolerance: 1e-6 * 15).contact) == expected, "\(name)")
        #expect(Self.kind(SelfContactSearch(contour.reversed(), tolerance: 1e-6 * 15).contact) == expected, "\(name), reversed")
        for start in 1..<points.count {
            #expect(Self.kind(SelfContactSearch(contour.rotated(toStartAt: start), tolerance: 1e-6 * 15).contact) == expected,
                    "\(name), starting at \(start)")
        }
    }

    @Test("a curve dipping to a side: clear of it, grazing it, and through it by less and by more than the tolerance",
          arguments: [(0.01, "none"), (0, "touch"), (-2e-6, "touch"), (-1e-4, "crossing"), (-0.5, "crossing")])
    func grazingCurve(low: Double, expected: String) {
        #expect(Self.kind(SelfContactSearch(Self.dip(low: low), tolerance: 1e-5).contact) == expected)
    }

    @Test("a single cubic with a loop crosses itself; one without does not")
    func loopInOneSegment() {
        let loop = AnimatableCubicCurve(start: Point(x: 0, y: 0), control1: Point(x: 20, y: 20),
                                        control2: Point(x: -10, y: 20), end: Point(x: 10, y: 0))
        let open = Contour(segments: [loop], isClosed: false)
        #expect(Self.kind(SelfContactSearch(open, tolerance: 1e-5).contact) == "crossing")
        let arch = AnimatableCubicCurve(start: Point(x: 0, y: 0), control1: Point(x: 0, y: 20),
                                        control2: Point(x: 10, y: 20), end: Point(x: 10, y: 0))
        #expect(Self.kind(SelfContactSearch(Contour(segments: [arch], isClosed: false), tolerance: 1e-5).contact) == "none")
    }

    @Test("open contours: a stroke ending on itself touches, one running on through crosses")
    func openEnds() {
        let points = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 5, y: 10)]
        func open(_ last: Point) -> Contour {
            let all = points + [last]
            return Contour(segments: zip(all, all.dropFirst()).map { AnimatableCubicCurve(lineFrom: $0, to: $1) }, isClosed: false)
        }
        #expect(Self.kind(SelfContactSearch(open(Point(x: 5, y: 0)), tolerance: 1e-5).contact) == "touch")
        #expect(Self.kind(SelfContactSearch(open(Point(x: 5, y: -1)), tolerance: 1e-5).contact) == "crossing")
        #expect(Self.kind(SelfContactSearch(open(Point(x: 5, y: 1)), tolerance: 1e-5).contact) == "none")
    }

    /// Random closed contours of three to six cubics, against a flattening
    /// at 4,096 chords a segment tested by the polyline sweep: where the
    /// search finds a crossing, so does the flattening, and where it finds
    /// no contact at all, the flattening finds no crossing.
    @Test("on random cubic contours, the search agrees with a dense flattening", arguments: 0..<40)
    func agreesWithDenseFlattening(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let count = 3 + Int(random.unit() * 4)
        var points = (0..<count).map { _ in random.point(in: 0...100) }
        points.append(points[0])
        let segments = (0..<count).map { index in
            AnimatableCubicCurve(start: points[index], control1: random.point(in: 0...100),
                                 control2: random.point(in: 0...100), end: points[index + 1])
        }
        let contour = Contour(segments: segments, isClosed: true)
        let contact = SelfContactSearch(contour, tolerance: 1e-6 * 141).contact
        var order: [Int] = []
        let dense = Contour.crossing(ofPolyline: contour.flattened(piecesPerSegment: 4096), isClosed: true, chordOrder: &order)
        switch contact {
        case .crossing: #expect(dense != nil, "seed \(seed): the search finds a crossing the dense flattening does not")
        case nil: #expect(dense == nil, "seed \(seed): the dense flattening crosses at \(String(describing: dense))")
        case .touch: break
        }
    }

    @Test("a crossing twelve chords a segment miss is found: two arcs overlapping by a sliver between the chords' ends")
    func sliverTheSampledTestMisses() {
        // Two arcs bulging towards each other, reaching x = 5.0005 and
        // 4.9995 at y = 5; the left one cut at t = 0.46, so that no chord
        // end of its flattening lies at its peak.
        let left = AnimatableCubicCurve(start: Point(x: 0, y: 0), control1: Point(x: 5.0005 / 0.75, y: 3),
                                        control2: Point(x: 5.0005 / 0.75, y: 7), end: Point(x: 0, y: 10))
        let right = AnimatableCubicCurve(start: Point(x: 10, y: 10), control1: Point(x: 4.9995 / 0.75 - 10 / 3, y: 7),
                                         control2: Point(x: 4.9995 / 0.75 - 10 / 3, y: 3), end: Point(x: 10, y: 0))
        #expect(abs(left.point(at: 0.5).x - 5.0005) < 1e-9 && abs(right.point(at: 0.5).x - 4.9995) < 1e-9)
        let (leftHead, leftTail) = left.split(at: 0.46)
        let contour = Contour(segments: [leftHead, leftTail, AnimatableCubicCurve(lineFrom: left.end, to: right.start), right,
                                         AnimatableCubicCurve(lineFrom: right.end, to: left.start)], isClosed: true)
        #expect(contour.selfIntersection(piecesPerSegment: 12) == nil)
        #expect(Self.kind(SelfContactSearch(contour, tolerance: 1e-6 * 14).contact) == "crossing")
    }
}
