import Foundation
import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

/// Deep pockets: stretches of a contour that wind far inside its convex hull.
@Suite("Pockets of a contour")
struct PocketsTests {
    /// A disc of radius 50 about (50, 50), 64 chords round, with a slot 8
    /// wide cut from its bottom edge up to `depth` below the top.
    static func slottedDisc(reaching top: Double) -> Contour {
        let center = Point(x: 50, y: 50), radius = 50.0, halfWidth = 4.0
        // From the slot's right edge round to its left, counterclockwise on screen.
        let opening = asin(halfWidth / radius)
        var points: [Point] = []
        for step in 0...64 {
            let angle = .pi / 2 - opening - (2 * .pi - 2 * opening) * Double(step) / 64
            points.append(Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
        points += [Point(x: 50 - halfWidth, y: top), Point(x: 50 + halfWidth, y: top)]
        return Contour(closedThrough: points)
    }

    @Test("a slot reaching the middle is one pocket, its ends at the slot's mouth")
    func slot() throws {
        let pockets = Pockets(ArcLengthTable(Self.slottedDisc(reaching: 40))).stretches
        try #require(pockets.count == 1)
        let table = ArcLengthTable(Self.slottedDisc(reaching: 40))
        for end in [pockets[0].start, pockets[0].end] {
            let point = table.point(at: end - end.rounded(.down))
            // The hull vertices either side of the mouth, on the rim.
            #expect(abs(point.x - 50) <= 8 && point.y >= 97, "\(point)")
        }
    }

    @Test("a shallow notch and a square have none")
    func none() {
        for contour in [Self.slottedDisc(reaching: 95), Contour(closedThrough: [Point(x: 0, y: 0), Point(x: 10, y: 0),
                                                                                 Point(x: 10, y: 10), Point(x: 0, y: 10)])] {
            #expect(Pockets(ArcLengthTable(contour)).stretches.isEmpty)
        }
    }

    @Test("a five-pointed star has a pocket between each two points, deepest first")
    func star() {
        let points = (0..<10).map { index in
            let angle = Double(index) * .pi / 5, radius = index.isMultiple(of: 2) ? 50.0 : 15
            return Point(x: radius * cos(angle), y: radius * sin(angle))
        }
        #expect(Pockets(ArcLengthTable(Contour(closedThrough: points))).stretches.count == 5)
    }

    @Test("a warp grows a target pocket out of one source point, and a source pocket out of one target point")
    func collapsing() throws {
        let warp = PerimeterWarp(uniformFrom: 0.1)
        let grown = try #require(warp.collapsing(targetPocket: (start: 0.3, end: 0.5), at: 0.5))
        // Source 0.2...0.4 mapped onto the pocket; it now comes from source 0.3 alone.
        #expect(grown.u(at: 0.35) == 0.3 && grown.u(at: 0.45) == 0.3)
        #expect(grown.v(at: 0.25) == 0.3 && grown.v(at: 0.35) == 0.5)
        #expect(grown.v(at: 0.1) == 0.2 && grown.v(at: 0.6) == 0.7)
        let shrunk = try #require(warp.collapsing(sourcePocket: (start: 0.3, end: 0.5), at: 0.5))
        #expect(shrunk.v(at: 0.35) == 0.5 && shrunk.v(at: 0.45) == 0.5)
        #expect(shrunk.u(at: 0.45) == 0.3 && shrunk.u(at: 0.55) == 0.5)
        // A pocket over the source's start: source 0.9...1.1 comes from target 1.1 (0.1 a turn on).
        let overStart = try #require(warp.collapsing(sourcePocket: (start: 0.9, end: 1.1), at: 0.5))
        for (u, v) in [(0.0, 0.1), (0.05, 0.1), (0.5, 0.6), (0.95, 1.1), (1.0, 1.1)] {
            expectClose(overStart.v(at: u), v, absolute: 1e-12, "u = \(u)")
        }
        // And over the target's start: target 1.05...1.15 (0.05...0.15 a turn on) from source 1.0, that is 0.
        let targetOverStart = try #require(warp.collapsing(targetPocket: (start: 0.05, end: 0.15), at: 0.5))
        expectClose(targetOverStart.start, 0.15, absolute: 1e-12, "start")
        expectClose(targetOverStart.u(at: 1.1), 1, absolute: 1e-12, "the pocket's middle")
        expectClose(targetOverStart.v(at: 0.5), 0.6, absolute: 1e-12, "outside the pocket")
    }

    @Test("a pocket grows out of the point a share of the way along the stretch the warp maps it onto")
    func collapsingAtShare() throws {
        let warp = PerimeterWarp(uniformFrom: 0.1)
        // Source 0.3...0.5 maps onto target 0.4...0.6; a quarter of the way along is 0.45.
        let shrunk = try #require(warp.collapsing(sourcePocket: (start: 0.3, end: 0.5), at: 0.25))
        for u in [0.31, 0.4, 0.49] { expectClose(shrunk.v(at: u), 0.45, absolute: 1e-12, "u = \(u)") }
        #expect(shrunk.u(at: 0.42) == 0.3 && shrunk.u(at: 0.5) == 0.5)
        expectClose(shrunk.v(at: 0.2), 0.3, absolute: 1e-12, "before the pocket")
        // Target 0.3...0.5 comes from source 0.2...0.4; three quarters of the way along is 0.35.
        let grown = try #require(warp.collapsing(targetPocket: (start: 0.3, end: 0.5), at: 0.75))
        for v in [0.31, 0.4, 0.49] { expectClose(grown.u(at: v), 0.35, absolute: 1e-12, "v = \(v)") }
        #expect(grown.v(at: 0.3) == 0.3 && grown.v(at: 0.38) == 0.5)
    }
}
