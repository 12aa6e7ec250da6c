import Foundation
import ShapeMorph
import ShapeMorphSupport

/// How SVG carries content, for document morphing: a mask's content read
/// by writing it as a small SVG file and importing that, and a morphed
/// document written back as path elements.
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

    /// The content of `mask` as a document of its own (the mask's
    /// properties on a group around it, `definitions` beside it), or nil
    /// when it is not made of shapes alone.
    private static func contents(of mask: ParsedXMLElement, definitions: [ParsedXMLElement]) -> SVGDocument? {
        let inherited = mask.attributes.filter { !maskAttributes.contains($0.key) }.sorted { $0.key < $1.key }
        let group = XMLOutputElement("g", inherited.map { ($0.key, $0.value) },
                                     children: mask.children.map(SVGCarriedContent.outputElement))
        let defs = XMLOutputElement("defs", children: definitions.filter { $0.attributes["id"] != mask.attributes["id"] }
            .map(SVGCarriedContent.outputElement))
        let root = XMLOutputElement("svg", [("xmlns", SVGImporter.svgNamespace)], children: [defs, group])
        guard let document = try? SVGDocument(data: Data(XMLDocumentWriter.text(root: root).utf8), fileName: "mask"),
              document.carried.isEmpty, !document.elements.isEmpty else { return nil }
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
