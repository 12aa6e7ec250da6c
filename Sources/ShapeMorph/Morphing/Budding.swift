/// Where a contour without a partner grows from, or shrinks to: not its own
/// centroid in empty space, but a place on an outline of the other shape.
///
/// The contour buds from the outline of a paired neighbour: of the points
/// the neighbour's matched segments make correspond, the pair whose two
/// points are together nearest the contour's centroid (the side the bud
/// grows on alone would let a match that slides carry the bud far away),
/// and the bud starts at that pair's point on the other side.
/// At that end the bud is a point on the neighbour's outline, so it grows out
/// of it, or merges into it; for a stroked outline the point is covered by
/// the stroke. A hole buds from the outline around it when that is paired;
/// anything else from the nearest paired contour. With no paired contour at
/// all, its own centroid is the last resort.
enum Budding {
    /// One matched pair: the segments on the unpaired contour's side and
    /// the corresponding segments on the other side.
    struct PairedSides {
        var near: ContourSegments
        var far: ContourSegments
    }

    /// The point on the other side where `contour` grows from or shrinks to.
    ///
    /// - Parameters:
    ///   - parent: for a hole, the matched pair of the outline around it.
    ///   - pairs: every matched pair of contours.
    static func anchor(for contour: Contour, parent: PairedSides?, pairs: [PairedSides]) -> Point {
        let center = ArcLengthTable(contour).perimeterCentroid()
        var best: (distance: Double, point: Point)? = nil
        for pair in parent.map({ [$0] }) ?? pairs {
            for (near, far) in zip(pair.near, pair.far) {
                for step in 0...8 {
                    let t = Double(step) / 8
                    let distance = (near.point(at: t) - center).magnitudeSquared + (far.point(at: t) - center).magnitudeSquared
                    if best == nil || distance < best!.distance { best = (distance, far.point(at: t)) }
                }
            }
        }
        return best?.point ?? center
    }
}
