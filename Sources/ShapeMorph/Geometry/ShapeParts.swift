/// What each contour of a shape is for the fill, decided by what the fill
/// rule does on either side of it, never by its winding sign alone: exported
/// icons often draw holes running the same way as their outline and rely on
/// the even-odd rule.
///
/// An outline has the fill inside and none just outside; a hole the other way
/// round. A contour with fill (or none) on both sides, such as one of two
/// overlapping outlines, is neutral; an open contour is probed as the fill
/// closes it, and one that encloses nothing is an outline. Each hole
/// belongs to the smallest outline around it: an outline and its holes make
/// a part.
struct ShapeParts {
    enum Role: Equatable {
        case outline, hole, neutral
    }

    /// Per contour of the shape.
    let roles: [Role]
    /// Per contour: for a hole, the index of the outline around it, if any.
    let parents: [Int?]
    /// The contours in a part with another: holes inside an outline, and
    /// the outlines around them.
    var nested: Set<Int> {
        Set(parents.indices.filter { parents[$0] != nil } + parents.compactMap { $0 })
    }
    /// Points just inside and just outside the contours where the fill was
    /// probed, and whether it filled them.
    private let probes: [(point: Point, isFilled: Bool)]
    /// Chords per segment of the flattened shapes probed.
    private let pieces: Int

    /// The sides of a segment's midpoint are probed this far out, as a
    /// fraction of the segment's chord.
    static let probeDistance = 0.02
    /// The probes go no farther than these fractions of the shape's diagonal:
    /// near ones see thin overlaps, far ones step past rounding.
    private static let nearProbeLimit = 1e-3, farProbeLimit = 0.01
    /// Segments shorter than this fraction of the diagonal do not vote: their
    /// tangents are noise (exported paths have zero-length segments).
    private static let shortestVoter = 1e-6

    init(_ shape: Shape) {
        // Coarser chords for very large shapes: probes compare fills of the
        // same polygons, and the probed quarter points are polygon vertices.
        let pieces = max(4, min(16, 64_000 / max(shape.segmentCount, 1)) / 4 * 4)
        self.pieces = pieces
        if shape.contours.count == 1 && shape.fillRule == .nonZero {
            // A lone contour under nonzero is an outline either way round.
            (roles, parents, probes) = ([.outline], [nil], [])
            return
        }
        let flattened = FlattenedShape(shape, piecesPerSegment: pieces)
        let diagonal = shape.bounds?.diagonal ?? 0
        var roles: [Role] = [], probes: [(Point, Bool)] = []
        for contour in shape.contours {
            guard !contour.segments.isEmpty, contour.signedArea != 0 else {
                roles.append(.outline)
                continue
            }
            let own = FlattenedShape(Shape(contours: [contour]), piecesPerSegment: pieces)
            var votes = (outline: 0, hole: 0, neutral: 0)
            let count = contour.segments.count
            // Every segment (at most 32 per contour) is probed at its quarter
            // points on both sides, close by (thin overlaps) and farther out.
            // Four segments spread along it vote, of those that are not
            // next to nothing.
            let usable = contour.segments.indices.filter {
                contour.segments[$0].start.distance(to: contour.segments[$0].end) > Self.shortestVoter * diagonal
            }
            let candidates = usable.isEmpty ? Array(contour.segments.indices) : usable
            let voters = Set((0..<4).map { candidates[$0 * candidates.count / 4] })
            for index in Set(stride(from: 0, to: count, by: max(1, count / 32))).union(voters).sorted() {
                let segment = contour.segments[index]
                let chord = segment.start.distance(to: segment.end)
                for t in [0.5, 0.25, 0.75] {
                    let tangent = segment.derivative(at: t)
                    guard tangent.length > 0, chord > 0 else { continue }
                    let point = segment.point(at: t)
                    var direction = Vector(dx: -tangent.dy, dy: tangent.dx) / tangent.length
                    if own.windingNumber(at: point + direction * min(Self.probeDistance * chord, Self.farProbeLimit * diagonal)) == 0 {
                        direction = -direction
                    }
                    let near = min(Self.probeDistance * chord, Self.nearProbeLimit * diagonal)
                    let far = min(Self.probeDistance * chord, Self.farProbeLimit * diagonal)
                    for epsilon in [near, far] {
                        let (inside, outside) = (point + direction * epsilon, point - direction * epsilon)
                        let (filledInside, filledOutside) = (flattened.contains(inside), flattened.contains(outside))
                        probes += [(inside, filledInside), (outside, filledOutside)]
                        // The farther probes of the midpoints of four segments vote.
                        guard voters.contains(index), t == 0.5, epsilon == far else { continue }
                        switch (filledInside, filledOutside) {
                        case (true, false): votes.outline += 1
                        case (false, true): votes.hole += 1
                        default: votes.neutral += 1
                        }
                    }
                }
            }
            roles.append(votes.hole > max(votes.outline, votes.neutral) ? .hole
                         : votes.neutral > votes.outline ? .neutral : .outline)
        }
        self.roles = roles
        self.probes = probes
        // The smallest outline around each hole.
        let areas = shape.contours.map { abs($0.signedArea) }
        let outlines = shape.contours.indices.filter { roles[$0] != .hole && !shape.contours[$0].segments.isEmpty }
        let outlineShape = FlattenedShape(Shape(contours: outlines.map { shape.contours[$0] }))
        parents = shape.contours.indices.map { index in
            guard roles[index] == .hole, let point = shape.contours[index].segments.first?.point(at: 0.5) else { return nil }
            var best: Int? = nil
            for polygon in outlineShape.polygons(around: point) where outlineShape.windingNumber(ofPolygon: polygon, at: point) != 0 {
                let outline = outlines[polygon]
                if best == nil || areas[outline] < areas[best!] || (areas[outline] == areas[best!] && outline < best!) { best = outline }
            }
            return best
        }
    }

    /// The shape filling the same region under the nonzero rule, outlines
    /// running clockwise and holes counterclockwise, where the probes find
    /// that it fills the same; otherwise a nonzero shape as drawn, and nil
    /// for an even-odd shape (contours that overlap without nesting).
    func nonZeroEquivalent(of shape: Shape) -> Shape? {
        var reverses = false
        let contours = zip(shape.contours, roles).map { contour, role -> Contour in
            switch role {
            case .outline where contour.signedArea < 0, .hole where contour.signedArea > 0:
                reverses = true
                return contour.reversed()
            default: return contour
            }
        }
        // A nonzero shape whose contours all run their roles' ways is its
        // own equivalent: the probes were taken on it.
        if shape.fillRule == .nonZero, !reverses { return shape }
        let normalized = Shape(contours: contours, fillRule: .nonZero)
        let flattened = FlattenedShape(normalized, piecesPerSegment: pieces)
        if probes.allSatisfy({ flattened.contains($0.point) == $0.isFilled }) { return normalized }
        return shape.fillRule == .nonZero ? shape : nil
    }
}
