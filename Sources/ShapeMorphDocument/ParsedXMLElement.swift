/// An XML element as the importer sees it: a plain Swift value read out of
/// libxml2's tree, so that only `XMLDocumentReader` touches C pointers.
package struct ParsedXMLElement: Hashable, Sendable {
    /// The local name (`path`, `g`, …).
    package var name: String
    /// The namespace URI, or nil when the element has none.
    package var namespace: String?
    /// The attributes by local name, entity references already replaced.
    package var attributes: [String: String]
    /// The child elements in document order (comments are dropped).
    package var children: [ParsedXMLElement]
    /// The text and CDATA sections directly inside the element, one by
    /// one, each with the number of child elements before it: mixed
    /// content, as `<text>` holds it (whitespace-only sections are kept
    /// only inside text).
    package var textNodes: [TextNode] = []
    /// The line of the element's start tag.
    package var line: Int

    /// An element read as `name` in `namespace` at `line`.
    package init(name: String, namespace: String?, attributes: [String: String], children: [ParsedXMLElement],
                 textNodes: [TextNode] = [], line: Int) {
        (self.name, self.namespace, self.attributes, self.children, self.textNodes, self.line)
            = (name, namespace, attributes, children, textNodes, line)
    }

    /// The sections joined: a `<style>` sheet.
    package var text: String { textNodes.map(\.text).joined() }

    /// Its text and its descendants', in document order: the words a
    /// `<text>` sets.
    package var textContent: String {
        var result = ""
        var nodes = textNodes[...]
        for (index, child) in children.enumerated() {
            while let node = nodes.first, node.position <= index {
                result += node.text
                nodes = nodes.dropFirst()
            }
            result += child.textContent
        }
        return result + nodes.map(\.text).joined()
    }

    /// Its `id` and its descendants', in document order.
    package var ids: [String] {
        (attributes["id"].map { [$0] } ?? []) + children.flatMap(\.ids)
    }

    /// Whether `other` is the same element with the same content, wherever
    /// it was written (lines aside; its own `id` too where `idAside`).
    package func isWritten(like other: ParsedXMLElement, idAside: Bool = false) -> Bool {
        let sameAttributes = idAside ? attributes.filter { $0.key != "id" } == other.attributes.filter { $0.key != "id" }
                                     : attributes == other.attributes
        return name == other.name && namespace == other.namespace && sameAttributes && textNodes == other.textNodes
            && children.count == other.children.count && zip(children, other.children).allSatisfy { $0.isWritten(like: $1) }
    }

    /// A run of text among an element's children.
    package struct TextNode: Hashable, Sendable {
        /// How many child elements come before it.
        package var position: Int
        package var text: String

        /// `text` after `position` child elements.
        package init(position: Int, text: String) {
            (self.position, self.text) = (position, text)
        }
    }
}
