extension AnimatableCubicCurve {
    /// The curve cut at parameter `t` into the part before and the part after,
    /// by de Casteljau's algorithm: together they trace exactly this curve, and
    /// the first ends exactly where the second starts.
    ///
    ///     let (left, right) = curve.split(at: 0.5)
    ///     left.end == right.start  // true
    ///
    /// - Complexity: O(1).
    public func split(at t: Double) -> (AnimatableCubicCurve, AnimatableCubicCurve) {
        let p01 = start.lerp(to: control1, t), p12 = control1.lerp(to: control2, t)
        let p23 = control2.lerp(to: end, t)
        let p012 = p01.lerp(to: p12, t), p123 = p12.lerp(to: p23, t)
        let middle = p012.lerp(to: p123, t)
        return (
            AnimatableCubicCurve(start: start, control1: p01, control2: p012, end: middle),
            AnimatableCubicCurve(start: middle, control1: p123, control2: p23, end: end)
        )
    }

    /// The part of the curve between parameters `t0` and `t1`, as one cubic
    /// (from the curve's blossom). `t0 > t1` gives the part traced backwards.
    ///
    /// `subsegment(from: 0, to: 1)` is the curve itself, exactly.
    public func subsegment(from t0: Double, to t1: Double) -> AnimatableCubicCurve {
        AnimatableCubicCurve(
            start: blossom(t0, t0, t0), control1: blossom(t0, t0, t1),
            control2: blossom(t0, t1, t1), end: blossom(t1, t1, t1))
    }

    /// The curve cut into `count` consecutive pieces of equal arc length, each
    /// within `tolerance × controlPolygonLength` of the others' length.
    ///
    /// The pieces join exactly, the first starts at `start` and the last ends
    /// at `end`. A count of 1 returns the curve itself.
    ///
    /// - Precondition: `count >= 1`.
    /// - Complexity: O(`count`) arc-length inversions.
    public func split(
        intoEqualLengthPieces count: Int, tolerance: Double = AnimatableCubicCurve.defaultArcLengthTolerance
    ) -> [AnimatableCubicCurve] {
        precondition(count >= 1, "A curve splits into at least one piece, not \(count).")
        let total = arcLength(tolerance: tolerance)
        let cuts = (1..<count).map { parameter(atLength: total * Double($0) / Double(count), tolerance: tolerance) }
        return split(atParameters: cuts)
    }

    /// The curve cut at the increasing parameters `cuts` (each in `0...1`),
    /// into `cuts.count + 1` pieces that join exactly.
    public func split(atParameters cuts: [Double]) -> [AnimatableCubicCurve] {
        var pieces: [AnimatableCubicCurve] = []
        pieces.reserveCapacity(cuts.count + 1)
        appendPieces(splitAt: cuts, to: &pieces)
        return pieces
    }

    /// Appends to `pieces` what `split(atParameters:)` returns for `cuts`,
    /// without an array of its own.
    func appendPieces(splitAt cuts: some Sequence<Double>, to pieces: inout [AnimatableCubicCurve]) {
        var rest = self
        var consumed = 0.0
        for cut in cuts {
            // Re-parameterise the remaining piece: cut is global, rest covers consumed...1.
            let local = consumed < 1 ? (cut - consumed) / (1 - consumed) : 0
            let (head, tail) = rest.split(at: Swift.min(Swift.max(local, 0), 1))
            pieces.append(head)
            rest = tail
            consumed = cut
        }
        pieces.append(rest)
    }

    /// The blossom (polar form) of the curve: symmetric in its arguments,
    /// `blossom(t, t, t) == point(at: t)`.
    private func blossom(_ a: Double, _ b: Double, _ c: Double) -> Point {
        let p01 = start.lerp(to: control1, a), p12 = control1.lerp(to: control2, a)
        let p23 = control2.lerp(to: end, a)
        return p01.lerp(to: p12, b).lerp(to: p12.lerp(to: p23, b), c)
    }
}
