/// An axis-aligned rectangle in SVG user units, given by its extreme
/// coordinates (y grows downwards, so `minY` is the top edge).
public struct Rect: Hashable, Sendable, Codable {
    /// The left edge.
    public var minX: Double
    /// The top edge.
    public var minY: Double
    /// The right edge.
    public var maxX: Double
    /// The bottom edge.
    public var maxY: Double

    /// Creates a rectangle from its edges; `minX <= maxX` and `minY <= maxY`.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The smallest rectangle that contains every point of `points`, or nil
    /// when there are none.
    public init?(enclosing points: some Sequence<Point>) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        self.init(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        while let point = iterator.next() { formUnion(with: point) }
    }

    /// `maxX - minX`.
    public var width: Double { maxX - minX }
    /// `maxY - minY`.
    public var height: Double { maxY - minY }
    /// The middle of the rectangle.
    public var center: Point { Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }
    /// The length of the diagonal: the toolkit's measure of a shape's size,
    /// which scale-free tolerances are relative to.
    public var diagonal: Double { Vector(dx: width, dy: height).length }

    /// Whether `point` lies inside or on the edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// The smallest rectangle containing both rectangles.
    public func union(_ other: Rect) -> Rect {
        Rect(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// Grows the rectangle to contain `point`.
    public mutating func formUnion(with point: Point) {
        minX = Swift.min(minX, point.x)
        minY = Swift.min(minY, point.y)
        maxX = Swift.max(maxX, point.x)
        maxY = Swift.max(maxY, point.y)
    }
}
