extension Morph {
    /// The fewest straight pieces (a power of two, at most 64) whose keys on
    /// the turn of `motion` keep the outline within a thousandth of its
    /// size of the turned one between keys: a point at distance r from the
    /// centre cuts the arc of each piece by r·(1 − cos(θ / 2n)).
    static func turnPieceCount(_ motion: MorphMotion, _ contours: [Contour]) -> Int {
        var radius = 0.0
        var bounds: Rect?
        for contour in contours {
            for segment in contour.segments {
                for point in segment.points {
                    radius = max(radius, (point - motion.sourceCentre).length, (point - motion.targetCentre).length)
                }
            }
            if let box = contour.bounds { bounds = bounds?.union(box) ?? box }
        }
        let allowed = 1e-3 * (bounds?.diagonal ?? 0)
        var count = 1
        while count < 64 && radius * (1 - cosine(motion.turn / Double(2 * count))) > allowed { count *= 2 }
        return count
    }

    /// The matched target `contours`, cut from the `turned` target, turned
    /// back onto the `unturned` one by `rotation`: segments left whole and
    /// joints are the unturned target's own (bit for bit, as the frame at
    /// progress 1 must trace it), only the points of cut pieces are turned
    /// back by arithmetic.
    static func turnedBack(_ contours: [Contour], by rotation: AffineTransform, turned: Shape, unturned: Shape) -> [Contour] {
        var segments: [AnimatableCubicCurve: AnimatableCubicCurve] = [:], joints: [Point: Point] = [:]
        for (a, b) in zip(turned.contours, unturned.contours) {
            for (p, q) in zip(a.segments, b.segments) {
                segments[p] = q
                joints[p.start] = q.start
                joints[p.end] = q.end
            }
        }
        return contours.map { contour in
            Contour(uncheckedSegments: contour.segments.map { piece in
                if let whole = segments[piece] { return whole }
                var back = piece.transformed(by: rotation)
                if let start = joints[piece.start] { back.start = start }
                if let end = joints[piece.end] { back.end = end }
                return back
            }, isClosed: contour.isClosed)
        }
    }
}
