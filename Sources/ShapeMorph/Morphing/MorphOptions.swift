/// Settings of the matching that `Morph` does once, up front. The defaults
/// need no tuning for the card suits or typical icons; every quantity is
/// relative to the shapes' size, never in absolute units.
public struct MorphOptions: Hashable, Sendable {
    /// How the direction of a target contour is chosen.
    public enum Direction: Hashable, Sendable {
        /// Run each target contour the way its source runs, judged by the
        /// signed area of the real curves: outlines stay outlines, holes stay
        /// holes, nothing turns inside out. The default. For shapes that are
        /// not filled (`isFilled` false) nothing can turn inside out, and
        /// this is `minimizeTravel`.
        case matchWinding
        /// Try both directions and keep the one whose points travel least.
        case minimizeTravel
        /// Never reverse a target contour.
        case preserve
    }

    /// Whether a morph turns the shape as a whole (see `MorphMotion`).
    public enum Motion: Hashable, Sendable {
        /// Turn where the target is nearly the source turned (and moved and
        /// scaled) and not nearly the source unturned: the fit leaves at
        /// most a twentieth of the size unexplained, the fit without a turn
        /// more than that and more than twice as much, and the turn is at
        /// least 3°. The default.
        case automatic
        /// Never turn: every point travels in a straight line (apart from
        /// bends that keep contours from crossing themselves).
        case linear
        /// Always play the best-fitting turn, however different the shapes.
        case rigid
    }

    /// Each matched contour pair gets at least this many segments (more
    /// segments, smoother in-betweens); 0 adds none beyond what matching needs.
    public var minimumSegmentCount: Int
    /// How target contours are oriented.
    public var direction: Direction
    /// For a pair, by index of the source contour: the target contour starts at
    /// the start of this segment of its own (after orientation, counting only
    /// segments of nonzero length), overriding the computed start (like
    /// GSAP's `shapeIndex`).
    public var startSegmentOverrides: [Int: Int]
    /// For a pair, by index of the source contour: whether the target
    /// contour runs backward (true) or as drawn (false), overriding
    /// `direction` for that pair (and the segment a start override counts
    /// in, after orientation).
    public var targetReversals: [Int: Bool] = [:]
    /// Explicit contour pairs (source index, target index), replacing the
    /// computed assignment. Contours left out of every pair grow from or shrink
    /// to a point.
    public var contourPairs: [ContourPair]?
    /// Contour pairs kept as given within the computed assignment (ignored
    /// where `contourPairs` is given): a pair with nil on one side leaves its
    /// contour without a partner; every other contour keeps its computed
    /// partner where that partner is not pinned elsewhere, and is left alone
    /// (budding from a neighbour) where it is.
    public var pinnedContourPairs: [ContourPair] = []
    /// How many points per contour the perimeter warp pairs (the cost is
    /// proportional to its square, independent of segment counts).
    public var sampleCount: Int
    /// Joints of the two contours closer than this fraction of the mean segment
    /// length are merged into one corresponding joint, instead of cutting a
    /// sliver next to each.
    public var jointSnapping: Double
    /// Whether the shapes are painted by filling them. A stroke alone looks
    /// the same whichever way its contours run, so for unfilled shapes (an
    /// outline icon with `fill="none"`) every pair of contours may run the
    /// way its points travel least.
    public var isFilled: Bool
    /// Whether an open contour whose ends meet is matched as closed, as its
    /// fill already is (true by default). A stroke draws those ends as caps,
    /// which look like the join closing would draw only when both are round,
    /// so a document morph turns this off for other strokes: frames then
    /// keep the caps.
    public var closesMeetingEnds: Bool
    /// Whether every open contour is matched as closed by a straight segment
    /// from its end back to its start, as a fill draws it (false by
    /// default): the shape then fills the same, and the contour can turn,
    /// bend and melt as closed ones do. Only for shapes that are filled and
    /// not stroked, where that segment is never seen as a line; a document
    /// morph sets it for such pairs of elements.
    public var closesOpenFills: Bool
    /// Whether the morph turns the shape as a whole (`automatic` by default).
    public var motion: Motion
    /// Whether an open source contour paired with a closed one may be
    /// matched as traced there and back (`ThereAndBack`) instead of meeting
    /// a seam of it, where its points travel less that way (false by
    /// default). The source's frame then traces that contour twice over,
    /// which draws the same only where nothing fills it and a stroke turns
    /// back as it would end: round caps and joins, or butt caps and miter or
    /// bevel joins, undashed. A document morph sets it where the paints say
    /// so.
    public var sourceOpenContoursDoubleBack = false
    /// The same for an open target contour (see
    /// `sourceOpenContoursDoubleBack`).
    public var targetOpenContoursDoubleBack = false
    /// Whether thin bands melt too (`BentTravel.init(flowingFrom:to:thinBands:)`):
    /// set by the engine for its last try, where a pair folds however it is
    /// paired.
    var meltsThinBands = false
    /// Whether only straight paths of travel are tried: where every
    /// straight match crosses itself, the match of least travel is marked
    /// as folding at once, without bending, growing pockets or melting. Set
    /// by the engine for a match that is only an alternative to another
    /// (an open contour traced there and back).
    var travelsStraightOnly = false
    /// Whether the bends of a bent path keep the contour's area on the
    /// straight line between its ends' areas (`BentTravel`): set by the
    /// engine for filled contours that neither hold a hole nor are one,
    /// whose own area is what is drawn.
    var evensBentArea = false

    /// Creates options; see each property for its default.
    public init(minimumSegmentCount: Int = 0, direction: Direction = .matchWinding,
                startSegmentOverrides: [Int: Int] = [:], contourPairs: [ContourPair]? = nil,
                sampleCount: Int = 64, jointSnapping: Double = 0.35, isFilled: Bool = true,
                closesMeetingEnds: Bool = true, closesOpenFills: Bool = false, motion: Motion = .automatic) {
        self.minimumSegmentCount = minimumSegmentCount
        self.direction = direction
        self.startSegmentOverrides = startSegmentOverrides
        self.contourPairs = contourPairs
        self.sampleCount = sampleCount
        self.jointSnapping = jointSnapping
        self.isFilled = isFilled
        self.closesMeetingEnds = closesMeetingEnds
        self.closesOpenFills = closesOpenFills
        self.motion = motion
    }
}

/// Which source contour morphs into which target contour; nil on one side
/// means the contour grows from (or shrinks to) a point.
public struct ContourPair: Hashable, Sendable, Codable {
    /// The index of the contour in the source shape, or nil when the target
    /// contour grows from a point.
    public var source: Int?
    /// The index of the contour in the target shape, or nil when the source
    /// contour shrinks to a point.
    public var target: Int?

    /// Creates a pair.
    public init(source: Int?, target: Int?) {
        self.source = source
        self.target = target
    }
}
