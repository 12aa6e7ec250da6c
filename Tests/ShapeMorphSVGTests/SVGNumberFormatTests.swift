import Testing
import ShapeMorphSVG

@Suite("SVGNumberFormat")
struct SVGNumberFormatTests {
    @Test("decimals: shortest form, no -0, no exponent", arguments: [
        (0.5, 3, "0.5"), (0.5004, 3, "0.5"), (0.0005, 3, "0.001"), (-0.0004, 3, "0"),
        (-0.0, 3, "0"), (100.0, 3, "100"), (-12.3456, 2, "-12.35"), (1e-7, 3, "0"),
        (123456.789, 0, "123457"), (0.25, 1, "0.3"), (0.05, 3, "0.05"), (1e20, 3, "100000000000000000000"),
    ])
    func decimals(value: Double, places: Int, expected: String) {
        #expect(SVGNumberFormat.decimals(places).string(value) == expected)
    }

    @Test("exact: shortest round trip without exponent", arguments: [
        0.1, -0.1, 1.0 / 3, 1e-5, 1.5e-10, 123456789.125, 1e21, .leastNonzeroMagnitude, -2.5e300, 42,
    ])
    func exact(value: Double) {
        let text = SVGNumberFormat.exact.string(value)
        #expect(!text.contains("e") && !text.contains("E"), "\(text)")
        #expect(Double(text) == value, "wanted \(value), got \(text)")
    }
}
