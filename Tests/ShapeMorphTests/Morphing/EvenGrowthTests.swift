import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

/// Contours without a partner grow out of a point, or shrink into one,
/// evenly in area.
@Suite("Contours growing evenly")
struct EvenGrowthTests {
    /// A closed polygon through `points`, clockwise on screen as given.
    static func polygon(_ points: [(Double, Double)]) -> Contour {
        Contour(closedThrough: points.map { Point(x: $0.0, y: $0.1) })
    }

    static let square = polygon([(0, 0), (30, 0), (30, 30), (0, 30)])
    /// A 40 × 20 rectangle far right of the square.
    static let rectangle = polygon([(200, 0), (240, 0), (240, 20), (200, 20)])

    /// The contours of `morph` whose `side` (source or target) is collapsed
    /// to a point.
    static func unpaired(in morph: Morph, collapsedAtSource: Bool) -> [Int] {
        let collapsed = collapsedAtSource ? morph.matchedSource : morph.matchedTarget
        return collapsed.contours.indices.filter { collapsed.contours[$0].segments.allSatisfy(\.isDegenerate) }
    }

    @Test("a contour without a partner grows as a copy of itself whose area grows evenly: exact at the bends, within a 16th between")
    func growsEvenly() throws {
        let morph = Morph(from: Shape(contours: [Self.square]), to: Shape(contours: [Self.square, Self.rectangle]))
        let grown = try #require(Self.unpaired(in: morph, collapsedAtSource: true).first)
        #expect(morph.bends == [0.25, 0.5, 0.75])
        let area = abs(Self.rectangle.signedArea)
        for step in 1..<16 {
            let progress = Double(step) / 16
            let contour = morph.shape(at: progress).contours[grown]
            let drawn = abs(contour.signedArea)
            if step.isMultiple(of: 4) {
                expectClose(drawn, progress * area, relative: 1e-9)
            } else {
                // Between bends the scale is blended straight: at most a
                // sixteenth of the area under the even line, half way
                // along the first piece.
                #expect(drawn <= progress * area + 1e-9 && drawn >= progress * area - area / 16 - 1e-9, "\(progress): \(drawn)")
            }
            // A copy of the rectangle: twice as wide as it is high.
            let bounds = try #require(contour.bounds)
            expectClose(bounds.width, 2 * bounds.height, relative: 1e-9)
        }
        // The square, paired with itself, stays still.
        #expect(morph.shape(at: 0.3).contours[1 - grown] == morph.matchedSource.contours[1 - grown])
    }

