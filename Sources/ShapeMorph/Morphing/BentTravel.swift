/// A path of travel for one matched contour pair that bends through
/// intrinsic in-betweens (`IntrinsicBlend`) at progress 1/n, 2/n, …: the
/// last resort where every straight path folds the contour over itself
/// though neither end crosses itself.
///
/// Between its keys every point still moves in a straight line, so a frame
/// is the same arithmetic as before and an exporter writes the path exactly
/// with a key at each bend.
struct BentTravel {
    /// How many straight pieces the path has, tried in this order: each a
    /// power of two, so that paths of different contours share their bends.
    static let pieceCounts = [2, 4, 8]

    /// The contour at progress 0, at each bend, and at 1: `pieceCount + 1` keys.
    let keys: [[AnimatableCubicCurve]]
    var pieceCount: Int { keys.count - 1 }

    /// The fewest pieces whose in-betweens do not cross themselves (at each
    /// bend, and along every piece where the correspondence checks its
    /// straight paths: `ContourCorrespondence.checkedProgress`), or nil
    /// where none of `pieceCounts` avoids it. The bends are intrinsic
    /// blends (`IntrinsicBlend`). Where `evensArea`, a closed contour's
    /// bends are first tried scaled to enclose the area on the straight
    /// line between the ends' areas: blended lengths and turns can leave a
    /// bend far smaller than the straight in-between, and the area then
    /// grows late and fast.
    init?(source: [AnimatableCubicCurve], target: [AnimatableCubicCurve], isClosed: Bool, evensArea: Bool) {
        let blend = IntrinsicBlend(from: source, to: target, isClosed: isClosed)
        let areas = isClosed && evensArea ? (Contour(uncheckedSegments: source, isClosed: true).signedArea,
                                             Contour(uncheckedSegments: target, isClosed: true).signedArea) : nil
        for count in Self.pieceCounts {
            let progresses = (1..<count).map { Double($0) / Double(count) }
            let inner = progresses.map(blend.segments(at:))
            var tried = [inner]
            if let (from, to) = areas {
                let even = zip(inner, progresses).map { Self.scaled($0, toArea: from + $1 * (to - from)) }
                if even != inner { tried.insert(even, at: 0) }
            }
            for keys in tried {
                if let travel = BentTravel(checking: [source] + keys + [target], isClosed: isClosed) {
                    self = travel
                    return
                }
            }
        }
        return nil
    }

    /// The closed contour of `segments` scaled about its centroid to
    /// enclose the signed `area`, or as it is where its area is zero or of
    /// the other sign.
    private static func scaled(_ segments: [AnimatableCubicCurve], toArea area: Double) -> [AnimatableCubicCurve] {
        let contour = Contour(uncheckedSegments: segments, isClosed: true)
        let measured = contour.signedArea
        guard measured.isNormal, area.isNormal, (measured > 0) == (area > 0) else { return segments }
        let centroid = PolygonArea(contour.flattened()).centroid
        guard centroid.x.isFinite, centroid.y.isFinite else { return segments }
        return Array(contour.scaled(by: (area / measured).squareRoot(), about: centroid).segments)
    }

    /// The path through `keys` (evenly spaced in progress), where neither a
    /// key nor the pieces between them cross themselves (`TravelCrossings`);
    /// nil where any does. A piece is checked where the correspondence
    /// checks its straight paths, or, when it is a sixteenth of the way or
    /// shorter, half way along.
    init?(checking keys: [[AnimatableCubicCurve]], isClosed: Bool) {
        let keysCross = keys.dropFirst().dropLast().contains {
            TravelCrossings.crosses(Contour(uncheckedSegments: $0, isClosed: isClosed))
        }
        guard !keysCross else { return nil }
        let checked = keys.count > 16 ? [0.5] : nil
        let piecesCross = keys.indices.dropLast().contains { piece in
            TravelCrossings.cross(from: ContourSegments(keys[piece]), to: ContourSegments(keys[piece + 1]), isClosed: isClosed, at: checked)
        }
        guard !piecesCross else { return nil }
        self.keys = keys
    }

    /// The path through `keys`, unchecked.
    init(keys: [[AnimatableCubicCurve]]) {
        self.keys = keys
    }

    /// The same path travelled from its end to its start.
    func reversed() -> BentTravel {
        BentTravel(keys: keys.reversed())
    }

    /// The contour at `index / count` of the way: on the piece it falls in,
    /// between that piece's keys.
    func segments(at index: Int, of count: Int) -> [AnimatableCubicCurve] {
        let position = index * pieceCount
        let (piece, remainder) = position.quotientAndRemainder(dividingBy: count)
        if remainder == 0 { return keys[piece] }
        let amount = Double(remainder) / Double(count)
        return zip(keys[piece], keys[piece + 1]).map { $0.interpolated(towards: $1, amount: amount) }
    }
}
