import Foundation

/// An opaque sRGB colour as SVG paint writes it, for blending the fill of
/// in-between frames the way SMIL animates colours: channel by channel.
public struct SVGColor: Hashable, Sendable {
    /// Red, green and blue, 0…255.
    public var red: Double, green: Double, blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Reads `#rgb`, `#rrggbb`, `rgb(r, g, b)` (numbers or percentages) and
    /// the basic colour keywords; nil for anything else (`none`, `url(…)`,
    /// `currentColor`, other keywords), which cannot be blended.
    public init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let hex = SVGColor.hexadecimal(text) {
            self = hex
        } else if text.hasPrefix("rgb("), text.hasSuffix(")") {
            let parts = text.dropFirst(4).dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let channels = parts.compactMap { part -> Double? in
                guard part.hasSuffix("%") else { return Double(part) }
                return Double(part.dropLast()).map { $0 * 255 / 100 }
            }
            guard parts.count == 3, channels.count == 3, channels.allSatisfy(\.isFinite) else { return nil }
            self.init(red: channels[0], green: channels[1], blue: channels[2])
            clamp()
        } else if let hex = SVGColor.keywords[text] {
            self = SVGColor.hexadecimal(hex)!
        } else {
            return nil
        }
    }

    /// `#rrggbb`, channels rounded.
    public var hexadecimal: String {
        let digits = Array("0123456789abcdef")
        return "#" + [red, green, blue].map { channel in
            let value = Int(min(255, max(0, channel)).rounded())
            return String([digits[value / 16], digits[value % 16]])
        }.joined()
    }

    /// The colour `amount` of the way to `other` (0 is this colour, 1 the
    /// other; beyond, as a spring overshoots, clamped to the sRGB cube).
    public func blended(to other: SVGColor, amount: Double) -> SVGColor {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        var color = SVGColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
        color.clamp()
        return color
    }

    /// The paint `amount` of the way from `start` to `end`: blended when both
    /// are colours, else the start's paint for the first half and the end's
    /// after (as SMIL does for values it cannot interpolate).
    public static func blend(_ start: String?, _ end: String?, amount: Double) -> String? {
        guard start != end else { return start }
        if let start, let end, let a = SVGColor(start), let b = SVGColor(end) {
            return a.blended(to: b, amount: amount).hexadecimal
        }
        return amount < 0.5 ? start : end
    }

    private mutating func clamp() {
        red = min(255, max(0, red))
        green = min(255, max(0, green))
        blue = min(255, max(0, blue))
    }

    private static func hexadecimal(_ text: String) -> SVGColor? {
        guard text.hasPrefix("#") else { return nil }
        var digits = Array(text.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6, let value = Int(String(digits), radix: 16) else { return nil }
        return SVGColor(red: Double(value >> 16), green: Double((value >> 8) & 0xFF), blue: Double(value & 0xFF))
    }

    /// CSS's basic colour keywords.
    private static let keywords: [String: String] = [
        "black": "#000000", "silver": "#c0c0c0", "gray": "#808080", "grey": "#808080", "white": "#ffffff",
        "maroon": "#800000", "red": "#ff0000", "purple": "#800080", "fuchsia": "#ff00ff", "magenta": "#ff00ff",
        "green": "#008000", "lime": "#00ff00", "olive": "#808000", "yellow": "#ffff00", "navy": "#000080",
        "blue": "#0000ff", "teal": "#008080", "aqua": "#00ffff", "cyan": "#00ffff", "orange": "#ffa500",
    ]
}
