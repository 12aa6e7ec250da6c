import Foundation

/// Bidirectional text in SVG: CSS's `unicode-bidi` and `direction` as the
/// Unicode bidi controls they stand for (CSS Writing Modes 3, § 2.4.2).
/// (Runs are put in visual order by `BidiVisualOrder`.)
enum SVGTextBidi {
    /// The controls that open and close a span with `unicode-bidi` in
    /// `direction`, or nil for `normal` (and values not read).
    static func controls(unicodeBidi: String?, direction: String?) -> (open: [Unicode.Scalar], close: [Unicode.Scalar])? {
        let rightToLeft = direction?.trimmingCharacters(in: .whitespaces) == "rtl"
        let (embedding, override, isolate): (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar) = rightToLeft
            ? ("\u{202B}", "\u{202E}", "\u{2067}") : ("\u{202A}", "\u{202D}", "\u{2066}")
        let (pop, popIsolate): (Unicode.Scalar, Unicode.Scalar) = ("\u{202C}", "\u{2069}")
        switch unicodeBidi?.trimmingCharacters(in: .whitespaces) {
        case "embed": return ([embedding], [pop])
        case "bidi-override": return ([override], [pop])
        case "isolate": return ([isolate], [popIsolate])
        case "isolate-override": return ([isolate, override], [pop, popIsolate])
        case "plaintext": return (["\u{2068}"], [popIsolate])
        default: return nil
        }
    }
}
