extension Morph {
    /// The in-between shape where each control point has its own progress:
    /// `progress` holds four values per matched segment (start, control1,
    /// control2, end), contour after contour. Points that coincide in both
    /// matched shapes and get equal progress coincide in the result, so
    /// joints shared by two segments stay joined.
    func shape(pointProgress progress: [Double]) -> Shape {
        precondition(progress.count == 4 * matchedSource.segmentCount, "One progress value per control point is needed.")
        let overall = progress.allSatisfy { $0 == 0 } ? 0 : progress.allSatisfy { $0 == 1 } ? 1 : 0.5
        var point = 0
        var contours: [Contour] = []
        for (index, contour) in matchedSource.contours.enumerated() {
            var segments: [AnimatableCubicCurve] = []
            segments.reserveCapacity(contour.segments.count)
            for segmentIndex in contour.segments.indices {
                func blended(_ k: Int) -> Point {
                    let (piece, p) = piece(at: progress[point + k])
                    let a = keys[piece].contours[index].segments[segmentIndex].controlPoint(k)
                    let b = keys[piece + 1].contours[index].segments[segmentIndex].controlPoint(k)
                    return Point(x: (1 - p) * a.x + p * b.x, y: (1 - p) * a.y + p * b.y)
                }
                segments.append(AnimatableCubicCurve(start: blended(0), control1: blended(1), control2: blended(2), end: blended(3)))
                point += 4
            }
            contours.append(Contour(uncheckedSegments: segments, isClosed: isClosed(contour: index, at: overall)))
        }
        return Shape(contours: contours, fillRule: fillRule(at: overall))
    }
}
