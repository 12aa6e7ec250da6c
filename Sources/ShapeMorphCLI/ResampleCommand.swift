import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphSVG

struct ResampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resample", abstract: "Write a shape redrawn as a smooth curve through anchors spaced along its outline.",
        discussion: """
            The outline is cut into --anchors slices of equal length (shared among contours by length), an anchor is \
            placed in each (at its start, or with --jitter at random inside it), and a smooth curve is drawn through \
            them: the tangent at each anchor runs from its previous neighbour to its next, and each handle reaches ⅓ \
            of the way to the neighbouring anchor. Corners round off.

            Examples:
              shapemorph resample star --anchors 12 -o round-star.svg
              shapemorph resample heart --anchors 8 --jitter 0.5 --seed 3 -o wobbly.svg
            """)

    @Argument(help: "The shape: an SVG file, - for standard input, or a built-in name.") var shape: String
    @Option(help: "Anchors around the outline.") var anchors: Int
    @Option(help: "How far inside its slice each anchor may fall, from 0 (evenly spaced) to 1.") var jitter: Double = 0
    @Option(help: "The seed of the random places (with --jitter).") var seed: UInt64 = 1
    @OptionGroup var destination: DocumentOutputOptions
    @Flag(help: "Draw the anchors, handles and tangent arrows.") var overlay = false
    @OptionGroup var precision: PrecisionOption
    @OptionGroup(title: "Appearance") var appearance: AppearanceOptions

    func validate() throws {
        guard (3...BlobCommand.mostAnchors).contains(anchors) else { throw ValidationError("--anchors must be from 3 to \(BlobCommand.mostAnchors).") }
        guard jitter >= 0 && jitter <= 1 else { throw ValidationError("--jitter must be from 0 to 1.") }
    }

    func run() throws {
        let document = appearance.painted([try ShapeInput.loadAll([shape], quiet: false)[0]])[0]
        _ = try LivingShapeOptions.size(of: document, input: shape)
        var resampled = try appearance.template(for: [document])
        resampled.shape = document.shape.resampled(anchors: anchors, jitter: jitter, seed: seed)
        resampled.elements = document.elements
        if overlay && appearance.viewBox == nil {
            resampled.viewBox = AnimationOutputOptions.viewBox(resampled.viewBox, showingControlPointsOf: [resampled.shape])
        }
        let format = precision.numberFormat
        let text = overlay ? resampled.svgTextWithControlPoints(format: format) : resampled.svgText(format: format, commands: .cubic)
        try destination.write(text, inputs: [shape]) { path in
            let anchorCount = resampled.shape.contours.reduce(0) { $0 + $1.segments.count + ($1.isClosed || $1.segments.isEmpty ? 0 : 1) }
            return "Wrote \(shape) resampled at \(anchorCount) anchors to \(path)."
        }
    }
}
