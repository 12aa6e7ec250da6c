extension Contour {
    /// The smooth cubic chain through `anchors`, one segment from each anchor
    /// to the next (and, when `isClosed`, from the last back to the first).
    ///
    /// The tangent at an anchor points from its previous neighbour to its
    /// next, and each handle reaches ⅓ of the distance to the neighbouring
    /// anchor along it, so every joint is smooth. An open chain's ends take
    /// the direction to (or from) their one neighbour. Coincident neighbours
    /// give a zero tangent, and the handles sit on the anchor.
    ///
    ///     let square = Contour(smoothlyThrough: [
    ///         Point(x: 0, y: 0), Point(x: 10, y: 0),
    ///         Point(x: 10, y: 10), Point(x: 0, y: 10)], isClosed: true)
    ///     square.segments[0].control1  // Point(x: 2.357…, y: -2.357…)
    ///
    /// - Precondition: at least two anchors.
    /// - Complexity: O(anchors): two square roots per anchor.
    public init(smoothlyThrough anchors: [Point], isClosed: Bool) {
        precondition(anchors.count >= 2, "A smooth chain needs at least two anchors, not \(anchors.count).")
        let count = anchors.count, segmentCount = isClosed ? count : count - 1
        let segments = anchors.withUnsafeBufferPointer { anchors in
            [AnimatableCubicCurve](unsafeUninitializedCapacity: segmentCount) { segments, initialized in
                // The unit tangent at anchor i, from its neighbours.
                func tangent(_ i: Int) -> Vector {
                    let previous = i > 0 ? anchors[i - 1] : isClosed ? anchors[count - 1] : anchors[0]
                    let next = i < count - 1 ? anchors[i + 1] : isClosed ? anchors[0] : anchors[count - 1]
                    let direction = next - previous, length = direction.length
                    return length > 0 ? direction / length : .zero
                }
                var outgoing = tangent(0)
                for index in 0..<segmentCount {
                    let nextIndex = index + 1 == count ? 0 : index + 1
                    let start = anchors[index], end = anchors[nextIndex]
                    let incoming = nextIndex == 0 && isClosed ? tangent(0) : tangent(nextIndex)
                    let reach = (end - start).length / 3
                    segments.initializeElement(at: index, to: AnimatableCubicCurve(
                        start: start, control1: start + outgoing * reach, control2: end - incoming * reach, end: end))
                    outgoing = incoming
                }
                initialized = segmentCount
            }
        }
        self.init(uncheckedSegments: segments, isClosed: isClosed)
    }
}
