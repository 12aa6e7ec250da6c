import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphSVG

struct MorphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "morph", abstract: "Morph through two or more shapes and write a frame sequence.",
        discussion: """
            Writes DIR/frame-0001.svg, … : duration × fps + 1 frames per leg (shared frames between legs \
            written once), each a complete SVG. Existing frames are kept unless --force is given.
            """)

    @Argument(help: "The shapes, in order: SVG files, - for standard input, or built-in names.")
    var shapes: [String]
    @Option(help: "Seconds per leg.") var duration: Double = 1
    @Option(help: "Frames per second.") var fps: Double = 30
    @Option(name: [.short, .customLong("output"), .customLong("frames")], help: "Output directory for the frames.")
    var output: String
    @Flag(help: "Overwrite existing frame files.") var force = false
    @Flag(help: "Print nothing but errors.") var quiet = false
    @OptionGroup var morphing: MorphingOptions

    func validate() throws {
        guard shapes.count >= 2 else { throw ValidationError("Give at least two shapes to morph between.") }
        guard duration > 0, duration.isFinite else { throw ValidationError("--duration must be a positive number of seconds.") }
        guard fps > 0, fps.isFinite else { throw ValidationError("--fps must be positive.") }
        guard (duration * fps).rounded() >= 1 else { throw ValidationError("--duration × --fps must give at least one frame step.") }
    }

    func run() throws {
        let started = Date()
        let documents = try ShapeInput.loadAll(shapes, quiet: quiet)
        let format = try morphing.numberFormat()
        let morphs = zip(documents, documents.dropFirst()).map {
            Morph(from: $0.shape, to: $1.shape, options: morphing.morphOptions)
        }
        let stepsPerLeg = Int((duration * fps).rounded())
        let frameCount = stepsPerLeg * morphs.count + 1
        let digits = max(4, String(frameCount).count)
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let names = (1...frameCount).map { "frame-" + String(repeating: "0", count: digits - String($0).count) + String($0) + ".svg" }
        let paths = names.map { URL(fileURLWithPath: output).appendingPathComponent($0).path }
        if !force, let existing = paths.first(where: { FileManager.default.fileExists(atPath: $0) }) {
            throw CommandFailure("\(existing) exists already; use --force to overwrite the frames.")
        }
        for path in paths { try OutputFile.refuseOverwriting(path, inputs: shapes) }
        let viewBox = documents.dropFirst().reduce(documents[0].viewBox) { $0.union($1.viewBox) }
        for (index, path) in paths.enumerated() {
            let leg = min(index / stepsPerLeg, morphs.count - 1)
            let progress = Double(index - leg * stepsPerLeg) / Double(stepsPerLeg)
            var frame = documents[leg]
            frame.viewBox = viewBox
            frame.shape = morphs[leg].shape(at: progress)
            try OutputFile.write(frame.svgText(format: format), to: path)
        }
        if !quiet {
            let seconds = Date().timeIntervalSince(started)
            FileHandle.standardError.write(Data("Wrote \(frameCount) frames to \(output) in \(String(format: "%.2f", seconds)) s.\n".utf8))
        }
    }
}
