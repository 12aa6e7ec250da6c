import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphText

/// Loads a shape argument: `-` for standard input, a path to an SVG file,
/// `text:` and a line of text, or the name of a built-in shape.
enum ShapeInput {
    /// How `text:` inputs are laid out.
    struct Text: Sendable {
        var font = "sans-serif"
        var sources = FontSources()
    }

    /// The prefix of a text input.
    static let textPrefix = "text:"
    /// The size text inputs are laid out at, in user units per em.
    static let textSize = 100.0

    /// The layout of a `text:` argument, or nil for any other.
    static func textLayout(of argument: String, _ text: Text) throws -> TextLayout? {
        guard argument.hasPrefix(Self.textPrefix) else { return nil }
        return try TextLayout(String(argument.dropFirst(Self.textPrefix.count)), font: text.font, size: Self.textSize, sources: text.sources)
    }

    static func load(_ argument: String, options: SVGImportOptions = SVGImportOptions(), text: Text = Text()) throws -> SVGDocument {
        do {
            if let layout = try textLayout(of: argument, text) { return SVGDocument(text: layout, name: argument) }
            if argument == "-" {
                // Standard input has the files' size limit: read one byte past it, no more.
                let limit = SVGImportOptions().maximumFileSize
                let data = try FileHandle.standardInput.read(upToCount: limit + 1) ?? Data()
                return try SVGDocument(data: data, fileName: "<stdin>", options: options)
            }
            // A name on disk is a file, even a broken or looping symbolic link.
            var status = stat()
            if lstat(argument, &status) == 0 {
                return try SVGDocument(contentsOf: URL(fileURLWithPath: argument), options: options)
            }
            if SVGDocument.builtInNames.contains(argument) { return try SVGDocument(builtIn: argument) }
        } catch let error as SVGError {
            throw CommandFailure(error.description)
        } catch let error as TextError {
            throw CommandFailure("\(argument): \(error).")
        } catch {
            throw CommandFailure("<stdin>: cannot read standard input: \((error as NSError).localizedDescription).")
        }
        throw CommandFailure("\(argument): no such file, and no built-in shape of that name (built-in: \(SVGDocument.builtInNames.joined(separator: ", "))).")
    }

    /// Loads every argument and prints the importer's warnings on standard
    /// error; when `options` are strict, an attribute error is the
    /// importer's error and any other warning an error too.
    ///
    /// Files and built-in shapes are read in parallel, one per core (a
    /// morph between two large files reads both at once); standard input is
    /// read in order. Warnings and the first error are reported in argument
    /// order, as if read one by one.
    static func loadAll(_ arguments: [String], quiet: Bool, options: SVGImportOptions = SVGImportOptions(),
                        text: Text = Text()) throws -> [SVGDocument] {
        let loaded = LoadedDocuments(count: arguments.count)
        let files = arguments.indices.filter { arguments[$0] != "-" }
        // Before any thread allocates: the allocator is set once for the process.
        LargeInputAllocation.prepare(forFileBytes: files.reduce(0) { total, index in
            total + ((try? FileManager.default.attributesOfItem(atPath: arguments[index])[.size] as? Int) ?? 0)
        })
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            let index = files[position]
            loaded.store(Result { try load(arguments[index], options: options, text: text) }, at: index)
        }
        return try arguments.indices.map { index in
            let argument = arguments[index]
            let document = try argument == "-" ? load(argument, options: options) : loaded.result(at: index).get()
            if options.isStrict, let warning = document.warnings.first {
                throw CommandFailure("\(warning) (an error with --strict)")
            }
            if !quiet {
                for warning in document.warnings { TerminalText.printToStandardError("warning: \(warning)") }
            }
            if document.isBlank { throw CommandFailure("\(argument): the document draws nothing (no shape, text or image).") }
            return document
        }
    }
}

/// The documents `ShapeInput.loadAll` reads in parallel, one slot per
/// argument.
private final class LoadedDocuments: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<SVGDocument, Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ result: Result<SVGDocument, Error>, at index: Int) {
        lock.withLock { results[index] = result }
    }

    /// The result stored at `index`; every file's slot is filled before
    /// it is read.
    func result(at index: Int) -> Result<SVGDocument, Error> {
        lock.withLock { results[index]! }
    }
}
