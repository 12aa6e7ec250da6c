/// Where and why the text of an SVG attribute stopped being valid: path data
/// (`d`), `viewBox`, `points`, `transform` or a length. The offset counts
/// UTF-8 bytes from the start of the attribute's text.
public enum SVGAttributeSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text at `offset` breaks the attribute's grammar: `expected` is
    /// what the grammar allows there, `found` a short excerpt of what is
    /// there instead, or "the end of the data".
    case unexpected(offset: Int, expected: String, found: String)
    /// The text is well-formed, but what it describes at `offset` leaves the
    /// range of `Double` (±1.8e308): relative coordinates adding up,
    /// transforms scaling an element, a viewBox whose far edge overflows.
    case outOfRange(offset: Int, expected: String, found: String)

    /// The byte offset in the attribute's text where the error is.
    public var offset: Int {
        switch self {
        case .unexpected(let offset, _, _), .outOfRange(let offset, _, _): offset
        }
    }

    /// What would have been valid at `offset`.
    public var expected: String {
        switch self {
        case .unexpected(_, let expected, _), .outOfRange(_, let expected, _): expected
        }
    }

    /// What is there instead.
    public var found: String {
        switch self {
        case .unexpected(_, _, let found), .outOfRange(_, _, let found): found
        }
    }

    /// One sentence: "at offset 12: expected a number, found "x"".
    public var description: String {
        "at offset \(offset): expected \(expected), found \(found)"
    }
}
