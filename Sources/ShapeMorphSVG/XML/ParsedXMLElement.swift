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
    /// The text and CDATA sections directly inside the element, joined
    /// (whitespace-only nodes between elements left out): a `<style>` sheet.
    var text = ""
    /// The same sections one by one, each with the number of child
    /// elements before it: mixed content, as `<text>` holds it.
    var textNodes: [TextNode] = []
    /// The line of the element's start tag.
    var line: Int

    /// A run of text among an element's children.
    struct TextNode: Hashable, Sendable {
        /// How many child elements come before it.
        var position: Int
        var text: String
    }
}
