/// An element to write: name, attributes in the order given, then either
/// child elements or text content.
struct XMLOutputElement: Sendable {
    var name: String
    var attributes: [(name: String, value: String)]
    var children: [XMLOutputElement]
    var text: String?

    init(_ name: String, _ attributes: [(name: String, value: String)] = [],
         children: [XMLOutputElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }
}
