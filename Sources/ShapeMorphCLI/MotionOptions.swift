import Foundation
import ArgumentParser
import ShapeMorph

/// How a living shape plays in time: a loop or once, its seed and frame rate.
struct MotionOptions: ParsableArguments {
    @Option(help: "The seed of every random choice: the same seed, the same animation.") var seed: UInt64 = 1
    @Option(help: ArgumentHelp("Play as a seamless loop of this many seconds (the last frame joins the first in position and velocity).",
                               valueName: "seconds"))
    var loop: Double?
    @Option(help: ArgumentHelp("Play once for this many seconds (default: 4, unless --loop).", valueName: "seconds"))
    var duration: Double?
    @Option(help: "Frames per second.") var fps: Double = 30

    /// The longest an animation may last, in seconds.
    static let longest = 3600.0

    func validate() throws {
        guard loop == nil || duration == nil else { throw ValidationError("Choose --loop or --duration, not both.") }
        for (name, value) in [("--loop", loop), ("--duration", duration)] {
            if let value, !(value.isFinite && value > 0 && value <= Self.longest) {
                throw ValidationError("\(name) must be a number of seconds above 0 and at most \(Int(Self.longest)); got \(value).")
            }
        }
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw ValidationError("--fps must be a number above 0 and at most 1000.") }
        let frames = length * fps
        guard frames <= Double(TimelineOptions.mostFrames) else {
            throw ValidationError("\(String(format: "%g", length)) s at \(String(format: "%g", fps)) fps is \(Int(frames.rounded(.up))) frames, more than the \(TimelineOptions.mostFrames) one command may write; lower --fps or the length.")
        }
    }

    /// Whether the animation is a loop.
    var loops: Bool { loop != nil }

    /// Seconds per cycle, or of the one playing.
    var length: Double { loop ?? duration ?? 4 }

    /// The frames' times: a loop leaves out its closing frame.
    var frameTimes: [Double] { Timeline.frameTimes(duration: length, cycles: loops, framesPerSecond: fps) }

    /// The animation's keys' times: every frame's and, in a loop, the
    /// closing one at the end of the cycle, which equals the first.
    var keyTimes: [Double] { loops ? frameTimes + [length] : frameTimes }
}
