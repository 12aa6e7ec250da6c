/// Which element of the source document morphs into which element of the
/// target; nil on one side for an element that grows out of, or shrinks
/// into, its neighbours while it fades.
public struct ElementPair: Hashable, Sendable, Codable {
    /// The index of the element in the source's `elements`, or nil when the
    /// target element grows.
    public var source: Int?
    /// The index of the element in the target's `elements`, or nil when the
    /// source element shrinks.
    public var target: Int?

    /// Creates a pair.
    public init(source: Int?, target: Int?) {
        self.source = source
        self.target = target
    }
}

/// An element without a partner pinned to the pair it grows out of (an
/// element only the target has) or shrinks into (one only the source has),
/// instead of the nearest pair.
public struct NeighbourPin: Hashable, Sendable, Codable {
    /// The element alone: its source or its target side set, the other nil.
    public var element: ElementPair
    /// The pair's element on the other side: for a target element, the
    /// source element of the pair it grows out of; for a source element,
    /// the target element of the pair it shrinks into.
    public var neighbour: Int

    /// Pins `element` (one side set) to the pair holding `neighbour` on the
    /// other side.
    public init(element: ElementPair, neighbour: Int) {
        self.element = element
        self.neighbour = neighbour
    }
}
