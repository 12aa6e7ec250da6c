import Foundation
import Testing
@testable import ShapeMorph
import ShapeMorphTestSupport

@Suite("Crossings along a straight path of travel")
struct TravelCrossingsTests {
    /// A closed contour of `count` cubics about a wobbly circle, its
    /// handles thrown about by `wildness` (0: a clean ring).
    static func ring(count: Int, centre: Point, radius: Double, wildness: Double, random: inout SeededRandom) -> [AnimatableCubicCurve] {
        let points = (0..<count).map { index -> Point in
            let angle = 2 * Double.pi * Double(index) / Double(count)
            let r = radius * (1 + 0.3 * (random.unit() - 0.5))
            return Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))
        }
        return (0..<count).map { index in
            let (a, b) = (points[index], points[(index + 1) % count])
            func jitter() -> Vector { Vector(dx: wildness * (random.unit() - 0.5), dy: wildness * (random.unit() - 0.5)) }
            return AnimatableCubicCurve(start: a, control1: a.lerp(to: b, 1.0 / 3) + jitter(), control2: a.lerp(to: b, 2.0 / 3) + jitter(), end: b)
        }
    }

    @Test("ruling segments out for the whole path finds what searching every frame whole finds", arguments: 0..<24)
    func pruningAgreesWithWholeSearch(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let count = 4 + Int(random.unit() * 12)
        let wildness = [0.0, 20, 80, 200][Int(seed) % 4]
        let source = Self.ring(count: count, centre: Point(x: 0, y: 0), radius: 100, wildness: wildness, random: &random)
        var target = Self.ring(count: count, centre: Point(x: 40 * random.unit(), y: 0), radius: 80, wildness: wildness, random: &random)
        // A turned target: its start a few segments round, so that paths twist.
        if seed % 3 == 0 { target = Array(target[2...] + target[..<2]) }
        let largest = TravelCrossings.tolerance * SelfContactSearch.size(of: source + target)
        let (alone, pairs) = TravelCrossings.segmentsThatMayMeet(source, target, isClosed: true, tolerance: largest)
        var crossingFrames = 0
        for progress in TravelCrossings.exactProgress {
            let blended = zip(source, target).map { $0.interpolated(towards: $1, amount: progress) }
            let tolerance = TravelCrossings.tolerance * SelfContactSearch.size(of: blended)
            let whole = SelfContactSearch(segments: blended, isClosed: true, tolerance: tolerance).crossing != nil
            let pruned = SelfContactSearch(segments: blended, isClosed: true, tolerance: tolerance, alone: alone, pairs: pairs).crossing != nil
            #expect(whole == pruned, "seed \(seed) at \(progress): whole \(whole), pruned \(pruned)")
            crossingFrames += whole ? 1 : 0
        }
        #expect(TravelCrossings.cross(from: ContourSegments(source), to: ContourSegments(target), isClosed: true) == (crossingFrames > 0))
        // A clean ring sliding along a clean ring rules out everything but neighbours.
        if wildness == 0 && seed % 3 != 0 { #expect(crossingFrames == 0 && alone.isEmpty) }
    }

    @Test("every sixtieth is checked once, halves and quarters first")
    func progressOrder() {
        #expect(Set(TravelCrossings.exactProgress) == Set((1..<60).map { Double($0) / 60 }))
        #expect(TravelCrossings.exactProgress.count == 59)
        #expect(Array(TravelCrossings.exactProgress.prefix(3)) == [0.5, 0.25, 0.75])
    }
}
