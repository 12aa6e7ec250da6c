import Foundation

/// The OpenType features a span's `font-variant` properties and
/// `font-feature-settings` ask for, in HarfBuzz's feature syntax (`smcp`,
/// `-liga`, `ss01=2`), as CSS Fonts 4 maps them. The `font-variant`
/// shorthand sets every group; a longhand (`font-variant-caps`, …) then
/// replaces its own group, and `font-feature-settings` comes last.
enum CSSFontFeatures {
    /// The features `properties` (a span's computed font properties) turn
    /// on or off, and the values that could not be read.
    static func features(of properties: [String: String]) -> (features: [String], unread: [String]) {
        var groups: [String: [String]] = [:]
        var unread: [String] = []
        if let shorthand = properties["font-variant"] {
            if let words = words(shorthand), let features = groupedFeatures(of: words, allowing: Set(vocabulary.keys)) {
                for group in vocabulary.keys { groups[group] = features[group] ?? [] }
            } else {
                unread.append("font-variant: \(shorthand)")
            }
        }
        for group in vocabulary.keys.sorted() {
            guard let value = properties["font-variant-\(group)"] else { continue }
            if let words = words(value), let features = groupedFeatures(of: words, allowing: [group]) {
                groups[group] = features[group] ?? []
            } else {
                unread.append("font-variant-\(group): \(value)")
            }
        }
        var features = vocabulary.keys.sorted().flatMap { groups[$0] ?? [] }
        if let settings = properties["font-feature-settings"] {
            if let own = featureSettings(settings) { features += own } else { unread.append("font-feature-settings: \(settings)") }
        }
        return (features, unread)
    }

    /// The value's keywords, lowercased; nil for `inherit` and the like,
    /// which the cascade has already resolved.
    private static func words(_ value: String) -> [String]? {
        let words = value.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        return words.isEmpty ? nil : words
    }

    /// Each group's features for `words`, or nil when a word is not one
    /// of the allowed groups' keywords (`normal` sets none; `none`, in the
    /// ligatures group or the shorthand, turns every ligature off).
    private static func groupedFeatures(of words: [String], allowing allowed: Set<String>) -> [String: [String]]? {
        if words == ["normal"] { return [:] }
        if words == ["none"], allowed.contains("ligatures") { return ["ligatures": ["-liga", "-clig", "-dlig", "-hlig", "-calt"]] }
        var groups: [String: [String]] = [:]
        for word in words {
            guard let group = allowed.first(where: { vocabulary[$0]?[word] != nil }), let features = vocabulary[group]?[word] else {
                return nil
            }
            groups[group, default: []] += features
        }
        return groups
    }

    /// `font-feature-settings`: `normal`, or a comma-separated list of a
    /// quoted four-letter tag with an optional number, `on` or `off`.
    private static func featureSettings(_ value: String) -> [String]? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed == "normal" { return [] }
        var features: [String] = []
        for setting in trimmed.split(separator: ",") {
            let parts = setting.split(whereSeparator: \.isWhitespace)
            guard let quoted = parts.first, parts.count <= 2, quoted.count == 6, let mark = quoted.first, ["\"", "'"].contains(mark),
                  quoted.last == mark else { return nil }
            let tag = quoted.dropFirst().dropLast()
            guard tag.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else { return nil }
            let setting = parts.count == 2 ? String(parts[1]).lowercased() : "on"
            switch setting {
            case "on": features.append("\(tag)=1")
            case "off": features.append("\(tag)=0")
            default:
                guard let number = UInt32(setting) else { return nil }
                features.append("\(tag)=\(number)")
            }
        }
        return features
    }

    /// Each `font-variant-*` group's keywords and the features they turn on or off.
    private static let vocabulary: [String: [String: [String]]] = [
        "caps": ["small-caps": ["smcp"], "all-small-caps": ["smcp", "c2sc"], "petite-caps": ["pcap"],
                 "all-petite-caps": ["pcap", "c2pc"], "unicase": ["unic"], "titling-caps": ["titl"]],
        "ligatures": ["common-ligatures": ["liga", "clig"], "no-common-ligatures": ["-liga", "-clig"],
                      "discretionary-ligatures": ["dlig"], "no-discretionary-ligatures": ["-dlig"],
                      "historical-ligatures": ["hlig"], "no-historical-ligatures": ["-hlig"],
                      "contextual": ["calt"], "no-contextual": ["-calt"]],
        "numeric": ["lining-nums": ["lnum"], "oldstyle-nums": ["onum"], "proportional-nums": ["pnum"], "tabular-nums": ["tnum"],
                    "diagonal-fractions": ["frac"], "stacked-fractions": ["afrc"], "ordinal": ["ordn"], "slashed-zero": ["zero"]],
        "position": ["sub": ["subs"], "super": ["sups"]],
        "east-asian": ["jis78": ["jp78"], "jis83": ["jp83"], "jis90": ["jp90"], "jis04": ["jp04"], "simplified": ["smpl"],
                       "traditional": ["trad"], "full-width": ["fwid"], "proportional-width": ["pwid"], "ruby": ["ruby"]],
    ]
}
