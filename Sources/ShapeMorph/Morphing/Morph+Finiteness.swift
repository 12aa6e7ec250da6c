extension Morph {
    /// The largest magnitude among the coordinates of the shapes its path
    /// of travel passes through (its matched ends and the shapes at its
    /// bends); infinity where one is not finite. Found in one pass over
    /// them: keep it for `isFinite(at:largestKeyCoordinate:)`.
    package var largestKeyCoordinate: Double {
        var largest = 0.0
        func consider(_ coordinate: Double) { largest = max(largest, coordinate.isFinite ? abs(coordinate) : .infinity) }
        for key in keys {
            for contour in key.contours {
                for segment in contour.segments {
                    for point in (0..<4).lazy.map(segment.controlPoint) {
                        consider(point.x)
                        consider(point.y)
                    }
                }
            }
        }
        return largest
    }

    /// Whether the shape at `progress` is finite, told without making it
    /// wherever `largestKeyCoordinate` (this morph's) shows it must be:
    /// each of its coordinates is `(1 − t)·a + t·b` with a and b no larger
    /// than that, so it is at most `(|1 − t| + |t|)` times as large. Only
    /// where that bound is beyond a quarter of the largest `Double` (a
    /// spring flung far past its keyframes, coordinates near the limit) is
    /// the shape made and looked at.
    package func isFinite(at progress: Double, largestKeyCoordinate: Double) -> Bool {
        guard progress.isFinite else { return false }
        let t = piece(at: progress).amount
        if (abs(1 - t) + abs(t)) * largestKeyCoordinate <= .greatestFiniteMagnitude / 4 { return true }
        return shape(at: progress).isFinite
    }
}
