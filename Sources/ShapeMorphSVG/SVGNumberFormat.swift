import ShapeMorph

/// How numbers are written into SVG: a fixed number of decimals in their
/// shortest form (`0.5`, not `0.500`; never `-0`), or every digit needed to
/// read the same `Double` back. Magnitudes from 1e21 up and below 1e-6 that
/// keep digits are written with an exponent (`5e307`), as JavaScript does,
/// so no number takes more than 25 bytes.
public enum SVGNumberFormat: Hashable, Sendable {
    /// Rounded to this many decimals (0...15), trailing zeros dropped.
    case decimals(Int)
    /// The shortest decimal that reads back as exactly the same `Double`.
    case exact

    /// Three decimals: a thousandth of a user unit, invisible at any
    /// reasonable zoom and stable in golden files.
    public static let `default` = SVGNumberFormat.decimals(3)

    /// Appends `value` to `text` in this format.
    ///
    /// - Precondition: `value` is finite; SVG has no spelling for infinity
    ///   or NaN, and writing anything else in their place would lose data.
    package func append(_ value: Double, to text: inout String) {
        text.append(ASCIIWriter.string(capacity: maximumLength(of: value)) { write(value, to: &$0) })
    }

    /// Appends `value` in this format to `bytes`, for writers that stream
    /// text as bytes (the command line's JSON).
    ///
    /// - Precondition: `value` is finite.
    package func append(_ value: Double, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 25) { scratch in
            var writer = ASCIIWriter(scratch)
            write(value, to: &writer)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<writer.count]))
        }
    }

    /// `value` in this format.
    ///
    /// - Precondition: `value` is finite.
    public func string(_ value: Double) -> String {
        ASCIIWriter.string(capacity: maximumLength(of: value)) { write(value, to: &$0) }
    }

    /// An upper bound on the bytes `write(_:to:)` takes for `value`: 18 for
    /// rounded numbers (a sign, 16 digits and a point), 25 for exact ones (a
    /// sign, 17 digits, a point and an exponent of `e-324`).
    func maximumLength(of value: Double) -> Int {
        if case .decimals(let places) = self, abs(value) * Self.scale(places) < Self.roundingLimit { return 18 }
        return 25
    }

    /// Writes `value` in this format.
    @inline(__always)
    func write(_ value: Double, to writer: inout ASCIIWriter) {
        precondition(value.isFinite, "SVG has no spelling for \(value); check shapes are finite before writing them.")
        if case .decimals(let places) = self {
            let scaled = abs(value) * Self.scale(places)
            // Beyond 2^53 units the decimals carry nothing: such numbers are
            // written in the shortest exact form.
            if scaled < Self.roundingLimit {
                // Half away from zero; the sum is exact below 2^52.
                Self.writeRounded(units: UInt64(scaled + 0.5), places: Swift.min(Swift.max(places, 0), 15),
                                  isNegative: value < 0, to: &writer)
                return
            }
        }
        Self.writeExact(value, to: &writer)
    }

    /// Scaled magnitudes below this round exactly to whole units.
    private static let roundingLimit = 9.0e15

    /// 10^places, places clamped to 0...15.
    @inline(__always)
    private static func scale(_ places: Int) -> Double {
        switch places {
        case ...0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        default: 1_000_000_000_000_000
        }
    }

    /// Writes `units` / 10^places, trailing zeros dropped.
    @inline(__always)
    fileprivate static func writeRounded(units: UInt64, places: Int, isNegative: Bool, to writer: inout ASCIIWriter) {
        if units == 0 { writer.append(UInt8(ascii: "0")); return }
        var units = units, decimals = places
        while decimals > 0 && units % 10 == 0 { units /= 10; decimals -= 1 }
        // At most 16 digits, a point and a sign, produced last first, two
        // digits per division where they fall on the same side of the point.
        writer.appendBackwards(maximumCount: 18) { scratch, end in
            var index = end
            let pairs = twoDigitTable.utf8Start
            func putPair(_ pair: Int) {
                index -= 2
                scratch[index] = pairs[2 * pair]
                scratch[index + 1] = pairs[2 * pair + 1]
            }
            func putDigit(_ digit: UInt64) {
                index -= 1
                scratch[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: digit)
            }
            var fraction = decimals
            while fraction >= 2 {
                putPair(Int(units % 100))
                units /= 100
                fraction -= 2
            }
            if fraction == 1 {
                putDigit(units % 10)
                units /= 10
            }
            if decimals > 0 {
                index -= 1
                scratch[index] = UInt8(ascii: ".")
            }
            while units >= 100 {
                putPair(Int(units % 100))
                units /= 100
            }
            if units >= 10 { putPair(Int(units)) } else { putDigit(units) }
            if isNegative {
                index -= 1
                scratch[index] = UInt8(ascii: "-")
            }
            return index
        }
    }

    /// Swift's shortest round-trip digits: positional from 1e-6 to below
    /// 1e21, with an exponent outside.
    private static func writeExact(_ value: Double, to writer: inout ASCIIWriter) {
        if value == 0 { writer.append(UInt8(ascii: "0")); return }
        if value < 0 { writer.append(UInt8(ascii: "-")) }
        var digits = ShortestDigits(writer: writer)
        abs(value).write(to: &digits)
        writer = digits.writer
    }
}

