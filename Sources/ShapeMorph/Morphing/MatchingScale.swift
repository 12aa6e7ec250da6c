/// The power of two that brings two shapes to a largest coordinate near 1.
///
/// Matching measures squared distances and areas; in the input's own units
/// these overflow for coordinates near 1e300 and underflow near 1e-300.
/// Scaling by a power of two is exact in both directions, so matching runs on
/// scaled copies and its cuts are scaled back without changing a bit; shapes
/// within 2^±64 of unit size, far from both, are matched as they are.
///
/// Exact as long as no coordinate becomes subnormal: where the shapes span
/// more binades than that allows, the scale stops where the smallest
/// nonzero coordinate stays normal, the largest staying above 1 — but never
/// lets the largest exceed 2^400, where products of three coordinates would
/// overflow. Coordinates below 2^−1474 of the largest (about 1e−444 of it,
/// features no renderer can show beside it) may then round to zero.
struct MatchingScale {
    /// The matching coordinates are the input's times 2^−exponent.
    let exponent: Int

    /// The largest matching coordinate is below 2^(this + 1).
    static let largestExponent = 400
    /// Shapes whose nonzero coordinates all lie from 2^−this to below
    /// 2^this are matched unscaled.
    static let unscaledExponent = 64

    init(_ shapes: Shape...) {
        var largest = 0.0, smallest = Double.infinity
        for shape in shapes {
            for contour in shape.contours {
                for segment in contour.segments {
                    for point in segment.points {
                        for value in [abs(point.x), abs(point.y)] where value != 0 {
                            largest = max(largest, value)
                            smallest = min(smallest, value)
                        }
                    }
                }
            }
        }
        precondition(largest.isFinite, "Morph needs finite coordinates; an input has an infinite or NaN point.")
        guard largest != 0 else {
            exponent = 0
            return
        }
        // Coordinates within 2^±64 of 1 (any drawing's) are matched as they
        // are: scaled, every step would give the same bits times the same
        // power of two, and the copies of hundreds of thousands of segments
        // would cost their memory for nothing.
        if largest.exponent < Self.unscaledExponent && smallest.exponent >= -Self.unscaledExponent {
            exponent = 0
            return
        }
        let keepsSmallestNormal = Int(smallest.exponent) - Int(Double.leastNormalMagnitude.exponent)
        exponent = max(Int(largest.exponent) - Self.largestExponent, min(Int(largest.exponent), keepsSmallestNormal))
    }

    /// `shape` in matching coordinates.
    func normalized(_ shape: Shape) -> Shape {
        Shape(contours: shape.contours.map { scaled($0, by: -exponent) }, fillRule: shape.fillRule)
    }

    /// `contour`, in matching coordinates, back in the input's units.
    func restored(_ contour: Contour) -> Contour { scaled(contour, by: exponent) }

    /// `motion`, fitted in matching coordinates, in the input's units.
    func restored(_ motion: MorphMotion) -> MorphMotion {
        var restored = motion
        restored.sourceCentre = scaled(motion.sourceCentre, by: exponent)
        restored.targetCentre = scaled(motion.targetCentre, by: exponent)
        return restored
    }

    private func scaled(_ point: Point, by power: Int) -> Point {
        Point(x: Double(sign: .plus, exponent: power, significand: point.x),
              y: Double(sign: .plus, exponent: power, significand: point.y))
    }

    private func scaled(_ contour: Contour, by power: Int) -> Contour {
        guard power != 0 else { return contour }
        let segments = contour.segments.map {
            AnimatableCubicCurve(start: scaled($0.start, by: power), control1: scaled($0.control1, by: power),
                                 control2: scaled($0.control2, by: power), end: scaled($0.end, by: power))
        }
        return Contour(uncheckedSegments: segments, isClosed: contour.isClosed)
    }
}
