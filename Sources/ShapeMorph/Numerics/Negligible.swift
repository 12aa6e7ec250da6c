/// The fraction of a quantity's own scale below which it counts as zero:
/// a length against the shape's diagonal, an area against its bounds, a
/// parameter against its range of 0…1, a count against one.
///
/// It is about 10⁷ times the rounding of one `Double` operation (2.2e-16),
/// so error summed over millions of segments stays below it, and 10⁹ times
/// smaller than anything a renderer draws, so nothing visible falls under it.
package let negligibleFraction = 1e-9

/// The fraction of a quantity's scale that a few dozen `Double` operations
/// may get wrong: a value that differs by less is the same value, rounded.
package let roundingFraction = 1e-12

extension Double {
    /// The least whole number at or above the value, forgiving the rounding
    /// of the product that made it: 1 s × 30 fps, computed as 30.000000001,
    /// is 30 frames, not 31.
    package var roundedUpForgivingRounding: Double {
        (self - negligibleFraction).rounded(.up)
    }
}
