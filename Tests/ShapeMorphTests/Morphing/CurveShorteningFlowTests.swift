import Foundation
import Testing
@testable import ShapeMorph

/// Curve-shortening flow of a polygon: it rounds a simple outline without
/// crossing it, keeps its area, and follows each point of the outline.
@Suite("Curve-shortening flow")
struct CurveShorteningFlowTests {
    /// A star of `points` points, radii 10 and 50, about (100, 100).
    static func star(points: Int) -> Contour {
        Contour(closedThrough: (0..<2 * points).map { index in
            let angle = Double(index) * .pi / Double(points), radius = index.isMultiple(of: 2) ? 50.0 : 10
            return Point(x: 100 + radius * cos(angle), y: 100 + radius * sin(angle))
        })
    }

    /// The flow of `contour` from `count` points, stepped until convex.
    static func convexFlow(of contour: Contour, count: Int) throws -> CurveShorteningFlow {
        var flow = try #require(CurveShorteningFlow(ArcLengthTable(contour), count: count))
        while !flow.isConvex {
            let stepped = flow.step()
            try #require(stepped)
        }
        return flow
    }

    @Test("a deep star becomes convex, simple at every step on the way, its area kept to 1e-9")
    func star() throws {
        let table = ArcLengthTable(Self.star(points: 7))
        var flow = try #require(CurveShorteningFlow(table, count: 128))
        let area = abs(PolygonArea(flow.points).signedArea)
        #expect(!flow.isConvex)
        var steps = 0
        while !flow.isConvex {
            let stepped = flow.step()
            #expect(stepped)
            steps += 1
            if steps.isMultiple(of: 100) {
                #expect(Contour(closedThrough: flow.points).selfIntersection() == nil, "crosses itself after \(steps) steps")
            }
            try #require(steps < 100_000)
        }
        #expect(abs(abs(PolygonArea(flow.points).signedArea) - area) <= 1e-9 * area)
        #expect(Contour(closedThrough: flow.points).selfIntersection() == nil)
    }

    @Test("points followed by their place on the original outline stay in order round it")
    func material() throws {
        let flow = try Self.convexFlow(of: Self.star(points: 5), count: 128)
        // Tips and notches, in order: on the convex outline their angles about its centre still go round once.
        let fractions = (0..<10).map { Double($0) / 10 + 0.03 }
        let followed = flow.points(at: fractions, perimeterWeight: 0)
        let centre = PolygonArea(flow.points).centroid
        var turned = 0.0
        for index in followed.indices {
            let (a, b) = (followed[index] - centre, followed[(index + 1) % followed.count] - centre)
            let turn = atan2(a.cross(b), a.dot(b))
            #expect(turn > 0, "point \(index) goes back")
            turned += turn
        }
        #expect(abs(turned - 2 * .pi) <= 1e-9)
    }

    @Test("points followed by their fraction of the perimeter lie that far round the flowed outline, evenly where material bunches; half way, between")
    func perimeter() throws {
        let flow = try Self.convexFlow(of: Self.star(points: 5), count: 256)
        // The flowed polygon's perimeter measured from its first vertex, which keeps material position 0.
        let outline = ArcLengthTable(Contour(closedThrough: flow.points))
        let fractions = (0..<40).map { Double($0) / 40 }
        for (fraction, point) in zip(fractions, flow.points(at: fractions, perimeterWeight: 1)) {
            // Vertices are spaced evenly up to what one step moves them: 1e-3 of the perimeter.
            let expected = outline.point(at: fraction)
            #expect((point - expected).length <= 1e-3 * outline.totalLength, "fraction \(fraction)")
        }
        // The same fractions followed as material are spread unevenly: the tips' material shrinks into the rounded outline.
        func gaps(_ points: [Point]) -> [Double] { points.indices.map { (points[($0 + 1) % points.count] - points[$0]).length } }
        let even = gaps(flow.points(at: fractions, perimeterWeight: 1)), material = gaps(flow.points(at: fractions, perimeterWeight: 0))
        #expect(even.max()! / even.min()! < 1.01)
        #expect(material.max()! / material.min()! > 2)
        // Half way between, the spread is between the two.
        let half = gaps(flow.points(at: fractions, perimeterWeight: 0.5))
        #expect(half.max()! / half.min()! > 1.01 && half.max()! / half.min()! < material.max()! / material.min()!)
    }

    @Test("a convex polygon is convex before any step; a contour enclosing nothing does not flow")
    func convexAndFlat() {
        let square = Contour(closedThrough: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
        #expect(CurveShorteningFlow(ArcLengthTable(square), count: 64)?.isConvex == true)
        let flat = Contour(closedThrough: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 0)])
        #expect(CurveShorteningFlow(ArcLengthTable(flat), count: 64) == nil)
    }

    @Test("a thin band does not melt into a path: the flow would eat it from its ends long before rounding it")
    func thinBand() {
        // A U of width 2 and arms 40 long into a disc: both closed, equally many segments.
        let band = Contour(closedThrough: [Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 38), Point(x: 28, y: 38),
                                           Point(x: 28, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 40), Point(x: 0, y: 40)])
        let disc = Contour(closedThrough: (0..<8).map { Point(x: 15 + 15 * cos(Double($0) * .pi / 4), y: 20 + 15 * sin(Double($0) * .pi / 4)) })
        #expect(BentTravel(flowingFrom: Array(band.segments), to: Array(disc.segments)) == nil)
        #expect(BentTravel(flowingFrom: Array(disc.segments), to: Array(band.segments)) == nil)
    }
}
