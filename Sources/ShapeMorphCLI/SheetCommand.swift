import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphSupport

struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet", abstract: "Write a contact sheet: the in-betweens of a morph side by side.",
        discussion: """
            Examples:
              shapemorph sheet heart club -o sheet.svg
              shapemorph sheet heart spade --count 9 --columns 3 -o sheet.png --background white
            """)
    /// The most shapes (and columns) a sheet may have.
    static let mostCells = 10_000

    @Argument(help: "The shape at progress 0.") var from: String
    @Argument(help: "The shape at progress 1.") var to: String
    @Option(help: "How many shapes, evenly spaced from progress 0 to 1.") var count: Int = 11
    @Option(help: "Shapes per row (at most --count).") var columns: Int = 11
    @OptionGroup var destination: DocumentOutputOptions
    @OptionGroup var morphing: MorphingOptions

    func validate() throws {
        guard count >= 2, count <= Self.mostCells else { throw ValidationError("--count must be from 2 to \(Self.mostCells).") }
        guard columns >= 1, columns <= Self.mostCells else { throw ValidationError("--columns must be from 1 to \(Self.mostCells).") }
    }

    func run() throws {
        let documents = try ShapeInput.loadAll([from, to], quiet: false, options: morphing.importOptions, text: morphing.text.input)
        let morph = try morphing.documentMorph(from: documents[0], to: documents[1], arguments: (from, to))
        try morphing.checkStarts(of: morph.morph)
        let segments = morph.morph.matchedSource.segmentCount
        guard count * segments <= AnimationOutputOptions.mostKeySegments else {
            throw CommandFailure("A sheet of \(count) frames of \(segments) segments is more than the \(AnimationOutputOptions.mostKeySegments) "
                                 + "segments a sheet may hold; give a smaller --count or --min-segments.")
        }
        let progresses = (0..<count).map { Double($0) / Double(count - 1) }
        let frames = progresses.map { morph.document(at: $0) }
        guard frames.allSatisfy(\.shape.isFinite) else {
            throw CommandFailure("The in-betweens go beyond the largest numbers; SVG cannot write them.")
        }
        let text = SVGContactSheet.svgText(
            documents: frames,
            labels: progresses.map { NumberFormat.decimals(2).string($0) },
            viewBox: try AppearanceOptions.unitedViewBox(of: documents),
            columns: min(columns, count), format: morphing.numberFormat)
        try destination.write(text, inputs: [from, to]) { "Wrote a sheet of \(count) frames to \($0)." }
    }
}
