import Foundation
import ShapeMorph

/// A timing curve as the studio's editor draws it: the curve `--timing`
/// reads, sampled over the morph's duration as the morph plays it, with a
/// cubic Bézier's control points and a spring's duration and bounce for
/// the editor's handles and sliders.
struct StudioTiming: Encodable {
    struct Request: Decodable {
        /// A `--timing` value and the morph's `--duration` in seconds.
        var timing: String, duration: Double?
    }

    /// The curve, as the tool names it.
    var curve: String
    /// The control points `x1, y1, x2, y2` of a cubic Bézier.
    var bezier: [Double]?
    /// A spring's duration (seconds) and bounce.
    var spring: [String: Double]?
    /// Fraction of the duration and progress, at `sampleCount` evenly spaced times.
    var samples: [[Double]]

    /// How many samples are drawn.
    static let sampleCount = 121

    init(_ request: Request) throws {
        let timing: TimingCurve
        do { timing = try TimingCurve(parsing: request.timing) } catch { throw StudioFailure.unusable("timing: \(error)") }
        let duration = request.duration ?? StudioMorph.defaultDuration
        guard duration.isFinite, duration > 0 else { throw StudioFailure.unusable("The duration must be a positive number of seconds.") }
        curve = timing.description
        switch timing {
        case .cubicBezier(let bezier): self.bezier = [bezier.x1, bezier.y1, bezier.x2, bezier.y2]
        case .spring(let spring, _): self.spring = ["duration": spring.duration, "bounce": spring.bounce]
        default: break
        }
        samples = (0..<Self.sampleCount).map { index in
            let fraction = Double(index) / Double(Self.sampleCount - 1)
            return [fraction, timing.progress(atTime: fraction * duration, duration: duration)]
        }
    }
}
