/// The syntax carried content is written in, as far as document morphing
/// needs it: a mask's content read as a document of its own, and a
/// document's drawing written back as content. The importer that read the
/// content sets it on the document (`SVGCarriedContent.syntax`), so that
/// morphing needs no syntax of its own.
package protocol CarriedContentSyntax: Sendable {
    /// The content of `mask` as a document of its own (the mask's
    /// properties on a group around it, `definitions` beside it), or nil
    /// when it is not made of shapes alone.
    func document(ofMask mask: ParsedXMLElement, definitions: [ParsedXMLElement]) -> SVGDocument?

    /// What `document` draws, as carried elements whose ids (of gradients,
    /// clips) begin with `idPrefix`.
    func elements(drawing document: SVGDocument, idPrefix: String) -> [ParsedXMLElement]
}
