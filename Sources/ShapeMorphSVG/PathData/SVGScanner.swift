import ShapeMorph

/// A cursor over the bytes of an attribute's text that reads SVG numbers,
/// whitespace and separators: the shared lexical layer of path data, point
/// lists, transform lists and lengths.
///
/// It reads the string's own UTF-8 storage, without a copy, so it exists
/// only inside `scan(_:_:)`.
struct SVGScanner {
    /// The text's UTF-8 bytes, valid during the `scan(_:_:)` call that made
    /// the scanner.
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Calls `body` with a scanner at the start of `text`; the scanner must
    /// not outlive the call.
    static func scan<Result>(_ text: String, _ body: (inout SVGScanner) -> Result) -> Result {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = SVGScanner(bytes: bytes)
            return body(&scanner)
        }
    }

    /// The numbers of a list separated by whitespace or commas (`points`,
    /// `viewBox`), at most `limit` of them, with an error expecting
    /// `expected` where the list stops before the end of `text`.
    static func numberList(_ text: String, limit: Int = .max, expected: String) -> (numbers: [Double], stop: SVGAttributeSyntaxError?) {
        scan(text) { scanner in
            var numbers: [Double] = []
            scanner.skipWhitespace()
            while numbers.count < limit, let number = scanner.readNumber() {
                numbers.append(number)
                scanner.skipCommaWhitespace()
            }
            return (numbers, scanner.isAtEnd ? nil : scanner.error(expected: expected))
        }
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The byte at the cursor, or nil at the end.
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Reads a number (`DecimalNumberLexer`'s grammar) as a finite `Double`,
    /// correctly rounded, or leaves the cursor where it was and returns nil.
    mutating func readNumber() -> Double? {
        let (end, value) = DecimalNumberLexer.number(in: bytes, at: position)
        guard let value, value.isFinite else { return nil }
        position = end
        return value
    }

    mutating func skipWhitespace() {
        while let byte = current, Self.isWhitespace(byte) { position += 1 }
    }

    /// Skips whitespace, at most one comma, and whitespace again.
    mutating func skipCommaWhitespace() {
        skipWhitespace()
        if current == 0x2C {
            position += 1
            skipWhitespace()
        }
    }

    /// Consumes `text` if the bytes at the cursor spell it.
    mutating func consume(_ text: String) -> Bool {
        let expected = Array(text.utf8)
        guard position + expected.count <= bytes.count,
              bytes[position..<position + expected.count].elementsEqual(expected) else { return false }
        position += expected.count
        return true
    }

    /// The error at the cursor, quoting what is there: a number beyond the
    /// range of `Double`, or else text that is not `expected`.
    func error(expected: String) -> SVGAttributeSyntaxError {
        guard position < bytes.count else {
            return .unexpected(offset: position, expected: expected, found: "the end of the data")
        }
        let (end, value) = DecimalNumberLexer.number(in: bytes, at: position)
        if let value, !value.isFinite {
            let literal = String(decoding: bytes[position..<end].prefix(24), as: UTF8.self)
            return .outOfRange(offset: position, expected: "a number within ±1.8e308", found: "\"\(literal)\"")
        }
        let excerpt = String(decoding: bytes[position..<min(position + 12, bytes.count)], as: UTF8.self)
        return .unexpected(offset: position, expected: expected, found: "\"\(excerpt)\"")
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
    static func startsNumber(_ byte: UInt8) -> Bool { isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E }
}
