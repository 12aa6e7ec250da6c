import Foundation
import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("Resampling an outline into a smooth chain")
struct ContourResamplingTests {
    @Test("anchors lie on the original outline (within 1e-9 of its size)", arguments: [
        (0.0, UInt64(1)), (0.5, 2), (1.0, 3),
    ])
    func anchorsOnOutline(jitter: Double, seed: UInt64) {
        for contour in [CardSuits.heart, CardSuits.club, MotionFixtures.stroke, MotionFixtures.circle()] {
            let resampled = contour.resampled(anchors: 17, jitter: jitter, seed: seed)
            let size = contour.bounds!.diagonal
            let anchors = resampled.segments.map(\.start) + [resampled.segments.last!.end]
            let worst = anchors.map { MotionFixtures.distance(from: $0, to: contour) }.max()!
            #expect(worst <= 1e-9 * size, "worst anchor is \(worst) off the outline")
        }
    }

    @Test("closed: n segments, the first anchor at the start; open: the ends kept")
    func structure() {
        let closed = CardSuits.heart.resampled(anchors: 10)
        #expect(closed.segments.count == 10 && closed.isClosed && closed.startPoint == CardSuits.heart.startPoint)
        let open = MotionFixtures.stroke.resampled(anchors: 6, jitter: 1, seed: 9)
        #expect(open.segments.count == 5 && !open.isClosed)
        #expect(open.startPoint == MotionFixtures.stroke.startPoint && open.segments.last!.end == MotionFixtures.stroke.segments.last!.end)
    }

    @Test("without jitter the anchors cut the outline into equal slices (within 1e-3)")
    func equalSlices() {
        let contour = CardSuits.club
        let resampled = contour.resampled(anchors: 12)
        let table = ArcLengthTable(contour)
        // Each anchor's arc length along the original, from a fine search.
        let positions = resampled.segments.map { anchor in
            (0...20_000).map { Double($0) / 20_000 }.min { table.point(at: $0).distance(to: anchor.start) < table.point(at: $1).distance(to: anchor.start) }!
        }
        for (index, position) in positions.enumerated() {
            expectClose(position, Double(index) / 12, absolute: 1e-3, "anchor \(index) at \(position)")
        }
    }

    @Test("with jitter each anchor stays inside its own slice, at places set by the seed alone")
    func jitterAndSeed() {
        let contour = MotionFixtures.circle()
        let first = contour.resampled(anchors: 9, jitter: 1, seed: 42)
        #expect(first == contour.resampled(anchors: 9, jitter: 1, seed: 42))
        #expect(first != contour.resampled(anchors: 9, jitter: 1, seed: 43))
        let center = Point(x: 50, y: 50), start = contour.startPoint!
        for (index, segment) in first.segments.enumerated() {
            // Angle from the start, clockwise on screen, in turns.
            var turns = atan2((segment.start - center).cross(start - center) * -1, (segment.start - center).dot(start - center)) / (2 * .pi)
            if turns < -1e-12 { turns += 1 }
            #expect(turns >= Double(index) / 9 - 1e-3 && turns <= Double(index + 1) / 9 + 1e-3, "anchor \(index) at \(turns) turns")
        }
    }

    @Test("a circle resampled at n ≥ 8 anchors stays within 1 % of the circle", arguments: [8, 16, 40])
    func circleStaysRound(anchors: Int) {
        let worst = MotionFixtures.radialError(of: MotionFixtures.circle().resampled(anchors: anchors))
        #expect(worst <= 0.01 * 40, "worst radial error \(worst)")
    }

    @Test("a shape shares its anchors among contours by perimeter, the same for every seed")
    func shapeShares() {
        let big = MotionFixtures.circle(radius: 40), small = MotionFixtures.circle(radius: 10)
        let shape = Shape(contours: [big, small, .zero])
        let resampled = shape.resampled(anchors: 25, jitter: 1, seed: 5)
        #expect(resampled.contours.map(\.segments.count) == [20, 5, 0])
        #expect(shape.resampled(anchors: 25, jitter: 1, seed: 6).contours.map(\.segments.count) == [20, 5, 0])
        #expect(shape.resampled(anchors: 2).contours.map(\.segments.count) == [3, 3, 0])
        #expect(Shape.anchorCounts(sharing: 10, among: [big, big, big].map(ArcLengthTable.init)) == [4, 3, 3])
    }
}
