import Foundation
import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("Contour")
struct ContourTests {
    @Test("reversed() keeps the start point and traces backwards")
    func reversal() {
        let heart = CardSuits.heart
        let reversed = heart.reversed()
        #expect(reversed.startPoint == heart.startPoint)
        #expect(reversed.reversed() == heart)
        #expect(reversed.winding == .counterclockwise)
    }

    @Test("rotated(toStartAt:) keeps the outline", arguments: 0..<4)
    func rotation(index: Int) {
        let rotated = CardSuits.heart.rotated(toStartAt: index)
        #expect(rotated.startPoint == CardSuits.heart.segments[index].start)
        #expect(rotated.signedArea.isApproximatelyEqual(to: CardSuits.heart.signedArea, absoluteTolerance: 1e-9))
    }

    @Test("perimeter and bounds of the diamond")
    func measurements() {
        let diamond = CardSuits.diamond
        #expect(diamond.bounds == Rect(minX: 0, minY: 0, maxX: 100, maxY: 100))
        let polyline = densePolygon(of: diamond, perSegment: 50_000)
        let dense = zip(polyline, polyline.dropFirst() + [polyline[0]]).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        expectClose(diamond.perimeter(), dense, relative: 1e-6)
    }

    @Test("arithmetic of matched contours keeps joints exact")
    func arithmetic() {
        let halfway = CardSuits.heart.interpolated(towards: CardSuits.diamond, amount: 0.5)
        #expect(halfway.segments.count == 4 && halfway.isClosed)
        #expect(Contour.joinFault(in: halfway.segments, isClosed: true) == nil)
        #expect(CardSuits.heart + .zero == CardSuits.heart)
        #expect(Contour.zero + CardSuits.heart == CardSuits.heart)
        #expect(CardSuits.heart - CardSuits.heart == CardSuits.heart.scaled(by: 0))
    }

    @Test("transformed(by:) maps every point")
    func transform() {
        let moved = CardSuits.heart.transformed(by: .translation(dx: 10, dy: -5))
        #expect(moved.startPoint == Point(x: 60, y: 20))
        let mirrored = CardSuits.heart.transformed(by: .scale(x: -1, y: 1))
        #expect(mirrored.winding == .counterclockwise)
    }

    @Test("decoding validates joints")
    func codable() throws {
        let data = try JSONEncoder().encode(CardSuits.heart)
        #expect(try JSONDecoder().decode(Contour.self, from: data) == CardSuits.heart)
        var broken = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        broken["isClosed"] = true
        var segments = try #require(broken["segments"] as? [[String: Any]])
        segments.removeLast()
        broken["segments"] = segments
        let brokenData = try JSONSerialization.data(withJSONObject: broken)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Contour.self, from: brokenData) }
    }
}
