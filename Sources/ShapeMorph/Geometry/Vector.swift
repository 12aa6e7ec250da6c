/// A displacement in the plane, in SVG user units (x right, y down).
///
/// `Vector` is the difference of two `Point`s: positions and displacements
/// are kept apart, so `Point + Point` does not compile but `Point + Vector` does.
public struct Vector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component (positive points down).
    public var dy: Double

    /// Creates a vector from its components.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The length of the vector.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The dot product with `other`.
    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    /// The z component of the cross product with `other`: positive when
    /// `other` turns clockwise from this vector on screen (y down).
    public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }

    /// The vector scaled by `factor`.
    public static func * (vector: Vector, factor: Double) -> Vector {
        Vector(dx: vector.dx * factor, dy: vector.dy * factor)
    }

    /// The vector scaled by `factor`.
    public static func * (factor: Double, vector: Vector) -> Vector {
        vector * factor
    }

    /// The vector divided by `divisor`.
    public static func / (vector: Vector, divisor: Double) -> Vector {
        Vector(dx: vector.dx / divisor, dy: vector.dy / divisor)
    }

    /// The vector pointing the other way.
    public static prefix func - (vector: Vector) -> Vector {
        Vector(dx: -vector.dx, dy: -vector.dy)
    }
}
