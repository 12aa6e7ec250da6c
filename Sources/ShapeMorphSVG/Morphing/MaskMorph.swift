import Foundation
import ShapeMorph
import ShapeMorphSupport

/// A morph between two `<mask>` elements whose contents differ in shape:
/// each mask's content is read as a small document of its own and the two
/// morph as documents do (`DocumentMorph`: shapes matched by the engine,
/// colours blended in OKLab, so a luminance mask's white and black blend
/// too); the masks' own attributes (region, units, type) blend as
/// `ParsedXMLElement.blended(with:amount:)` blends them.
///
/// Only contents made of shapes morph: a mask that draws text, images,
/// patterns or effects of its own has no such morph, and switches half way.
struct MaskMorph: Sendable {
    /// The source mask, its content left out: the blend's attributes.
    private let source: ParsedXMLElement
    /// The target mask, its content left out.
    private let target: ParsedXMLElement
    /// The contents' morph.
    private let contents: DocumentMorph

    /// The morph from mask `source` to mask `target`, whose definitions
    /// (the other elements their documents carry) paint their content; nil
    /// when their attributes do not blend or a content is not made of
    /// shapes alone.
    init?(from source: ParsedXMLElement, to target: ParsedXMLElement,
          sourceDefinitions: [ParsedXMLElement], targetDefinitions: [ParsedXMLElement]) {
        guard source.name == "mask", target.name == "mask" else { return nil }
        var (bareSource, bareTarget) = (source, target)
        (bareSource.children, bareSource.textNodes, bareTarget.children, bareTarget.textNodes) = ([], [], [], [])
        guard bareSource.blended(with: bareTarget, amount: 0.5) != nil,
              let start = Self.contents(of: source, definitions: sourceDefinitions),
              let end = Self.contents(of: target, definitions: targetDefinitions) else { return nil }
        (self.source, self.target) = (bareSource, bareTarget)
        contents = DocumentMorph(from: start, to: end)
    }

    /// The mask `progress` of the way (strictly between 0 and 1), with id
    /// `id`: the blended attributes around the contents' in-between, whose
    /// gradients and clips take ids beginning with `id`.
    func mask(at progress: Double, id: String) -> ParsedXMLElement {
        var mask = source.blended(with: target, amount: progress)!
        mask.attributes["id"] = id
        let drawn = contents.document(at: progress).pathElements(format: .decimals(6), commands: .simplest, idPrefix: id + "-")
        mask.children = drawn.map(Self.parsed)
        return mask
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
