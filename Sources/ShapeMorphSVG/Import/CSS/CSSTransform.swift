import Foundation
import ShapeMorphSupport

/// A CSS `transform` value (`rotate(45deg) translateX(10px)`) in the
/// syntax of SVG's `transform` attribute, which has no units and fewer
/// functions: angles in `deg`, `rad`, `grad` or `turn` become degrees,
/// lengths in `px` user units, and `translateX`/`Y`, `scaleX`/`Y` and
/// `skew` become `translate`, `scale` and `matrix`.
enum CSSTransform {
    /// The SVG transform list `value` says, or nil where it uses what is
    /// not read here (a length in other units, a 3D function); `none` is
    /// the identity (an empty list).
    static func svgTransformList(_ value: String) -> String? {
        let text = value.trimmingCharacters(in: .whitespaces)
        guard text.lowercased() != "none" else { return "" }
        var functions: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let name = rest[..<open].trimmingCharacters(in: .whitespaces)
            let arguments = rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == "," || $0 == " " })
            guard let function = svgFunction(name, arguments.map(String.init)) else { return nil }
            functions.append(function)
            rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "," }
        }
        guard rest.trimmingCharacters(in: .whitespaces).isEmpty, !functions.isEmpty else { return nil }
        return functions.joined(separator: " ")
    }

    private static func svgFunction(_ name: String, _ arguments: [String]) -> String? {
        func number(_ value: Double) -> String { NumberFormat.exact.string(value) }
        let angles = arguments.map(degrees), lengths = arguments.map(userUnits), plain = arguments.map { Double($0) }
        func all(_ values: [Double?]) -> [Double]? { values.contains { $0 == nil } ? nil : values.map { $0! } }
        switch (name.lowercased(), arguments.count) {
        case ("translate", 1...2): return all(lengths).map { "translate(\($0.map(number).joined(separator: " ")))" }
        case ("translatex", 1): return lengths[0].map { "translate(\(number($0)) 0)" }
        case ("translatey", 1): return lengths[0].map { "translate(0 \(number($0)))" }
        case ("scale", 1...2): return all(plain).map { "scale(\($0.map(number).joined(separator: " ")))" }
        case ("scalex", 1): return plain[0].map { "scale(\(number($0)) 1)" }
        case ("scaley", 1): return plain[0].map { "scale(1 \(number($0)))" }
        case ("rotate", 1): return angles[0].map { "rotate(\(number($0)))" }
        case ("skewx", 1): return angles[0].map { "skewX(\(number($0)))" }
        case ("skewy", 1): return angles[0].map { "skewY(\(number($0)))" }
        case ("skew", 1...2):
            guard let values = all(angles) else { return nil }
            let (x, y) = (values[0] * .pi / 180, (values.count > 1 ? values[1] : 0) * .pi / 180)
            return "matrix(1 \(number(tan(y))) \(number(tan(x))) 1 0 0)"
        case ("matrix", 6): return all(plain).map { "matrix(\($0.map(number).joined(separator: " ")))" }
        default: return nil
        }
    }

    /// An angle in degrees: `deg`, `rad`, `grad`, `turn`, or a bare number.
    private static func degrees(_ text: String) -> Double? {
        for (unit, factor) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)] where text.lowercased().hasSuffix(unit) {
            return Double(text.dropLast(unit.count)).map { $0 * factor }
        }
        return Double(text)
    }

    /// A length in user units: `px` or a bare number.
    private static func userUnits(_ text: String) -> Double? {
        Double(text.lowercased().hasSuffix("px") ? String(text.dropLast(2)) : text)
    }
}
