import Foundation
import ShapeMorphSupport

/// An sRGB colour with its alpha: what a `Paint` paints, blended for the
/// in-between frames and taken apart by writers that keep colour and alpha
/// apart (Lottie, Android).
///
/// Colours blend in OKLab, a perceptual colour space: half way from red to
/// blue is a purple as bright as the ends, not the dark `#800080` a
/// channel-by-channel blend of sRGB gives, and half way from black to white
/// looks half way. (An animated SVG's player blends channel by channel
/// between its keys.)
public struct Color: Hashable, Sendable {
    /// Red, green and blue, 0…255.
    public var red: Double, green: Double, blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// A colour of channels 0…255 and an opacity 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Reads CSS Color 4's sRGB colours: `#rgb`, `#rgba`, `#rrggbb`,
    /// `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()` (with commas or
    /// spaces, an alpha after a comma or a slash, numbers or percentages),
    /// `transparent` and the colour keywords; nil for anything else
    /// (`none`, `url(…)`, `currentColor`), which cannot be blended.
    public init?(_ text: String) {
        // Hexadecimal, the common case, straight from the bytes: animations
        // blend a colour per key.
        if let hex = Color.hexadecimal(text.utf8) {
            self = hex
            return
        }
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let open = text.firstIndex(of: "("), text.hasSuffix(")"),
           let function = ["rgb", "rgba", "hsl", "hsla"].first(where: { text[..<open] == $0 }) {
            guard let color = Color.function(function, arguments: text[text.index(after: open)..<text.index(before: text.endIndex)]) else {
                return nil
            }
            self = color
        } else if text == "transparent" {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
        } else if let value = Color.keywords[text] {
            self.init(red: Double(value >> 16), green: Double((value >> 8) & 0xFF), blue: Double(value & 0xFF))
        } else {
            return nil
        }
    }

    /// Whether `text` is a paint SVG reads: a colour, `none`,
    /// `currentColor`, `context-fill`, `context-stroke`, or a `url(…)`
    /// reference (with a fallback); an ICC colour after it is allowed.
    package static func isPaint(_ text: String) -> Bool {
        var paint = text.trimmingCharacters(in: .whitespaces)
        if let icc = paint.range(of: "icc-color(") { paint = paint[..<icc.lowerBound].trimmingCharacters(in: .whitespaces) }
        let lowered = paint.lowercased()
        if ["none", "currentcolor", "context-fill", "context-stroke", "inherit"].contains(lowered) { return true }
        if lowered.hasPrefix("url("), let close = paint.firstIndex(of: ")") {
            let fallback = paint[paint.index(after: close)...].trimmingCharacters(in: .whitespaces)
            return fallback.isEmpty || isPaint(fallback)
        }
        return Color(paint) != nil
    }

