import Foundation
import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

/// Shapes that only move, grow, stretch or trade corners: every in-between
/// is the ideal one (the moved copy, the interpolated polygon), measured by
/// the Hausdorff distance of densely flattened outlines, not by the
/// engine's own numbers.
@Suite("Motion")
struct MotionTests {
    /// A pair of shapes and the in-between each progress should draw.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: Shape
        var target: Shape
        var ideal: @Sendable (Double) -> Shape
        var testDescription: String { name }

        /// `shape` carried onto its target by `transform`; its in-betweens
        /// are `shape` under the blend of the identity and `transform`
        /// (translation and scale played linearly).
        init(_ name: String, _ shape: Shape, _ transform: ShapeMorph.AffineTransform) {
            self.name = name
            source = shape
            target = shape.transformed(by: transform)
            ideal = { progress in shape.transformed(by: Self.blend(ShapeMorph.AffineTransform.identity, transform, progress)) }
        }

        /// The polygon through `corners` into the polygon through `targetCorners`
        /// (corresponding one by one), drawn from target corner
        /// `targetStart`: in-betweens are the polygons through the blended
        /// corners.
        init(_ name: String, corners: [Point], targetCorners: [Point], targetStart: Int) {
            self.name = name
            source = Shape(contours: [Contour(closedThrough: corners)])
            let count = targetCorners.count
            target = Shape(contours: [Contour(closedThrough: (0..<count).map { targetCorners[($0 + targetStart) % count] })])
            ideal = { progress in
                Shape(contours: [Contour(closedThrough: zip(corners, targetCorners).map { p, q in
                    Point(x: p.x + (q.x - p.x) * progress, y: p.y + (q.y - p.y) * progress)
                })])
            }
        }

        /// `shape` turned by `angle` about `pivot`, then moved by `move`: its
        /// in-betweens are `shape` turned by the share of the angle about its
        /// centre (the mean of its outline by arc length), which travels in a
        /// straight line.
        init(_ name: String, _ shape: Shape, turn angle: Double, about pivot: Point, move: Vector = Vector(dx: 0, dy: 0)) {
            self.name = name
            source = shape
            let turn = ShapeMorph.AffineTransform.rotation(radians: angle, about: pivot)
                .followed(by: .translation(dx: move.dx, dy: move.dy))
            target = shape.transformed(by: turn)
            let centre = outlineCentre(shape), targetCentre = turn.apply(to: outlineCentre(shape))
            ideal = { progress in
                let travelled = Point(x: centre.x + (targetCentre.x - centre.x) * progress,
                                      y: centre.y + (targetCentre.y - centre.y) * progress)
                return shape.transformed(by: ShapeMorph.AffineTransform.rotation(radians: angle * progress, about: centre)
                    .followed(by: .translation(dx: travelled.x - centre.x, dy: travelled.y - centre.y)))
            }
        }

