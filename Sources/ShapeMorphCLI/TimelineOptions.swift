import ArgumentParser
import ShapeMorph

/// How the shapes of `morph` are played in time.
struct TimelineOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Seconds per leg: once for every leg, or once per leg (default: 1 s; a spring's settling time for spring legs).",
        valueName: "seconds"))
    var duration: [Double] = []

    @Option(help: ArgumentHelp("""
        Timing curve: once for every leg, or once per leg. One of linear, ease, ease-in, ease-out, ease-in-out, \
        cubic-bezier(x1,y1,x2,y2), steps(n[,jump-start|jump-end|jump-none|jump-both]), linear(0, 0.3 20%, 1), \
        spring, smooth, snappy, bouncy, spring(response:0.5,dampingRatio:0.7), spring(duration:0.6,bounce:0.3), \
        spring(mass:1,stiffness:100,damping:10); spring forms take velocity:V (progress per second).
        """, valueName: "curve"))
    var timing: [String] = []

    @Option(help: "Frames per second.") var fps: Double = 30
    @Flag(help: "Morph from the last shape back to the first and repeat.") var loop = false
    @Flag(name: .customLong("ping-pong"), help: "Play forward, then backward, and repeat.") var pingPong = false

    var repetition: Timeline.Repetition { loop ? .loop : pingPong ? .pingPong : .once }

    func validate() throws {
        guard !(loop && pingPong) else { throw ValidationError("Choose --loop or --ping-pong, not both.") }
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw ValidationError("--fps must be a number above 0 and at most 1000.") }
        for value in duration where !(value.isFinite && value > 0 && value <= 3600) {
            throw ValidationError("--duration must be a number of seconds above 0 and at most 3600; got \(value).")
        }
    }

    /// The timeline through `shapes`, one keyframe each; timing errors are
    /// input errors (exit 1) naming the offset.
    func timeline(through shapes: [Shape], options: MorphOptions) throws -> Timeline {
        let legCount = repetition == .loop ? shapes.count : shapes.count - 1
        let curves = try timing.map { text in
            do { return try TimingCurve(parsing: text) } catch { throw CommandFailure("--timing: \(error)") }
        }
        for (name, count) in [("--timing", curves.count), ("--duration", duration.count)] where count > 1 && count != legCount {
            throw CommandFailure("\(name) is given \(count) times; give it once for every leg or once per leg (\(legCount) legs).")
        }
        func perLeg<T>(_ values: [T], _ leg: Int) -> T? { values.isEmpty ? nil : values[values.count == 1 ? 0 : leg] }
        // The leg into keyframe k is leg k − 1; in a loop the first keyframe
        // describes the closing leg, the last one.
        let keyframes = shapes.indices.map { index in
            let leg = index == 0 ? legCount - 1 : index - 1
            return Keyframe(shapes[index], duration: perLeg(duration, leg), timing: perLeg(curves, leg) ?? .linear)
        }
        return Timeline(keyframes: keyframes, repetition: repetition, options: options)
    }
}
