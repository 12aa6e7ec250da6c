import Foundation
import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("ContourSegments: polylines kept as their points")
struct ContourSegmentsTests {
    static let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
    static let lines = zip(square, square.dropFirst() + [square[0]]).map { AnimatableCubicCurve(lineFrom: $0, to: $1) }

    @Test("exact straight cubics are kept as points and read back bit for bit; anything else stays cubics")
    func storage() {
        let polyline = ContourSegments(Self.lines)
        #expect(polyline.polylinePoints == Self.square + [Self.square[0]])
        #expect(Array(polyline).map(\.control1.x.bitPattern) == Self.lines.map(\.control1.x.bitPattern))
        #expect(Array(polyline).map(\.control2.y.bitPattern) == Self.lines.map(\.control2.y.bitPattern))
        // A control point a rounding step off the third is a curve, however straight it looks.
        var nudged = Self.lines
        nudged[2].control1.x = nudged[2].control1.x.nextUp
        #expect(ContourSegments(nudged).polylinePoints == nil)
        #expect(ContourSegments(nudged).storedCurves == nudged)
        // Straight cubics that do not join are not a polyline.
        #expect(ContourSegments([Self.lines[0], Self.lines[2]]).polylinePoints == nil)
        #expect(ContourSegments([]).isEmpty && ContourSegments([]).polylinePoints == nil)
    }

    @Test("appending keeps points while segments are straight and join, then turns every segment into a cubic")
    func appending() {
        var segments = ContourSegments()
        for line in Self.lines.prefix(3) { segments.append(line) }
        #expect(segments.polylinePoints?.count == 4)
        let curve = AnimatableCubicCurve(start: Self.square[3], control1: Point(x: -5, y: 8), control2: Point(x: -5, y: 2),
                                         end: Self.square[0])
        segments.append(curve)
        #expect(segments.polylinePoints == nil)
        #expect(Array(segments) == Array(Self.lines.prefix(3)) + [curve])
        segments.moveLastEnd(to: Point(x: 1, y: 1))
        #expect(segments.last?.end == Point(x: 1, y: 1) && segments.last?.control1 == curve.control1)
    }

    @Test("equal segments are equal and hash alike however they are kept")
    func equality() {
        let polyline = ContourSegments(Self.lines)
        var curves = ContourSegments()
        curves.withStoredCurves { $0 = Self.lines }
        #expect(polyline.polylinePoints != nil && curves.polylinePoints == nil)
        #expect(polyline == curves)
        #expect(polyline.hashValue == curves.hashValue)
        #expect(polyline != ContourSegments(Array(Self.lines.dropLast())))
        #expect(Contour(segments: polyline, isClosed: true) == Contour(closedThrough: Self.square))
    }

    @Test("a polyline reversed or started elsewhere is a polyline through the same points")
    func reversalAndRotation() {
        let contour = Contour(closedThrough: Self.square)
        let reversed = contour.reversed()
        #expect(reversed.segments.polylinePoints == [Self.square[0], Self.square[3], Self.square[2], Self.square[1], Self.square[0]])
        #expect(reversed.startPoint == contour.startPoint)
        for index in 0..<4 {
            let rotated = contour.rotated(toStartAt: index)
            #expect(rotated.segments.polylinePoints?.count == 5)
            #expect(Array(rotated.segments) == Array(contour.segments[index...]) + Array(contour.segments[..<index]))
        }
    }

    @Test("morphing polygons keeps polylines: cut pieces of straight segments are straight, and so are the frames")
    func polygonsMorphAsPolylines() throws {
        // A 40-gon into a 7-gon: pieces are cut inside the 7-gon's sides.
        let many = Contour(closedThrough: (0..<40).map { Point(x: 50 + 40 * cos(Double($0) * .pi / 20), y: 50 + 40 * sin(Double($0) * .pi / 20)) })
        let few = Contour(closedThrough: (0..<7).map { Point(x: 50 + 30 * cos(Double($0) * .pi / 3.5), y: 50 + 30 * sin(Double($0) * .pi / 3.5)) })
        let morph = Morph(from: Shape(contours: [many]), to: Shape(contours: [few]))
        let (source, target) = (morph.matchedSource.contours[0], morph.matchedTarget.contours[0])
        #expect(source.segments.count > 40)
        #expect(source.segments.polylinePoints != nil && target.segments.polylinePoints != nil)
        // The 7-gon's pieces lie on its sides.
        for piece in target.segments {
            let side = few.segments.map { ($0.end - $0.start).cross(piece.end - $0.start) / ($0.end - $0.start).length }
            #expect(side.contains { abs($0) < 1e-9 })
        }
        let frame = morph.shape(at: 0.3).contours[0]
        #expect(frame.segments.polylinePoints != nil)
        for (index, segment) in frame.segments.enumerated() {
            let a = source.segments[index], b = target.segments[index]
            expectClose((segment.start - a.start.lerp(to: b.start, 0.3)).length, 0, absolute: 1e-12)
        }
        #expect(morph.shape(at: 0).contours[0] == source && morph.shape(at: 1).contours[0] == target)
    }
}
