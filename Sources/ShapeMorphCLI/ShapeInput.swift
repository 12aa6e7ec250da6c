import Foundation
import ShapeMorphSVG

/// Loads a shape argument: `-` for standard input, a path to an SVG file, or
/// the name of a built-in shape.
enum ShapeInput {
    static func load(_ argument: String) throws -> SVGDocument {
        do {
            if argument == "-" {
                let data = FileHandle.standardInput.readDataToEndOfFile()
                return try SVGDocument(data: data, fileName: "<stdin>")
            }
            if FileManager.default.fileExists(atPath: argument) {
                return try SVGDocument(contentsOf: URL(fileURLWithPath: argument))
            }
            if let builtIn = try SVGDocument.builtIn(named: argument) { return builtIn }
        } catch {
            throw CommandFailure(error.description)
        }
        throw CommandFailure("\(argument): no such file, and no built-in shape of that name (built-in: \(SVGDocument.builtInNames.joined(separator: ", "))).")
    }

    /// Loads every argument and prints the importer's warnings on standard error.
    static func loadAll(_ arguments: [String], quiet: Bool) throws -> [SVGDocument] {
        try arguments.map { argument in
            let document = try load(argument)
            if !quiet {
                for warning in document.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
            }
            if document.shape.contours.isEmpty { throw CommandFailure("\(argument): the document draws no shape.") }
            return document
        }
    }
}
