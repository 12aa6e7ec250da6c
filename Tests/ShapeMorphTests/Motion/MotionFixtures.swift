import ShapeMorph

/// Shapes and measures shared by the tests of living shapes.
enum MotionFixtures {
    /// A circle of `radius` about (50, 50) as four cubic quarter arcs
    /// (within 0.03 % of the true circle).
    static func circle(radius: Double = 40) -> Contour {
        let k = 4.0 / 3 * (2.0.squareRoot() - 1) * radius, c = 50.0
        func p(_ x: Double, _ y: Double) -> Point { Point(x: c + x, y: c + y) }
        return Contour(segments: [
            AnimatableCubicCurve(start: p(radius, 0), control1: p(radius, k), control2: p(k, radius), end: p(0, radius)),
            AnimatableCubicCurve(start: p(0, radius), control1: p(-k, radius), control2: p(-radius, k), end: p(-radius, 0)),
            AnimatableCubicCurve(start: p(-radius, 0), control1: p(-radius, -k), control2: p(-k, -radius), end: p(0, -radius)),
            AnimatableCubicCurve(start: p(0, -radius), control1: p(k, -radius), control2: p(radius, -k), end: p(radius, 0)),
        ], isClosed: true)
    }

    /// An open S-shaped stroke.
    static let stroke = Contour(segments: [
        AnimatableCubicCurve(start: Point(x: 0, y: 0), control1: Point(x: 30, y: -20), control2: Point(x: 40, y: 40), end: Point(x: 60, y: 20)),
        AnimatableCubicCurve(start: Point(x: 60, y: 20), control1: Point(x: 80, y: 0), control2: Point(x: 90, y: 10), end: Point(x: 100, y: 50)),
    ], isClosed: false)

    /// The distance from `point` to the nearest point of `contour`: the best
    /// of 400 samples per segment, refined by golden-section search.
    static func distance(from point: Point, to contour: Contour) -> Double {
        contour.segments.map { segment in
            let samples = 400
            let best = (0...samples).min { segment.point(at: Double($0) / Double(samples)).distance(to: point)
                < segment.point(at: Double($1) / Double(samples)).distance(to: point) }!
            var low = max(0, Double(best - 1) / Double(samples)), high = min(1, Double(best + 1) / Double(samples))
            let ratio = (5.0.squareRoot() - 1) / 2
            for _ in 0..<100 {
                let a = high - ratio * (high - low), b = low + ratio * (high - low)
                if segment.point(at: a).distance(to: point) < segment.point(at: b).distance(to: point) { high = b } else { low = a }
            }
            return segment.point(at: (low + high) / 2).distance(to: point)
        }.min()!
    }

    /// How far `contour` strays from the circle of `radius` about (50, 50):
    /// the largest radial error over 33 points per segment.
    static func radialError(of contour: Contour, radius: Double = 40) -> Double {
        contour.segments.flatMap { segment in
            (0...32).map { abs(segment.point(at: Double($0) / 32).distance(to: Point(x: 50, y: 50)) - radius) }
        }.max() ?? 0
    }

    /// The largest distance between corresponding control points.
    static func largestDifference(_ a: Shape, _ b: Shape) -> Double {
        zip(a.contours, b.contours).flatMap { zip($0.segments, $1.segments) }.map { first, second in
            [first.start.distance(to: second.start), first.control1.distance(to: second.control1),
             first.control2.distance(to: second.control2), first.end.distance(to: second.end)].max()!
        }.max() ?? 0
    }
}
