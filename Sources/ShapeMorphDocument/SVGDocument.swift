public import ShapeMorph

/// An SVG image reduced to what morphing needs: one `Shape` holding every
/// drawn element's outline in the root's user space (all transforms applied,
/// the root `viewBox` mapping not), the `viewBox`, and the paint to export.
///
///     let heart = try SVGDocument(contentsOf: URL(fileURLWithPath: "Shapes/heart.svg"))
///     heart.shape.segmentCount  // 4
public struct SVGDocument: Hashable, Sendable {
    /// The outlines of all drawn elements, in document order: one element's
    /// as drawn, under its fill rule; several elements' each turned into its
    /// nonzero equivalent (`Shape.nonZeroEquivalent()`) under the nonzero
    /// rule, so that overlapping elements fill together instead of cancelling
    /// (an even-odd element without one keeps its contours; its `Element`
    /// says so).
    ///
    /// Setting it makes the document one element of all its contours, in the
    /// first element's paint.
    public var shape: Shape {
        didSet { elements = [Element(contours: shape.contours.indices, fillRule: shape.fillRule, paint: paint)] }
    }
    /// The root's `viewBox`: from the attribute, else `0 0 width height`, else
    /// the bounds of what the elements paint, strokes included.
    public var viewBox: Rect
    /// The root's `width` and `height` in CSS pixels, when given in absolute units.
    public var width: Double?, height: Double?
    /// The root's `preserveAspectRatio`, as written (default `xMidYMid meet`).
    public var preserveAspectRatio: String
    /// The paint of the first drawn element.
    public var paint: SVGPaint {
        get { elements.first?.paint ?? SVGPaint() }
        set {
            if elements.isEmpty {
                elements = [Element(contours: shape.contours.indices, fillRule: shape.fillRule, paint: newValue)]
            } else {
                elements[0].paint = newValue
            }
        }
    }
    /// The drawn elements in paint order, each with its contours and paint;
    /// elements that paint nothing (hidden, no visible fill or stroke, fully
    /// transparent) are left out on import. A document made with
    /// `init(shape:…)` is one element holding every contour. Written back,
    /// each element is one `path`.
    public var elements: [Element]
    /// What the importer skipped or repaired.
    public var warnings: [SVGWarning]
    /// What the document draws that morphing does not change (effects,
    /// text, images), carried into the output as written.
    package var carried = SVGCarriedContent()
    /// Where the imported file first paints with each paint feature that
    /// some animated formats cannot say; the warning's message names the use.
    package var paintUses: [SVGPaintFeature: SVGWarning] = [:]

    /// Whether it draws nothing at all: no outline, no text, no image.
    public var isBlank: Bool { shape.contours.isEmpty && carried.drawings.isEmpty }

    /// What animated output (SMIL or CSS animated SVG, Lottie, Android
    /// vector drawables) leaves out of this document: one warning for each
    /// kind of effect it carries (filters, masks, group opacity, blend
    /// modes, isolation, pattern paint, text, images), where the kind is
    /// first used. SVG frames (`svgText`, a morph's `document(at:)`) draw
    /// them all.
    public var animationWarnings: [SVGWarning] { carried.firstUses }

    /// A document for export: `shape` in `viewBox` coordinates.
    public init(shape: Shape, viewBox: Rect, width: Double? = nil, height: Double? = nil,
                paint: SVGPaint = SVGPaint(), preserveAspectRatio: String = "xMidYMid meet") {
        self.shape = shape
        self.viewBox = viewBox
        self.width = width
        self.height = height
        self.preserveAspectRatio = preserveAspectRatio
        self.elements = [Element(contours: shape.contours.indices, fillRule: shape.fillRule, paint: paint)]
        self.warnings = []
    }

    /// One drawn element: the contours of `shape` it drew, the rule that
    /// fills them, and its paint.
    public struct Element: Hashable, Sendable {
        /// Its contours, as indices into the document's `shape.contours`.
        public var contours: Range<Int>
        /// The rule its contours are filled by: its own `fill-rule`, or
        /// nonzero where the importer turned its contours into their nonzero
        /// equivalent.
        public var fillRule: FillRule
        /// Its paint, resolved through the groups it is in.
        public var paint: SVGPaint
        /// The outline it is clipped to (from `clip-path`), in the same user
        /// space as its contours, or nil.
        public var clip: Shape?
        /// The carried group it is drawn in (an index into the document's
        /// `carried.groups`), or nil.
        package var group: Int?
        /// The character it draws, where it is a glyph of text drawn as
        /// outlines (a `<text>` or a `text:` input); nil otherwise. Letters
        /// pair by it: the same letters first (see `DocumentMorph`).
        public var letter: Character?

        /// Creates an element.
        public init(contours: Range<Int>, fillRule: FillRule = .nonZero, paint: SVGPaint, clip: Shape? = nil) {
            self.init(contours: contours, fillRule: fillRule, paint: paint, clip: clip, group: nil)
        }

        package init(contours: Range<Int>, fillRule: FillRule, paint: SVGPaint, clip: Shape?, group: Int?) {
            self.contours = contours
            self.fillRule = fillRule
            self.paint = paint
            self.clip = clip
            self.group = group
        }
    }

    /// The shape `element` draws: its contours under its fill rule.
    public func shape(of element: Element) -> Shape {
        Shape(contours: Array(shape.contours[element.contours]), fillRule: element.fillRule)
    }

    /// The map from `viewBox` coordinates to the viewport (`width` ×
    /// `height`, defaulting to the viewBox size) that `preserveAspectRatio`
    /// defines.
    public var viewportTransform: ShapeMorph.AffineTransform {
        SVGViewport.transform(viewBox: viewBox, width: width ?? viewBox.width, height: height ?? viewBox.height,
                              preserveAspectRatio: preserveAspectRatio)
    }
}
