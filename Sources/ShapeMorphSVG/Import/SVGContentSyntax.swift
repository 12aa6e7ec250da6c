import ShapeMorph
import ShapeMorphSupport

/// How SVG carries content, for document morphing: a mask's content
/// imported from the element tree it is carried as, and a morphed document
/// written back as path elements.
struct SVGContentSyntax: CarriedContentSyntax {
    func document(ofMask mask: ParsedXMLElement, definitions: [ParsedXMLElement]) -> SVGDocument? {
        Self.contents(of: mask, definitions: definitions)
    }

    func elements(drawing document: SVGDocument, idPrefix: String) -> [ParsedXMLElement] {
        document.pathElements(format: .decimals(6), commands: .simplest, idPrefix: idPrefix).map(Self.parsed)
    }

    /// The attributes of a mask that are its own, not properties its
    /// content inherits.
    private static let maskAttributes: Set<String> = ["id", "x", "y", "width", "height", "maskUnits", "maskContentUnits",
                                                      "mask-type", "class", "style"]

    /// The content of `mask` imported as it is carried, its styles already
    /// resolved into its attributes (no text written and read again): the
    /// mask's properties on a group around it, `definitions` beside it; nil
    /// when it is not made of shapes alone.
    private static func contents(of mask: ParsedXMLElement, definitions: [ParsedXMLElement]) -> SVGDocument? {
        let inherited = mask.attributes.filter { !maskAttributes.contains($0.key) }
        let group = ParsedXMLElement(name: "g", namespace: SVGImporter.svgNamespace, attributes: inherited,
                                     children: mask.children, line: mask.line)
        let defs = ParsedXMLElement(name: "defs", namespace: SVGImporter.svgNamespace, attributes: [:],
                                    children: definitions.filter { $0.attributes["id"] != mask.attributes["id"] }, line: mask.line)
        let root = ParsedXMLElement(name: "svg", namespace: SVGImporter.svgNamespace, attributes: [:], children: [defs, group], line: mask.line)
        var importer = SVGImporter(fileName: "mask", folder: nil, options: SVGImportOptions())
        guard let document = try? importer.document(fromResolved: root), document.carried.isEmpty, !document.elements.isEmpty else { return nil }
        return document
    }

    /// A written element as the importer would have read it.
    private static func parsed(_ element: XMLOutputElement) -> ParsedXMLElement {
        var attributes: [String: String] = [:]
        for (name, value) in element.attributes { attributes[name] = value }
        // Path data written as the document is written (a path element's `d`).
        if let written = element.writtenAttribute { attributes[written.name] = written.value.text }
        assert(element.writtenText == nil, "Drawn elements have no written text content.")
        return ParsedXMLElement(name: element.name, namespace: SVGImporter.svgNamespace, attributes: attributes,
                                children: element.children.map(parsed),
                                textNodes: element.text.map { [ParsedXMLElement.TextNode(position: 0, text: $0)] } ?? [], line: 0)
    }
}
