import Foundation

/// Bidirectional text in SVG: CSS's `unicode-bidi` and `direction` as the
/// Unicode bidi controls they stand for (CSS Writing Modes 3, § 2.4.2), and
/// runs put in visual order by their embedding levels (UAX #9, rule L2).
package enum SVGTextBidi {
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

    /// `items` in visual order, given each one's embedding level: from the
    /// highest level down to the lowest odd one, every run of items at
    /// that level or above is reversed.
    package static func visualOrder<Item>(_ items: [Item], levels: [UInt8]) -> [Item] {
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return items }
        var order = Array(items.indices)
        for level in stride(from: highest, through: lowestOdd, by: -1) {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        return order.map { items[$0] }
    }
}
