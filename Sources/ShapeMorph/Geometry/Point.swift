/// A position in the plane, in SVG user units (x right, y down).
public struct Point: Hashable, Sendable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (grows downwards).
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let origin = Point(x: 0, y: 0)

    /// The displacement from the origin to this point.
    public var vectorFromOrigin: Vector { Vector(dx: x, dy: y) }

    /// Whether both coordinates are finite (no infinity, no NaN).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The distance to `other`.
    public func distance(to other: Point) -> Double { (other - self).length }

    /// The point `t` of the way from this point to `other`, written as
    /// `(1 - t)·a + t·b` so that `t = 0` and `t = 1` return the end points
    /// exactly.
    public func lerp(to other: Point, _ t: Double) -> Point {
        let s = 1 - t
        return Point(x: s * x + t * other.x, y: s * y + t * other.y)
    }

    /// The point moved by `vector`.
    public static func + (point: Point, vector: Vector) -> Point {
        Point(x: point.x + vector.dx, y: point.y + vector.dy)
    }

    /// The point moved back by `vector`.
    public static func - (point: Point, vector: Vector) -> Point {
        Point(x: point.x - vector.dx, y: point.y - vector.dy)
    }

    /// The displacement that takes `rhs` to `lhs`.
    public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
    }
}
