/// An element in its document, as selectors see it: the elements from the
/// root down to it, and each one's position among its parent's children.
struct CSSElementPath {
    /// A place in the document: the depth below the root and the position
    /// among the parent's children (0 for the root).
    struct Node: Hashable {
        var depth: Int
        var position: Int
    }

    /// The root, then each element's child on the way down to the subject.
    private(set) var elements: [ParsedXMLElement] = []
    private var positions: [Int] = []
    /// How many elements of the path have each type, `#id` and `.class`,
    /// by the key's hash.
    private var keyCounts: [Int: Int] = [:]
    /// For each parent whose children a sibling combinator has searched
    /// (by the positions down to it), where each type, `#id` and `.class`
    /// stands among them: made once per parent, shared by every match.
    private let siblingIndexes = SiblingIndexes()

    private final class SiblingIndexes {
        var byParent: [[Int]: [String: [Int]]] = [:]
    }

    /// The type, `#id` and `.class`es of an element, as `ancestorKeys` names them.
    static func keys(of element: ParsedXMLElement) -> [String] {
        [element.name] + (element.attributes["id"].map { ["#" + $0] } ?? [])
            + (element.attributes["class"]?.split(whereSeparator: \.isWhitespace).map { "." + $0 } ?? [])
    }

    static func keys(of compound: CSSSelector.Compound) -> [String] {
        (compound.type.map { [$0] } ?? []) + (compound.id.map { ["#" + $0] } ?? []) + compound.classes.map { "." + $0 }
    }

    /// The hashes of the keys some element of the path has.
    var presentKeys: some Sequence<Int> { keyCounts.lazy.filter { $0.value > 0 }.map(\.key) }

    /// Whether some element of the path has each of `keys` (hashed), or
    /// one with the same hash.
    func contains(_ keys: [Int]) -> Bool { keys.allSatisfy { keyCounts[$0, default: 0] > 0 } }

    /// The subject: the last element of the path.
    var last: Node { Node(depth: elements.count - 1, position: positions[positions.count - 1]) }

    /// Goes down to `element`, the child at `position` of the current last element.
    mutating func push(_ element: ParsedXMLElement, position: Int) {
        elements.append(element)
        positions.append(position)
        for key in Self.keys(of: element) { keyCounts[key.hashValue, default: 0] += 1 }
    }

    mutating func pop() {
        for key in Self.keys(of: elements.removeLast()) { keyCounts[key.hashValue]! -= 1 }
        positions.removeLast()
    }

    func element(at node: Node) -> ParsedXMLElement {
        node.depth == 0 || node.position == positions[node.depth] ? elements[node.depth]
            : elements[node.depth - 1].children[node.position]
    }

    func parent(of node: Node) -> Node? {
        node.depth > 0 ? Node(depth: node.depth - 1, position: positions[node.depth - 1]) : nil
    }

    func previousSibling(of node: Node) -> Node? {
        node.depth > 0 && node.position > 0 ? Node(depth: node.depth, position: node.position - 1) : nil
    }

    /// The positions, in order, of the siblings of `node` (itself
    /// included) that have `key` (a type, `#id` or `.class`).
    func siblingPositions(of node: Node, having key: String) -> [Int] {
        guard node.depth > 0 else { return Self.keys(of: elements[0]).contains(key) ? [0] : [] }
        let parent = Array(positions[..<node.depth])
        if let index = siblingIndexes.byParent[parent] { return index[key] ?? [] }
        var index: [String: [Int]] = [:]
        for (position, child) in elements[node.depth - 1].children.enumerated() {
            for childKey in Set(Self.keys(of: child)) { index[childKey, default: []].append(position) }
        }
        siblingIndexes.byParent[parent] = index
        return index[key] ?? []
    }

    func siblingCount(of node: Node) -> Int {
        node.depth > 0 ? elements[node.depth - 1].children.count : 1
    }
}
