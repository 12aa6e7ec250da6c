package import ShapeMorph

extension AffineTransform {
    /// Whether the transform keeps shapes similar (angles and ratios of
    /// lengths: lines stay perpendicular, circles circles, a pen its shape),
    /// up to `relativeTolerance` of its largest coefficient.
    package func isSimilarity(within relativeTolerance: Double) -> Bool {
        let tolerance = relativeTolerance * Swift.max(abs(a), abs(b), abs(c), abs(d))
        return abs(a - d) <= tolerance && abs(b + c) <= tolerance || abs(a + d) <= tolerance && abs(b - c) <= tolerance
    }
}
