import Testing
@testable import ShapeMorph

/// The defects real icons showed, as small shapes: holes under either fill
/// rule, more contours on one side, open ↔ closed, nothing paired.
@Suite("Morph on real-icon structures")
struct MorphRealShapeTests {
    /// A circle of four quarter arcs, clockwise on screen (or not).
    static func circle(x: Double, y: Double, r: Double, clockwise: Bool = true) -> Contour {
        let k = 0.5522847498 * r
        let c = Contour(segments: [
            AnimatableCubicCurve(start: Point(x: x + r, y: y), control1: Point(x: x + r, y: y + k),
                                 control2: Point(x: x + k, y: y + r), end: Point(x: x, y: y + r)),
            AnimatableCubicCurve(start: Point(x: x, y: y + r), control1: Point(x: x - k, y: y + r),
                                 control2: Point(x: x - r, y: y + k), end: Point(x: x - r, y: y)),
            AnimatableCubicCurve(start: Point(x: x - r, y: y), control1: Point(x: x - r, y: y - k),
                                 control2: Point(x: x - k, y: y - r), end: Point(x: x, y: y - r)),
            AnimatableCubicCurve(start: Point(x: x, y: y - r), control1: Point(x: x + k, y: y - r),
                                 control2: Point(x: x + r, y: y - k), end: Point(x: x + r, y: y)),
        ], isClosed: true)
        return clockwise ? c : c.reversed()
    }

    static func square(_ minX: Double, _ minY: Double, _ size: Double) -> Contour {
        Contour(closedThrough: [Point(x: minX, y: minY), Point(x: minX + size, y: minY),
                                Point(x: minX + size, y: minY + size), Point(x: minX, y: minY + size)])
    }

    /// A 100-unit square with a 30-unit square hole drawn the same way: a hole
    /// only under the even-odd rule, as exported icons often draw it.
    static let evenOddDonut = Shape(contours: [square(0, 0, 100), square(35, 35, 30)], fillRule: .evenOdd)
    static let disc = Shape(contours: [circle(x: 50, y: 50, r: 50)])
    static let ring = Shape(contours: [circle(x: 50, y: 50, r: 45), circle(x: 50, y: 50, r: 25, clockwise: false)])

    /// The share of grid points where two shapes disagree about being filled.
    /// Shapes that fill alike disagree only at a point or two next to a curve,
    /// which the flattening of differently cut curves puts on either side: a
    /// filled hole would be hundreds.
    static func fillDisagreement(_ a: Shape, _ b: Shape) -> Double {
        var differing = 0
        for i in 0..<60 {
            for j in 0..<60 {
                let point = Point(x: -10 + Double(i) * 2.03 + 0.37, y: -10 + Double(j) * 2.03 + 0.41)
                if a.contains(point) != b.contains(point) { differing += 1 }
            }
        }
        return Double(differing) / 3600
    }

    /// The filled area of a frame (every frame is drawn under the nonzero
    /// rule with outlines clockwise and holes counterclockwise).
    static func area(_ shape: Shape) -> Double { shape.signedArea }

    @Test("even-odd donut → circle: the ends fill like the inputs, one fill rule, the hole closes without a pop")
    func evenOddDonutToCircle() {
        let morph = Morph(from: Self.evenOddDonut, to: Self.disc)
        #expect(Self.fillDisagreement(morph.shape(at: 0), Self.evenOddDonut) <= 0.002)
        #expect(Self.fillDisagreement(morph.shape(at: 1), Self.disc) <= 0.002)
        let rules = Set((0...60).map { morph.shape(at: Double($0) / 60).fillRule })
        #expect(rules == [.nonZero])
        let meanArea = (Self.area(morph.shape(at: 0)) + Self.area(morph.shape(at: 1))) / 2
        for step in 0..<60 {
            let jump = abs(Self.area(morph.shape(at: Double(step + 1) / 60)) - Self.area(morph.shape(at: Double(step) / 60)))
            #expect(jump <= 0.08 * meanArea, "area jumps by \(jump) at step \(step)")
        }
        // The hole is paired with nothing and buds on the circle's outline.
        #expect(morph.matches.count == 2)
    }

    @Test("even-odd donut → ring: outline to outline, hole to hole")
    func donutToRing() {
        let morph = Morph(from: Self.evenOddDonut, to: Self.ring)
        let pairs = Set(morph.matches.map(\.pair))
        #expect(pairs == [ContourPair(source: 0, target: 0), ContourPair(source: 1, target: 1)])
        #expect(Self.fillDisagreement(morph.shape(at: 1), Self.ring) <= 0.002)
        for step in 1...9 {
            let frame = morph.shape(at: Double(step) / 10)
            #expect(frame.contours.map { $0.signedArea > 0 } == [true, false], "at \(Double(step) / 10)")
        }
    }

