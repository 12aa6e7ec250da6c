import Foundation

/// CSS's `font` shorthand (`italic bold 12px/1.5 "Noto Sans", serif`) as
/// the longhands it sets. Like every shorthand it sets all of them: those
/// it does not name go back to their initial values (CSS Fonts 4, §
/// "font"), so `font: 50px serif` turns kerning back on under a parent with
/// `font-kerning: none`.
enum CSSFontShorthand {
    /// The longhands `value` sets, in order, or nil when it is not a `font`
    /// value this reads (a system font keyword such as `caption`, a missing
    /// size or family, an unknown word before the size).
    static func longhands(of value: String) -> [(name: String, value: String)]? {
        var words = CSSText.split(Substring(value.trimmingCharacters(in: .whitespacesAndNewlines)), at: " ")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }[...]
        var style = "normal", variant = "normal", weight = "normal", stretch = "normal"
        var size: String?
        while let word = words.first {
            words = words.dropFirst()
            let lowered = word.lowercased()
            if lowered == "normal" { continue }
            if ["italic", "oblique"].contains(lowered) {
                style = lowered
                // `oblique` may take an angle.
                if lowered == "oblique", let angle = words.first, angle.lowercased().hasSuffix("deg") {
                    style += " " + angle
                    words = words.dropFirst()
                }
            } else if lowered == "small-caps" {
                variant = lowered
            } else if ["bold", "bolder", "lighter"].contains(lowered) || Double(lowered).map({ (1...1000).contains($0) }) == true {
                weight = lowered
            } else if stretchKeywords.contains(lowered) {
                stretch = lowered
            } else {
                size = word
                break
            }
        }
        guard var size else { return nil }
        // The size may carry a line height: `12px/1.5`, `12px / 1.5` or `12px /1.5`.
        var lineHeight = "normal"
        if let slash = size.firstIndex(of: "/") {
            let after = String(size[size.index(after: slash)...])
            size = String(size[..<slash])
            if after.isEmpty {
                guard let next = words.first else { return nil }
                lineHeight = next
                words = words.dropFirst()
            } else {
                lineHeight = after
            }
        } else if let next = words.first, next.hasPrefix("/") {
            words = words.dropFirst()
            if next.count > 1 {
                lineHeight = String(next.dropFirst())
            } else {
                guard let height = words.first else { return nil }
                lineHeight = height
                words = words.dropFirst()
            }
        }
        guard SVGLength.fontSize(size, parentSize: 16) != nil else { return nil }
        let family = words.joined(separator: " ")
        guard !family.isEmpty else { return nil }
        return [("font-style", style), ("font-variant", variant), ("font-weight", weight), ("font-stretch", stretch),
                ("font-size", size), ("line-height", lineHeight), ("font-family", family),
                ("font-size-adjust", "none"), ("font-kerning", "auto"), ("font-feature-settings", "normal"),
                ("font-variation-settings", "normal"), ("font-optical-sizing", "auto")]
    }

    private static let stretchKeywords: Set<String> = [
        "ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "semi-expanded", "expanded",
        "extra-expanded", "ultra-expanded",
    ]
}