        static func blend(_ a: ShapeMorph.AffineTransform, _ b: ShapeMorph.AffineTransform, _ amount: Double) -> ShapeMorph.AffineTransform {
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * amount }
            return ShapeMorph.AffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                   tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
        }
    }

    static func rectangle(x: Double, y: Double, width: Double, height: Double) -> [Point] {
        [Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height), Point(x: x, y: y + height)]
    }

    /// A circle of four cubics.
    static func circle(centre: Point, radius r: Double, clockwise: Bool = true) -> Contour {
        let k = 0.5522847498 * r, (x, y) = (centre.x, centre.y)
        let quarters = [
            [(x + r, y), (x + r, y + k), (x + k, y + r), (x, y + r)],
            [(x, y + r), (x - k, y + r), (x - r, y + k), (x - r, y)],
            [(x - r, y), (x - r, y - k), (x - k, y - r), (x, y - r)],
            [(x, y - r), (x + k, y - r), (x + r, y - k), (x + r, y)],
        ]
        let contour = CardSuits.closedContour(quarters)
        return clockwise ? contour : contour.reversed()
    }

    static func star(points: Int, centre: Point, outer: Double, inner: Double) -> Contour {
        Contour(closedThrough: (0..<2 * points).map { index in
            let angle = Double(index) * .pi / Double(points) - .pi / 2
            let radius = index.isMultiple(of: 2) ? outer : inner
            return Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        })
    }

    static let tallRectangle = Shape(contours: [Contour(closedThrough: rectangle(x: 20, y: 20, width: 100, height: 160))])
    static let ring = Shape(contours: [circle(centre: Point(x: 60, y: 60), radius: 50),
                                       circle(centre: Point(x: 60, y: 60), radius: 30, clockwise: false)])
    static let icon = Shape(contours: [
        CardSuits.heart,
        CardSuits.diamond.transformed(by: .scale(x: 0.4, y: 0.4).followed(by: .translation(dx: 120, dy: 10))),
        circle(centre: Point(x: 150, y: 90), radius: 12),
    ])

    static let cases: [Case] = [
        Case("rectangle slid 200 to the right", tallRectangle, .translation(dx: 200, dy: 0)),
        Case("rectangle nudged by 5", tallRectangle, .translation(dx: 5, dy: 0)),
        Case("square grown 3 times while it moves",
             Shape(contours: [Contour(closedThrough: Self.rectangle(x: 20, y: 20, width: 40, height: 40))]),
             .scale(x: 3, y: 3).followed(by: .translation(dx: 100, dy: 30))),
        Case("heart moved by (250, 0)", Shape(contours: [CardSuits.heart]), .translation(dx: 250, dy: 0)),
        Case("circle moved and doubled", Shape(contours: [circle(centre: Point(x: 50, y: 50), radius: 40)]),
             .scale(x: 2, y: 2).followed(by: .translation(dx: 150, dy: -60))),
        Case("ring with a hole moved", ring, .translation(dx: 120, dy: 40)),
        Case("star halved and moved", Shape(contours: [star(points: 5, centre: Point(x: 100, y: 100), outer: 80, inner: 32)]),
             .scale(x: 0.5, y: 0.5).followed(by: .translation(dx: 90, dy: 40))),
        Case("club stretched along x", Shape(contours: [CardSuits.club]), .scale(x: 1.6, y: 1)),
        Case("icon of three contours moved and shrunk", icon,
             .scale(x: 0.8, y: 0.8).followed(by: .translation(dx: 300, dy: 100))),
        Case("rectangle into a rectangle of other proportions",
             corners: rectangle(x: 20, y: 20, width: 100, height: 160),
             targetCorners: rectangle(x: 60, y: 80, width: 220, height: 60), targetStart: 2),
        Case("triangle into another triangle",
             corners: [Point(x: 0, y: 0), Point(x: 100, y: 20), Point(x: 30, y: 90)],
             targetCorners: [Point(x: 150, y: 40), Point(x: 230, y: 100), Point(x: 120, y: 160)], targetStart: 1),
        Case("quadrilateral into another quadrilateral",
             corners: [Point(x: 10, y: 10), Point(x: 110, y: 0), Point(x: 120, y: 90), Point(x: 0, y: 110)],
             targetCorners: [Point(x: 60, y: 40), Point(x: 200, y: 60), Point(x: 180, y: 150), Point(x: 80, y: 120)],
             targetStart: 3),
    ]

    static let turns: [Case] = [
        Case("heart turned by 40°", Shape(contours: [CardSuits.heart]), turn: 40 * .pi / 180, about: Point(x: 50, y: 50)),
        Case("rectangle turned a quarter and moved", tallRectangle, turn: -.pi / 2, about: Point(x: 0, y: 0),
             move: Vector(dx: 300, dy: 40)),
        Case("icon of three contours turned by 30° about a corner", icon, turn: .pi / 6, about: Point(x: 0, y: 0)),
        Case("club turned by 170°", Shape(contours: [CardSuits.club]), turn: 170 * .pi / 180, about: Point(x: 80, y: 20)),
    ]

    @Test("every in-between at a quarter, half and three quarters is the ideal one within 2e-3 of the diagonal",
          arguments: cases + turns)
    func inBetweens(_ motion: Case) throws {
        let morph = Morph(from: motion.source, to: motion.target)
        let bounds = try #require(motion.source.bounds), targetBounds = try #require(motion.target.bounds)
        let diagonal = bounds.union(targetBounds).diagonal
        for progress in [0.25, 0.5, 0.75] {
            let distance = outlineDistance(morph.shape(at: progress), motion.ideal(progress)) / diagonal
            #expect(distance <= 2e-3, "p = \(progress): \(distance) of the diagonal from the ideal in-between")
        }
    }
}

extension MotionTests {
    @Test("a turned morph starts and ends on the inputs bit for bit, and names its motion")
    func turnedEnds() throws {
        let motion = Self.turns[0]
        let morph = Morph(from: motion.source, to: motion.target)
        let fitted = try #require(morph.motion)
        expectClose(fitted.turn, 40 * .pi / 180, absolute: 1e-9)
        expectClose(fitted.scale, 1, absolute: 1e-9)
        #expect(fitted.mismatch <= 1e-6)
        let joints = Set(morph.matchedTarget.contours.flatMap { $0.segments.map(\.start) })
        #expect(motion.target.contours[0].segments.allSatisfy { joints.contains($0.start) })
        #expect(morph.matchedSource.contours[0].segments.map(\.start).contains(motion.source.contours[0].segments[0].start))
        #expect(!morph.bends.isEmpty, "a turn is played through keys")
    }

    @Test("shapes that fit themselves turned do not spin: a circle drawn from another start, a square turned a quarter")
    func noSpin() {
        let circle = Shape(contours: [Self.circle(centre: Point(x: 50, y: 50), radius: 40)])
        let square = Shape(contours: [Contour(closedThrough: Self.rectangle(x: 10, y: 10, width: 80, height: 80))])
        for (shape, turn) in [(circle, Double.pi / 3), (square, Double.pi / 2)] {
            let morph = Morph(from: shape, to: shape.transformed(by: .rotation(radians: turn, about: Point(x: 50, y: 50))))
            #expect(morph.motion?.turn == 0)
            #expect(morph.bends.isEmpty)
        }
    }

