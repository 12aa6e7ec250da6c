import ShapeMorph
import ShapeMorphSupport

/// When the keys of one track play, as the attributes of SMIL `<animate>`
/// elements: the key times, the duration and repeat, and the easing
/// between keys.
struct SMILTiming {
    /// `keyTimes`: each key's time over the duration.
    let keyTimes: (name: String, value: String)
    /// `dur` and `repeatCount` (or `fill` to hold the end).
    let timing: [(name: String, value: String)]
    /// What an `<animate>` of blended values takes: `keyTimes`, the timing
    /// and, where a key eases, the splines.
    let animated: [(name: String, value: String)]

    /// The timing of keys at `times` (seconds, the first at 0 and the last
    /// at `duration`), each easing towards the next as `easings` says (nil
    /// for linear), beginning when `begin` says (nil: when shown).
    init(times: [Double], easings: [CubicBezierTiming?], duration: Double, repeats: Bool, begin: String? = nil) {
        let format = NumberFormat.time
        keyTimes = ("keyTimes", format.string(times.lazy.map { $0 / duration }, separator: ";"))
        timing = (begin.map { [("begin", $0)] } ?? []) + [
            ("dur", format.nonzeroString(duration) + "s"),
            repeats ? ("repeatCount", "indefinite") : ("fill", "freeze"),
        ]
        var animated: [(name: String, value: String)] = [keyTimes] + timing
        if easings.dropLast().contains(where: { $0 != nil }) {
            let splines = easings.dropLast().map { easing in
                let curve = easing ?? CubicBezierTiming(x1: 0, y1: 0, x2: 1, y2: 1)
                return [curve.x1, curve.y1, curve.x2, curve.y2].map(format.string).joined(separator: " ")
            }
            animated += [("calcMode", "spline"), ("keySplines", splines.joined(separator: ";"))]
        }
        self.animated = animated
    }

    /// The `<animate>` elements of attributes whose values change from key
    /// to key, each key setting those of `lists[listOfKey[key]]` (the
    /// attribute's default where a list does not set it); keywords cannot
    /// be blended and switch at their keys.
    func animates(_ lists: [[(name: String, value: String)]], ofKeys listOfKey: [Int],
                  _ defaults: [(name: String, value: String)]) -> [XMLOutputElement] {
        var columns = defaults.map { Array(repeating: $0.value, count: lists.count) }
        for (list, attributes) in lists.enumerated() {
            for (name, value) in attributes {
                if let column = defaults.firstIndex(where: { $0.name == name }) { columns[column][list] = value }
            }
        }
        // Which lists some key sets: a value changes where two of them differ.
        var isUsed = [Bool](repeating: false, count: lists.count)
        for list in listOfKey { isUsed[list] = true }
        return zip(defaults, columns).compactMap { attribute, values in
            let name = attribute.name
            guard let first = listOfKey.first,
                  values.indices.contains(where: { isUsed[$0] && values[$0] != values[first] }) else { return nil }
            // Every key's value, `;` between: thousands of keys, a few hundred values.
            let bytes = values.map { Array($0.utf8) }
            let joined = ASCIIWriter.string(capacity: listOfKey.reduce(listOfKey.count) { $0 + bytes[$1].count }) { writer in
                for (key, list) in listOfKey.enumerated() {
                    if key > 0 { writer.append(UInt8(ascii: ";")) }
                    bytes[list].withUnsafeBufferPointer { writer.append($0) }
                }
            }
            let discrete = ["fill-rule", "stroke-linecap", "stroke-linejoin", "spreadMethod"].contains(name)
            return XMLOutputElement("animate", [("attributeName", name), ("values", joined)]
                                    + (discrete ? [keyTimes, ("calcMode", "discrete")] + timing : animated))
        }
    }
}