    /// `rgb(…)` or `hsl(…)` (with or without `a`), or nil when the
    /// arguments are not three channels and an optional alpha.
    private static func function(_ name: String, arguments: Substring) -> Color? {
        let separated = arguments.contains(",")
            ? arguments.split(separator: ",")
            : arguments.replacingOccurrences(of: "/", with: " / ").split(whereSeparator: \.isWhitespace).filter { $0 != "/" }
        let parts = separated.map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3 || parts.count == 4, !(arguments.contains(",") && arguments.contains("/")) else { return nil }
        func number(_ part: String, percent: Double) -> Double? {
            let value = part.hasSuffix("%") ? Double(part.dropLast()).map { $0 * percent / 100 } : Double(part)
            return value.flatMap { $0.isFinite ? $0 : nil }
        }
        let alpha = parts.count == 4 ? number(parts[3], percent: 1) : 1
        guard let alpha else { return nil }
        var color: Color
        if name.hasPrefix("rgb") {
            let channels = parts.prefix(3).compactMap { number($0, percent: 255) }
            guard channels.count == 3 else { return nil }
            color = Color(red: channels[0], green: channels[1], blue: channels[2])
        } else {
            var hue = parts[0]
            var scale = 1.0
            for (unit, degrees) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)] where hue.hasSuffix(unit) {
                hue = String(hue.dropLast(unit.count))
                scale = degrees
                break
            }
            guard let h = Double(hue).map({ $0 * scale }), h.isFinite, let s = number(parts[1], percent: 1), let l = number(parts[2], percent: 1),
                  parts[1].hasSuffix("%"), parts[2].hasSuffix("%") else { return nil }
            color = Color(hue: h, saturation: min(1, max(0, s)), lightness: min(1, max(0, l)))
        }
        color.alpha = min(1, max(0, alpha))
        color.clamp()
        return color
    }

    /// The colour of CSS's `hsl()`: hue in degrees, saturation and lightness 0…1.
    private init(hue: Double, saturation: Double, lightness: Double) {
        let turned = hue.truncatingRemainder(dividingBy: 360)
        let hue = turned < 0 ? turned + 360 : turned
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return 255 * (lightness - a * max(-1, min(k - 3, 9 - k, 1)))
        }
        self.init(red: channel(0), green: channel(8), blue: channel(4))
    }

    /// `#rrggbb`, or `#rrggbbaa` when it is not opaque; channels rounded.
    public var hexadecimal: String {
        ASCIIWriter.string(capacity: 9) { writer in
            writer.append(UInt8(ascii: "#"))
            func append(_ channel: Double) {
                let value = UInt8(min(255, max(0, channel)).rounded())
                writer.append(Self.hexadecimalDigits.utf8Start[Int(value >> 4)])
                writer.append(Self.hexadecimalDigits.utf8Start[Int(value & 0xF)])
            }
            append(red)
            append(green)
            append(blue)
            if alpha < 1 { append(255 * alpha) }
        }
    }

    private static let hexadecimalDigits: StaticString = "0123456789abcdef"

    /// The colour's OKLab coordinates: lightness from 0 (black) to 1 (white),
    /// and two opponent axes, green–red and blue–yellow.
    public var oklab: (l: Double, a: Double, b: Double) {
        func linear(_ channel: Double) -> Double {
            let c = channel / 255
            return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// The colour at OKLab coordinates, clamped to the sRGB cube.
    public init(oklab: (l: Double, a: Double, b: Double)) {
        let l = oklab.l + 0.3963377774 * oklab.a + 0.2158037573 * oklab.b
        let m = oklab.l - 0.1055613458 * oklab.a - 0.0638541728 * oklab.b
        let s = oklab.l - 0.0894841775 * oklab.a - 1.2914855480 * oklab.b
        let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
        func encoded(_ value: Double) -> Double {
            let v = min(1, max(0, value))
            return 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * Foundation.pow(v, 1 / 2.4) - 0.055)
        }
        self.init(red: encoded(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3),
                  green: encoded(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3),
                  blue: encoded(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3))
    }

    /// The colour text `amount` of the way from `start` to `end`, as
    /// `Paint.blend` blends their paints: for colours written in text that
    /// is carried as it is (a gradient's stops, a carried effect's
    /// attributes).
    package static func blend(_ start: String?, _ end: String?, amount: Double) -> String? {
        Paint.blend(start.map { Paint($0) }, end.map { Paint($0) }, amount: amount)?.text
    }

    private mutating func clamp() {
        red = min(255, max(0, red))
        green = min(255, max(0, green))
        blue = min(255, max(0, blue))
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, spaces and tabs around it
    /// allowed, in either case.
    private static func hexadecimal(_ text: String.UTF8View) -> Color? {
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = text.firstIndex(where: { !isBlank($0) }), text[first] == UInt8(ascii: "#"),
              let last = text.lastIndex(where: { !isBlank($0) }) else { return nil }
        // Up to six hexadecimal digits, packed four bits each.
        var value = 0, count = 0
        for byte in text[text.index(after: first)..<text.index(after: last)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            count += 1
            if count > 8 { return nil }
            value = value << 4 | Int(digit)
        }
        guard [3, 4, 6, 8].contains(count) else { return nil }
        // Channel `index` (0 red, 1 green, 2 blue, 3 alpha) of `channels`;
        // `#abc` is `#aabbcc`.
        let (short, channels) = (count <= 4, count <= 4 ? count : count / 2)
        func channel(_ index: Int) -> Double {
            guard index < channels else { return 255 }
            let shift = (channels - 1 - index) * (short ? 4 : 8)
            return short ? Double(((value >> shift) & 0xF) * 17) : Double((value >> shift) & 0xFF)
        }
        return Color(red: channel(0), green: channel(1), blue: channel(2), alpha: channel(3) / 255)
    }
}
