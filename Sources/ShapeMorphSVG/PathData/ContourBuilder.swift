import ShapeMorph

/// Collects segments into contours, tracking the current point and the start
/// of the current subpath as the SVG path grammar defines them.
///
/// Geometry with a coordinate that is not finite is refused: nothing more is
/// added and `hasOverflowed` turns true.
struct ContourBuilder {
    private(set) var currentPoint = Point.origin
    private(set) var hasOverflowed = false
    private var subpathStart = Point.origin
    /// The current subpath's segments: a buffer reused from one subpath to
    /// the next, copied at its exact size into each finished contour.
    private var segments = ContourSegments()
    private var contours: [Contour] = []
    private var finishedSegmentCount = 0

    /// The segments drawn so far, all subpaths together.
    var segmentCount: Int { finishedSegmentCount + segments.count }

    /// Ends the current subpath (open) and starts a new one at `point`.
    mutating func move(to point: Point) {
        guard accepts(point) else { return }
        finishSubpath(closed: false)
        currentPoint = point
        subpathStart = point
    }

    /// A straight segment from the current point.
    mutating func line(to point: Point) {
        append(AnimatableCubicCurve(lineFrom: currentPoint, to: point))
    }

    /// Appends `curve`, which starts at the current point.
    mutating func append(_ curve: AnimatableCubicCurve) {
        guard accepts(curve.control1), accepts(curve.control2), accepts(curve.end) else { return }
        var joined = curve
        joined.start = currentPoint
        segments.append(joined)
        currentPoint = curve.end
    }

    /// Appends `curves`, each starting where the previous ends, or none of
    /// them if any is not finite.
    mutating func append(contentsOf curves: [AnimatableCubicCurve]) {
        guard curves.allSatisfy({ accepts($0.control1) && accepts($0.control2) && accepts($0.end) }) else { return }
        for curve in curves { append(curve) }
    }

    private mutating func accepts(_ point: Point) -> Bool {
        if hasOverflowed || !point.isFinite {
            hasOverflowed = true
            return false
        }
        return true
    }

    /// Closes the subpath with a straight segment back to its start, unless it
    /// is already there up to rounding (relative commands accumulate it, in
    /// proportion to the subpath's largest coordinate); the next subpath
    /// starts at the same point.
    mutating func close() {
        var largest = max(abs(subpathStart.x), abs(subpathStart.y))
        for segment in segments { largest = max(largest, abs(segment.end.x), abs(segment.end.y)) }
        let rounding = roundingFraction * largest
        let gap = max(abs(currentPoint.x - subpathStart.x), abs(currentPoint.y - subpathStart.y))
        if !segments.isEmpty && gap > rounding { line(to: subpathStart) }
        if !segments.isEmpty { segments.moveLastEnd(to: subpathStart) }
        finishSubpath(closed: true)
        currentPoint = subpathStart
    }

    /// The contours drawn so far, the current subpath included.
    mutating func finished() -> [Contour] {
        finishSubpath(closed: false)
        return contours
    }

    private mutating func finishSubpath(closed: Bool) {
        guard !segments.isEmpty else { return }
        contours.append(Contour(segments: segments.exactlySized(), isClosed: closed))
        finishedSegmentCount += segments.count
        segments.removeAll(keepingCapacity: true)
    }
}
