import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphSVG

struct AtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "at", abstract: "Write one in-between shape of a morph.",
        discussion: """
            The frame is the one `morph` writes at that progress: the same viewBox (the inputs' united), paint and appearance options.

            Examples:
              shapemorph at heart club --progress 0.5 -o half.svg
              shapemorph at heart club --progress 0.25 --precision exact > quarter.svg
            """)

    @Argument(help: "The shape at progress 0.") var from: String
    @Argument(help: "The shape at progress 1.") var to: String
    @Option(help: "Progress from 0 to 1 (outside extrapolates).") var progress: Double
    @OptionGroup var destination: DocumentOutputOptions
    @OptionGroup var morphing: MorphingOptions
    @OptionGroup(title: "Appearance") var appearance: AppearanceOptions

    func validate() throws {
        guard progress.isFinite else { throw ValidationError("--progress must be a finite number; got \(progress).") }
    }

    func run() throws {
        let documents = appearance.painted(try ShapeInput.loadAll([from, to], quiet: false, options: morphing.importOptions, text: morphing.text.input))
        let morph = try morphing.documentMorph(from: documents[0], to: documents[1], arguments: (from, to))
        try morphing.checkStarts(of: morph.morph)
        let frame = AppearanceOptions.frame(morph.document(at: progress), in: try appearance.template(for: documents))
        guard frame.shape.isFinite else {
            throw CommandFailure("--progress \(progress) carries the shape beyond the largest representable numbers.")
        }
        try destination.write(frame, format: morphing.numberFormat, inputs: [from, to]) { "Wrote the frame at progress \(progress) to \($0)." }
    }
}
