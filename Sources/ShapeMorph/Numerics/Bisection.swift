/// Where a predicate stops holding, to the last bit of `Double`: `holds` is
/// true at `low` and, from some point on, false up to `high`; the bracket is
/// halved until no `Double` lies strictly inside it, and its upper end is
/// returned (the first value found where `holds` is false, or `high`).
///
/// The timing curves share it where an exact answer has no closed form:
/// the parameter of a cubic-bezier easing where its x is flat, and the
/// moment a spring settles.
///
/// - Complexity: one evaluation of `holds` per halving: about 60 when the
///   boundary is not near zero, at most about 1,100 (the binades of
///   `Double` down to the subnormals) when it is.
func bisectedBoundary(from low: Double, to high: Double, while holds: (Double) -> Bool) -> Double {
    var low = low, high = high
    while true {
        let middle = low + (high - low) / 2
        if middle <= low || middle >= high { return high }
        if holds(middle) { low = middle } else { high = middle }
    }
}
