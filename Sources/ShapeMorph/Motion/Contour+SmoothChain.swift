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
        let segments = [AnimatableCubicCurve](unsafeUninitializedCapacity: Self.smoothChainLength(anchors, isClosed)) { segments, initialized in
            Self.writeSmoothChain(through: anchors, isClosed: isClosed, into: segments)
            initialized = segments.count
        }
        self.init(uncheckedSegments: segments, isClosed: isClosed)
    }

    /// Makes this contour the smooth chain through `anchors`
    /// (`init(smoothlyThrough:isClosed:)`), writing over its own segments'
    /// storage where it is large enough and not shared: a shape redrawn
    /// every frame then needs no new memory.
    ///
    /// - Precondition: at least two anchors.
    public mutating func smooth(through anchors: [Point], isClosed: Bool) {
        let length = Self.smoothChainLength(anchors, isClosed)
        segments.withStoredCurves { segments in
            if segments.count != length {
                segments.removeAll(keepingCapacity: true)
                segments.append(contentsOf: repeatElement(AnimatableCubicCurve(lineFrom: .origin, to: .origin), count: length))
            }
            segments.withUnsafeMutableBufferPointer { Self.writeSmoothChain(through: anchors, isClosed: isClosed, into: $0) }
        }
        self.isClosed = isClosed
    }

    /// The number of segments of the chain through `anchors`.
    private static func smoothChainLength(_ anchors: [Point], _ isClosed: Bool) -> Int {
        precondition(anchors.count >= 2, "A smooth chain needs at least two anchors, not \(anchors.count).")
        return isClosed ? anchors.count : anchors.count - 1
    }

    /// Writes the chain's segments into `segments`, which holds exactly
    /// as many.
    private static func writeSmoothChain(through anchors: [Point], isClosed: Bool,
                                         into segments: UnsafeMutableBufferPointer<AnimatableCubicCurve>) {
        anchors.withUnsafeBufferPointer { anchors in
            let count = anchors.count
            // Walk the chain with a segment's two anchors and the one after
            // in hand; an open chain's ends stand in for their missing
            // neighbours.
            var start = anchors[0], end = anchors[1]
            var outgoing = unitVector(end - (isClosed ? anchors[count - 1] : start))
            for index in segments.indices {
                let afterIndex = index + 2
                let after = afterIndex < count ? anchors[afterIndex]
                    : isClosed ? anchors[afterIndex - count] : anchors[count - 1]
                let incoming = unitVector(after - start)
                let reach = (end - start).length / 3
                segments.initializeElement(at: index, to: AnimatableCubicCurve(
                    start: start, control1: start + outgoing * reach, control2: end - incoming * reach, end: end))
                (start, end, outgoing) = (end, after, incoming)
            }
        }
    }
}

/// `vector` scaled to length 1, or zero when it has no length.
@inline(__always) private func unitVector(_ vector: Vector) -> Vector {
    let length = vector.length
    return length > 0 ? vector * (1 / length) : .zero
}
