/// A chain of cubic segments, each starting exactly where the previous one
/// ends: one subpath of a shape, open or closed.
///
/// A closed contour's last segment ends exactly where its first begins. The
/// empty contour (no segments) is `zero`, the identity of contour arithmetic.
///
///     let triangle = Contour(closedThrough: [
///         Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10)])
///     triangle.segments.count  // 3
public struct Contour: Hashable, Sendable {
    /// The segments in drawing order.
    public internal(set) var segments: ContourSegments
    /// Whether the contour returns to where it started (SVG's `Z`).
    public internal(set) var isClosed: Bool

    /// Creates a contour from segments that join exactly.
    ///
    /// - Precondition: each segment starts exactly where the previous one ends,
    ///   and, when `isClosed`, the last ends exactly where the first starts.
    public init(segments: [AnimatableCubicCurve], isClosed: Bool) {
        precondition(
            Contour.joinFault(in: segments, isClosed: isClosed) == nil,
            "Contour segments must join exactly: \(Contour.joinFault(in: segments, isClosed: isClosed) ?? "")")
        self.segments = ContourSegments(segments)
        self.isClosed = isClosed
    }

    /// Creates a contour from segments, kept as they are (another
    /// contour's, for example).
    ///
    /// - Precondition: as for `init(segments:isClosed:)` with an array.
    public init(segments: ContourSegments, isClosed: Bool) {
        precondition(
            Contour.joinFault(in: segments, isClosed: isClosed) == nil,
            "Contour segments must join exactly: \(Contour.joinFault(in: segments, isClosed: isClosed) ?? "")")
        self.segments = segments
        self.isClosed = isClosed
    }

    /// Creates a contour from segments the caller has built to join exactly;
    /// checked in debug builds only, for hot paths such as morph frames.
    init(uncheckedSegments segments: [AnimatableCubicCurve], isClosed: Bool) {
        self.init(uncheckedSegments: ContourSegments(segments), isClosed: isClosed)
    }

    /// Creates a contour from segments the caller has built to join exactly,
    /// kept as they are; checked in debug builds only.
    init(uncheckedSegments segments: ContourSegments, isClosed: Bool) {
        assert(Contour.joinFault(in: segments, isClosed: isClosed) == nil, "Contour segments must join exactly.")
        self.segments = segments
        self.isClosed = isClosed
    }

    /// The closed polygon through `vertices`, each edge an exact straight cubic.
    public init(closedThrough vertices: [Point]) {
        let edges = vertices.indices.map {
            AnimatableCubicCurve(lineFrom: vertices[$0], to: vertices[($0 + 1) % vertices.count])
        }
        self.init(segments: edges, isClosed: !edges.isEmpty)
    }

    /// Where the contour begins, or nil when it is empty.
    public var startPoint: Point? { segments.first?.start }

    /// The same contour traced in the opposite direction; a closed contour
    /// keeps its start point.
    ///
    /// A polyline stays one: its straight segments are traced from their
    /// other ends (control points at thirds from there).
    public func reversed() -> Contour {
        if let points = segments.polylinePoints {
            return Contour(uncheckedSegments: ContourSegments(polylineThrough: points.reversed()), isClosed: isClosed)
        }
        // The last segment, reversed, starts where a closed contour starts.
        return Contour(segments: segments.reversed().map { $0.reversed() }, isClosed: isClosed)
    }

    /// A closed contour traced from the start of segment `index`: the same
    /// outline with another start point.
    ///
    /// - Precondition: the contour is closed and `index` is a segment index.
    public func rotated(toStartAt index: Int) -> Contour {
        precondition(isClosed && segments.indices.contains(index),
                     "Only a closed contour can start at another segment (index \(index) of \(segments.count)).")
        return Contour(uncheckedSegments: segments.rotated(toStartAt: index), isClosed: true)
    }

    /// The contour mapped by `transform`.
    public func transformed(by transform: AffineTransform) -> Contour {
        Contour(uncheckedSegments: segments.map { $0.transformed(by: transform) }, isClosed: isClosed)
    }

    /// A description of the first place where `segments` fail to join, or nil.
    static func joinFault<Segments: RandomAccessCollection<AnimatableCubicCurve>>(
        in segments: Segments, isClosed: Bool
    ) -> String? where Segments.Index == Int {
        for index in segments.indices.dropFirst() where !joins(segments[index - 1].end, segments[index].start) {
            return "segment \(index - 1) ends at \(segments[index - 1].end), segment \(index) starts at \(segments[index].start)"
        }
        if isClosed, let first = segments.first, let last = segments.last, !joins(last.end, first.start) {
            return "closed contour ends at \(last.end) but starts at \(first.start)"
        }
        return nil
    }

    /// Whether an end and a start are the same point: equal, or NaN in the
    /// same coordinates (an overflowing transform makes NaN of both alike).
    private static func joins(_ end: Point, _ start: Point) -> Bool {
        func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
        return same(end.x, start.x) && same(end.y, start.y)
    }
}
