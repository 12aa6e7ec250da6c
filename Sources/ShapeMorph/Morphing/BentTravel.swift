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
    /// where none of `pieceCounts` avoids it.
    init?(source: [AnimatableCubicCurve], target: [AnimatableCubicCurve], isClosed: Bool) {
        let blend = IntrinsicBlend(from: source, to: target, isClosed: isClosed)
        for count in Self.pieceCounts {
            let inner = (1..<count).map { blend.segments(at: Double($0) / Double(count)) }
            if let travel = BentTravel(checking: [source] + inner + [target], isClosed: isClosed) {
                self = travel
                return
            }
        }
        return nil
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

    private init(keys: [[AnimatableCubicCurve]]) {
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
