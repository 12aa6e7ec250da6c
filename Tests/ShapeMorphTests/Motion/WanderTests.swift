import Foundation
import Testing
@testable import ShapeMorph

@Suite("Wander")
struct WanderTests {
    static let shape = Shape(contours: [CardSuits.club, MotionFixtures.stroke])
    static let amplitude = Vector(dx: 5, dy: 3)

    @Test("every joint stays within its amplitude of rest, per axis")
    func bounded() {
        let wander = Wander(Self.shape, amplitude: Self.amplitude, frequency: 0.7, seed: 8)
        var reached = Vector.zero
        for step in 0..<2_000 {
            let time = Double(step) * 0.037
            for (contour, rest) in Self.shape.contours.enumerated() {
                for joint in 0..<(rest.isClosed ? rest.segments.count : rest.segments.count + 1) {
                    let offset = wander.offset(ofJoint: joint, inContour: contour, at: time)
                    #expect(abs(offset.dx) <= Self.amplitude.dx + 1e-12 && abs(offset.dy) <= Self.amplitude.dy + 1e-12)
                    reached = Vector(dx: max(reached.dx, abs(offset.dx)), dy: max(reached.dy, abs(offset.dy)))
                }
            }
        }
        // It does wander: most of the allowed box is used.
        #expect(reached.dx > 0.5 * Self.amplitude.dx && reached.dy > 0.5 * Self.amplitude.dy, "reached \(reached)")
    }

    @Test("a joint and its two handles move together: smooth joints stay smooth, corners keep their angle")
    func jointsKeepTheirShape() {
        let smooth = Contour(smoothlyThrough: (0..<10).map { Point(x: 50 + 30 * cos(Double($0) * 0.628), y: 50 + 30 * sin(Double($0) * 0.628)) },
                             isClosed: true)
        let wander = Wander(Shape(contours: [smooth, CardSuits.club]), amplitude: Vector(dx: 6, dy: 6), seed: 2)
        let frame = wander.shape(at: 1.7)
        for (moved, rest) in zip(frame.contours, [smooth, CardSuits.club]) {
            let count = rest.segments.count
            for index in 0..<count {
                let before = (index + count - 1) % count
                #expect(moved.segments[before].end == moved.segments[index].start)
                #expect(((moved.segments[index].control1 - moved.segments[index].start) - (rest.segments[index].control1 - rest.segments[index].start)).length <= 1e-12)
                #expect(((moved.segments[before].end - moved.segments[before].control2) - (rest.segments[before].end - rest.segments[before].control2)).length <= 1e-12)
            }
        }
    }

    @Test("a loop repeats exactly: position and velocity at the end of a period equal those at its start (≤ 1e-9)")
    func seam() {
        let period = 6.0
        let wander = Wander(Self.shape, amplitude: Self.amplitude, frequency: 0.3, seed: 21, period: period)
        for offset in [0.0, 0.01, 2.5] {
            #expect(MotionFixtures.largestDifference(wander.shape(at: period + offset), wander.shape(at: offset)) <= 1e-9)
            #expect(MotionFixtures.largestDifference(wander.velocity(at: period + offset), wander.velocity(at: offset)) <= 1e-9)
        }
        // Not trivially: half a period on, it is elsewhere.
        #expect(MotionFixtures.largestDifference(wander.shape(at: period / 2), wander.shape(at: 0)) > 0.1)
    }

    @Test("the velocity is the derivative of the position (central differences)")
    func velocity() {
        let wander = Wander(Self.shape, amplitude: Self.amplitude, frequency: 0.5, seed: 4)
        let h = 1e-6
        for time in [0.0, 0.9, 13.2] {
            let numeric = (wander.shape(at: time + h) - wander.shape(at: time - h)).scaled(by: 1 / (2 * h))
            #expect(MotionFixtures.largestDifference(numeric, wander.velocity(at: time)) <= 1e-6)
        }
    }

    @Test("frames out of order equal frames in order; the seed decides the motion")
    func pure() {
        let times = (0..<40).map { Double($0) * 0.13 }
        let inOrder = times.map(Wander(Self.shape, amplitude: Self.amplitude, seed: 5).shape(at:))
        let wander = Wander(Self.shape, amplitude: Self.amplitude, seed: 5)
        for index in times.indices.shuffled() { #expect(wander.shape(at: times[index]) == inOrder[index]) }
        #expect(Wander(Self.shape, amplitude: Self.amplitude, seed: 6).shape(at: 1) != wander.shape(at: 1))
    }
}
