extension Contour {
    /// The contour as a polyline: `piecesPerSegment` points at equal
    /// parameter steps on every segment, starting with each segment's start;
    /// an open contour also ends with its last point. A closed polyline
    /// returns from its last point to its first.
    ///
    /// - Complexity: O(segments × piecesPerSegment).
    package func flattened(piecesPerSegment: Int = 16) -> [Point] {
        var points: [Point] = []
        points.reserveCapacity(segments.count * piecesPerSegment + 1)
        for segment in segments {
            for step in 0..<piecesPerSegment {
                points.append(segment.point(at: Double(step) / Double(piecesPerSegment)))
            }
        }
        if !isClosed, let last = segments.last { points.append(last.end) }
        return points
    }
}
