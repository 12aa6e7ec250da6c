/// Something the importer skipped or repaired without failing: an unknown
/// element, path data rendered up to an error, an unsupported feature.
public struct SVGWarning: Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// The line of the element concerned.
    public var line: Int
    /// The element's name.
    public var element: String
    /// What happened, as a sentence fragment.
    public var message: String

    /// A warning about `element` at `line` of `file`.
    public init(file: String, line: Int, element: String, message: String) {
        (self.file, self.line, self.element, self.message) = (file, line, element, message)
    }

    public var description: String { "\(file):\(line): <\(element)>: \(message)" }
}
