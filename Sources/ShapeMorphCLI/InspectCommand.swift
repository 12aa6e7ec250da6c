import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphSVG

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Describe a shape, or how two shapes are matched for morphing.")

    @Argument(help: "A shape.") var shape: String
    @Argument(help: "A second shape: describe the match from the first to it.") var other: String?
    @OptionGroup var morphing: MorphingOptions

    func run() throws {
        let documents = try ShapeInput.loadAll([shape] + (other.map { [$0] } ?? []), quiet: false)
        let format = SVGNumberFormat.decimals(3)
        for (argument, document) in zip([shape] + (other.map { [$0] } ?? []), documents) {
            print("\(argument): \(document.shape.contours.count) contours, \(document.shape.segmentCount) segments, fill-rule \(document.shape.fillRule.rawValue)")
            for (index, contour) in document.shape.contours.enumerated() {
                let box = contour.bounds.map { "[\(format.string($0.minX)), \(format.string($0.minY))] – [\(format.string($0.maxX)), \(format.string($0.maxY))]" } ?? "empty"
                print("  contour \(index): \(contour.segments.count) segments, \(contour.isClosed ? "closed" : "open"), \(contour.winding?.rawValue ?? "no winding"), bounds \(box)")
            }
        }
        guard documents.count == 2 else { return }
        let morph = Morph(from: documents[0].shape, to: documents[1].shape, options: try morphing.morphOptions())
        print("match: \(morph.matchedSource.segmentCount) segments per frame")
        for match in morph.matches {
            let source = match.pair.source.map { "contour \($0)" } ?? "a point"
            let target = match.pair.target.map { "contour \($0)" } ?? "a point"
            print("  \(source) → \(target): \(match.segmentCount) segments (+\(match.addedSourceSegments) source, +\(match.addedTargetSegments) target splits), target \(match.isTargetReversed ? "reversed" : "as drawn"), starts on its segment \(match.targetStartSegment) at \(format.string(match.targetStartFraction)) of its perimeter")
        }
    }
}
