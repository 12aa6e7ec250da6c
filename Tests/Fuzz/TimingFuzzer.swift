// libFuzzer target: timing curve text (`ease-in-out`, `cubic-bezier(…)`,
// `steps(…)`, `spring(…)`, `linear(…)`) through the parser, then evaluated
// over and past its duration. Built and run by Tests/Fuzz/run.
import ShapeMorph

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTiming(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard let curve = try? TimingCurve(parsing: text) else { return 0 }
    // A spring that settles at once, or only after the largest numbers (the CLI refuses it), is played for a second.
    let duration = curve.naturalDuration.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1
    for time in [-1, 0, 0.25, 0.5, 1, 2, 1e300] {
        let progress = curve.progress(atTime: time * duration, duration: duration)
        precondition(!progress.isNaN, "\(text) gives NaN at \(time * duration) s")
    }
    return 0
}
