import ArgumentParser
import Foundation
import ShapeMorphRaster
import ShapeMorphSVG
import ShapeMorphSupport

/// Where a command that writes one SVG document puts it: a file, written by
/// `OutputFile`'s rule (replaced only with `--force`), or standard output;
/// a file named `.png` gets the document rendered by librsvg.
struct DocumentOutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "Output SVG file, or a PNG picture of it when the name ends in .png (default: SVG on standard output).")
    var output: String?
    @Flag(help: "Replace an existing output file.") var force = false
    @Option(help: ArgumentHelp("With -o x.png: the picture W pixels wide (H high: WxH). Default: the document's size.", valueName: "W[xH]"))
    var size: String?
    @Option(help: ArgumentHelp("With -o x.png: paint behind the drawing, a colour or none (the default: transparent).", valueName: "colour"))
    var background: String?

    /// Whether the output is a PNG picture.
    var isPicture: Bool { output.map { ($0 as NSString).pathExtension.lowercased() == "png" } ?? false }

    func validate() throws {
        if !isPicture && (size != nil || background != nil) {
            throw ValidationError("--size and --background are for a picture: give -o with a name ending in .png.")
        }
        try RasterOutputOptions.validate(size: size, background: background)
    }

    /// Writes `document` as `write(_:inputs:report:)` writes its text; an SVG
    /// file is written as the text is made, never held whole.
    func write(_ document: SVGDocument, format: NumberFormat, inputs: [String], report: (String) -> String) throws {
        guard let output, !isPicture else { return try write(document.svgText(format: format), inputs: inputs, report: report) }
        try OutputFile.write(to: output, force: force, inputs: inputs) { chunks in try document.writeSVG(format: format, to: chunks) }
        TerminalText.printToStandardError(report(OutputFile.shown(output)))
    }

    /// Writes `text` to the output file (rendered, for a PNG), never over
    /// one of `inputs`, and then prints `report(path)` on standard error;
    /// or writes it to standard output.
    func write(_ text: String, inputs: [String], report: (String) -> String) throws {
        guard let output else { return try StandardOutput.write(text) }
        if isPicture {
            let document = try SVGDocument(data: Data(text.utf8), fileName: output)
            let (width, height) = try RasterOutputOptions.size(size, of: document)
            let image = try SVGRenderer.render(text, width: width, height: height)
            let png = try PNGEncoder.encode(RasterOutputOptions.colour(background).map(image.composited) ?? image)
            try OutputFile.write(to: output, force: force, inputs: inputs) { chunks in try png.withUnsafeBytes(chunks) }
        } else {
            try OutputFile.write(text, to: output, force: force, inputs: inputs)
        }
        TerminalText.printToStandardError(report(OutputFile.shown(output)))
    }
}
