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
    /// fontconfig, HarfBuzz or FriBidi (opened when the first text is laid
    /// out), or one of their functions, could not be had, and why.
    case missingLibrary(name: String, reason: String)

    public var description: String {
        switch self {
        case .noFont(let description): "no font matches \"\(description)\""
        case .badFontSource(let reason): reason
        case .unreadableFont(let path, let reason): "\(path): \(reason)"
        case .badText(let reason): reason
        case .missingLibrary(let name, let reason):
            "cannot lay out text without \(name) (\(reason)); install fontconfig, HarfBuzz and FriBidi (Debian: libfontconfig1 libharfbuzz0b libfribidi0)"
        }
    }
}
