import ShapeMorph

/// How numbers are written into SVG: a fixed number of decimals in their
/// shortest form (`0.5`, not `0.500`; never `-0`; never an exponent), or
/// every digit needed to read the same `Double` back.
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
    /// Non-finite values have no SVG spelling; they are written as `0`. The
    /// morph engine never produces them.
    public func append(_ value: Double, to text: inout String) {
        guard value.isFinite else { text.append("0"); return }
        switch self {
        case .decimals(let places):
            appendRounded(value, places: Swift.min(Swift.max(places, 0), 15), to: &text)
        case .exact:
            appendExact(value, to: &text)
        }
    }

    /// `value` in this format.
    public func string(_ value: Double) -> String {
        var text = ""
        append(value, to: &text)
        return text
    }

    private func appendRounded(_ value: Double, places: Int, to text: inout String) {
        let scale = powerOfTen[places]
        let scaled = (abs(value) * scale).rounded()
        // Beyond 2^53 the decimals carry nothing: write the shortest exact form.
        guard scaled < 9.0e15 else { appendExact(value, to: &text); return }
        var units = UInt64(scaled)
        if units == 0 { text.append("0"); return }
        if value < 0 { text.append("-") }
        var decimals = places
        while decimals > 0 && units % 10 == 0 { units /= 10; decimals -= 1 }
        let digits = String(units)
        if decimals == 0 {
            text.append(digits)
        } else if digits.utf8.count > decimals {
            let split = digits.index(digits.endIndex, offsetBy: -decimals)
            text.append(contentsOf: digits[..<split])
            text.append(".")
            text.append(contentsOf: digits[split...])
        } else {
            text.append("0.")
            text.append(String(repeating: "0", count: decimals - digits.utf8.count))
            text.append(digits)
        }
    }

    /// Swift's shortest round-trip digits, rewritten without an exponent.
    private func appendExact(_ value: Double, to text: inout String) {
        if value == 0 { text.append("0"); return }
        if value < 0 { text.append("-") }
        let parts = abs(value).description.split(separator: "e")
        let significand = parts[0]
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let integerDigitCount = significand.split(separator: ".", omittingEmptySubsequences: false)[0].count
        var digits = significand.filter { $0 != "." }
        var pointPosition = integerDigitCount + exponent
        while digits.count > 1 && digits.hasPrefix("0") { digits.removeFirst(); pointPosition -= 1 }
        while digits.count > 1 && digits.hasSuffix("0") && digits.count > pointPosition { digits.removeLast() }
        if pointPosition <= 0 {
            text.append("0." + String(repeating: "0", count: -pointPosition) + digits)
        } else if pointPosition >= digits.count {
            text.append(digits + String(repeating: "0", count: pointPosition - digits.count))
        } else {
            let split = digits.index(digits.startIndex, offsetBy: pointPosition)
            text.append(String(digits[..<split]) + "." + String(digits[split...]))
        }
    }
}

private let powerOfTen: [Double] = (0...15).map { exponent in
    (0..<exponent).reduce(1.0) { value, _ in value * 10 }
}
