// The document model the importer reads into and the writer writes out of:
// code that imports ShapeMorphSVG sees SVGDocument and its paints as before
// the model became a module of its own.
@_exported public import ShapeMorphDocument
