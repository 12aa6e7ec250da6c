import ShapeMorphTestSupport
import Testing
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphSupport

@Suite("NumberFormat")
struct NumberFormatTests {
    @Test("decimals: shortest form, no -0", arguments: [
        (0.5, 3, "0.5"), (0.5004, 3, "0.5"), (0.0005, 3, "0.001"), (-0.0004, 3, "0"),
        (-0.0, 3, "0"), (100.0, 3, "100"), (-12.3456, 2, "-12.35"), (1e-7, 3, "0"),
        (123456.789, 0, "123457"), (0.25, 1, "0.3"), (0.05, 3, "0.05"), (1e20, 3, "100000000000000000000"),
    ])
    func decimals(value: Double, places: Int, expected: String) {
        #expect(NumberFormat.decimals(places).string(value) == expected)
    }

    @Test("three decimals, written by the quick path below 10^5: the same text as the rule's integer spelling")
    func thousandthsMatchTheRule() {
        var generator = SeededRandom(seed: 29)
        var values: [Double] = [0.0004, 0.0005, 0.001, 0.0015, 0.9995, 9.9995, 99.9995, 999.9995, 9999.9995,
                                99999.9994, 99999.9995, 99999.9996, 12345.678, 0.1, 0.12, 0.123, 0.1234, 5e-7, 1e5]
        values += (0..<2000).map { Double($0) / 1000 } + (0..<100_000).map { _ in
            let magnitude = Double(Int(generator.next() % 8)) - 3
            return (Double(generator.next() >> 11) / 9007199254740992 - 0.5) * Self.pow10(magnitude)
        }
        for value in values + values.map({ -$0 }) {
            // The rule: thousandths rounded half away from zero, trailing zeros dropped, no -0.
            let units = (abs(value) * 1000 + 0.5).rounded(.down)
            var expected = "0"
            if units > 0 {
                let digits = String(UInt64(units)), padded = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
                var fraction = padded.suffix(3)
                while fraction.hasSuffix("0") { fraction = fraction.dropLast() }
                expected = (value < 0 ? "-" : "") + padded.dropLast(3) + (fraction.isEmpty ? "" : "." + fraction)
            }
            #expect(NumberFormat.decimals(3).string(value) == expected, "\(value)")
        }
    }

    @Test("exact: shortest round trip, an exponent from 1e21 and below 1e-6", arguments: [
        (0.1, "0.1"), (-0.1, "-0.1"), (1.0 / 3, "0.3333333333333333"), (1e-5, "0.00001"), (1e-6, "0.000001"),
        (1.5e-10, "1.5e-10"), (123456789.125, "123456789.125"), (1e20, "100000000000000000000"), (1e21, "1e21"),
        (.leastNonzeroMagnitude, "5e-324"), (-2.5e300, "-2.5e300"), (42, "42"), (-.greatestFiniteMagnitude, "-1.7976931348623157e308"),
    ])
    func exact(value: Double, expected: String) {
        let text = NumberFormat.exact.string(value)
        #expect(text == expected)
        #expect(Double(text) == value, "wanted \(value), got \(text)")
    }

