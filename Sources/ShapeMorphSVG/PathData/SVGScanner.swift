/// A cursor over the bytes of an attribute's text that reads SVG numbers,
/// whitespace and separators: the shared lexical layer of path data, point
/// lists, transform lists and lengths.
struct SVGScanner {
    let bytes: [UInt8]
    var position = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { position >= bytes.count }

    /// The byte at the cursor, or nil at the end.
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Reads `sign? (digits ('.' digits?)? | '.' digits) exponent?` as a
    /// finite `Double`, or leaves the cursor where it was and returns nil.
    mutating func readNumber() -> Double? {
        let start = position
        if let byte = current, byte == 0x2B || byte == 0x2D { position += 1 }
        let integerStart = position
        while let byte = current, Self.isDigit(byte) { position += 1 }
        var digitCount = position - integerStart
        if current == 0x2E {
            var end = position + 1
            while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
            if end > position + 1 || digitCount > 0 {
                digitCount += end - position - 1
                position = end
            }
        }
        guard digitCount > 0 else { position = start; return nil }
        if let byte = current, byte == 0x65 || byte == 0x45 {
            var end = position + 1
            if end < bytes.count, bytes[end] == 0x2B || bytes[end] == 0x2D { end += 1 }
            let exponentStart = end
            while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }
            if end > exponentStart { position = end }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { position = start; return nil }
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

    /// A syntax error at the cursor, quoting what is there.
    func error(expected: String) -> SVGPathSyntaxError {
        guard position < bytes.count else {
            return SVGPathSyntaxError(offset: position, expected: expected, found: "the end of the data")
        }
        let excerpt = String(decoding: bytes[position..<min(position + 12, bytes.count)], as: UTF8.self)
        return SVGPathSyntaxError(offset: position, expected: expected, found: "\"\(excerpt)\"")
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
    static func startsNumber(_ byte: UInt8) -> Bool { isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E }
}
