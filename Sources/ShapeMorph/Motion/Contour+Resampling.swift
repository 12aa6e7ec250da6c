extension Contour {
    /// The fewest anchors a resampled contour has: three around a closed
    /// one (two would fold it onto a line), its two ends along an open one.
    static func fewestAnchors(isClosed: Bool) -> Int { isClosed ? 3 : 2 }

    /// The contour rebuilt as a smooth chain through `anchors` points of its
    /// outline (`Contour(smoothlyThrough:isClosed:)`'s ⅓-tangent rule).
    ///
    /// The outline is cut into `anchors` slices of equal arc length. With
    /// `jitter` 0 each anchor sits where its slice starts (a closed contour's
    /// first anchor at its start point); with `jitter` 1 anywhere inside its
    /// slice, at random; in between, within that fraction of the slice. An
    /// open contour keeps its two ends as its first and last anchors, and
    /// its other anchors sit in slices centred between them. The random
    /// places depend only on `seed`.
    ///
    ///     let blob = circle.resampled(anchors: 8, jitter: 1, seed: 7)
    ///     blob.segments.count  // 8
    ///
    /// Anchors lie on the original outline exactly (each is a point of one
    /// of its segments); the slices are equal to about 1e-4 of an eighth of
    /// a segment's length. Corners round off: every joint of the result is
    /// smooth.
    ///
    /// - Precondition: `anchors` is at least 3 for a closed contour and 2 for
    ///   an open one; `jitter` is in `0...1`; the contour has segments.
    /// - Complexity: O(segments + anchors · log segments).
    public func resampled(anchors: Int, jitter: Double = 0, seed: UInt64 = 0) -> Contour {
        precondition(!segments.isEmpty, "An empty contour has no outline to resample.")
        return Self.resampled(along: ArcLengthTable(self), anchors: anchors, jitter: jitter, noise: SeededNoise(seed: seed))
    }

    /// The contour of `table` resampled, its arc lengths measured once for
    /// as many resamplings as the caller makes.
    static func resampled(along table: ArcLengthTable, anchors count: Int, jitter: Double, noise: SeededNoise) -> Contour {
        let isClosed = table.contour.isClosed
        precondition(count >= fewestAnchors(isClosed: isClosed),
                     "A\(isClosed ? " closed" : "n open") contour needs at least \(fewestAnchors(isClosed: isClosed)) anchors, not \(count).")
        precondition((0...1).contains(jitter), "Jitter must be in 0...1, not \(jitter).")
        let anchors = (0..<count).map { index -> Point in
            let shift = jitter * noise.unit(index)
            let fraction = isClosed
                ? (Double(index) + shift) / Double(count)
                : index == 0 || index == count - 1 ? Double(index) / Double(count - 1)
                : (Double(index) + shift - 0.5 * jitter) / Double(count - 1)
            return table.point(at: fraction)
        }
        return Contour(smoothlyThrough: anchors, isClosed: isClosed)
    }
}

extension Shape {
    /// The shape with every contour resampled
    /// (`Contour.resampled(anchors:jitter:seed:)`), `anchors` shared among
    /// the contours in proportion to their perimeters, each with at least
    /// the fewest its kind allows (3 closed, 2 open). Empty contours stay
    /// empty, so every contour keeps its index.
    ///
    /// Every seed gives the same number of anchors per contour, so two
    /// resamplings of one shape interpolate as vectors.
    ///
    /// - Precondition: `jitter` is in `0...1`.
    public func resampled(anchors: Int, jitter: Double = 0, seed: UInt64 = 0) -> Shape {
        resamplings(anchors: anchors, jitter: jitter, noises: [SeededNoise(seed: seed)])[0]
    }

    /// One resampling per noise, the contours' arc lengths measured once
    /// for them all.
    func resamplings(anchors: Int, jitter: Double, noises: [SeededNoise]) -> [Shape] {
        let drawn = contours.indices.filter { !contours[$0].segments.isEmpty }
        let tables = drawn.map { ArcLengthTable(contours[$0]) }
        let counts = Self.anchorCounts(sharing: anchors, among: tables)
        return noises.map { noise in
            var resampled = self
            for (position, index) in drawn.enumerated() {
                resampled.contours[index] = Contour.resampled(along: tables[position], anchors: counts[position],
                                                              jitter: jitter, noise: noise.substream(index))
            }
            return resampled
        }
    }

    /// `total` anchors shared among the contours of `tables` by perimeter
    /// (largest remainders round up), each given at least its fewest.
    static func anchorCounts(sharing total: Int, among tables: [ArcLengthTable]) -> [Int] {
        let fewest = tables.map { Contour.fewestAnchors(isClosed: $0.contour.isClosed) }
        let perimeters = tables.map(\.totalLength)
        let sum = perimeters.reduce(0, +)
        let shares = perimeters.map { sum > 0 ? Double(total) * $0 / sum : Double(total) / Double(tables.count) }
        var counts = zip(fewest, shares).map { max($0, Int($1.rounded(.down))) }
        let left = total - counts.reduce(0, +)
        guard left > 0 else { return counts }
        // Largest remainder first; among equals, the earlier contour.
        let remainders = shares.map { $0 - $0.rounded(.down) }
        let byRemainder = shares.indices.sorted { (remainders[$0], $1) > (remainders[$1], $0) }
        for index in byRemainder.prefix(left) { counts[index] += 1 }
        return counts
    }
}
