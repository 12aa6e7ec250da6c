import Foundation
import ArgumentParser
import ShapeMorph
import ShapeMorphSVG

/// How the shapes of `morph` are played in time.
struct TimelineOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Seconds per leg: once for every leg, or once per leg (default: 1 s; a spring's settling time for spring legs).",
        valueName: "seconds"))
    var duration: [Double] = []

    @Option(help: ArgumentHelp("""
        Timing curve: once for every leg, or once per leg. One of linear, ease, ease-in, ease-out, ease-in-out, \
        cubic-bezier(x1,y1,x2,y2), steps(n[,jump-start|jump-end|jump-none|jump-both]), linear(0, 0.3 20%, 1), \
        \(Spring.presets.map(\.name).joined(separator: ", ")), spring(response:0.5,dampingRatio:0.7), spring(duration:0.6,bounce:0.3), \
        spring(mass:1,stiffness:100,damping:10); spring forms take velocity:V (progress per second).
        """, valueName: "curve"))
    var timing: [String] = []

    @Option(help: "Frames per second.") var fps: Double = 30
    @Option(help: ArgumentHelp("""
        In animated files, how far (in user units) a spring's or an overshooting curve's in-betweens may stray from where \
        the timing puts them: they are written as the fewest keys with easings that stay within it. 0: a key per frame (--fps).
        """, valueName: "units"))
    var tolerance: Double = SVGAnimation.defaultTolerance
    @Option(help: ArgumentHelp("""
        Play the morph elastic: every control point on its own spring (the --timing spring's), the point half way round each \
        contour LAG seconds late on a spring SOFTENING softer (0 to below 1, default 0.5), so the outline moves like jelly. \
        Two shapes, one spring --timing.
        """, valueName: "lag[:softening]"))
    var elastic: String?
    @Flag(help: "Morph from the last shape back to the first and repeat.") var loop = false
    @Flag(name: .customLong("ping-pong"), help: "Play forward, then backward, and repeat.") var pingPong = false

    var repetition: Timeline.Repetition { loop ? .loop : pingPong ? .pingPong : .once }

    /// The tolerance of fitted keys, or nil to sample a key per frame.
    var keyTolerance: Double? { tolerance > 0 ? tolerance : nil }

    /// The longest a leg may last, in seconds (`--duration`, or a spring's settling).
    static let longestLeg = 3600.0
    /// The most frames one command may write.
    static let mostFrames = 100_000

    func validate() throws {
        guard !(loop && pingPong) else { throw ValidationError("Choose --loop or --ping-pong, not both.") }
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw ValidationError("--fps must be a number above 0 and at most 1000.") }
        guard tolerance.isFinite, tolerance >= 0 else { throw ValidationError("--tolerance must be a number of user units, 0 or more.") }
        for value in duration where !(value.isFinite && value > 0 && value <= Self.longestLeg) {
            throw ValidationError("--duration must be a number of seconds above 0 and at most \(Int(Self.longestLeg)); got \(value).")
        }
        if elastic != nil {
            _ = try elasticSetting()
            guard !loop && !pingPong, timing.count == 1, case .spring? = try? TimingCurve(parsing: timing[0]) else {
                throw ValidationError("--elastic puts every point on the spring of --timing: give one spring timing (bouncy, spring(…)), without --loop or --ping-pong.")
            }
        }
    }

    /// The --elastic lag and softening, or nil without it.
    func elasticSetting() throws -> (lag: Double, softening: Double)? {
        guard let elastic else { return nil }
        let parts = elastic.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard (1...2).contains(parts.count), let lag = parts[0], lag.isFinite, lag >= 0, lag <= 10,
              let softening = parts.count == 2 ? parts[1] : 0.5, softening >= 0, softening < 1 else {
            throw ValidationError("--elastic needs LAG[:SOFTENING]: a lag of 0 to 10 seconds and a softening from 0 to below 1, like 0.1 or 0.1:0.6; got '\(elastic)'.")
        }
        return (lag, softening)
    }

    /// Whether the timing text is a spring damped more than critically,
    /// which settles sooner with less damping.
    private static func isOverdamped(_ text: String) -> Bool {
        guard case .spring(let spring, _)? = try? TimingCurve(parsing: text) else { return false }
        return spring.dampingRatio > 1
    }

    /// The timeline through `documents`, one keyframe each, its legs
    /// playing `morphs` (one per leg, as `Timeline.legEnds` lists them);
    /// timing errors are input errors (exit 1) naming the offset.
    func timeline(through documents: [SVGDocument], morphs: [DocumentMorph]) throws -> DocumentTimeline {
        let legCount = repetition == .loop ? documents.count : documents.count - 1
        let curves = try timing.map { text in
            do { return try TimingCurve(parsing: text) } catch { throw CommandFailure("--timing: \(error)") }
        }
        // A spring leg without --duration lasts until the spring settles.
        if duration.isEmpty, let (text, settling) = zip(timing, curves).lazy
            .compactMap({ text, curve in curve.naturalDuration.map { (text, $0) } })
            .first(where: { !($0.1 <= Self.longestLeg) }) {
            throw CommandFailure(settling.isFinite
                ? "--timing: \(text) takes \(String(format: "%.4g", settling)) s to settle, more than the \(Int(Self.longestLeg)) s a leg may last; give --duration or \(Self.isOverdamped(text) ? "less" : "more") damping."
                : "--timing: \(text) never settles (it has no damping, or so much that it barely moves); give --duration.")
        }
        for (name, count) in [("--timing", curves.count), ("--duration", duration.count)] where count > 1 && count != legCount {
            throw CommandFailure("\(name) is given \(count) times; give it once for every leg or once per leg (\(legCount) legs).")
        }
        func perLeg<T>(_ values: [T], _ leg: Int) -> T? { values.isEmpty ? nil : values[values.count == 1 ? 0 : leg] }
        // The leg into keyframe k is leg k − 1; in a loop the first keyframe
        // describes the closing leg, the last one.
        let keyframes = documents.indices.map { index in
            let leg = index == 0 ? legCount - 1 : index - 1
            return DocumentKeyframe(documents[index], duration: perLeg(duration, leg), timing: perLeg(curves, leg) ?? .linear)
        }
        let timeline = DocumentTimeline(keyframes: keyframes, repetition: repetition, morphs: morphs)
        let frames = timeline.duration * fps
        guard frames <= Double(Self.mostFrames) else {
            throw CommandFailure("\(String(format: "%.4g", timeline.duration)) s at \(String(format: "%g", fps)) fps is \(String(format: "%.4g", frames)) frames, more than the \(Self.mostFrames) one command may write; lower --fps or --duration.")
        }
        return timeline
    }
}
