import ShapeMorph
public import ShapeMorphDocument

extension SVGDocument {
    /// A document of `layout`'s glyphs, one element per glyph with an
    /// outline and its `letter` (so that letters pair as letters when
    /// documents morph), all
    /// in `paint`; the viewBox holds the line's advance from its ascent to
    /// its descent, and any ink beyond. The layout's warnings become the
    /// document's, as of a `<text>` element in a file called `name`.
    public init(text layout: TextLayout, paint: SVGPaint = SVGPaint(), name: String = "text") {
        let drawn = layout.glyphs.filter { !$0.contours.isEmpty }
        let shape = Shape(contours: drawn.flatMap(\.contours))
        var box = Rect(minX: 0, minY: -layout.ascent, maxX: max(layout.advance, 0), maxY: layout.descent)
        if let ink = shape.bounds { box = box.union(ink) }
        self.init(shape: shape, viewBox: box, paint: paint)
        var first = 0
        elements = drawn.map { glyph in
            defer { first += glyph.contours.count }
            var element = Element(contours: first..<first + glyph.contours.count, paint: paint)
            element.letter = layout.characters[glyph.character]
            return element
        }
        warnings = layout.warnings.map { SVGWarning(file: name, line: 1, element: "text", message: $0) }
    }
}
