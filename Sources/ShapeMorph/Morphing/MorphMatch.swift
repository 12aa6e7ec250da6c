/// How `Morph` matched one pair of contours, for inspection.
public struct ContourMatch: Hashable, Sendable, Codable {
    /// The contours paired (either side nil for a contour that grows from or
    /// shrinks to a point).
    public var pair: ContourPair
    /// Whether the target contour runs backwards relative to how it was drawn.
    public var isTargetReversed: Bool
    /// The segment of the (oriented) target contour on which the matched
    /// target begins, and where along the target's perimeter that is, as a
    /// fraction in `0..<1`.
    public var targetStartSegment: Int
    /// See `targetStartSegment`.
    public var targetStartFraction: Double
    /// How many segments the pair has after equalisation.
    public var segmentCount: Int
    /// How many segments equalisation added to the source and to the target
    /// contour by splitting.
    public var addedSourceSegments: Int
    /// See `addedSourceSegments`.
    public var addedTargetSegments: Int
    /// How many corners of each contour were paired with corners of the
    /// other before anything else was matched (every corner of both, or 0:
    /// see the DocC article "How the engine matches shapes").
    public var pairedCorners: Int = 0
    /// Whether the open contour of a pair of an open and a closed one was
    /// matched as traced there and back (a loop that runs along it and
    /// returns), so that the closed one flattens onto it with both its
    /// sides; its segments then count twice, and the segments added are
    /// beyond those. False where it meets a seam of the closed one.
    public var isTracedThereAndBack = false

    /// The match of a contour of `segmentCount` segments without a partner:
    /// it grows from, or shrinks to, a point.
    static func unpaired(_ pair: ContourPair, segmentCount: Int) -> ContourMatch {
        ContourMatch(pair: pair, isTargetReversed: false, targetStartSegment: 0, targetStartFraction: 0,
                     segmentCount: segmentCount, addedSourceSegments: 0, addedTargetSegments: 0, pairedCorners: 0)
    }
}
