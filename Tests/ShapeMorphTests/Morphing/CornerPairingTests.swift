import Testing
@testable import ShapeMorph

/// Corners pair only with corners near them (in their frames): a corner
/// that would cross to another side of its partner rounds off instead; and
/// circles correspond by angle, whichever joints they are drawn with.
/// Measured on the morph's frames by points spread along every matched
/// segment, not by the engine's own travel.
@Suite("Corner pairing")
struct CornerPairingTests {
    /// A quarter-circle-like rounded corner from `start` to `end` whose
    /// tangents meet at `corner`.
    static func rounded(_ start: Point, _ corner: Point, _ end: Point) -> AnimatableCubicCurve {
        let k = 0.5523
        return AnimatableCubicCurve(start: start, control1: start + (corner - start) * k,
                                    control2: end + (corner - end) * k, end: end)
    }

    static func line(_ a: Point, _ b: Point) -> AnimatableCubicCurve { AnimatableCubicCurve(lineFrom: a, to: b) }

    /// Feather's inbox outline: a tray whose only corners are the left and
    /// right ends of its sloping top (every other turn rounded).
    static let inbox = Shape(contours: [Contour(segments: [
        line(Point(x: 5.45, y: 5.11), Point(x: 2, y: 12)),
        line(Point(x: 2, y: 12), Point(x: 2, y: 18)),
        rounded(Point(x: 2, y: 18), Point(x: 2, y: 20), Point(x: 4, y: 20)),
        line(Point(x: 4, y: 20), Point(x: 20, y: 20)),
        rounded(Point(x: 20, y: 20), Point(x: 22, y: 20), Point(x: 22, y: 18)),
        line(Point(x: 22, y: 18), Point(x: 22, y: 12)),
        line(Point(x: 22, y: 12), Point(x: 18.55, y: 5.11)),
        rounded(Point(x: 18.55, y: 5.11), Point(x: 17.99, y: 4), Point(x: 16.76, y: 4)),
        line(Point(x: 16.76, y: 4), Point(x: 7.24, y: 4)),
        rounded(Point(x: 7.24, y: 4), Point(x: 6.01, y: 4), Point(x: 5.45, y: 5.11)),
    ], isClosed: true)])

    /// The lower bowl of Feather's bold B: corners only top and bottom of
    /// its straight left side.
    static let bowl = Shape(contours: [Contour(segments: [
        line(Point(x: 6, y: 12), Point(x: 15, y: 12)),
        rounded(Point(x: 15, y: 12), Point(x: 19, y: 12), Point(x: 19, y: 16)),
        rounded(Point(x: 19, y: 16), Point(x: 19, y: 20), Point(x: 15, y: 20)),
        line(Point(x: 15, y: 20), Point(x: 6, y: 20)),
        line(Point(x: 6, y: 20), Point(x: 6, y: 12)),
    ], isClosed: true)])

    /// The mean distance between the ends' points at 16 parameters of each
    /// matched segment, weighted by the segments' lengths.
    static func meanTravel(_ morph: Morph) -> Double {
        var total = 0.0, weights = 0.0
        for (a, b) in zip(morph.shape(at: 0).contours, morph.shape(at: 1).contours) {
            for (p, q) in zip(a.segments, b.segments) {
                let weight = p.arcLength() + q.arcLength()
                for index in 0..<16 {
                    let t = (Double(index) + 0.5) / 16
                    total += weight * p.point(at: t).distance(to: q.point(at: t))
                    weights += weight
                }
            }
        }
        return total / weights
    }

    @Test("an inbox into a B's bowl: the inbox's right corner does not swing round to the bowl's lower left")
    func inboxIntoBowl() {
        // Stroked, as Feather draws them. Paired corner for corner (nearest
        // first, the right one then crossing the bowl), points travel 11.4
        // on average: the tray turns over on its way (checked with the
        // reach lifted); left to the least travel, 4.2.
        let morph = Morph(from: Self.inbox, to: Self.bowl, options: MorphOptions(isFilled: false))
        #expect(morph.matches[0].pairedCorners == 0)
        let travel = Self.meanTravel(morph)
        #expect(travel < 6, "mean travel \(travel)")
    }

    @Test("a circle into one drawn from a start 45° round does not spin: every in-between is a circle")
    func circlesByAngle() {
        let source = Shape(contours: [MotionTests.circle(centre: Point(x: 60, y: 60), radius: 40)])
        let target = Shape(contours: [MotionTests.circle(centre: Point(x: 200, y: 80), radius: 30)])
            .transformed(by: .rotation(radians: .pi / 4, about: Point(x: 200, y: 80)))
        let morph = Morph(from: source, to: target)
        let diagonal = Point(x: 20, y: 20).distance(to: Point(x: 230, y: 110))
        for progress in [0.25, 0.5, 0.75] {
            let centre = Point(x: 60 + 140 * progress, y: 60 + 20 * progress), radius = 40 - 10 * progress
            var stray = 0.0
            for segment in morph.shape(at: progress).contours[0].segments {
                for index in 0...32 { stray = max(stray, abs(segment.point(at: Double(index) / 32).distance(to: centre) - radius)) }
            }
            // Its joints paired with the target's, the circle turned 45° on
            // the way, 2.6 units (0.011 of the diagonal) inside half way.
            #expect(stray <= 2e-3 * diagonal, "at \(progress) a point strays \(stray) from the circle")
        }
    }
}
