/// Where a contour sits and how large it is, so that matching compares
/// shapes rather than places: points relative to the contour's centre (the
/// mean of points at equal steps of its perimeter), in units of its
/// perimeter.
///
/// A contour that only moves or grows has, in its frame, the same points as
/// its partner, so matching pairs each point with its own copy and every
/// straight in-between is the moved, grown copy. Matched in the drawing's
/// own coordinates, the points of a moved shape travel less by sliding
/// along the outline towards where it goes, and a slid rectangle was a
/// hexagon half way. Unlike shapes are compared in frames only part of the
/// way from the drawing's coordinates (`weighted(_:)`,
/// `ContourCorrespondence.Frames.likeness`).
struct MatchingFrame {
    let centre: Point
    let size: Double

    /// The drawing's own coordinates.
    static let drawing = MatchingFrame(centre: .origin, size: 1)

    private init(centre: Point, size: Double) {
        self.centre = centre
        self.size = size
    }

    init(_ table: ArcLengthTable) {
        centre = table.perimeterCentroid()
        size = table.totalLength > 0 ? table.totalLength : 1
    }

    /// Part of the way from the drawing's coordinates (`weight` 0) to this
    /// frame (1): the centre `weight` of the way from the origin, the size
    /// raised to `weight`.
    func weighted(_ weight: Double) -> MatchingFrame {
        MatchingFrame(centre: Point(x: centre.x * weight, y: centre.y * weight), size: exponential(naturalLogarithm(size) * weight))
    }

    /// `point` in this frame.
    func callAsFunction(_ point: Point) -> Point {
        Point(x: (point.x - centre.x) / size, y: (point.y - centre.y) / size)
    }
}
