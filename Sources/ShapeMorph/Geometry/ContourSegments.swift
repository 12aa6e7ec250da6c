/// A contour's segments in drawing order: a random-access collection of
/// cubic curves.
///
/// Segments that are all exact straight cubics (control points at one and
/// two thirds of the way, as `AnimatableCubicCurve(lineFrom:to:)` makes
/// them) and join exactly are kept as the points they pass through: 16 bytes
/// a segment instead of 64, so that a path of hundreds of thousands of
/// straight segments (plotted data, a traced scan) morphs in a few times the
/// memory of its file. Reading a segment gives the same cubic, bit for bit,
/// either way; equality and hashing look at the segments, not at how they
/// are kept.
public struct ContourSegments: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    @usableFromInline
    enum Storage: Sendable {
        case curves([AnimatableCubicCurve])
        /// Segment `i` runs straight from `points[i]` to `points[i + 1]`:
        /// one point more than segments, never fewer than two.
        case polyline([Point])
    }

    @usableFromInline
    private(set) var storage: Storage

    /// No segments.
    public init() { storage = .curves([]) }

    /// The segments `curves`, kept as points when they form a polyline.
    public init(_ curves: [AnimatableCubicCurve]) {
        if let first = curves.first, curves.allSatisfy(Self.isExactLine),
           zip(curves, curves.dropFirst()).allSatisfy({ Self.same($0.end, $1.start) }) {
            var points: [Point] = []
            points.reserveCapacity(curves.count + 1)
            points.append(first.start)
            for curve in curves { points.append(curve.end) }
            storage = .polyline(points)
        } else {
            storage = .curves(curves)
        }
    }

    /// The segments `curves` kept as stored cubics, as they are: for frames
    /// blended from stored cubics, which are seldom exactly straight.
    init(storing curves: [AnimatableCubicCurve]) { storage = .curves(curves) }

    /// The segments written in an array literal.
    public init(arrayLiteral curves: AnimatableCubicCurve...) { self.init(curves) }

    /// The straight segments through `points` in order (none for fewer than
    /// two points).
    init(polylineThrough points: [Point]) {
        storage = points.count < 2 ? .curves([]) : .polyline(points)
    }

    /// The first segment's index: 0.
    public var startIndex: Int { 0 }

    /// One past the last segment's index: the number of segments.
    @inlinable
    public var endIndex: Int {
        switch storage {
        case .curves(let curves): curves.count
        case .polyline(let points): points.count - 1
        }
    }

    /// The number of segments (as `endIndex`, without the generic
    /// distance between indices).
    @inlinable
    public var count: Int { endIndex }

    /// The segment at `index`.
    @inlinable
    public subscript(index: Int) -> AnimatableCubicCurve {
        switch storage {
        case .curves(let curves): curves[index]
        case .polyline(let points): AnimatableCubicCurve(lineFrom: points[index], to: points[index + 1])
        }
    }

    /// The points the segments pass through, when every segment is kept as
    /// a straight line between two of them; nil otherwise.
    package var polylinePoints: [Point]? {
        if case .polyline(let points) = storage { points } else { nil }
    }

    /// The segments as stored cubics, when they are kept so; nil when they
    /// are kept as a polyline.
    package var storedCurves: [AnimatableCubicCurve]? {
        if case .curves(let curves) = storage { curves } else { nil }
    }

    /// Appends `curve`: kept as a point while every segment so far is an
    /// exact straight cubic starting where the last ends, else every
    /// segment becomes a stored cubic.
    package mutating func append(_ curve: AnimatableCubicCurve) {
        switch storage {
        case .polyline(var points) where Self.isExactLine(curve) && Self.same(points[points.count - 1], curve.start):
            storage = .curves([])
            points.append(curve.end)
            storage = .polyline(points)
        case .curves(let curves) where curves.isEmpty && Self.isExactLine(curve):
            storage = .polyline([curve.start, curve.end])
        case .curves(var curves):
            storage = .polyline([])
            curves.append(curve)
            storage = .curves(curves)
        case .polyline:
            var curves = Array(self)
            curves.append(curve)
            storage = .curves(curves)
        }
    }

    /// Moves the last segment's end to `point`: a straight segment stays
    /// straight (its control points move with it), a curve keeps its
    /// control points.
    ///
    /// - Precondition: there is a segment.
    package mutating func moveLastEnd(to point: Point) {
        switch storage {
        case .polyline(var points):
            storage = .curves([])
            points[points.count - 1] = point
            storage = .polyline(points)
        case .curves(var curves):
            storage = .curves([])
            curves[curves.count - 1].end = point
            storage = .curves(curves)
        }
    }

    /// The same closed chain of segments starting with segment `index`.
    func rotated(toStartAt index: Int) -> ContourSegments {
        guard index != 0 else { return self }
        if let points = polylinePoints, Self.same(points[0], points[points.count - 1]) {
            // The last point repeats the first: start at `index`, go round to it.
            var rotated: [Point] = []
            rotated.reserveCapacity(points.count)
            rotated += points[index..<(points.count - 1)]
            rotated += points[...index]
            return ContourSegments(polylineThrough: rotated)
        }
        return ContourSegments(Array(self[index...]) + Array(self[..<index]))
    }

    /// Runs `body` on the segments as an array of stored cubics, which it
    /// may change in place, and keeps them so.
    mutating func withStoredCurves<Result>(_ body: (inout [AnimatableCubicCurve]) -> Result) -> Result {
        var curves = storedCurves ?? Array(self)
        storage = .curves([])
        defer { storage = .curves(curves) }
        return body(&curves)
    }

    /// Removes every segment, keeping the storage for as many more.
    package mutating func removeAll(keepingCapacity: Bool) {
        switch storage {
        case .curves(var curves):
            storage = .polyline([])
            curves.removeAll(keepingCapacity: keepingCapacity)
            storage = .curves(curves)
        case .polyline:
            storage = .curves([])
        }
    }

    /// The same segments in storage of exactly their size.
    package func exactlySized() -> ContourSegments {
        var copy = self
        switch storage {
        case .curves(let curves): copy.storage = .curves(Array(unsafeUninitializedCapacity: curves.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: curves)
        })
        case .polyline(let points): copy.storage = .polyline(Array(unsafeUninitializedCapacity: points.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: points)
        })
        }
        return copy
    }

    /// Whether both hold the same segments, however each keeps them.
    public static func == (lhs: ContourSegments, rhs: ContourSegments) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.curves(a), .curves(b)): a == b
        case let (.polyline(a), .polyline(b)): a == b
        default: lhs.elementsEqual(rhs)
        }
    }

    /// Hashes the segments, however they are kept.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for segment in self { hasher.combine(segment) }
    }

    /// Whether `curve` is exactly the straight cubic between its ends, bit
    /// for bit, so that its ends alone give it back.
    static func isExactLine(_ curve: AnimatableCubicCurve) -> Bool {
        let line = AnimatableCubicCurve(lineFrom: curve.start, to: curve.end)
        return same(line.control1, curve.control1) && same(line.control2, curve.control2)
    }

    /// Whether two points are the same bits (not only equal: a negative zero
    /// is kept as one).
    private static func same(_ a: Point, _ b: Point) -> Bool {
        a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
    }
}
