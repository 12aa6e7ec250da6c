import Foundation

extension SVGDocument {
    /// The names of the built-in shapes: the files of the repository's
    /// `Shapes/` folder without `.svg`, embedded at build time.
    public static var builtInNames: [String] { builtInShapeFiles.map(\.name) }

    /// The built-in shape `name` (such as `heart`), or nil when there is none.
    public static func builtIn(named name: String, options: SVGImportOptions = SVGImportOptions()) throws(SVGError) -> SVGDocument? {
        guard let file = builtInShapeFiles.first(where: { $0.name == name }) else { return nil }
        return try SVGDocument(data: Data(file.svg.utf8), fileName: "\(name) (built-in)", options: options)
    }
}