    @Test("an outline without a partner shrinks evenly with its hole, which stays inside it")
    func shrinksWithItsHole() throws {
        let hole = Self.polygon([(210, 5), (210, 15), (230, 15), (230, 5)])
        let morph = Morph(from: Shape(contours: [Self.square, Self.rectangle, hole]), to: Shape(contours: [Self.square]))
        let shrunk = Self.unpaired(in: morph, collapsedAtSource: false)
        try #require(shrunk.count == 2)
        let drawn = abs(Self.rectangle.signedArea) - abs(hole.signedArea)
        for progress in [0.25, 0.5, 0.75] {
            let frame = morph.shape(at: progress)
            let (outer, inner) = (frame.contours[shrunk[0]], frame.contours[shrunk[1]])
            expectClose(abs(outer.signedArea) - abs(inner.signedArea), (1 - progress) * drawn, relative: 1e-9)
            let (a, b) = (try #require(outer.bounds), try #require(inner.bounds))
            #expect(b.minX > a.minX && b.maxX < a.maxX && b.minY > a.minY && b.maxY < a.maxY, "\(progress): \(a) \(b)")
        }
    }

    @Test("a hole opening inside a paired outline that stays as it is grows evenly too, inside it all the way")
    func holeInPairedOutline() throws {
        let hole = Self.polygon([(10, 10), (10, 20), (20, 20), (20, 10)])
        let morph = Morph(from: Shape(contours: [Self.square]), to: Shape(contours: [Self.square, hole]))
        let opened = try #require(Self.unpaired(in: morph, collapsedAtSource: true).first)
        #expect(morph.bends == [0.25, 0.5, 0.75])
        for progress in [0.25, 0.5, 0.75] {
            expectClose(abs(morph.shape(at: progress).contours[opened].signedArea), progress * abs(hole.signedArea), relative: 1e-9)
        }
    }

    /// A square of `side` at the origin, clockwise on screen.
    static func square(side: Double) -> Contour {
        polygon([(0, 0), (side, 0), (side, side), (0, side)])
    }

    @Test("a hole inside a paired outline grows evenly only where that brings the shape's area half way nearer the mean of its ends'")
    func evenGrowthBringsAreaNearer() {
        let hole = Self.polygon([(3, 3), (3, 7), (7, 7), (7, 3)])
        let anchor = Point(x: 0, y: 5)
        let path = BentTravel(growing: hole, outOf: anchor)
        func chosen(outlineFrom source: Contour, to target: Contour) -> Bool {
            var paths: [Int: BentTravel] = [:]
            BentTravel.growEvenly([(contour: 1, path: path)], in: &paths, source: [source, Morph.collapsed(hole, at: anchor)],
                                  target: [target, hole])
            return paths[1] != nil
        }
        // An outline that stays: 100 half way, the hole's 16 taking 4 at
        // the straight pace and 8 evenly, against the ends' mean of 92.
        #expect(chosen(outlineFrom: Self.square(side: 10), to: Self.square(side: 10)))
        // An outline shrinking from 30 to 10 a side is 400 half way, below
        // the ends' mean of 492 less the hole: the hole's straight pace,
        // taking 4 (396), is nearer than its even one (392).
        #expect(!chosen(outlineFrom: Self.square(side: 30), to: Self.square(side: 10)))
    }

    @Test("a hole inside a paired outline keeps the straight pace where growing evenly would take it out of its outline or into another hole")
    func evenGrowthStaysInked() {
        let anchor = Point(x: 15, y: 0)
        func chosen(_ hole: Contour, beside others: [Contour] = []) -> Bool {
            var paths: [Int: BentTravel] = [:]
            let source = [Self.square, Morph.collapsed(hole, at: anchor)] + others
            BentTravel.growEvenly([(contour: 1, path: BentTravel(growing: hole, outOf: anchor))], in: &paths,
                                  source: source, target: [Self.square, hole] + others)
            return paths[1] != nil
        }
        let inside = Self.polygon([(10, 10), (10, 20), (20, 20), (20, 10)])
        #expect(chosen(inside))
        // Sticking out of the square's right side.
        #expect(!chosen(Self.polygon([(20, 10), (20, 20), (40, 20), (40, 10)])))
        // Meeting a hole the square keeps.
        #expect(!chosen(inside, beside: [Self.polygon([(18, 4), (18, 26), (26, 26), (26, 4)])]))
    }
}

/// A hole opening inside a paired outline stays inside it on the way.
@Suite("Holes budding inside their outlines")
struct HoleBuddingTests {
    /// The places of a grid over `bounds` (every `step` units) that the
    /// contours of `shape` wind round negatively: ink the nonzero rule
    /// draws where no contour means it, as where a hole left its outline.
    static func negativelyWound(_ shape: Shape, over bounds: Rect, step: Double) -> [Point] {
        let flattened = FlattenedShape(shape, piecesPerSegment: 32)
        var places: [Point] = []
        for x in stride(from: bounds.minX, through: bounds.maxX, by: step) {
            for y in stride(from: bounds.minY, through: bounds.maxY, by: step) {
                let place = Point(x: x, y: y)
                if flattened.windingNumber(at: place) < 0 { places.append(place) }
            }
        }
        return places
    }

    @Test("a C-shaped band becoming a square ring: the ring's hole opens inside the band, not out of its tip")
    func holeStaysInsideItsOutline() throws {
        let band = EvenGrowthTests.polygon([(0, 0), (100, 0), (100, 20), (20, 20), (20, 80), (55, 80), (55, 100), (0, 100)])
        let outline = EvenGrowthTests.polygon([(0, 0), (100, 0), (100, 100), (0, 100)])
        let hole = EvenGrowthTests.polygon([(45, 45), (45, 75), (75, 75), (75, 45)])
        let morph = Morph(from: Shape(contours: [band]), to: Shape(contours: [outline, hole]))
        try #require(EvenGrowthTests.unpaired(in: morph, collapsedAtSource: true).count == 1)
        for step in 1..<16 {
            let frame = morph.shape(at: Double(step) / 16)
            let bounds = try #require(frame.bounds)
            let stray = Self.negativelyWound(frame, over: bounds, step: 1)
            #expect(stray.isEmpty, "p = \(step)/16: \(stray.count) places wound negatively, as \(stray.prefix(3))")
        }
    }

    @Test("the hole of an outline without a partner shrinks with it, not into another outline's new hole")
    func holeOfUnpairedOutlineStaysWithIt() throws {
        let square = EvenGrowthTests.square
        let hole = EvenGrowthTests.polygon([(10, 10), (10, 20), (20, 20), (20, 10)])
        let ring = EvenGrowthTests.polygon([(200, 0), (240, 0), (240, 40), (200, 40)])
        let ringHole = EvenGrowthTests.polygon([(210, 10), (210, 30), (230, 30), (230, 10)])
        let morph = Morph(from: Shape(contours: [square, ring, ringHole]), to: Shape(contours: [square, hole]))
        // The ring and its hole shrink; the square's hole opens.
        #expect(EvenGrowthTests.unpaired(in: morph, collapsedAtSource: false).count == 2)
        #expect(EvenGrowthTests.unpaired(in: morph, collapsedAtSource: true).count == 1)
        for step in 1..<16 {
            let frame = morph.shape(at: Double(step) / 16)
            let stray = Self.negativelyWound(frame, over: try #require(frame.bounds), step: 1)
            #expect(stray.isEmpty, "p = \(step)/16: \(stray.count) places wound negatively, as \(stray.prefix(3))")
        }
    }
}
