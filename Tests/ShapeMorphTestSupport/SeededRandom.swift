public import ShapeMorph

/// SplitMix64: a small, fast generator whose sequence depends only on its
/// seed, so every random test case is the same on every run.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in `0..<1` with 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A point with both coordinates drawn from `range`.
    public mutating func point(in range: ClosedRange<Double> = -100...100) -> Point {
        Point(x: Double.random(in: range, using: &self), y: Double.random(in: range, using: &self))
    }

    /// A curve of four random points drawn from `range`.
    public mutating func curve(in range: ClosedRange<Double> = -100...100) -> AnimatableCubicCurve {
        AnimatableCubicCurve(start: point(in: range), control1: point(in: range),
                             control2: point(in: range), end: point(in: range))
    }

    /// `count` random curves from a fixed seed.
    public static func curves(_ count: Int, seed: UInt64) -> [AnimatableCubicCurve] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in random.curve() }
    }
}