    @Test("motion .linear never turns, .rigid always plays the fitted turn")
    func motionPolicy() {
        let heart = Shape(contours: [CardSuits.heart]), club = Shape(contours: [CardSuits.club])
        let turnedHeart = heart.transformed(by: .rotation(radians: 1, about: Point(x: 50, y: 50)))
        #expect(Morph(from: heart, to: turnedHeart, options: MorphOptions(motion: .linear)).motion?.turn == 0)
        let rigid = Morph(from: heart, to: club, options: MorphOptions(motion: .rigid))
        #expect(rigid.motion?.turn == rigid.motion?.fittedTurn)
        #expect(Morph(from: heart, to: club).motion?.turn == 0, "heart and club are not one turned")
    }

    @Test("the scale is the ratio of the sizes, each way, also for shapes alike in nothing else")
    func scaleOfUnlikeShapes() throws {
        let heart = Shape(contours: [CardSuits.heart]), club = Shape(contours: [CardSuits.club])
        let bar = Shape(contours: [Contour(closedThrough: Self.rectangle(x: 0, y: 48, width: 200, height: 4))])
        let circle = Shape(contours: [Self.circle(centre: Point(x: 100, y: 50), radius: 58)])
        for (a, b) in [(heart, club), (bar, circle)] {
            let there = try #require(Morph(from: a, to: b).motion?.scale)
            let back = try #require(Morph(from: b, to: a).motion?.scale)
            expectClose(there * back, 1, absolute: 0.02)
            let doubled = try #require(Morph(from: a, to: b.transformed(by: .scale(x: 2, y: 2))).motion?.scale)
            expectClose(doubled / there, 2, absolute: 1e-9)
        }
        // Points spread evenly along the bar's outline lie 58.89 from its
        // centre in root mean square ((400 · (100² / 3 + 2²) + 8 · (100² + 2² / 3)) / 408),
        // the circle's 58 (the fit samples 16 points a contour: 2 % allowed).
        expectClose(try #require(Morph(from: bar, to: circle).motion?.scale), 58 / 58.89, absolute: 0.02)
    }

    /// The left bell of Bootstrap's alarm and alarm-fill: one outline, drawn
    /// from a point of its round side in one and from a corner, the other
    /// way round, in the other (as the importer makes them).
    static let bells: (Contour, Contour) = {
        func contour(_ start: [Double], _ rest: [[Double]]) -> Contour {
            var from = Point(x: start[0], y: start[1])
            return Contour(segments: rest.map { p in
                defer { from = Point(x: p[4], y: p[5]) }
                return AnimatableCubicCurve(start: from, control1: Point(x: p[0], y: p[1]),
                                            control2: Point(x: p[2], y: p[3]), end: Point(x: p[4], y: p[5]))
            }, isClosed: true)
        }
        let alarm = contour([0, 3.5], [
            [-0.00004694187227505253, 2.456910072374521, 0.6475399553953665, 1.5234188261756956, 1.62459023715722, 1.1581663843955634],
            [2.6016405189190737, 0.7929139426154319, 3.7027799486570565, 1.0726757207747712, 4.387, 1.86],
            [2.8671551296103974, 2.6320299472922875, 1.6320299472922866, 3.8671551296103983, 0.86, 5.3870000000000005],
            [0.333, 4.929, 0, 4.253, 0, 3.5],
        ])
        let filled = contour([0.86, 5.387], [
            [0.15478780921117563, 4.7735734155425416, -0.14933959715196066, 3.8179961174192574, 0.07159518918662666, 2.9098087861148394],
            [0.29252997552521354, 2.0016214548104214, 1.0016214548104205, 1.2925299755252144, 1.9098087861148385, 1.0715951891866267],
            [2.8179961174192565, 0.8506604028480393, 3.7735734155425416, 1.1547878092111756, 4.387, 1.86],
            [2.8671551296103965, 2.6320299472922866, 1.6320299472922866, 3.8671551296103965, 0.86, 5.387],
        ])
        return (alarm, filled)
    }()

    @Test("an outline drawn again from a corner keeps its corners where they are: no piece is paired one joint off at the start")
    func redrawnOutline() {
        let morph = Morph(from: Shape(contours: [Self.bells.0]), to: Shape(contours: [Self.bells.1]))
        #expect(morph.matchedSource.contours[0].segments.count == 4, "the joints pair one to one, no piece of zero length")
        let joints = morph.shape(at: 0.5).contours[0].segments.map(\.start)
        for corner in [Point(x: 4.387, y: 1.86), Point(x: 0.86, y: 5.387)] {
            #expect(joints.contains { $0.distance(to: corner) < 1e-9 }, "the corner at \(corner) stays: \(joints)")
        }
    }
}
