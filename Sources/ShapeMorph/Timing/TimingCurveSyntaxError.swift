/// What went wrong reading a timing curve: where, and what was expected
/// there. Offsets count UTF-8 bytes from the start of the text.
public enum TimingCurveSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text at `offset` breaks the grammar of timing curves.
    case unexpected(text: String, offset: Int, expected: String)
    /// The text is well-formed, but the value at `offset` is outside what
    /// it may be: an x coordinate outside 0…1, a progress beyond
    /// `TimingCurve.largestProgress`, a spring parameter that is not
    /// positive, a number beyond ±1.8e308.
    case outOfRange(text: String, offset: Int, expected: String)

    /// The text that was read.
    public var text: String {
        switch self {
        case .unexpected(let text, _, _), .outOfRange(let text, _, _): text
        }
    }

    /// Where in `text` the error is.
    public var offset: Int {
        switch self {
        case .unexpected(_, let offset, _), .outOfRange(_, let offset, _): offset
        }
    }

    /// What would have made sense there.
    public var expected: String {
        switch self {
        case .unexpected(_, _, let expected), .outOfRange(_, _, let expected): expected
        }
    }

    /// One sentence; text longer than 60 bytes is quoted by the 24 bytes
    /// before the offset, not whole.
    public var description: String {
        let bytes = Array(text.utf8), offset = min(max(self.offset, 0), bytes.count)
        let rest = String(decoding: bytes[offset...].prefix(12), as: UTF8.self)
        let found = rest.isEmpty ? "the end" : "'\(rest)'"
        guard bytes.count > 60 else {
            return "timing curve '\(text)': expected \(expected) at offset \(offset), found \(found)"
        }
        let before = String(decoding: bytes[max(0, offset - 24)..<offset], as: UTF8.self)
        return "timing curve of \(bytes.count) bytes: expected \(expected) at offset \(offset), "
            + "after '\(offset > 24 ? "…" : "")\(before)', found \(found)"
    }
}
