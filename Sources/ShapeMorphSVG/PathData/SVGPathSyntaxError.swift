/// Where and why SVG path data stopped being valid.
public struct SVGPathSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The byte offset in the `d` text of the first character that is wrong.
    public var offset: Int
    /// What the grammar allows at that place.
    public var expected: String
    /// What is there instead (a short excerpt), or "the end of the data".
    public var found: String

    /// Creates an error.
    public init(offset: Int, expected: String, found: String) {
        self.offset = offset
        self.expected = expected
        self.found = found
    }

    /// One sentence: "at offset 12: expected a number, found "x"."
    public var description: String {
        "at offset \(offset): expected \(expected), found \(found)"
    }
}
