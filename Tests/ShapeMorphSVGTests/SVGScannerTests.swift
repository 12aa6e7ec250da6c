import ShapeMorphTestSupport
import Testing
@testable import ShapeMorphSVG

@Suite("Number scanner")
struct SVGScannerTests {
    /// The number the scanner reads from the start of `text`, and where it stops.
    static func read(_ text: String) -> (value: Double?, end: Int) {
        SVGScanner.scan(text) { scanner in (scanner.readNumber(), scanner.position) }
    }

    @Test("edge cases read as the standard library reads them, correctly rounded", arguments: [
        "0", "-0", "+0", "0.0", ".5", "5.", "-.5e1", "007", "0.000001", "1e0", "1E+2", "1e-2",
        "9007199254740992", "9007199254740993", "9007199254740993e-5", "12345678901234567890",
        "0.1000000000000000055511151231257827", "123456789012345678901234567890.5",
        "1e22", "1e23", "1.5e-22", "1.5e-23", "4.9e-324", "2.2250738585072014e-308",
        "1.7976931348623157e308", "0.30000000000000004", "3.141592653589793238462643383279",
        "00000000000000000000000001.5", "0.00000000000000000000000015",
    ])
    func edgeCases(text: String) throws {
        let (value, end) = Self.read(text)
        let expected = try #require(Double(text))
        #expect(value?.bitPattern == expected.bitPattern, "\(text): \(String(describing: value)) vs \(expected)")
        #expect(end == text.utf8.count)
    }

    @Test("random decimals of 1…25 digits with exponents read bit-exactly")
    func randomDecimals() {
        var generator = SeededRandom(seed: 7)
        for _ in 0..<20_000 {
            let digits = String((0..<Int.random(in: 1...25, using: &generator)).map { _ in
                Character(String(Int.random(in: 0...9, using: &generator)))
            })
            let point = Int.random(in: 0...digits.count, using: &generator)
            var text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            if text.hasSuffix(".") && Bool.random(using: &generator) { text.removeLast() }
            if Bool.random(using: &generator) { text = "-" + text }
            if Bool.random(using: &generator) { text += "e\(Int.random(in: -40...40, using: &generator))" }
            let (value, end) = Self.read(text)
            guard let expected = Double(text) else { continue }
            #expect(value?.bitPattern == expected.bitPattern, "\(text)")
            #expect(end == text.utf8.count, "\(text)")
        }
    }

    @Test("the shortest text of random doubles reads back to the same double")
    func shortestRoundTrip() {
        var generator = SeededRandom(seed: 11)
        for _ in 0..<20_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            let text = "\(value)"
            #expect(Self.read(text).value?.bitPattern == value.bitPattern, "\(text)")
        }
    }

    @Test("not numbers: nothing read, the cursor stays", arguments: [
        "", "-", "+", ".", "-.", "e5", ".e5", "NaN", "Infinity", "inf", "1e400", "-1e400",
    ])
    func notNumbers(text: String) {
        let (value, end) = Self.read(text)
        #expect(value == nil)
        #expect(end == 0)
    }

    @Test("a number stops where the grammar does", arguments: [
        ("1.5.5", 3), ("1e", 1), ("1e+", 1), ("2E-x", 1), ("-3-4", 2), ("1.e2", 4), ("7px", 1),
    ])
    func stops(text: String, end: Int) {
        #expect(Self.read(text).end == end)
    }
}
