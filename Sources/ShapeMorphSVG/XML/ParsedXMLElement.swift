/// An XML element as the importer sees it: a plain Swift value read out of
/// libxml2's tree, so that only `XMLDocumentReader` touches C pointers.
struct ParsedXMLElement: Hashable, Sendable {
    /// The local name (`path`, `g`, …).
    var name: String
    /// The namespace URI, or nil when the element has none.
    var namespace: String?
    /// The attributes by local name, entity references already replaced.
    var attributes: [String: String]
    /// The child elements in document order (comments are dropped).
    var children: [ParsedXMLElement]
    /// The text and CDATA sections directly inside the element, one by
    /// one, each with the number of child elements before it: mixed
    /// content, as `<text>` holds it (whitespace-only sections are kept
    /// only inside text).
    var textNodes: [TextNode] = []
    /// The line of the element's start tag.
    var line: Int

    /// The sections joined: a `<style>` sheet.
    var text: String { textNodes.map(\.text).joined() }

    /// Its `id` and its descendants', in document order.
    var ids: [String] {
        (attributes["id"].map { [$0] } ?? []) + children.flatMap(\.ids)
    }

    /// A run of text among an element's children.
    struct TextNode: Hashable, Sendable {
        /// How many child elements come before it.
        var position: Int
        var text: String
    }
}
