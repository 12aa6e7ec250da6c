import Foundation
import ShapeMorph

/// SVG lengths (`12`, `12px`, `3mm`, `50%`) in user units.
enum SVGLength {
    /// The font size `em` stands for: the browsers' default of 16 px, since
    /// the importer does not resolve `font-size`.
    static let fontSize = 16.0
    /// The x-height `ex` stands for: half of `fontSize`, the fallback CSS
    /// allows when a font's own x-height is unknown.
    static let xHeight = fontSize / 2

    /// The direction a percentage refers to.
    enum Axis { case horizontal, vertical, diagonal }

    /// The length `text` in user units (CSS pixels), percentages of the
    /// reference `viewport` along `axis`, or nil when it is not a length.
    static func userUnits(_ text: String, axis: Axis, viewport: Rect?) -> Double? {
        let parts: (number: Double, unit: String)? = SVGScanner.scan(text) { scanner in
            scanner.skipWhitespace()
            guard let number = scanner.readNumber() else { return nil }
            return (number, String(decoding: scanner.bytes[scanner.position...], as: UTF8.self))
        }
        guard let (number, written) = parts else { return nil }
        let unit = written.trimmingCharacters(in: .whitespaces).lowercased()
        switch unit {
        case "", "px": return number
        case "pt": return number * 4 / 3
        case "pc": return number * 16
        case "mm": return number * 96 / 25.4
        case "cm": return number * 96 / 2.54
        case "in": return number * 96
        case "em": return number * Self.fontSize
        case "ex": return number * Self.xHeight
        case "%":
            guard let viewport else { return nil }
            switch axis {
            case .horizontal: return number / 100 * viewport.width
            case .vertical: return number / 100 * viewport.height
            case .diagonal: return number / 100 * viewport.diagonal / 2.0.squareRoot()
            }
        default: return nil
        }
    }
}
