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
