/// Why an SVG file could not be imported. Every case names the file and, where
/// there is one, the line, the element and the offset in the attribute text;
/// `description` reads as one sentence.
public enum SVGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(file: String, reason: String)
    /// The file is larger than the import options allow.
    case tooLarge(file: String, limit: Int)
    /// The document draws more elements or segments than the import
    /// options allow (`use` references can multiply a small file).
    case tooComplex(file: String, limit: Int, counting: String)
    /// The file is gzip-compressed (an `.svgz`), not SVG text.
    case compressed(file: String)
    /// The bytes are not well-formed XML (or use a feature refused for safety,
    /// such as an external entity or too deep nesting).
    case malformedXML(file: String, line: Int, column: Int, message: String)
    /// The root element is not `svg` in the SVG namespace.
    case notSVG(file: String, rootElement: String)
    /// An attribute's text breaks its grammar (strict import only; lenient
    /// import renders up to the error and warns).
    case invalidAttribute(file: String, line: Int, element: String, attribute: String, offset: Int,
                          expected: String, found: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file): cannot read the file: \(reason)."
        case .tooLarge(let file, let limit):
            "\(file): the file is larger than the limit of \(limit) bytes."
        case .tooComplex(let file, let limit, let counting):
            "\(file): the document draws more than \(limit) \(counting), the import limit (use references may repeat elements)."
        case .compressed(let file):
            "\(file): the file is gzip-compressed (an .svgz); decompress it first, for example with gunzip."
        case .malformedXML(let file, let line, let column, let message):
            "\(file):\(line):\(column): the XML is malformed: \(message)."
        case .notSVG(let file, let root):
            "\(file): the root element is <\(root)>, expected <svg> in the SVG namespace."
        case .invalidAttribute(let file, let line, let element, let attribute, let offset, let expected, let found):
            "\(file):\(line): in <\(element)> attribute \(attribute) at offset \(offset): expected \(expected), found \(found)."
        }
    }
}