    @Test("a nonzero outline drawn counterclockwise with its hole keeps its hole at progress 1")
    func counterclockwiseTargetKeepsItsHole() {
        let octagonLike = Shape(contours: [Self.circle(x: 50, y: 50, r: 50, clockwise: false), Self.circle(x: 50, y: 50, r: 40)])
        let bars = Shape(contours: [Contour(segments: [
            AnimatableCubicCurve(lineFrom: Point(x: 0, y: 20), to: Point(x: 100, y: 30)),
            AnimatableCubicCurve(lineFrom: Point(x: 100, y: 30), to: Point(x: 100, y: 70)),
            AnimatableCubicCurve(lineFrom: Point(x: 100, y: 70), to: Point(x: 0, y: 80)),
        ], isClosed: false)])
        let morph = Morph(from: bars, to: octagonLike)
        #expect(Self.fillDisagreement(morph.shape(at: 1), octagonLike) <= 0.002)
        #expect(Self.fillDisagreement(morph.shape(at: 0), bars) <= 0.002)
    }

    @Test("open polyline → circle: paired, the ends close up at a seam")
    func openToClosed() {
        let polyline = Shape(contours: [Contour(segments: [
            AnimatableCubicCurve(lineFrom: Point(x: 10, y: 50), to: Point(x: 50, y: 10)),
            AnimatableCubicCurve(lineFrom: Point(x: 50, y: 10), to: Point(x: 90, y: 50)),
        ], isClosed: false)])
        for (from, to) in [(polyline, Self.disc), (Self.disc, polyline)] {
            let morph = Morph(from: from, to: to)
            #expect(morph.matches.map(\.pair) == [ContourPair(source: 0, target: 0)])
            let open = from.contours[0].isClosed ? morph.matchedTarget.contours[0] : morph.matchedSource.contours[0]
            let closed = from.contours[0].isClosed ? morph.matchedSource.contours[0] : morph.matchedTarget.contours[0]
            #expect(!open.isClosed && closed.isClosed)
            // The open contour's two ends both meet the seam, where the closed one starts.
            #expect(open.segments.first!.start == polyline.contours[0].segments.first!.start)
            #expect(open.segments.last!.end == polyline.contours[0].segments.last!.end)
            #expect(closed.segments.first!.start == closed.segments.last!.end)
            #expect(!morph.shape(at: 0.5).contours[0].isClosed)
            #expect(morph.shape(at: from.contours[0].isClosed ? 0 : 1).contours[0].isClosed)
        }
    }

