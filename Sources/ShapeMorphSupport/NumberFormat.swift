/// How numbers are written into SVG and every other format: a fixed number of decimals in their
/// shortest form (`0.5`, not `0.500`; never `-0`), or every digit needed to
/// read the same `Double` back. Magnitudes from 1e21 up and below 1e-6 that
/// keep digits are written with an exponent (`5e307`), as JavaScript does,
/// so no number takes more than 25 bytes.
public enum NumberFormat: Hashable, Sendable {
    /// Rounded to this many decimals (0...15), trailing zeros dropped.
    case decimals(Int)
    /// The shortest decimal that reads back as exactly the same `Double`.
    case exact

    /// Three decimals: a thousandth of a user unit, invisible at any
    /// reasonable zoom and stable in golden files.
    public static let `default` = NumberFormat.decimals(3)

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

    /// `values` in this format, `separator` (an ASCII character) between
    /// each and the next: a list written into one string, not a string per
    /// value joined.
    ///
    /// - Precondition: every value is finite.
    package func string(_ values: some Collection<Double>, separator: Unicode.Scalar) -> String {
        ASCIIWriter.string(capacity: values.reduce(0) { $0 + maximumLength(of: $1) + 1 }) { writer in
            for (index, value) in values.enumerated() {
                if index > 0 { writer.append(UInt8(ascii: separator)) }
                write(value, to: &writer)
            }
        }
    }

    /// How times, rates and easing handles are written, whatever a path's
    /// precision: to six decimals (a microsecond), a value that is not zero
    /// never as `0` (see `nonzeroString`).
    package static let time = NumberFormat.decimals(6)

    /// The format for factors that multiply coordinates written in this
    /// one (a transform's scale, skew and turn): four more decimals, so
    /// that a coordinate of up to 10,000 it moves lands within this
    /// format's rounding (`scale(.71111)` written as `0.711` would move
    /// x = 900 by a tenth of a unit).
    package var forFactors: NumberFormat {
        if case .decimals(let places) = self { return .decimals(Swift.min(places + 4, 15)) }
        return self
    }

    /// `value` in this format, or with the digits it needs where the format
    /// would write a value that is not zero as `0` (a hairline stroke, a
    /// tiny viewBox), which would change what it means.
    ///
    /// - Precondition: `value` is finite.
    package func nonzeroString(_ value: Double) -> String {
        let text = string(value)
        return value != 0 && text == "0" ? Self.exact.string(value) : text
    }

    /// An upper bound on the bytes `write(_:to:)` takes for `value`: 18 for
    /// rounded numbers (a sign, 16 digits and a point), 25 for exact ones (a
    /// sign, 17 digits, a point and an exponent of `e-324`).
    package func maximumLength(of value: Double) -> Int {
        if case .decimals(let places) = self, abs(value) * Self.scale(places) < Self.roundingLimit { return 18 }
        return 25
    }

    /// Writes `value` in this format.
    @inline(__always)
    package func write(_ value: Double, to writer: inout ASCIIWriter) {
        precondition(value.isFinite, "SVG has no spelling for \(value); check shapes are finite before writing them.")
        if case .decimals(let places) = self {
            let scaled = abs(value) * Self.scale(places)
            // Beyond 2^53 units the decimals carry nothing: such numbers are
            // written in the shortest exact form.
            // Three decimals of less than 10^5, the usual coordinate: the
            // quick path (the same text).
            if places == 3 && scaled < 99_999_999.5 {
                writer.append(thousandths: UInt32(scaled + 0.5), isNegative: value < 0)
                return
            }
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
        if isNegative { writer.append(UInt8(ascii: "-")) }
        // With a zero before the point where all digits are decimals.
        let count = Swift.max(ASCIIWriter.digitCount(of: units), decimals + 1)
        writer.append(digitsOf: units, count: count, pointAfter: count - decimals)
    }

    /// The shortest round-trip digits: positional from 1e-6 to below 1e21,
    /// with an exponent outside.
    @inline(__always)
    private static func writeExact(_ value: Double, to writer: inout ASCIIWriter) {
        if value == 0 { writer.append(UInt8(ascii: "0")); return }
        if value < 0 { writer.append(UInt8(ascii: "-")) }
        let decimal = ShortestDecimal(abs(value))
        let digitCount = ASCIIWriter.digitCount(of: decimal.significand)
        // The value is 0.digits × 10^pointPosition.
        let pointPosition = digitCount + decimal.exponent
        if pointPosition > 21 || pointPosition < -5 {
            writer.append(digitsOf: decimal.significand, count: digitCount, pointAfter: 1)
            writer.append(UInt8(ascii: "e"))
            let exponent = pointPosition - 1
            writeRounded(units: UInt64(abs(exponent)), places: 0, isNegative: exponent < 0, to: &writer)
        } else if pointPosition <= 0 {
            writer.append(UInt8(ascii: "0"))
            writer.append(UInt8(ascii: "."))
            writer.append(zeros: -pointPosition)
            writer.append(digitsOf: decimal.significand, count: digitCount, pointAfter: digitCount)
        } else {
            writer.append(digitsOf: decimal.significand, count: digitCount, pointAfter: pointPosition)
            writer.append(zeros: pointPosition - digitCount)
        }
    }
}
