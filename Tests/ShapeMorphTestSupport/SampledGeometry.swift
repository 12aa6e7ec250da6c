public import ShapeMorph

/// The largest distance between `curve(t)` and `reference(t)` over `samples`
/// evenly spaced parameters: compares geometry, not representation.
public func maximumDistance(
    samples: Int = 64, _ curve: (Double) -> Point, _ reference: (Double) -> Point
) -> Double {
    (0...samples).map { index -> Double in
        let t = Double(index) / Double(samples)
        return curve(t).distance(to: reference(t))
    }.max() ?? 0
}

/// The closed polygon through dense samples of `contour`, `perSegment` per
/// segment: an independent approximation for area checks.
public func densePolygon(of contour: Contour, perSegment: Int) -> [Point] {
    contour.segments.flatMap { segment in
        (0..<perSegment).map { segment.point(at: Double($0) / Double(perSegment)) }
    }
}

/// The shoelace area of a closed polygon (positive when clockwise on screen).
public func shoelaceArea(_ polygon: [Point]) -> Double {
    var sum = 0.0
    for index in polygon.indices {
        let a = polygon[index], b = polygon[(index + 1) % polygon.count]
        sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
}

/// The largest distance between corresponding sample points of two shapes
/// with the same structure of contours (segments may be cut differently:
/// samples are taken at equal parameter steps per contour, so use it for
/// shapes whose segments correspond).
public func maximumSampledDistance(_ a: Shape, _ b: Shape, samplesPerSegment: Int = 16) -> Double {
    guard a.contours.count == b.contours.count else { return .infinity }
    var worst = 0.0
    for (p, q) in zip(a.contours, b.contours) {
        guard p.segments.count == q.segments.count else { return .infinity }
        for (s, t) in zip(p.segments, q.segments) {
            for index in 0...samplesPerSegment {
                let u = Double(index) / Double(samplesPerSegment)
                worst = max(worst, s.point(at: u).distance(to: t.point(at: u)))
            }
        }
    }
    return worst
}

/// The largest distance from a point of `shape`, mirrored by `mirror`, to
/// the nearest point of `shape` (both sampled densely: 64 points per
/// segment): zero for a shape that is its own mirror image.
public func mirrorDeviation(_ shape: Shape, mirror: (Point) -> Point) -> Double {
    let points = shape.contours.flatMap { densePolygon(of: $0, perSegment: 64) }
    return points.map { point in
        let mirrored = mirror(point)
        return points.map { $0.distance(to: mirrored) }.min()!
    }.max()!
}

/// The Hausdorff distance between the outlines of two shapes, each flattened
/// densely (`perSegment` points a segment, every contour closed or open as
/// drawn): the farthest any point of one outline is from the other outline.
/// Independent of how either shape is cut into segments, so it compares a
/// frame with an ideal drawn some other way.
public func outlineDistance(_ a: Shape, _ b: Shape, perSegment: Int = 64) -> Double {
    func polylines(_ shape: Shape) -> [[Point]] {
        shape.contours.map { contour in
            var points = densePolygon(of: contour, perSegment: perSegment)
            if let first = points.first, contour.isClosed { points.append(first) }
            else if let last = contour.segments.last { points.append(last.end) }
            return points
        }
    }
    func farthest(from points: [[Point]], to lines: [[Point]]) -> Double {
        var worst = 0.0
        for point in points.joined() {
            var nearest = Double.infinity
            for line in lines {
                for (p, q) in zip(line, line.dropFirst()) {
                    let chord = q - p, offset = point - p
                    let length = chord.dot(chord)
                    let t = length > 0 ? min(max(offset.dot(chord) / length, 0), 1) : 0
                    let (dx, dy) = (offset.dx - t * chord.dx, offset.dy - t * chord.dy)
                    nearest = min(nearest, dx * dx + dy * dy)
                }
            }
            worst = max(worst, nearest)
        }
        return worst.squareRoot()
    }
    let (p, q) = (polylines(a), polylines(b))
    return max(farthest(from: p, to: q), farthest(from: q, to: p))
}

/// The centre of a shape's outline: the mean of its points spread evenly
/// by arc length over all its contours (each flattened densely, 64 points a
/// segment, closed contours closed).
public func outlineCentre(_ shape: Shape, perSegment: Int = 64) -> Point {
    var (x, y, total) = (0.0, 0.0, 0.0)
    for contour in shape.contours {
        var points = densePolygon(of: contour, perSegment: perSegment)
        if let first = points.first, contour.isClosed { points.append(first) }
        else if let last = contour.segments.last { points.append(last.end) }
        for (p, q) in zip(points, points.dropFirst()) {
            let length = p.distance(to: q)
            x += length * (p.x + q.x) / 2
            y += length * (p.y + q.y) / 2
            total += length
        }
    }
    return total > 0 ? Point(x: x / total, y: y / total) : Point(x: 0, y: 0)
}
