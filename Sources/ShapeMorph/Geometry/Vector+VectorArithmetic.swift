extension Vector: VectorArithmetic {
    /// The zero displacement.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The componentwise sum.
    public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    /// The componentwise difference.
    public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }

    /// Multiplies both components by `factor`.
    public mutating func scale(by factor: Double) {
        dx *= factor
        dy *= factor
    }

    /// `dx² + dy²`.
    public var magnitudeSquared: Double { dx * dx + dy * dy }
}
