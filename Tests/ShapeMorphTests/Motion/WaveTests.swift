import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("Wave")
struct WaveTests {
    static let circle = Shape(contours: [MotionFixtures.circle()])

    /// The four-arc circle is itself within 0.011 of radius 40.
    @Test("the outline moves along its normal by at most the amplitude, and at least most of it somewhere")
    func amplitude() {
        let wave = Wave(Self.circle, amplitude: 3, wavelength: 25, speed: 30)
        for time in [0.0, 0.21, 1.7] {
            let radii = wave.shape(at: time).contours[0].segments.map { $0.start.distance(to: Point(x: 50, y: 50)) }
            #expect(radii.allSatisfy { abs($0 - 40) <= 3 + 0.012 }, "radii from \(radii.min()!) to \(radii.max()!)")
            #expect(radii.contains { abs($0 - 40) >= 2.5 })
        }
    }

    @Test("around a closed contour a whole number of waves fits: the outline is smooth where it starts")
    func closedFit() {
        let wave = Wave(Self.circle, amplitude: 2, wavelength: 30, speed: 10)
        let contour = wave.shape(at: 0.4).contours[0]
        #expect(contour.isClosed)
        let last = contour.segments[contour.segments.count - 1], first = contour.segments[0]
        expectClose((first.start - last.control2).cross(first.control1 - first.start), 0, absolute: 1e-9)
        // 251 units of perimeter at 30 → 8 waves, 12 anchors each.
        #expect(contour.segments.count == 96)
    }

    @Test("a loop repeats exactly: position and velocity at the seam match (≤ 1e-9)", arguments: [0.0, 0.8])
    func seam(damping: Double) {
        let shape = Shape(contours: [MotionFixtures.circle(), MotionFixtures.stroke])
        let period = 2.0
        let wave = Wave(shape, amplitude: 2, wavelength: 17, speed: 23, damping: damping, period: period)
        let h = 1e-4
        for offset in [-h, 0, h, 0.7] {
            #expect(MotionFixtures.largestDifference(wave.shape(at: period + offset), wave.shape(at: offset)) <= 1e-9)
        }
        #expect(MotionFixtures.largestDifference(wave.shape(at: 0.37 * period), wave.shape(at: 0)) > 0.1)
    }

    @Test("damping makes an open stroke's wave die away from its start")
    func damping() {
        let stroke = Shape(contours: [MotionFixtures.stroke])
        let rest = Wave(stroke, amplitude: 0, wavelength: 10, speed: 5).shape(at: 0).contours[0]
        let damped = Wave(stroke, amplitude: 2, wavelength: 10, speed: 5, damping: 1)
        var nearStart = 0.0, farEnd = 0.0
        for step in 0..<20 {
            let moved = damped.shape(at: Double(step) * 0.1).contours[0]
            let offsets = zip(moved.segments, rest.segments).map { $0.start.distance(to: $1.start) }
            nearStart = max(nearStart, offsets[1..<12].max()!)
            farEnd = max(farEnd, offsets[(offsets.count - 12)...].max()!)
        }
        #expect(nearStart > 1 && farEnd < 0.01, "near the start \(nearStart), at the far end \(farEnd)")
    }

    @Test("frames out of order equal frames in order")
    func pure() {
        let times = (0..<30).map { Double($0) * 0.07 }
        let inOrder = times.map(Wave(Self.circle, amplitude: 2, wavelength: 20, speed: 15).shape(at:))
        let wave = Wave(Self.circle, amplitude: 2, wavelength: 20, speed: 15)
        for index in times.indices.reversed() { #expect(wave.shape(at: times[index]) == inOrder[index]) }
    }
}