    @Test("zero-length segments are dropped and an open contour whose ends meet is matched closed")
    func tidiedInputs() {
        // Open, ending in a zero-length segment (`M2 2 L20 2 L20 20 h0`), to a line.
        let hook = Shape(contours: [Contour(segments: [
            AnimatableCubicCurve(lineFrom: Point(x: 2, y: 2), to: Point(x: 20, y: 2)),
            AnimatableCubicCurve(lineFrom: Point(x: 20, y: 2), to: Point(x: 20, y: 20)),
            AnimatableCubicCurve(lineFrom: Point(x: 20, y: 20), to: Point(x: 20, y: 20)),
        ], isClosed: false)])
        let line = Shape(contours: [Contour(segments: [
            AnimatableCubicCurve(lineFrom: Point(x: 2, y: 2), to: Point(x: 22, y: 22))], isClosed: false)])
        for (from, to) in [(hook, line), (line, hook)] {
            let morph = Morph(from: from, to: to)
            #expect(morph.matchedSource.contours[0].segments.allSatisfy { !$0.isDegenerate })
            #expect(morph.matchedTarget.contours[0].segments.allSatisfy { !$0.isDegenerate })
            // The ends are the inputs' ends (a contour may run either way).
            for (frame, input) in [(morph.shape(at: 0), from), (morph.shape(at: 1), to)] {
                let ends = { (c: Contour) in Set([c.segments.first!.start, c.segments.last!.end]) }
                #expect(ends(frame.contours[0]) == ends(input.contours[0]))
            }
        }
        // A square drawn without `Z`, back to its first point, repeating it.
        let corners = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 0)]
        let unclosed = Shape(contours: [Contour(segments: (0..<4).map {
            AnimatableCubicCurve(lineFrom: corners[$0], to: corners[$0 + 1])
        } + [AnimatableCubicCurve(lineFrom: corners[4], to: corners[4])], isClosed: false)])
        let morph = Morph(from: unclosed, to: Self.disc)
        #expect(morph.matchedSource.contours[0].isClosed)
        #expect(morph.shape(at: 0.5).contours[0].isClosed)
        #expect(Self.fillDisagreement(morph.shape(at: 0), unclosed) < 0.001)
    }

    @Test("unfilled shapes: open contours run the way their points travel least, and mirrored zigzags do not fold")
    func unfilledOrientation() {
        // Feather's trending-up and trending-down: mirror images, drawn from opposite ends.
        func polyline(_ points: [(Double, Double)]) -> Contour {
            Contour(segments: points.indices.dropLast().map {
                AnimatableCubicCurve(lineFrom: Point(x: points[$0].0, y: points[$0].1),
                                     to: Point(x: points[$0 + 1].0, y: points[$0 + 1].1))
            }, isClosed: false)
        }
        let up = Shape(contours: [polyline([(23, 6), (13.5, 15.5), (8.5, 10.5), (1, 18)])])
        let down = Shape(contours: [polyline([(1, 6), (8.5, 13.5), (13.5, 8.5), (23, 18)])])
        let morph = Morph(from: up, to: down, options: MorphOptions(isFilled: false))
        #expect(morph.matches[0].isTargetReversed)
        for step in 1...9 {
            #expect(morph.shape(at: Double(step) / 10).contours[0].selfIntersection() == nil)
        }
        // Filled, the fill decides: the closing chords run the same way, nothing is reversed.
        #expect(!Morph(from: up, to: down).matches[0].isTargetReversed)
    }

    @Test("more contours on one side: every contour of the smaller side is paired, the rest bud on a paired outline")
    func budding() {
        let dots = Shape(contours: [Self.circle(x: 20, y: 20, r: 8), Self.circle(x: 80, y: 20, r: 8), Self.circle(x: 50, y: 80, r: 8)])
        let farSquare = Shape(contours: [Self.square(200, 200, 60)])
        for (from, to) in [(dots, farSquare), (farSquare, dots)] {
            let morph = Morph(from: from, to: to)
            #expect(morph.matches.filter { $0.pair.source != nil && $0.pair.target != nil }.count == 1)
            for (p, q) in zip(morph.matchedSource.contours, morph.matchedTarget.contours) {
                for (collapsed, end) in [(p, morph.matchedSource), (q, morph.matchedTarget)]
                where collapsed.segments.allSatisfy(\.isDegenerate) {
                    let point = collapsed.startPoint!
                    let onOutline = end.contours.contains { contour in
                        !contour.segments.allSatisfy(\.isDegenerate)
                            && contour.flattened(piecesPerSegment: 64).contains { $0.distance(to: point) < 0.5 }
                    }
                    #expect(onOutline, "a bud at \(point) lies on no outline")
                }
            }
        }
    }

    @Test("nonZeroEquivalent: even-odd holes turn counterclockwise; overlapping even-odd contours have none")
    func nonZeroEquivalent() {
        let donut = Self.evenOddDonut.nonZeroEquivalent()!
        #expect(donut.fillRule == .nonZero)
        #expect(donut.contours.map(\.winding) == [.clockwise, .counterclockwise])
        let overlapping = Shape(contours: [Self.square(0, 0, 60), Self.square(40, 40, 60)], fillRule: .evenOdd)
        #expect(overlapping.nonZeroEquivalent() == nil)
        let counterclockwise = Shape(contours: [Self.circle(x: 0, y: 0, r: 10, clockwise: false)])
        #expect(counterclockwise.nonZeroEquivalent()!.contours[0].winding == .clockwise)
    }

    @Test("winding numbers and containment under both rules")
    func containment() {
        let nested = Shape(contours: [Self.square(0, 0, 100), Self.square(35, 35, 30)], fillRule: .nonZero)
        #expect(nested.windingNumber(at: Point(x: 50, y: 50)) == 2)
        #expect(nested.windingNumber(at: Point(x: 10, y: 10)) == 1)
        #expect(nested.windingNumber(at: Point(x: 150, y: 50)) == 0)
        #expect(nested.contains(Point(x: 50, y: 50)))
        #expect(!Self.evenOddDonut.contains(Point(x: 50, y: 50)))
        #expect(Self.evenOddDonut.contains(Point(x: 10, y: 50)))
    }
}
