extension CubicBezierTiming {
    /// The easing cut where its progress reaches each of `levels`
    /// (increasing, strictly inside 0…1): for each piece, the input where
    /// it starts and the piece as an easing of its own (rescaled to run from
    /// (0, 0) to (1, 1)). Played one after the other, the pieces are this
    /// easing exactly.
    ///
    /// Nil where the progress is not monotonic (a y outside 0…1), or where a
    /// piece's control points leave the unit square and so could not be
    /// written as an SVG key spline.
    ///
    /// - Complexity: O(levels.count), about 60 evaluations per level.
    package func pieces(reaching levels: [Double]) -> [(start: Double, easing: CubicBezierTiming)]? {
        guard (0...1).contains(y1), (0...1).contains(y2) else { return nil }
        guard !levels.isEmpty else { return [(0, self)] }
        // With both y values in 0…1 the progress never falls, so each level
        // is reached at one parameter.
        let parameters = levels.map { level in bisectedBoundary(from: 0, to: 1) { Self.value(y1, y2, $0) < level } }
        let curve = AnimatableCubicCurve(start: Point(x: 0, y: 0), control1: Point(x: x1, y: y1),
                                         control2: Point(x: x2, y: y2), end: Point(x: 1, y: 1))
        var pieces: [(start: Double, easing: CubicBezierTiming)] = []
        for piece in curve.split(atParameters: parameters) {
            let width = piece.end.x - piece.start.x, height = piece.end.y - piece.start.y
            guard width > 0, height > 0 else { return nil }
            func unit(_ point: Point) -> Point {
                Point(x: (point.x - piece.start.x) / width, y: (point.y - piece.start.y) / height)
            }
            let (first, second) = (unit(piece.control1), unit(piece.control2))
            guard [first.x, first.y, second.x, second.y].allSatisfy({ (0...1).contains($0) }) else { return nil }
            pieces.append((piece.start.x, CubicBezierTiming(x1: first.x, y1: first.y, x2: second.x, y2: second.y)))
        }
        return pieces
    }
}
