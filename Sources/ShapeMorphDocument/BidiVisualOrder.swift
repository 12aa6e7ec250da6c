/// Runs of text put in visual order by their embedding levels (UAX #9,
/// rule L2), for every text layout: the importer's and `ShapeMorphText`'s.
package enum BidiVisualOrder {
    /// `items` in visual order, given each one's embedding level: from the
    /// highest level down to the lowest odd one, every run of items at
    /// that level or above is reversed.
    package static func of<Item>(_ items: [Item], levels: [UInt8]) -> [Item] {
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
