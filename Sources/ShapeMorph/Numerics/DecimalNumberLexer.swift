/// Reads a decimal number from UTF-8 bytes, as SVG and CSS write them:
/// `sign? (digits ('.' digits?)? | '.' digits) (('e' | 'E') sign? digits)?`.
/// The one number reader of the toolkit: SVG attributes and timing text both
/// read through it.
///
/// Numbers of up to 19 digits with a decimal exponent of at most 22 either
/// way (all that SVG writers emit) are converted without allocating: the
/// digits as an integer times or divided by an exact power of ten is one
/// correctly rounded operation when the integer is at most 2^53. The rest go
/// through the standard library's parser, also correctly rounded.
package enum DecimalNumberLexer {
    /// The number that starts at `start` in `bytes` (infinite when it is
    /// beyond the range of `Double`) and the offset after it.
    package static func number(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (end: Int, value: Double?) {
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
}
