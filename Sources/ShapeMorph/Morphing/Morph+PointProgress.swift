extension Morph {
    /// The in-between shape where each control point has its own progress:
    /// `progress` holds four values per matched segment (start, control1,
    /// control2, end), contour after contour. Points that coincide in both
    /// matched shapes and get equal progress coincide in the result, so
    /// joints shared by two segments stay joined.
    func shape(pointProgress progress: [Double]) -> Shape {
        precondition(progress.count == sourceCoordinates.count / 2, "One progress value per control point is needed.")
        let overall = progress.allSatisfy { $0 == 0 } ? 0 : progress.allSatisfy { $0 == 1 } ? 1 : 0.5
        var point = 0
        var contours: [Contour] = []
        for (index, contour) in matchedSource.contours.enumerated() {
            var segments: [AnimatableCubicCurve] = []
            segments.reserveCapacity(contour.segments.count)
            for _ in contour.segments {
                func blended(_ k: Int) -> Point {
                    let (piece, p) = piece(at: progress[point + k]), base = 2 * (point + k)
                    let a = keyCoordinates[piece], b = keyCoordinates[piece + 1]
                    return Point(x: (1 - p) * a[base] + p * b[base], y: (1 - p) * a[base + 1] + p * b[base + 1])
                }
                segments.append(AnimatableCubicCurve(start: blended(0), control1: blended(1), control2: blended(2), end: blended(3)))
                point += 4
            }
            contours.append(Contour(uncheckedSegments: segments, isClosed: isClosed(contour: index, at: overall)))
        }
        return Shape(contours: contours, fillRule: fillRule(at: overall))
    }
}
