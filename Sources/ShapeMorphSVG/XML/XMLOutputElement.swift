/// An element to write: name, attributes in the order given, then either
/// child elements or text content.
package struct XMLOutputElement: Sendable {
    package var name: String
    package var attributes: [(name: String, value: String)]
    /// An attribute too long to hold as text (an animation's values run to
    /// megabytes), written piece by piece as the document is written; it
    /// goes after the first `position` of `attributes`.
    var writtenAttribute: (position: Int, name: String, value: XMLWrittenValue)?
    package var children: [XMLOutputElement]
    var text: String?

    package init(_ name: String, _ attributes: [(name: String, value: String)] = [],
         children: [XMLOutputElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// A run of text among an element's children (mixed content).
    static func textNode(_ text: String) -> XMLOutputElement { XMLOutputElement("", text: text) }

    /// Whether it is a run of text, not an element.
    var isTextNode: Bool { name.isEmpty }
}

/// An attribute value written straight into the document, piece by piece,
/// when the document is written: never held whole.
///
/// The pieces may write no byte XML reserves (`& < > "`, tab, line feed,
/// carriage return): they are not escaped.
struct XMLWrittenValue: Sendable {
    /// How many pieces the value has.
    var count: Int
    /// The most bytes piece `index` writes.
    var maximumLength: @Sendable (_ index: Int) -> Int
    /// Writes piece `index`.
    var write: @Sendable (_ index: Int, _ writer: inout ASCIIWriter) -> Void
}
