import ShapeMorph

/// SplitMix64: a small, fast generator whose sequence depends only on its
/// seed, so every random test case is the same on every run.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func point(in range: ClosedRange<Double> = -100...100) -> Point {
        Point(x: Double.random(in: range, using: &self), y: Double.random(in: range, using: &self))
    }

    mutating func curve(in range: ClosedRange<Double> = -100...100) -> AnimatableCubicCurve {
        AnimatableCubicCurve(start: point(in: range), control1: point(in: range),
                             control2: point(in: range), end: point(in: range))
    }

    /// `count` random curves from a fixed seed.
    static func curves(_ count: Int, seed: UInt64) -> [AnimatableCubicCurve] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in random.curve() }
    }
}
