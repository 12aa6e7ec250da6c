extension Double {
    /// Whether this value and `other` differ by at most `absoluteTolerance`,
    /// or by at most `relativeTolerance` times the larger magnitude.
    ///
    /// The model is swift-numerics' method of the same name; `==` stays exact.
    func isApproximatelyEqual(
        to other: Double, absoluteTolerance: Double, relativeTolerance: Double = 0
    ) -> Bool {
        if self == other { return true }
        let scale = Swift.max(abs(self), abs(other))
        return abs(self - other) <= Swift.max(absoluteTolerance, relativeTolerance * scale)
    }
}

extension Point {
    /// Whether this point lies within `absoluteTolerance` of `other`, or
    /// within `relativeTolerance` times the larger distance from the origin.
    public func isApproximatelyEqual(
        to other: Point, absoluteTolerance: Double, relativeTolerance: Double = 0
    ) -> Bool {
        let scale = Swift.max(vectorFromOrigin.length, other.vectorFromOrigin.length)
        return distance(to: other) <= Swift.max(absoluteTolerance, relativeTolerance * scale)
    }
}
