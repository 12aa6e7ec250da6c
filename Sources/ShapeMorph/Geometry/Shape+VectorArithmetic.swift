/// Contour-by-contour arithmetic, so matched shapes interpolate as vectors.
///
/// The shape with no contours is `zero`. Two non-empty shapes must have the
/// same number of contours, pairwise of equal segment counts (see `Contour`'s
/// arithmetic); otherwise a precondition failure says which counts differ.
/// The result keeps the left operand's fill rule (or the right one's when the
/// left is `zero`).
extension Shape: VectorArithmetic {
    /// The shape with no contours.
    public static let zero = Shape(contours: [])

    /// The shape whose contours are the pairwise sums.
    public static func + (lhs: Shape, rhs: Shape) -> Shape {
        combine(lhs, rhs, +)
    }

    /// The shape whose contours are the pairwise differences.
    public static func - (lhs: Shape, rhs: Shape) -> Shape {
        combine(lhs, rhs, -)
    }

    /// Scales every control point's coordinates by `factor`.
    public mutating func scale(by factor: Double) {
        for index in contours.indices { contours[index].scale(by: factor) }
    }

    /// The sum of the contours' squared magnitudes.
    public var magnitudeSquared: Double {
        contours.reduce(0) { $0 + $1.magnitudeSquared }
    }

    private static func combine(_ lhs: Shape, _ rhs: Shape, _ operation: (Contour, Contour) -> Contour) -> Shape {
        if rhs.contours.isEmpty { return lhs }
        if lhs.contours.isEmpty {
            return Shape(contours: rhs.contours.map { operation(.zero, $0) }, fillRule: rhs.fillRule)
        }
        precondition(lhs.contours.count == rhs.contours.count,
                     "Shape arithmetic needs equal contour counts, got \(lhs.contours.count) and \(rhs.contours.count): match the shapes with Morph first.")
        return Shape(contours: zip(lhs.contours, rhs.contours).map(operation), fillRule: lhs.fillRule)
    }
}
