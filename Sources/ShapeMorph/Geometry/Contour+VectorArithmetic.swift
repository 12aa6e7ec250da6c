/// Segment-by-segment arithmetic: a contour is the vector of its segments'
/// control points, so two contours with the same number of segments can be
/// added, subtracted and interpolated.
///
/// The empty contour is `zero` and adding it changes nothing. Two non-empty
/// contours must have the same segment count and the same closedness: adding
/// contours of 4 and 9 segments stops with a precondition failure that says so,
/// rather than silently dropping segments. Make counts equal with `Morph`.
///
/// Joints stay exact: where both operands join exactly, so does the result.
extension Contour: VectorArithmetic {
    /// The empty contour.
    public static let zero = Contour(segments: [], isClosed: false)

    /// The contour whose segments are the pairwise sums.
    public static func + (lhs: Contour, rhs: Contour) -> Contour {
        combine(lhs, rhs, +)
    }

    /// The contour whose segments are the pairwise differences.
    public static func - (lhs: Contour, rhs: Contour) -> Contour {
        combine(lhs, rhs, -)
    }

    /// Scales every control point's coordinates by `factor`.
    public mutating func scale(by factor: Double) {
        segments.withStoredCurves { curves in
            for index in curves.indices { curves[index].scale(by: factor) }
        }
    }

    /// The sum of the segments' squared magnitudes.
    public var magnitudeSquared: Double {
        segments.reduce(0) { $0 + $1.magnitudeSquared }
    }

    private static func combine(
        _ lhs: Contour, _ rhs: Contour,
        _ operation: (AnimatableCubicCurve, AnimatableCubicCurve) -> AnimatableCubicCurve
    ) -> Contour {
        if rhs.segments.isEmpty { return lhs }
        if lhs.segments.isEmpty { return Contour(segments: rhs.segments.map { operation(.zero, $0) }, isClosed: rhs.isClosed) }
        precondition(lhs.segments.count == rhs.segments.count,
                     "Contour arithmetic needs equal segment counts, got \(lhs.segments.count) and \(rhs.segments.count): match the contours with Morph first.")
        precondition(lhs.isClosed == rhs.isClosed,
                     "Contour arithmetic needs both contours open or both closed.")
        let segments = zip(lhs.segments, rhs.segments).map(operation)
        return Contour(uncheckedSegments: segments, isClosed: lhs.isClosed)
    }
}
