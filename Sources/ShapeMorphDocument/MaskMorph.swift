import ShapeMorph

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
    /// What reads the masks' contents and writes their in-betweens.
    private let syntax: any CarriedContentSyntax

    /// The morph from mask `source` to mask `target`, whose definitions
    /// (the other elements their documents carry) paint their content,
    /// read and written in `syntax`; nil when their attributes do not
    /// blend or a content is not made of shapes alone.
    init?(from source: ParsedXMLElement, to target: ParsedXMLElement,
          sourceDefinitions: [ParsedXMLElement], targetDefinitions: [ParsedXMLElement], syntax: any CarriedContentSyntax) {
        guard source.name == "mask", target.name == "mask" else { return nil }
        var (bareSource, bareTarget) = (source, target)
        (bareSource.children, bareSource.textNodes, bareTarget.children, bareTarget.textNodes) = ([], [], [], [])
        guard bareSource.blended(with: bareTarget, amount: 0.5) != nil,
              let start = syntax.document(ofMask: source, definitions: sourceDefinitions),
              let end = syntax.document(ofMask: target, definitions: targetDefinitions) else { return nil }
        (self.source, self.target, self.syntax) = (bareSource, bareTarget, syntax)
        contents = DocumentMorph(from: start, to: end)
    }

    /// The mask `progress` of the way (strictly between 0 and 1), with id
    /// `id`: the blended attributes around the contents' in-between, whose
    /// gradients and clips take ids beginning with `id`.
    func mask(at progress: Double, id: String) -> ParsedXMLElement {
        var mask = source.blended(with: target, amount: progress)!
        mask.attributes["id"] = id
        mask.children = syntax.elements(drawing: contents.document(at: progress), idPrefix: id + "-")
        return mask
    }

    /// The mask `progress` of the way (0 and 1 included) as the contents'
    /// morph draws it: every progress in one structure.
    func content(at progress: Double) -> MaskContent {
        MaskContent(attributes: source.blended(with: target, amount: progress)!.attributes, document: contents.document(at: progress))
    }
}
