import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphSupport

struct TimingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timing", abstract: "Show a timing curve: samples as a table or JSON, or a chart as SVG.",
        discussion: """
            Easings are read over --duration seconds (default 1: the input is the fraction of the transition); \
            springs in seconds, by default over their settling duration (within --tolerance of the end).

            Examples:
              shapemorph timing ease-in-out --samples 5
              shapemorph timing 'spring(duration:0.6,bounce:0.3)' --json
              shapemorph timing 'cubic-bezier(0.68,-0.55,0.27,1.55)' -o chart.svg
            """)

    @Argument(help: "The curve, as --timing of `morph` takes it.") var curve: String
    @Option(help: "How many evenly spaced samples, ends included.") var samples: Int = 11
    @Option(help: ArgumentHelp("Sample at these times (seconds), comma-separated, instead of --samples.", valueName: "t1,t2,…"))
    var at: String?
    @Option(help: "Seconds the transition lasts (default: 1, or a spring's settling duration).") var duration: Double?
    @Option(help: "How close to the end a spring counts as settled, in progress.") var tolerance = Spring.defaultSettlingTolerance
    @Flag(help: "Print JSON at full round-trip precision.") var json = false
    @Option(name: .shortAndLong, help: "Write an SVG chart of the curve to this file.") var output: String?
    @Flag(help: "Replace an existing chart.") var force = false

    func validate() throws {
        guard (2...100_000).contains(samples) else { throw ValidationError("--samples must be from 2 to 100000.") }
        if let duration, !(duration.isFinite && duration > 0) { throw ValidationError("--duration must be a positive number of seconds.") }
        guard tolerance.isFinite, tolerance > 0, tolerance < 1 else { throw ValidationError("--tolerance must be above 0 and below 1.") }
        _ = try times(over: 1)
    }

    func run() throws {
        let timing: TimingCurve
        do { timing = try TimingCurve(parsing: curve) } catch { throw CommandFailure("\(error)") }
        var settling: Double? = nil
        if case .spring(let spring, let velocity) = timing {
            settling = spring.settlingDuration(tolerance: tolerance, initialVelocity: velocity)
        }
        let length = duration ?? settling.map { $0.isFinite && $0 > 0 ? $0 : 1 } ?? 1
        if let output {
            try OutputFile.write(SVGTimingChart.svgText(timing, duration: length, title: curve), to: output,
                                 force: force, inputs: [])
            return
        }
        let rows = try times(over: length).map { time in
            (time, timing.progress(atTime: time, duration: length), timing.velocity(atTime: time, duration: length))
        }
        var standardOutput = StandardOutput()
        if json {
            func write(_ value: Double) {
                if value.isFinite { standardOutput.write(value, format: .exact) } else { standardOutput.write("null") }
            }
            standardOutput.write("{\n  \"curve\": \"\(timing.description)\",\n  \"duration\": ")
            write(length)
            if let settling {
                standardOutput.write(",\n  \"settlingDuration\": ")
                write(settling)
            }
            standardOutput.write(",\n  \"samples\": [\n    ")
            for (index, (time, progress, velocity)) in rows.enumerated() {
                standardOutput.write(index == 0 ? "{\"time\": " : ",\n    {\"time\": ")
                write(time)
                standardOutput.write(", \"progress\": ")
                write(progress)
                standardOutput.write(", \"velocity\": ")
                write(velocity)
                standardOutput.write("}")
            }
            standardOutput.write("\n  ]\n}\n")
            return try standardOutput.finish()
        }
        print("\(timing) over \(String(format: "%.4g", length)) s" + (settling.map { String(format: "; settles within %g in %.4g s", tolerance, $0) } ?? ""), to: &standardOutput)
        print("    time    progress    velocity (1/s)", to: &standardOutput)
        for (time, progress, velocity) in rows {
            print(String(format: "%8.4f  %10.6f  %10.6f", time, progress, velocity), to: &standardOutput)
        }
        try standardOutput.finish()
    }

    /// The sample times over a transition of `length` seconds.
    private func times(over length: Double) throws -> [Double] {
        guard let at else { return (0..<samples).map { length * Double($0) / Double(samples - 1) } }
        let parts = at.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= 100_000 else { throw ValidationError("--at takes at most 100000 times; got \(parts.count).") }
        return try parts.map { part in
            guard let value = Double(part.trimmingCharacters(in: .whitespaces)), value.isFinite else {
                throw ValidationError("--at needs comma-separated numbers of seconds; got '\(part)'.")
            }
            return value
        }
    }
}