/// Takes the standard library's shortest round-trip spelling of a positive
/// `Double` (`123.0`, `0.001`, `1e-05`, `1.2345678901234568e+17`), which it
/// hands over as ASCII bytes without making a `String`, and writes the same
/// digits in `SVGNumberFormat.exact`'s spelling.
private struct ShortestDigits: TextOutputStream {
    var writer: ASCIIWriter

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { _writeASCII($0) }
    }

    mutating func _writeASCII(_ text: UnsafeBufferPointer<UInt8>) {
        var storage: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &storage) { buffer in
            let (count, pointPosition) = Self.significantDigits(of: text, into: buffer)
            spell(UnsafeRawBufferPointer(rebasing: buffer[..<count]), pointPosition: pointPosition)
        }
    }

    /// Reads `text` into its significant digits (no leading or trailing
    /// zeros, no point), stored in `digits`, and where the point goes: the
    /// value is 0.digits × 10^pointPosition.
    private static func significantDigits(of text: UnsafeBufferPointer<UInt8>,
                                          into digits: UnsafeMutableRawBufferPointer) -> (count: Int, pointPosition: Int) {
        var count = 0, pointPosition = 0, index = 0, seenPoint = false
        while index < text.count, text[index] != UInt8(ascii: "e") {
            let byte = text[index]
            index += 1
            if byte == UInt8(ascii: ".") { seenPoint = true; continue }
            if count == 0 && byte == UInt8(ascii: "0") {
                if seenPoint { pointPosition -= 1 }
                continue
            }
            if count < digits.count { digits[count] = byte; count += 1 }
            if !seenPoint { pointPosition += 1 }
        }
        if index < text.count {
            index += 1
            var isNegative = false
            if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                isNegative = text[index] == UInt8(ascii: "-")
                index += 1
            }
            var exponent = 0
            while index < text.count { exponent = 10 * exponent + Int(text[index] &- UInt8(ascii: "0")); index += 1 }
            pointPosition += isNegative ? -exponent : exponent
        }
        while count > 1 && digits[count - 1] == UInt8(ascii: "0") { count -= 1 }
        return (count, pointPosition)
    }

    /// Writes 0.digits × 10^pointPosition: positionally from 1e-6 to below
    /// 1e21, with an exponent outside.
    private mutating func spell(_ digits: UnsafeRawBufferPointer, pointPosition: Int) {
        if digits.isEmpty {
            writer.append(UInt8(ascii: "0"))
        } else if pointPosition > 21 || pointPosition < -5 {
            writer.append(digits[0])
            if digits.count > 1 {
                writer.append(UInt8(ascii: "."))
                writer.append(contentsOf: digits.dropFirst())
            }
            writer.append(UInt8(ascii: "e"))
            let exponent = pointPosition - 1
            SVGNumberFormat.writeRounded(units: UInt64(abs(exponent)), places: 0, isNegative: exponent < 0, to: &writer)
        } else if pointPosition <= 0 {
            writer.append(UInt8(ascii: "0"))
            writer.append(UInt8(ascii: "."))
            for _ in 0 ..< -pointPosition { writer.append(UInt8(ascii: "0")) }
            writer.append(contentsOf: digits)
        } else if pointPosition >= digits.count {
            writer.append(contentsOf: digits)
            for _ in 0 ..< pointPosition - digits.count { writer.append(UInt8(ascii: "0")) }
        } else {
            writer.append(contentsOf: digits[..<pointPosition])
            writer.append(UInt8(ascii: "."))
            writer.append(contentsOf: digits[pointPosition...])
        }
    }
}

/// "00", "01", … "99": the digits of each number below 100, two bytes each.
private let twoDigitTable: StaticString = """
    0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849\
    5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
    """
