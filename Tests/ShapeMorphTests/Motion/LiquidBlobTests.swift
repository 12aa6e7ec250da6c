import Testing
@testable import ShapeMorph

@Suite("Liquid blob")
struct LiquidBlobTests {
    static let circle = Shape(contours: [MotionFixtures.circle()])
    /// Curves that start and end at rest, and springs of every regime.
    static let timings: [TimingCurve] = [.easeInOut, .cubicBezier(CubicBezierTiming(x1: 0.3, y1: 0, x2: 0.2, y2: 1)), .spring(Spring(response: 0.8, dampingRatio: 0.4)),
                                         .spring(Spring(response: 0.5, dampingRatio: 1)), .spring(Spring(response: 0.3, dampingRatio: 2))]

    @Test("a loop's seam: position and velocity at the end of the last beat equal those at the start (≤ 1e-9)", arguments: timings)
    func seam(timing: TimingCurve) {
        let blob = LiquidBlob(Self.circle, anchors: 8, seed: 3, beats: 4, beatDuration: 0.75, timing: timing, loops: true)
        #expect(blob.samplings.count == 4 && blob.duration == 3)
        let endPosition = blob.shape(inBeat: 3, after: 0.75), startPosition = blob.shape(inBeat: 0, after: 0)
        let endVelocity = blob.velocity(inBeat: 3, after: 0.75), startVelocity = blob.velocity(inBeat: 0, after: 0)
        #expect(MotionFixtures.largestDifference(endPosition, startPosition) <= 1e-9)
        #expect(MotionFixtures.largestDifference(endVelocity, startVelocity) <= 1e-9)
    }

    @Test("between beats the motion is continuous; with a spring its velocity too", arguments: timings)
    func beatsJoin(timing: TimingCurve) {
        let blob = LiquidBlob(Self.circle, anchors: 8, seed: 4, beats: 3, beatDuration: 0.5, timing: timing, loops: false)
        for beat in 0..<2 {
            #expect(MotionFixtures.largestDifference(blob.shape(inBeat: beat, after: 0.5), blob.shape(inBeat: beat + 1, after: 0)) <= 1e-9)
            if case .spring = timing {
                #expect(MotionFixtures.largestDifference(blob.velocity(inBeat: beat, after: 0.5), blob.velocity(inBeat: beat + 1, after: 0)) <= 1e-9)
            }
        }
    }

    @Test("the velocity is the derivative of the position (central differences)", arguments: timings)
    func velocityIsDerivative(timing: TimingCurve) {
        let blob = LiquidBlob(Self.circle, anchors: 8, seed: 5, beats: 3, beatDuration: 1, timing: timing, loops: true)
        let h = 1e-6
        for time in [0.3, 1.45, 2.9] {
            let numeric = (blob.shape(at: time + h) - blob.shape(at: time - h)).scaled(by: 1 / (2 * h))
            #expect(MotionFixtures.largestDifference(numeric, blob.velocity(at: time)) <= 1e-4, "at \(time) s")
        }
    }

    @Test("played once: starts at rest on the first sampling, ends on the last")
    func once() {
        let easing = LiquidBlob(Self.circle, anchors: 6, seed: 1, beats: 2, beatDuration: 1, timing: .easeInOut, loops: false)
        #expect(easing.samplings.count == 3)
        #expect(easing.shape(at: -1) == easing.samplings[0] && easing.shape(at: 0) == easing.samplings[0])
        #expect(MotionFixtures.largestDifference(easing.shape(at: 2), easing.samplings[2]) <= 1e-12)
        #expect(easing.velocity(at: 0).magnitudeSquared == 0 && easing.velocity(at: 5).magnitudeSquared == 0)
        let spring = LiquidBlob(Self.circle, anchors: 6, seed: 1, beats: 2, beatDuration: 1, timing: .spring(.smooth), loops: false)
        #expect(spring.shape(at: 0) == spring.samplings[0] && spring.velocity(at: 0).magnitudeSquared == 0)
        #expect(MotionFixtures.largestDifference(spring.shape(at: 30), spring.samplings[2]) <= 1e-9)
    }

    @Test("every frame is a pure function of time: out of order equals in order; seeds decide the samplings")
    func pure() {
        let make = { LiquidBlob(Self.circle, anchors: 7, seed: 11, beats: 5, beatDuration: 0.4, timing: .spring(.bouncy), loops: true) }
        let times = (0..<50).map { Double($0) / 25 }
        let inOrder = times.map(make().shape(at:))
        let blob = make()
        for index in times.indices.reversed() { #expect(blob.shape(at: times[index]) == inOrder[index]) }
        #expect(MotionFixtures.largestDifference(blob.shape(at: 0.7), blob.shape(at: 0.7 + 3 * blob.duration)) <= 1e-9)
        let other = LiquidBlob(Self.circle, anchors: 7, seed: 12, beats: 5, beatDuration: 0.4, timing: .spring(.bouncy), loops: true)
        #expect(other.samplings != blob.samplings)
    }
}
