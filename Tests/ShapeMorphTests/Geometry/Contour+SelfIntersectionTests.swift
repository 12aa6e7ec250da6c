import Foundation
import Testing
@testable import ShapeMorph
import ShapeMorphTestSupport

@Suite("Self-intersection of flattened contours")
struct ContourSelfIntersectionTests {
    /// Every two chords tested, with the rule the fast paths use.
    static func bruteForceCrosses(_ points: [Point], isClosed: Bool) -> Bool {
        let count = isClosed ? points.count : points.count - 1
        guard count >= 3, let extent = Rect(enclosing: points), !Contour.isPoint(extent) else { return false }
        let tolerance = negligibleFraction * extent.diagonal
        func chord(_ index: Int) -> (Point, Point) { (points[index], points[(index + 1) % points.count]) }
        for i in 0..<count {
            for j in (i + 2)..<max(i + 2, count) where !(isClosed && i == 0 && j == count - 1) {
                let (a, b) = chord(i), (c, d) = chord(j)
                if Contour.chordsCross(a, b, c, d, tolerance: tolerance) { return true }
            }
        }
        return false
    }

    @Test("a contour drawn as one point, its handles a rounding apart (a path of five L to where it starts), does not cross itself")
    func point() {
        let (p, q) = (Point(x: 173.35511976700164, y: 181.06296627282953), Point(x: 173.35511976700164, y: 181.06296627282956))
        let contour = Contour(segments: (0..<5).map { _ in AnimatableCubicCurve(start: p, control1: q, control2: p, end: p) }, isClosed: true)
        #expect(contour.selfIntersection() == nil)
        // A tiny contour far from the origin still counts when it is more than rounding.
        let tiny = [Point(x: 1000, y: 1000), Point(x: 1000.001, y: 1000.001), Point(x: 1000.001, y: 1000), Point(x: 1000, y: 1000.001)]
        var order: [Int] = []
        #expect(Contour.crossing(ofPolyline: tiny, isClosed: true, chordOrder: &order) != nil)
    }

    @Test("past the grid's chord count, crossings are found as testing every two chords finds them", arguments: 0..<12)
    func gridAgreesWithBruteForce(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let count = Contour.gridChordCount + 500 + Int(random.unit() * 1000)
        // A wobbly ring: a wobble as deep as the ring is wide crosses it.
        let depth = [0.0, 0.02, 0.3, 1.5][Int(seed) % 4]
        let points = (0..<count).map { index -> Point in
            let angle = 2 * Double.pi * Double(index) / Double(count)
            let radius = 10 + depth * 10 * sin(angle * 7 + random.unit() * 0.01) * (random.unit() < 0.5 ? 1 : -1)
            return Point(x: radius * cos(angle), y: radius * sin(angle))
        }
        for isClosed in [true, false] {
            var order: [Int] = []
            let found = Contour.crossing(ofPolyline: points, isClosed: isClosed, chordOrder: &order) != nil
            #expect(found == Self.bruteForceCrosses(points, isClosed: isClosed), "seed \(seed), depth \(depth), closed \(isClosed)")
            if depth == 0 || depth == 1.5 { #expect(found == (depth > 0), "a round ring never crosses; one wobbling past its centre does") }
        }
    }

    /// 700,000 chords make about a million cell touches: the grid is then
    /// sorted a band of rows at a time.
    @Test("a thin polyline of short chords (a wavy ring) is clean, and crosses where two points trade places, in any band of the grid",
          arguments: [200_000, 700_000])
    func longThinPolyline(count: Int) {
        func point(_ index: Int, outward offset: Double = 0) -> Point {
            let angle = 2 * Double.pi * Double(index) / Double(count)
            let radius = 400 + 20 * sin(12 * angle) + offset
            return Point(x: 500 + radius * cos(angle), y: 500 + radius * sin(angle))
        }
        let ring = (0..<count).map { point($0) }
        var order: [Int] = []
        #expect(Contour.crossing(ofPolyline: ring, isClosed: true, chordOrder: &order) == nil)
        // Two points trade places, both a little outward, at the top, the sides and the bottom of the ring: the chords into them cross.
        for index in [count * 3 / 4, count / 2, 10, count / 4] {
            var points = ring
            (points[index], points[index + 20]) = (point(index + 20, outward: 3), point(index, outward: 3))
            order = []
            let crossing = Contour.crossing(ofPolyline: points, isClosed: true, chordOrder: &order)
            #expect(crossing.map { $0.distance(to: points[index]) < 10 } == true, "trade at \(index) of \(count)")
        }
    }

    @Test("a long straight side of many chords (a rectangle matched at 40,000 segments) is tested in linear time")
    func straightSidesAreFast() {
        let perSide = 10_000
        var points: [Point] = []
        for (start, step) in [(Point(x: 0, y: 0), Vector(dx: 1, dy: 0)), (Point(x: 1, y: 0), Vector(dx: 0, dy: 1)),
                              (Point(x: 1, y: 1), Vector(dx: -1, dy: 0)), (Point(x: 0, y: 1), Vector(dx: 0, dy: -1))] {
            points += (0..<perSide).map { start + step * (Double($0) / Double(perSide)) }
        }
        var order: [Int] = []
        let elapsed = threadProcessorTime {
            #expect(Contour.crossing(ofPolyline: points, isClosed: true, chordOrder: &order) == nil)
        }
        // The sweep alone tests 10,000² / 2 pairs per side: seconds even in a release build.
        #expect(elapsed < .seconds(2), "\(elapsed)")
    }
}
