/// Why text could not be laid out.
public enum TextError: Error, Equatable, CustomStringConvertible {
    /// fontconfig found no font for the description (with the sources named).
    case noFont(String)
    /// A font folder or file the user named does not exist or cannot be added.
    case badFontSource(String)
    /// FreeType or HarfBuzz cannot read a font file.
    case unreadableFont(path: String, reason: String)
    /// The text is empty or too long to lay out.
    case badText(String)

    public var description: String {
        switch self {
        case .noFont(let description): "no font matches \"\(description)\""
        case .badFontSource(let reason): reason
        case .unreadableFont(let path, let reason): "\(path): \(reason)"
        case .badText(let reason): reason
        }
    }
}
