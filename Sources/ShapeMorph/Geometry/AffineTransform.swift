/// An affine map of the plane, in SVG's `matrix(a b c d e f)` order:
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
///
/// Cubic Bézier curves map to cubic Bézier curves exactly under it, by
/// mapping their four points.
public struct AffineTransform: Hashable, Sendable, Codable {
    /// The x scale: x′ = a·x + c·y + tx.
    public var a: Double
    /// The y shear: y′ = b·x + d·y + ty.
    public var b: Double
    /// The x shear: x′ = a·x + c·y + tx.
    public var c: Double
    /// The y scale: y′ = b·x + d·y + ty.
    public var d: Double
    /// The x translation.
    public var tx: Double
    /// The y translation.
    public var ty: Double

    /// Creates the transform `matrix(a b c d tx ty)`.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A shift by `(dx, dy)`.
    public static func translation(dx: Double, dy: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// A scaling about the origin.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `radians`; positive angles turn
    /// clockwise on screen (y down), as SVG's `rotate()` does.
    public static func rotation(radians: Double) -> AffineTransform {
        let (s, c) = (sine(radians), cosine(radians))
        return AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// A horizontal skew by `radians`, as SVG's `skewX()`.
    public static func skewX(radians: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: tangent(radians), d: 1, tx: 0, ty: 0)
    }

    /// A vertical skew by `radians`, as SVG's `skewY()`.
    public static func skewY(radians: Double) -> AffineTransform {
        AffineTransform(a: 1, b: tangent(radians), c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first and then `next`.
    public func followed(by next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: next.a * a + next.c * b, b: next.b * a + next.d * b,
            c: next.a * c + next.c * d, d: next.b * c + next.d * d,
            tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
    }

    /// The determinant `a·d − b·c`: negative when the transform mirrors, which
    /// reverses the winding of every contour.
    public var determinant: Double { a * d - b * c }

    /// The transform that undoes this one, or nil when it flattens the
    /// plane (a determinant of zero, or one too small to divide by).
    public var inverse: AffineTransform? {
        let determinant = determinant
        guard determinant != 0, (1 / determinant).isFinite else { return nil }
        return AffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                               tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// `point` mapped by the transform.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// `vector` mapped by the linear part of the transform (no translation).
    public func apply(to vector: Vector) -> Vector {
        Vector(dx: a * vector.dx + c * vector.dy, dy: b * vector.dx + d * vector.dy)
    }
}
