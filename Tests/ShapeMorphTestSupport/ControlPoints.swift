public import ShapeMorph

/// Every control point of `a` moved `amount` of the way to its counterpart
/// in `b` (the shapes correspond contour by contour and segment by segment);
/// a contour is closed where both are. Unlike `interpolated(towards:amount:)`, a
/// contour may be closed at one end and open at the other.
public func pointwiseInterpolation(_ a: Shape, _ b: Shape, amount: Double) -> Shape {
    Shape(contours: zip(a.contours, b.contours).map { p, q in
        Contour(segments: zip(p.segments, q.segments).map { $0.interpolated(towards: $1, amount: amount) },
                isClosed: p.isClosed && q.isClosed)
    })
}

/// The largest distance between corresponding control points of `a` and `b`.
public func largestControlPointDistance(_ a: Shape, _ b: Shape) -> Double {
    zip(a.contours, b.contours).flatMap { p, q in
        zip(p.segments, q.segments).flatMap { zip($0.points, $1.points).map { $0.distance(to: $1) } }
    }.max() ?? 0
}
