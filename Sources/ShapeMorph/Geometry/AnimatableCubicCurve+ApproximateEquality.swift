extension AnimatableCubicCurve {
    /// Whether each of the four points lies within the tolerance of its
    /// counterpart in `other` (see `Point.isApproximatelyEqual`).
    ///
    /// This compares representations: the same curve split differently or
    /// traced backwards is not approximately equal to this one.
    public func isApproximatelyEqual(
        to other: AnimatableCubicCurve, absoluteTolerance: Double, relativeTolerance: Double = 0
    ) -> Bool {
        zip(points, other.points).allSatisfy {
            $0.isApproximatelyEqual(to: $1, absoluteTolerance: absoluteTolerance,
                                    relativeTolerance: relativeTolerance)
        }
    }
}
