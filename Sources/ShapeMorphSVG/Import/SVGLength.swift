import Foundation
import ShapeMorph

/// SVG lengths (`12`, `12px`, `3mm`, `50%`) in user units.
enum SVGLength {
    /// The font size `em` stands for where no `font-size` is set: the
    /// browsers' default of 16 px (`medium`).
    static let defaultFontSize = 16.0

    /// The direction a percentage refers to.
    enum Axis { case horizontal, vertical, diagonal }

    /// The length `text` in user units (CSS pixels), percentages of the
    /// reference `viewport` along `axis`, `em` of `fontSize` and `ex` of
    /// half of it (the fallback CSS allows where a font's own x-height is
    /// unknown), or nil when it is not a length.
    static func userUnits(_ text: String, axis: Axis, viewport: Rect?, fontSize: Double = defaultFontSize) -> Double? {
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
        case "em": return number * fontSize
        case "ex": return number * fontSize / 2
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

    /// CSS's absolute font sizes in pixels.
    private static let fontSizeKeywords = ["xx-small": 9.0, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24,
                                           "xx-large": 32, "xxx-large": 48]

    /// Whether `text` is a keyword (`small`, `larger`, …) whose size in
    /// pixels is the renderer's choice.
    static func isNamedFontSize(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        return fontSizeKeywords[trimmed] != nil || trimmed == "larger" || trimmed == "smaller"
    }

    /// The `font-size` `text` sets where the parent's is `parentSize`: a
    /// length (`em` and percentages of the parent's), an absolute keyword
    /// (`medium` is 16 px) or `larger`/`smaller` (a factor of 1.2); nil when
    /// it is none of these.
    static func fontSize(_ text: String, parentSize: Double) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let size = fontSizeKeywords[trimmed] { return size }
        if trimmed == "larger" { return parentSize * 1.2 }
        if trimmed == "smaller" { return parentSize / 1.2 }
        let square = Rect(minX: 0, minY: 0, maxX: parentSize, maxY: parentSize)
        return userUnits(trimmed, axis: .horizontal, viewport: square, fontSize: parentSize).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
    }
}

