import Foundation

extension SVGDocument {
    /// The names of the built-in shapes: the files of the repository's
    /// `Shapes/` folder without `.svg`, embedded at build time.
    public static var builtInNames: [String] { builtInShapeFiles.map(\.name) }

    /// The built-in shape `name` (one of `builtInNames`, such as `heart`).
    ///
    ///     let heart = try SVGDocument(builtIn: "heart")
    ///
    /// - Throws: `SVGError.unreadable` naming the built-in shapes when there
    ///   is none of that name; what importing throws under `options` (its
    ///   limits) otherwise.
    public init(builtIn name: String, options: SVGImportOptions = SVGImportOptions()) throws(SVGError) {
        guard let file = builtInShapeFiles.first(where: { $0.name == name }) else {
            throw SVGError.unreadable(file: name, reason: "no built-in shape has that name (they are "
                                      + Self.builtInNames.joined(separator: ", ") + ")")
        }
        try self.init(data: Data(file.text.utf8), fileName: "\(name) (built-in)", options: options)
    }

    /// The built-in shape `name`, or nil when there is none.
    @available(*, deprecated, renamed: "init(builtIn:options:)", message: "One way to fail: it throws for an unknown name.")
    public static func builtIn(named name: String, options: SVGImportOptions = SVGImportOptions()) throws(SVGError) -> SVGDocument? {
        guard builtInNames.contains(name) else { return nil }
        return try SVGDocument(builtIn: name, options: options)
    }
}
