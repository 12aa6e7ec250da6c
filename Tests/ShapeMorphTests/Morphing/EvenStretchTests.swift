import Foundation
import Testing
@testable import ShapeMorph

/// Matches whose in-betweens pass a piece of the outline through a point
/// give way to ones that do not, measured on the morph's frames by arc
/// lengths of densely flattened segments, not by the engine's own estimate.
@Suite("Even stretch")
struct EvenStretchTests {
    /// A bar (Remix Icon's text line) and a wedge whose top edge is a
    /// sliver, 0.3 % of its outline (the "AI" spark's cut of Remix Icon's
    /// clapperboard): pairing the bar's four corners with the wedge's four
    /// shrinks the bar's whole top edge to that sliver.
    static let bar = Shape(contours: [Contour(closedThrough: [
        Point(x: 8, y: 15), Point(x: 16, y: 15), Point(x: 16, y: 17), Point(x: 8, y: 17),
    ])])
    static let wedge = Shape(contours: [Contour(segments: [
        AnimatableCubicCurve(lineFrom: Point(x: 14.3075, y: 3), to: Point(x: 14.3414, y: 3)),
        AnimatableCubicCurve(start: Point(x: 14.3414, y: 3), control1: Point(x: 14.1203, y: 3.62556),
                             control2: Point(x: 14, y: 4.29873), end: Point(x: 14, y: 5)),
        AnimatableCubicCurve(start: Point(x: 14, y: 5), control1: Point(x: 14, y: 5.70127),
                             control2: Point(x: 14.1203, y: 6.37444), end: Point(x: 14.3414, y: 7)),
        AnimatableCubicCurve(lineFrom: Point(x: 14.3414, y: 7), to: Point(x: 11.9981, y: 7)),
        AnimatableCubicCurve(lineFrom: Point(x: 11.9981, y: 7), to: Point(x: 14.3075, y: 3)),
    ], isClosed: true)])

    /// The largest |ln| of a segment's change of arc length over its
    /// contour's between frames a sixtieth apart, for segments of at least
    /// a hundredth of their contour at both (each segment's length from 64
    /// chords).
    static func largestUnevenStretch(_ morph: Morph) -> Double {
        func lengths(_ progress: Double) -> [[Double]] {
            morph.shape(at: progress).contours.map { contour in
                contour.segments.map { segment in
                    (1...64).reduce(0) { sum, index in
                        sum + segment.point(at: Double(index - 1) / 64).distance(to: segment.point(at: Double(index) / 64))
                    }
                }
            }
        }
        var largest = 0.0, before = lengths(0)
        for step in 1...60 {
            let after = lengths(Double(step) / 60)
            for (a, b) in zip(before, after) {
                let (totalA, totalB) = (a.reduce(0, +), b.reduce(0, +))
                for (x, y) in zip(a, b) where x >= 0.01 * totalA && y >= 0.01 * totalB {
                    largest = max(largest, abs(log((y / totalB) / (x / totalA))))
                }
            }
            before = after
        }
        return largest
    }

    @Test("a bar into a wedge with a sliver of an edge: no piece of the outline passes through a point")
    func barIntoWedge() {
        // Its four corners paired with the wedge's, 0.57.
        let stretch = Self.largestUnevenStretch(Morph(from: Self.bar, to: Self.wedge))
        #expect(stretch <= 0.3, "largest uneven stretch \(stretch)")
    }

    @Test("the engine's estimate: 0 for a copy moved and grown, as measured on the bar into the wedge; a forced start keeps its match")
    func estimate() {
        let square = Contour(closedThrough: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)])
        let grown = square.transformed(by: .scale(x: 3, y: 3).followed(by: .translation(dx: 5, dy: 2)))
        let copy = ContourCorrespondence(source: ArcLengthTable(square), target: ArcLengthTable(grown), options: MorphOptions(),
                                         startOverride: nil)
        #expect(copy.unevenStretch < 1e-9)
        // Areas 1 and 9, and 4 half way: (5 − 4) / 9 from the line.
        #expect(abs(copy.midwayAreaDrift - 1.0 / 9) < 1e-9)

        let bar = ArcLengthTable(Self.bar.contours[0]), wedge = ArcLengthTable(Self.wedge.contours[0])
        let chosen = ContourCorrespondence(source: bar, target: wedge, options: MorphOptions(), startOverride: nil)
        let measured = Self.largestUnevenStretch(Morph(from: Self.bar, to: Self.wedge))
        #expect(abs(chosen.unevenStretch - measured) < 1e-3, "estimate \(chosen.unevenStretch), measured \(measured)")

        // Started on the wedge's last joint, a side turns over; a forced
        // start is the caller's match and is kept so.
        let forced = ContourCorrespondence(source: bar, target: wedge, options: MorphOptions(), startOverride: 3)
        #expect(forced.unevenStretch > ContourCorrespondence.evenStretch)
    }
}
