/// What `elapsed` seconds of a spring do to a coordinate's state: the
/// displacement from rest and velocity (e, v) become M·(e, v), since the
/// motion is linear in its start (`SpringMotion`).
struct SpringStep {
    /// A 2 × 2 matrix [[a, b], [c, d]].
    struct Matrix {
        var a, b, c, d: Double

        static let identity = Matrix(a: 1, b: 0, c: 0, d: 1)

        func times(_ other: Matrix) -> Matrix {
            Matrix(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                   c: c * other.a + d * other.c, d: c * other.b + d * other.d)
        }

        func minus(_ other: Matrix) -> Matrix { Matrix(a: a - other.a, b: b - other.b, c: c - other.c, d: d - other.d) }

        /// The matrix to the `exponent` power, by repeated squaring.
        func power(_ exponent: Int) -> Matrix {
            var result = Matrix.identity, base = self, remaining = exponent
            while remaining > 0 {
                if remaining & 1 == 1 { result = result.times(base) }
                base = base.times(base)
                remaining >>= 1
            }
            return result
        }

        var inverse: Matrix {
            let determinant = a * d - b * c
            return Matrix(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant)
        }

        var firstColumn: (Double, Double) { (a, c) }

        /// Whether I − M is safely invertible: a damped spring's state
        /// shrinks over time, so no state comes back unchanged.
        var isIdentityFar: Bool {
            let determinant = (1 - a) * (1 - d) - b * c
            // The entries are of order one (a state maps to a state of
            // comparable size), so the determinant is measured against one.
            return determinant.isFinite && abs(determinant) > negligibleFraction
        }
    }

    /// The columns are the motions from a unit displacement at rest and
    /// from a unit velocity at rest position; the rows, position and velocity.
    let matrix: Matrix

    init(spring: Spring, duration: Double) {
        let fromDisplacement = SpringMotion(spring: spring, initialDisplacement: 1, initialVelocity: 0)
        let fromVelocity = SpringMotion(spring: spring, initialDisplacement: 0, initialVelocity: 1)
        matrix = Matrix(a: fromDisplacement.displacement(at: duration), b: fromVelocity.displacement(at: duration),
                        c: fromDisplacement.velocity(at: duration), d: fromVelocity.velocity(at: duration))
    }
}
