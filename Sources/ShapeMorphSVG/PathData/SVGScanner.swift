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

    /// Reads `sign? (digits ('.' digits?)? | '.' digits) exponent?` as a
    /// finite `Double`, correctly rounded, or leaves the cursor where it was
    /// and returns nil.
    ///
    /// Numbers of up to 19 digits with a decimal exponent of at most 22
    /// either way (all that SVG writers emit) are converted without
    /// allocating: the digits as an integer times or divided by an exact
    /// power of ten is one correctly rounded operation when the integer is
    /// at most 2^53. The rest go through the standard library's parser.
    mutating func readNumber() -> Double? {
        let (end, value) = Self.number(in: bytes, at: position)
        guard let value, value.isFinite else { return nil }
        position = end
        return value
    }

    /// The number that starts at `start` in `bytes` (infinite when it is
    /// beyond the range of `Double`) and the offset after it.
    private static func number(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (end: Int, value: Double?) {
        let count = bytes.count
        var index = start
        let isNegative = index < count && bytes[index] == 0x2D
        if index < count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        // All the digits as one integer, exact while there are at most 19.
        var significand: UInt64 = 0
        func readDigits(from first: Int) -> Int {
            var end = first
            while end < count, case let digit = bytes[end] &- 0x30, digit < 10 {
                significand = significand &* 10 &+ UInt64(digit)
                end += 1
            }
            return end
        }
        let integerStart = index
        index = readDigits(from: index)
        let integerDigits = index - integerStart
        var fractionDigits = 0
        if index < count, bytes[index] == 0x2E {
            let end = readDigits(from: index + 1)
            fractionDigits = end - index - 1
            if integerDigits > 0 || fractionDigits > 0 { index = end }
        }
        guard integerDigits + fractionDigits > 0 else { return (start, nil) }
        var exponent = 0
        if index < count, bytes[index] | 0x20 == 0x65 {
            var end = index + 1
            let exponentIsNegative = end < count && bytes[end] == 0x2D
            if end < count, bytes[end] == 0x2B || bytes[end] == 0x2D { end += 1 }
            let exponentStart = end
            while end < count, case let digit = bytes[end] &- 0x30, digit < 10 {
                exponent = min(exponent * 10 + Int(digit), 1_000_000)
                end += 1
            }
            if end > exponentStart {
                index = end
                if exponentIsNegative { exponent = -exponent }
            } else {
                exponent = 0
            }
        }
        let decimalExponent = exponent - fractionDigits
        var value: Double
        if integerDigits + fractionDigits <= 19, significand <= 1 << 53, abs(decimalExponent) <= 22 {
            value = Double(significand)
            value = decimalExponent < 0 ? value / powersOfTen[-decimalExponent] : value * powersOfTen[decimalExponent]
            if isNegative { value = -value }
        } else {
            guard let parsed = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { return (start, nil) }
            value = parsed
        }
        return (index, value)
    }

    /// 10^0 … 10^22, the powers of ten a `Double` holds exactly.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

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
        let (end, value) = Self.number(in: bytes, at: position)
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
