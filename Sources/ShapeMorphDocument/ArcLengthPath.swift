package import ShapeMorph

/// A shape's contours as one path measured by length: where a distance
/// along it is and which way it runs there, both on the curves themselves
/// (a fine polyline only finds the curve parameter). Text set along a path
/// is placed by it.
package struct ArcLengthPath: Sendable {
    /// One sample on the path: a curve, a parameter on it and the distance
    /// along the whole path to that point.
    private struct Sample {
        var curve: Int
        var t: Double
        var distance: Double
    }

    /// The path's curves, subpaths one after another (a closed subpath ends
    /// with the line back to its start).
    private let curves: [AnimatableCubicCurve]
    /// Samples at equal parameter steps on every curve, in order.
    private let samples: [Sample]
    /// Samples per curve: the chord of 1/128 of a curve is shorter than its
    /// arc by a millionth of its length or less for any curve drawn in an
    /// icon or a title.
    private static let piecesPerCurve = 128

    /// The path through `shape`'s contours, one after another (a closed
    /// one ends with the line back to its start); nil when it has no length.
    package init?(_ shape: Shape) {
        var curves: [AnimatableCubicCurve] = []
        var samples: [Sample] = []
        var total = 0.0
        for contour in shape.contours {
            var contourCurves = Array(contour.segments)
            if contour.isClosed, let first = contour.startPoint, let last = contour.segments.last?.end, last != first {
                contourCurves.append(AnimatableCubicCurve(lineFrom: last, to: first))
            }
            for curve in contourCurves {
                // A new subpath continues the distance from where the last one ended.
                var previous = curve.start
                for step in 0...Self.piecesPerCurve {
                    let t = Double(step) / Double(Self.piecesPerCurve)
                    let point = curve.point(at: t)
                    total += previous.distance(to: point)
                    previous = point
                    samples.append(Sample(curve: curves.count, t: t, distance: total))
                }
                curves.append(curve)
            }
        }
        guard samples.count >= 2, total > 0 else { return nil }
        (self.curves, self.samples) = (curves, samples)
    }

    /// The path's length.
    package var length: Double { samples.last?.distance ?? 0 }

    /// The point at `distance` along the path and the direction it runs
    /// there (a unit vector, the curve's own tangent), or nil off either end.
    package func place(at distance: Double) -> (point: Point, direction: Vector)? {
        guard distance >= 0, distance <= length else { return nil }
        var low = 0, high = samples.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if samples[middle].distance <= distance { low = middle } else { high = middle }
        }
        // Skip the zero-length joins between curves and degenerate curves.
        while high < samples.count - 1, samples[high].curve != samples[low].curve || samples[high].distance == samples[low].distance {
            (low, high) = (high, high + 1)
        }
        let (from, to) = (samples[low], samples[high])
        guard from.curve == to.curve, to.distance > from.distance else { return nil }
        let curve = curves[from.curve]
        let t = from.t + (to.t - from.t) * (distance - from.distance) / (to.distance - from.distance)
        var tangent = curve.derivative(at: t)
        // At a cusp or a control point on its end the tangent vanishes; the chord still runs the curve's way.
        if tangent.length < 1e-9 { tangent = curve.point(at: to.t) - curve.point(at: from.t) }
        let length = tangent.length
        guard length > 0 else { return nil }
        return (curve.point(at: t), tangent * (1 / length))
    }
}
