import ShapeMorph

/// The largest distance between `curve(t)` and `reference(t)` over `samples`
/// evenly spaced parameters: compares geometry, not representation.
func maximumDistance(
    samples: Int = 64, _ curve: (Double) -> Point, _ reference: (Double) -> Point
) -> Double {
    (0...samples).map { index -> Double in
        let t = Double(index) / Double(samples)
        return curve(t).distance(to: reference(t))
    }.max() ?? 0
}

/// The closed polygon through dense samples of `contour`, `perSegment` per
/// segment: an independent approximation for area checks.
func densePolygon(of contour: Contour, perSegment: Int) -> [Point] {
    contour.segments.flatMap { segment in
        (0..<perSegment).map { segment.point(at: Double($0) / Double(perSegment)) }
    }
}

/// The shoelace area of a closed polygon (positive when clockwise on screen).
func shoelaceArea(_ polygon: [Point]) -> Double {
    var sum = 0.0
    for index in polygon.indices {
        let a = polygon[index], b = polygon[(index + 1) % polygon.count]
        sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
}
