import ShapeMorph

/// The card suits of `shared/reference/card-suits.json`, scaled to a 100-unit
/// square as in `Shapes/`, for tests of the core that read no SVG.
enum CardSuits {
    static let heart = closedContour([
        [(50, 25), (50, -10), (100, 0), (100, 25)],
        [(100, 25), (100, 60), (50, 80), (50, 100)],
        [(50, 100), (50, 80), (0, 60), (0, 25)],
        [(0, 25), (0, 0), (50, -10), (50, 25)],
    ])

    static let diamond = closedContour([
        [(50, 0), (70, 30), (70, 30), (100, 50)],
        [(100, 50), (70, 70), (70, 70), (50, 100)],
        [(50, 100), (30, 70), (30, 70), (0, 50)],
        [(0, 50), (30, 30), (30, 30), (50, 0)],
    ])

    static func closedContour(_ segments: [[(Double, Double)]]) -> Contour {
        Contour(segments: segments.map { points in
            let p = points.map { Point(x: $0.0, y: $0.1) }
            return AnimatableCubicCurve(start: p[0], control1: p[1], control2: p[2], end: p[3])
        }, isClosed: true)
    }
}
