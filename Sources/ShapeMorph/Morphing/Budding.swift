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
    /// A hole takes the nearest place from which it stays inside its
    /// outline on the straight way (at a quarter, half and three quarters
    /// of it): a hole that left its outline would wind round the places it
    /// passes negatively, which the nonzero rule inks. Where no place keeps
    /// it inside, the nearest.
    ///
    /// - Parameters:
    ///   - parent: for a hole, the matched pair of the outline around it.
    ///   - pairs: every matched pair of contours.
    static func anchor(for contour: Contour, parent: PairedSides?, pairs: [PairedSides]) -> Point {
        let center = ArcLengthTable(contour).perimeterCentroid()
        var places: [(distance: Double, point: Point)] = []
        for pair in parent.map({ [$0] }) ?? pairs {
            for (near, far) in zip(pair.near, pair.far) {
                for step in 0...8 {
                    let t = Double(step) / 8
                    let distance = (near.point(at: t) - center).magnitudeSquared + (far.point(at: t) - center).magnitudeSquared
                    places.append((distance, far.point(at: t)))
                }
            }
        }
        guard let parent else { return places.min { $0.distance < $1.distance }?.point ?? center }
        let nearest = places.sorted { $0.distance < $1.distance }
        let outlines = insideTestProgresses.map { parent.polygon(at: $0) }
        let holePoints = contour.segments.flatMap { [$0.point(at: 0), $0.point(at: 0.5)] }
        let inside = nearest.first { place in
            zip(insideTestProgresses, outlines).allSatisfy { progress, outline in
                holePoints.allSatisfy { Contour.windingNumber(of: outline, at: place.point.lerp(to: $0, progress)) != 0 }
            }
        }
        return (inside ?? nearest.first)?.point ?? center
    }

    /// The progresses, from the anchor's side, at which a hole budding in a
    /// paired outline is to be inside it.
    static let insideTestProgresses = [0.25, 0.5, 0.75]
}

extension Budding.PairedSides {
    /// The straight blend of the two sides at `progress` from `far` to
    /// `near`, as a polygon of eight chords a segment.
    func polygon(at progress: Double) -> [Point] {
        zip(far, near).flatMap { far, near in
            (0..<8).map { far.point(at: Double($0) / 8).lerp(to: near.point(at: Double($0) / 8), progress) }
        }
    }
}
