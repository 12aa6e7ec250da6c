/// An XML document as the importer sees it: the root element, and the
/// processing instructions (`<?name text?>`) anywhere in the file, which
/// are not elements but may ask for something (`<?xml-stylesheet?>`).
struct ParsedXMLDocument: Sendable {
    var root: ParsedXMLElement
    /// In document order.
    var instructions: [Instruction]

    /// A processing instruction.
    struct Instruction: Hashable, Sendable {
        /// Its target (`xml-stylesheet`).
        var name: String
        /// What follows the name, as written.
        var text: String
        var line: Int
    }
}
