import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("Morph")
struct MorphTests {
    /// A closed regular polygon of `count` straight segments around (50, 50).
    static func polygon(_ count: Int, radius: Double = 40, centre: Point = Point(x: 50, y: 50)) -> Shape {
        Shape(contours: [Contour(closedThrough: (0..<count).map { index in
            let angle = 2 * Double.pi * Double(index) / Double(count)
            return Point(x: centre.x + radius * cosine(angle), y: centre.y + radius * sine(angle))
        })])
    }

    @Test("1 ↔ 50 segments: counts equalised by splitting, ends exact", arguments: [(1, 50), (50, 1), (4, 9), (8, 9)])
    func unequalCounts(from: Int, to: Int) {
        let teardrop = Shape(contours: [Contour(segments: [AnimatableCubicCurve(
            start: Point(x: 50, y: 10), control1: Point(x: 120, y: 90), control2: Point(x: -20, y: 90),
            end: Point(x: 50, y: 10))], isClosed: true)])
        let (a, b) = (from == 1 ? teardrop : Self.polygon(from), to == 1 ? teardrop : Self.polygon(to))
        let morph = Morph(from: a, to: b)
        let count = morph.matchedSource.segmentCount
        #expect(count == morph.matchedTarget.segmentCount)
        #expect(count >= max(from, to) && count <= from + to)
        #expect(morph.shape(at: 0) == morph.matchedSource)
        #expect(morph.shape(at: 1) == morph.matchedTarget)
        expectClose(morph.matchedSource.signedArea, a.signedArea, relative: 1e-9)
        expectClose(morph.matchedTarget.signedArea, b.signedArea, relative: 1e-9)
    }

    @Test("progress outside 0…1 extrapolates linearly")
    func extrapolation() {
        let morph = Morph(from: CardSuits.heart.asShape, to: CardSuits.diamond.asShape)
        let over = morph.shape(at: 1.2), start = morph.shape(at: 0), end = morph.shape(at: 1)
        let expected = end + (end - start).scaled(by: 0.2)
        #expect(zip(over.contours[0].segments, expected.contours[0].segments).allSatisfy {
            $0.isApproximatelyEqual(to: $1, absoluteTolerance: 1e-9)
        })
    }

    @Test("a minimum segment count is met exactly, with even pieces and every joint kept", arguments: [9, 20, 101, 1000, 20_000])
    func minimumSegments(count: Int) {
        let heart = CardSuits.heart.asShape, club = CardSuits.club.asShape
        let morph = Morph(from: heart, to: club, options: MorphOptions(minimumSegmentCount: count))
        let base = Morph(from: heart, to: club)
        #expect(morph.matchedSource.segmentCount == max(count, base.matchedSource.segmentCount))
        #expect(morph.shape(at: 0).contours[0].startPoint == morph.matchedSource.contours[0].startPoint)
        for (input, matched) in [(heart, morph.matchedSource), (club, morph.matchedTarget)] {
            let joints = Set(matched.contours[0].segments.map(\.start))
            #expect(input.contours[0].segments.allSatisfy { joints.contains($0.start) })
            // No piece is longer than three times the even share of the perimeter.
            let lengths = matched.contours[0].segments.map { $0.arcLength() }
            let perimeter = lengths.reduce(0, +)
            #expect(lengths.max()! <= 3 * perimeter / Double(lengths.count), "\(lengths.max()! / (perimeter / Double(lengths.count)))")
        }
    }

    @Test("options: minimum segments, start override, explicit pairs")
    func options() {
        let heart = CardSuits.heart.asShape, diamond = CardSuits.diamond.asShape
        #expect(Morph(from: heart, to: diamond, options: MorphOptions(minimumSegmentCount: 20)).matchedSource.segmentCount == 20)
        let overridden = Morph(from: heart, to: diamond, options: MorphOptions(startSegmentOverrides: [0: 2]))
        #expect(overridden.matchedTarget.contours[0].startPoint == diamond.contours[0].segments[2].start)
        let apart = Morph(from: heart, to: diamond, options: MorphOptions(contourPairs: [
            ContourPair(source: 0, target: nil), ContourPair(source: nil, target: 0)]))
        #expect(apart.matchedSource.contours.count == 2)
        #expect(apart.matches.map(\.pair) == [ContourPair(source: 0, target: nil), ContourPair(source: nil, target: 0)])
    }

    @Test("optimal assignment finds the cheapest pairing")
    func assignment() {
        #expect(optimalAssignment(costs: [[4, 1, 3], [2, 0, 5], [3, 2, 2]]) == [1, 0, 2])
        #expect(optimalAssignment(costs: [[1, 9, 9, 0.5]]) == [3])
        #expect(optimalAssignment(costs: []) == [])
    }

    @Test("nearby assignment: distinct columns, the near one for each row, however the points cluster")
    func nearbyPairs() {
        // Jittered grid points against a shuffled copy moved by less than half the spacing.
        var random = SeededRandom(seed: 11)
        let rows = (0..<3000).map { Point(x: Double($0 % 60) + 0.2 * random.unit(), y: Double($0 / 60) + 0.2 * random.unit()) }
        var generator = SeededRandom(seed: 5)
        let shuffled = rows.indices.shuffled(using: &generator)
        let columns = shuffled.map { rows[$0] + Vector(dx: 0.3, dy: -0.2) } + [Point(x: 500, y: 500), Point(x: -9, y: 4)]
        func cost(_ row: Int, _ column: Int) -> Double { (rows[row] - columns[column]).magnitudeSquared }
        let assignment = nearbyAssignment(rows: rows, columns: columns, cost: cost)
        #expect(Set(assignment).count == rows.count)
        #expect(assignment.indices.allSatisfy { shuffled[assignment[$0]] == $0 })
        // Every point in one place, and more columns than rows.
        let same = nearbyAssignment(rows: Array(repeating: Point(x: 1, y: 1), count: 50),
                                    columns: Array(repeating: Point(x: 1, y: 1), count: 80), cost: { _, _ in 0 })
        #expect(Set(same).count == 50 && same.allSatisfy { (0..<80).contains($0) })
    }

    @Test("thousands of contours pair with their near partners, past the optimal assignment's limit")
    func manyContours() {
        // Squares on a 30 × 30 grid: 900 × 900 costs, past 500 × 500.
        func dots(_ offset: Double, _ radius: Double) -> Shape {
            Shape(contours: (0..<900).map { index in
                let center = Point(x: Double(index % 30) * 10 + offset, y: Double(index / 30) * 10 + offset)
                let corners = [(1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0), (1.0, -1.0)].map {
                    Point(x: center.x + radius * $0.0, y: center.y + radius * $0.1)
                }
                return Contour(segments: (0..<4).map { side in
                    let (p, q) = (corners[side], corners[(side + 1) % 4])
                    return AnimatableCubicCurve(start: p, control1: p, control2: q, end: q)
                }, isClosed: true)
            })
        }
        let morph = Morph(from: dots(0, 3), to: dots(2, 2))
        #expect(morph.matches.count == 900)
        #expect(morph.matches.allSatisfy { $0.pair.source == $0.pair.target })
    }
}

extension Contour {
    var asShape: Shape { Shape(contours: [self]) }
}
