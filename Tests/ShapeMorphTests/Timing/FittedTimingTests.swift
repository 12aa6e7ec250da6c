import Foundation
import Testing
@testable import ShapeMorph

@Suite("Timing fitted as keys with easings")
struct FittedTimingTests {
    /// The progress the keys give at `input`: their easing between them.
    static func played(_ keys: [FittedTiming.Key], at input: Double) -> Double {
        guard let next = keys.firstIndex(where: { $0.input > input }) else { return keys[keys.count - 1].progress }
        let (a, b) = (keys[next - 1], keys[next])
        let fraction = (input - a.input) / (b.input - a.input)
        return a.progress + (b.progress - a.progress) * (a.easing?.progress(at: fraction) ?? fraction)
    }

    @Test("a spring: a key at each turning point, easings within 0…1, within the tolerance everywhere", arguments: [
        (0.3, 1e-3), (0.6, 1e-3), (0.6, 1e-5), (0.0, 1e-4), (-0.4, 1e-3),
    ])
    func spring(bounce: Double, tolerance: Double) {
        let spring = Spring(duration: 1, bounce: bounce)
        let length = spring.settlingDuration()
        let curve = { (input: Double) in TimingCurve.spring(spring).progress(atTime: input * length, duration: length) }
        let keys = FittedTiming.keys(of: curve, tolerance: tolerance)
        #expect(keys.first?.input == 0 && keys.last?.input == 1 && keys.map(\.input) == keys.map(\.input).sorted())
        #expect(keys.allSatisfy { key in key.easing.map { [$0.x1, $0.y1, $0.x2, $0.y2].allSatisfy((0...1).contains) } ?? true })
        for step in 0...2000 {
            let input = Double(step) / 2000
            #expect(abs(Self.played(keys, at: input) - curve(input)) <= tolerance * 1.001, "at \(input)")
        }
        // Every overshoot's peak is a key, so that no key spline has to turn.
        let peaks = (1..<1000).map { Double($0) / 1000 }.filter { (curve($0) - curve($0 - 0.001)) * (curve($0 + 0.001) - curve($0)) < 0 }
        for peak in peaks {
            #expect(keys.contains { abs($0.input - peak) < 0.002 }, "a key at the turn near \(peak)")
        }
        if bounce == 0.3 && tolerance == 1e-3 { #expect(keys.count <= 8, "\(keys.count) keys") }
    }

    @Test("a key where progress passes each given value, going and coming back")
    func passing() {
        let curve = { (input: Double) in sin(input * .pi) }
        let keys = FittedTiming.keys(of: curve, passing: [0.5], tolerance: 1e-4)
        let crossings = keys.filter { abs($0.progress - 0.5) < 1e-9 }.map(\.input)
        #expect(crossings.count == 2 && abs(crossings[0] - 1.0 / 6) < 1e-9 && abs(crossings[1] - 5.0 / 6) < 1e-9, "\(keys.map(\.input))")
        #expect(keys.contains { abs($0.input - 0.5) < 1e-9 }, "the turn at the middle")
    }
}