    @Test("no number takes more than 25 bytes, in any format", arguments: [NumberFormat.decimals(3), .decimals(15), .exact])
    func shortSpelling(format: NumberFormat) {
        for value in Self.randomValues.map({ $0 * 1e280 }) + Self.randomValues.map({ $0 * 1e-290 })
            + [-.greatestFiniteMagnitude, -.leastNonzeroMagnitude, -.leastNormalMagnitude, 5e307] {
            let text = format.string(value)
            #expect(text.utf8.count <= 25, "\(text)")
            if format == .exact { #expect(Double(text) == value, "\(value) gave \(text)") }
        }
    }

    @Test("exact: the same text as the String-based spelling it replaced, over every kind of double")
    func exactMatchesReference() {
        var generator = SeededRandom(seed: 18)
        // Random bit patterns, and every binary exponent with the least,
        // the greatest and random fractions, reach every power of ten the
        // digit generator scales by (powers of two, whose interval is
        // lopsided, included); subnormals reach its smallest cases. Scaled
        // integers and powers of ten cover the spellings' edges (whole
        // numbers, "1e+16", "0.0001", trailing zeros).
        var bitPatterns = (0..<200_000).map { _ in Double(bitPattern: generator.next()) }.filter(\.isFinite)
        for exponent in UInt(0)...2046 {
            for fraction: UInt64 in [0, 1, 2, 3, 1 << 51, 1 << 52 - 1] + (0..<10).map({ _ in generator.next() >> 12 }) {
                bitPatterns.append(Double(sign: .plus, exponentBitPattern: exponent, significandBitPattern: fraction))
            }
        }
        bitPatterns += (UInt64(1)...3000).map { Double(bitPattern: $0) }
        // 2^53, where integers stop being exact, and the next double.
        var edges: [Double] = [9_007_199_254_740_992, 9_007_199_254_740_994, 1e15, 1e16, 1e21, 1e22, 1e-4, 1e-5, 1e-6, 1e-7]
        for exponent in -330...310 {
            let power = Self.pow10(Double(exponent))
            edges += [power, 9.5 * power, 1.25 * power, 123456789 * power]
        }
        edges += (0..<2000).map { Double($0) * 0.001 }
        for value in bitPatterns + (edges + edges.map { -$0 }).filter(\.isFinite) {
            let text = NumberFormat.exact.string(value)
            let reference = Self.referenceExactSpelling(value)
            if text != reference { Issue.record("\(value): wanted \(reference), got \(text)"); return }
        }
    }

    /// The exact spelling as first written, post-processing `description`
    /// with `String` operations: the reference the byte writer must match.
    static func referenceExactSpelling(_ value: Double) -> String {
        if value == 0 { return "0" }
        let sign = value < 0 ? "-" : ""
        let description = abs(value).description
        if !description.contains("e") {
            return sign + (description.hasSuffix(".0") ? String(description.dropLast(2)) : description)
        }
        let parts = description.split(separator: "e")
        let significand = parts[0]
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let integerDigitCount = significand.split(separator: ".", omittingEmptySubsequences: false)[0].count
        var digits = significand.filter { $0 != "." }
        var pointPosition = integerDigitCount + exponent
        while digits.count > 1 && digits.hasPrefix("0") { digits.removeFirst(); pointPosition -= 1 }
        while digits.count > 1 && digits.hasSuffix("0") { digits.removeLast() }
        if pointPosition > 21 || pointPosition < -5 {
            let mantissa = digits.count == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
            return sign + mantissa + "e" + String(pointPosition - 1)
        } else if pointPosition <= 0 {
            return sign + "0." + String(repeating: "0", count: -pointPosition) + digits
        } else if pointPosition >= digits.count {
            return sign + digits + String(repeating: "0", count: pointPosition - digits.count)
        }
        let split = digits.index(digits.startIndex, offsetBy: pointPosition)
        return sign + String(digits[..<split]) + "." + String(digits[split...])
    }

    /// Values of every magnitude, from a fixed seed.
    static let randomValues: [Double] = {
        var random = SeededRandom(seed: 7)
        return (0..<4000).map { _ in
            let mantissa = random.unit() * 2 - 1
            let exponent = Double(Int(random.next() % 40) - 20)
            return mantissa * Double(sign: .plus, exponent: 0, significand: 1) * pow10(exponent)
        }
    }()

    static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(abs(exponent)) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }

    @Test("decimals: every value reads back within half a unit, in shortest form", arguments: [0, 1, 2, 3, 6, 15])
    func decimalsProperty(places: Int) {
        let format = NumberFormat.decimals(places)
        for value in Self.randomValues {
            let text = format.string(value)
            guard let parsed = Double(text) else { Issue.record("\(value) gave \(text)"); continue }
            let unit = Self.pow10(Double(-places))
            expectClose(parsed, value, absolute: unit / 2 * (1 + 1e-9) + abs(value) * 1e-15, "\(value) at \(places) gave \(text)")
            #expect(!text.contains("e") && text != "-0" && !text.hasPrefix("-0.") || parsed != 0, "\(text)")
            if text.contains(".") { #expect(!text.hasSuffix("0") && !text.hasSuffix("."), "\(text)") }
        }
    }

    @Test("path data writes each number as the format does", arguments: [NumberFormat.decimals(3), .decimals(0), .exact])
    func pathDataMatchesNumbers(format: NumberFormat) {
        let values = Self.randomValues + [1e300, -1e-300, 0, -0.0, 9.5e15]
        var points = values.indices.map { Point(x: values[$0], y: values[(values.count - 1 - $0)]) }
        points.append(points[0])
        let segments = stride(from: 0, to: points.count - 3, by: 3).map {
            AnimatableCubicCurve(start: points[$0], control1: points[$0 + 1], control2: points[$0 + 2], end: points[$0 + 3])
        }
        let shape = Shape(contours: [Contour(segments: segments, isClosed: false)])
        var expected = "M" + format.string(segments[0].start.x) + " " + format.string(segments[0].start.y)
        for segment in segments {
            expected += "C" + [segment.control1, segment.control2, segment.end]
                .map { format.string($0.x) + " " + format.string($0.y) }.joined(separator: " ")
        }
        #expect(SVGPathData.string(for: shape, format: format) == expected)
    }
}
