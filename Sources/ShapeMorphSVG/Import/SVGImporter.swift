import Foundation
import ShapeMorph
import ShapeMorphSupport

/// Walks a parsed SVG element tree and collects the outlines of everything
/// drawn, with transforms, styles and `use` references resolved.
struct SVGImporter {
    static let svgNamespace = "http://www.w3.org/2000/svg"

    /// Elements that draw nothing themselves and are skipped without a warning.
    private static let silentElements: Set<String> = [
        "defs", "symbol", "title", "desc", "metadata", "style", "script", "linearGradient",
        "radialGradient", "pattern", "clipPath", "mask", "filter", "marker", "font", "view",
    ]
    /// Elements that draw something this importer does not turn into outlines.
    private static let unsupportedElements: Set<String> = ["foreignObject", "video", "audio"]
    /// SMIL animation elements: what they animate is drawn as it is before.
    private static let animationElements: Set<String> = ["animate", "set", "animateTransform", "animateMotion", "animateColor", "discard"]
    /// The elements a `switch` may choose: containers and graphics.
    private static let graphicsElements: Set<String> = [
        "g", "a", "svg", "switch", "use", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
        "text", "image", "foreignObject",
    ]
    /// How many `use` references may nest before the importer gives up.
    static let maximumUseDepth = 32
    /// Warnings kept in full; past them, one warning counts the rest.
    private static let maximumWarningCount = 100

    let fileName: String
    /// The folder of the file imported, whose images may be embedded, or
    /// nil for bytes that are not a file's.
    let folder: String?
    let options: SVGImportOptions
    private var warnings: [SVGWarning] = []
    private var unlistedWarningCount = 0
    /// Elements drawn and their segments so far, against the options' limits.
    private var elementCount = 0, segmentCount = 0
    /// The outlines of each drawn element, under that element's fill rule.
    var elements: [Shape] = []
    /// Each drawn element's paint and its contours in the union of `elements`,
    /// which keeps every element's contours in order.
    var drawnElements: [SVGDocument.Element] = []
    /// The line and name of the element each of `drawnElements` was drawn for.
    var drawnSources: [(line: Int, name: String)] = []
    var contourCount = 0
    /// The ids of the elements being drawn, outermost first: a `use` of one
    /// of them would draw it inside itself.
    private(set) var drawingIDs: [String] = []
    /// The font size of the element being drawn, for its `em` and `ex` lengths.
    private var fontSize = SVGLength.defaultFontSize
    /// The bounds, in user space, of elements drawn unseen (hidden or
    /// painting nothing), each with the number of elements drawn before it:
    /// they count towards a bounding box all the same.
    var unseenBounds: [(position: Int, bounds: Rect)] = []
    private(set) var elementsByID: [String: ParsedXMLElement] = [:]
    var viewport: Rect? = nil
    /// What is carried into the output as written, in the syntax that
    /// reads its masks for morphing.
    var carried: SVGCarriedContent = {
        var carried = SVGCarriedContent()
        carried.syntax = SVGContentSyntax()
        return carried
    }()
    /// The ids in `carried.definitions`, theirs and their descendants'.
    var carriedIDs: Set<String> = []
    /// The ids of reference cycles warned about.
    var cyclicIDs: Set<String> = []
    /// The ids each carried element references, read once.
    var referencesByID: [String: [String]] = [:]
    /// The elements painted with a `use`'s gradient as context paint, to
    /// resolve in the use's space once all it draws is drawn.
    var contextGradients: [(element: Int, isFill: Bool, gradient: ParsedXMLElement)] = []
    /// The elements painted with a `use`'s pattern as context paint, to
    /// resolve against the use's box once all it draws is drawn.
    var contextPatterns: [(element: Int, isFill: Bool, id: String)] = []
    /// The patterns made for context paint, by pattern and tile.
    var contextPatternIDs: [String: String] = [:]

    init(fileName: String, folder: String?, options: SVGImportOptions) {
        self.fileName = fileName
        self.folder = folder
        self.options = options
    }

    /// The inherited presentation properties.
    struct Style {
        var paint = SVGPaint()
        var fillRule = FillRule.nonZero
        /// The gradients the fill and stroke paint with (`paint` holds their
        /// fallback colours), resolved for each element they paint.
        var fillGradient: ParsedXMLElement?, strokeGradient: ParsedXMLElement?
        /// The colours written after the fill's and stroke's references
        /// (`url(#g) green`), painted where the gradient cannot be.
        var fallbacks: (fill: String?, stroke: String?) = (nil, nil)
        /// `visibility: hidden` or `collapse`, which children may undo.
        var isHidden = false
        /// The outline the element is clipped to (its own `clip-path`, else
        /// its nearest group's), in user space.
        var clip: Shape?
        /// Whether the element is the content of a `clipPath`: its paint does
        /// not matter and `clip-rule` is its fill rule.
        var isClipContent = false
        /// The `color` property, which `currentColor` paints with; nil where
        /// the document sets none, and the page's colour paints.
        var color: String?
        /// The `font-size` in user units, which `em` and `ex` lengths are of.
        var fontSize = SVGLength.defaultFontSize
        /// The markers drawn at a path's vertices: `marker-start`,
        /// `marker-mid` and `marker-end` as written (nil for none).
        var markers = Markers()
        /// The ids of the markers whose content is being drawn, innermost
        /// last: a marker among them is not drawn again.
        var openMarkers: [String] = []
        /// Where `paint-order` puts markers: under the fill and stroke,
        /// over them (the default), or between them.
        var markersOrder = MarkersOrder.last
        /// What `context-fill` and `context-stroke` paint with: the paint of
        /// the element a marker decorates (or a `use` draws), with its gradients.
        var context: Context? = nil
        /// The carried group the element is drawn in (an index into the
        /// importer's `carried.groups`), or nil.
        var group: Int? = nil
        /// The bounds of the outline whose markers are being drawn, in its
        /// user space: what their context paint is resolved against.
        var markedBounds: Rect? = nil
        /// The inheritable properties set on the element and its ancestors,
        /// as written: what a carried drawing inherits.
        var inheritedProperties: [String: String] = [:]
        /// The fill and stroke (as written) where the decoration in
        /// `inheritedProperties` was declared, which it is drawn in.
        var decorationPaint: [String?] = []
        /// The box bounding-box paint is resolved against where it is not
        /// the outline's own: a text element's glyph cells.
        var paintBounds: Rect? = nil

        enum MarkersOrder { case first, between, last }
        struct Markers { var start: String?, mid: String?, end: String? }
        struct Context {
            var paint: SVGPaint
            var fillGradient: ParsedXMLElement?, strokeGradient: ParsedXMLElement?
            /// The context element's bounds (in its user space) and user
            /// space, which its gradients and patterns are resolved in; the
            /// bounds of a `use` are known once what it draws is drawn.
            var space: (bounds: Rect?, transform: AffineTransform)
        }

        /// The context this element gives what it draws (a use's content,
        /// its markers), in `space`: its own paint, where that is a context
        /// paint itself, the paint of its own context (none without one).
        func contextForContent(space: (bounds: Rect?, transform: AffineTransform)) -> Context {
            var content = Context(paint: paint, fillGradient: fillGradient, strokeGradient: strokeGradient, space: space)
            for isFill in [true, false] {
                guard let (outer, gradient) = contextPaint(isFill ? paint.fill?.text : paint.stroke?.text) else { continue }
                if isFill { (content.paint.fill, content.fillGradient) = (Paint(outer), gradient) }
                else { (content.paint.stroke, content.strokeGradient) = (Paint(outer), gradient) }
                if gradient != nil, let context { content.space = context.space }
            }
            return content
        }

        /// What `value` paints with when it is `context-fill` or
        /// `context-stroke`: the context's colour and gradient (none without
        /// a context); nil for any other value.
        func contextPaint(_ value: String?) -> (colour: String, gradient: ParsedXMLElement?)? {
            guard value == "context-fill" || value == "context-stroke" else { return nil }
            let fromFill = value == "context-fill"
            let colour = context.map { fromFill ? $0.paint.fill?.text ?? "black" : $0.paint.stroke?.text ?? "none" } ?? "none"
            return (colour, context.flatMap { fromFill ? $0.fillGradient : $0.strokeGradient })
        }
    }

    mutating func document(from document: ParsedXMLDocument) throws(SVGError) -> SVGDocument {
        guard document.root.name == "svg", document.root.namespace == Self.svgNamespace || document.root.namespace == nil else {
            throw .notSVG(file: fileName, rootElement: document.root.name)
        }
        for instruction in document.instructions where instruction.name == "xml-stylesheet" {
            warn(SVGWarning(file: fileName, line: instruction.line, element: "?xml-stylesheet?",
                            message: "the style sheet it links (\(instruction.text)) is not read, so its rules are not applied; "
                                + "copy them into a <style> element"))
        }
        if document.root.namespace == nil {
            warn(document.root, "the root has no SVG namespace (xmlns=\"\(Self.svgNamespace)\"); read as SVG anyway")
        }
        return try self.document(fromResolved: resolvingStyles(of: document.root))
    }

    /// The document `root` draws, its styles resolved into its attributes
    /// (by `resolvingStyles(of:)`, or carried content, which keeps them so).
    mutating func document(fromResolved root: ParsedXMLElement) throws(SVGError) -> SVGDocument {
        indexIDs(root)
        warnOfHrefCycles()
        let width = root.attributes["width"].flatMap { SVGLength.userUnits($0, axis: .horizontal, viewport: nil) }
        let height = root.attributes["height"].flatMap { SVGLength.userUnits($0, axis: .vertical, viewport: nil) }
        var viewBox: Rect? = nil
        if let text = root.attributes["viewBox"] {
            viewBox = try parseViewBox(text, of: root)
        }
        if viewBox == nil, let width, let height, width > 0, height > 0 {
            viewBox = Rect(minX: 0, minY: 0, maxX: width, maxY: height)
        }
        viewport = viewBox
        var style = Style()
        applyPresentation(of: root, to: &style)
        var boundingBoxClip: ParsedXMLElement? = nil
        if let reference = root.attributes["clip-path"], reference != "none" {
            boundingBoxClip = try clip(style: &style, to: reference, of: root, transform: .identity, useDepth: 0)
        }
        let rootEffects = carriedEffects(of: root)
        if !rootEffects.isEmpty {
            if rootEffects["opacity"] != nil { style.paint.opacity = nil }
            openGroup(effects: rootEffects, of: root, transform: .identity, style: &style)
        }
        if passesConditions(root), root.attributes["display"] != "none" {
            try drawChildren(of: root, transform: .identity, style: style, useDepth: 0)
            if let clipPath = boundingBoxClip {
                try clipToBoundingBox(drawnFrom: 0, with: clipPath, of: root, transform: .identity, useDepth: 0)
            }
        }
        let drawn = elements
        elements = []
        // Without a viewBox or size, the user space from its origin (where a
        // viewer puts it) to the drawing's far edges, strokes included, in
        // whole units; and further up or left where the drawing is.
        let paintedBounds = zip(drawn, drawnElements).compactMap { shape, element -> Rect? in
            guard let bounds = shape.bounds else { return nil }
            let half = element.paint.isStroked ? (element.paint.strokeWidth ?? 1) / 2 : 0
            return Rect(minX: bounds.minX - half, minY: bounds.minY - half, maxX: bounds.maxX + half, maxY: bounds.maxY + half)
        }.reduce(nil as Rect?) { $0?.union($1) ?? $1 }.map {
            Rect(minX: min(0, $0.minX.rounded(.down)), minY: min(0, $0.minY.rounded(.down)),
                 maxX: $0.maxX.rounded(.up), maxY: $0.maxY.rounded(.up))
        }
        if viewBox == nil, let paintedBounds {
            warn(root, "the root has no viewBox and no width and height; the output's viewBox is \(NumberFormat.exact.string(paintedBounds.minX)) \(NumberFormat.exact.string(paintedBounds.minY)) \(NumberFormat.exact.string(paintedBounds.width)) \(NumberFormat.exact.string(paintedBounds.height)), from the origin to the drawing's far edges; viewers size such a file in their own ways")
        }
        let elementPaints = drawnElements.map(\.paint)
        let (shape, fillRules) = Self.union(of: drawn) {
            !elementPaints[$0].isFilled || (elementPaints[$0].isStroked && elementPaints[$0].strokeDasharray?.isEmpty == false)
        }
        for index in drawnElements.indices { drawnElements[index].fillRule = fillRules[index] }
        var document = SVGDocument(
            shape: shape, viewBox: viewBox ?? paintedBounds ?? Rect(minX: 0, minY: 0, maxX: 0, maxY: 0),
            width: width, height: height, paint: drawnElements.first?.paint ?? SVGPaint(),
            preserveAspectRatio: root.attributes["preserveAspectRatio"] ?? "xMidYMid meet")
        if !drawnElements.isEmpty { document.elements = drawnElements }
        document.carried = carried
        document.paintUses = paintUses()
        document.warnings = warnings
        if unlistedWarningCount > 0 {
            document.warnings.append(SVGWarning(file: fileName, line: root.line, element: root.name,
                                                message: "\(unlistedWarningCount) more warnings not listed"))
        }
        return document
    }

    // MARK: - Elements

    mutating func drawChildren(of element: ParsedXMLElement, transform: AffineTransform, style: Style, useDepth: Int) throws(SVGError) {
        for child in element.children {
            try draw(child, transform: transform, style: style, useDepth: useDepth)
        }
    }

    /// Draws `element` and what it holds under the `parent` transform and
    /// the `inherited` style: its effects opened as a group, its clip
    /// applied, its outlines added (text as glyphs where it can be), and
    /// what cannot be drawn carried or warned of.
    mutating func draw(_ element: ParsedXMLElement, transform parent: AffineTransform, style inherited: Style, useDepth: Int) throws(SVGError) {
        guard try isDrawn(element) else { return }
        var style = inherited
        applyPresentation(of: element, to: &style)
        let parentFontSize = fontSize
        fontSize = style.fontSize
        if let id = element.attributes["id"] { drawingIDs.append(id) }
        defer {
            fontSize = parentFontSize
            if element.attributes["id"] != nil { drawingIDs.removeLast() }
        }
        var transform = parent
        if let text = element.attributes["transform"] {
            transform = try parseTransform(text, of: element).followed(by: parent)
        }
        if element.attributes["vector-effect"]?.trimmingCharacters(in: .whitespaces) == "non-scaling-stroke",
           abs(abs(transform.determinant) - 1) > 1e-9 || abs(transform.a * transform.c + transform.b * transform.d) > 1e-9 {
            warn(element, "vector-effect non-scaling-stroke is not applied: its stroke is drawn scaled by its transform")
        }
        let effects = openEffectGroup(of: element, transform: transform, inherited: inherited, style: &style)
        // A clip in bounding-box units waits for the element's bounds.
        var boundingBoxClip: ParsedXMLElement? = nil
        if !style.isClipContent, effects["clip-path"] == nil, let reference = element.attributes["clip-path"], reference != "none" {
            boundingBoxClip = try clip(style: &style, to: reference, of: element, transform: transform, useDepth: useDepth)
        }
        let first = drawnElements.count
        switch element.name {
        case "g", "a":
            try drawChildren(of: element, transform: transform, style: style, useDepth: useDepth)
        case "text":
            // The outlines go in the text's effect group (which fades them when it carries the opacity);
            // the text's own presentation is applied with its spans'.
            var spansStyle = inherited
            spansStyle.group = style.group
            var text = element
            if effects["opacity"] != nil { text.attributes["opacity"] = nil }
            if let outliner = options.textOutliner, try drawTextOutlines(text, transform: transform, style: spansStyle, outliner: outliner) {
                break
            }
            carryDrawing(element, transform: transform, style: style, parent: inherited)
        case "image":
            carryImage(element, transform: transform, style: style, parent: inherited)
        case "switch":
            // Only the first child whose conditions hold is drawn.
            if let chosen = element.children.first(where: {
                ($0.namespace == Self.svgNamespace || $0.namespace == nil) && Self.graphicsElements.contains($0.name) && passesConditions($0)
            }) {
                try draw(chosen, transform: transform, style: style, useDepth: useDepth)
            }
        case "svg":
            let origin = Point(x: try length(element, "x", .horizontal) ?? 0, y: try length(element, "y", .vertical) ?? 0)
            try drawViewport(of: element, at: origin, transform: transform, style: style, useDepth: useDepth)
        case "use":
            try drawUse(element, transform: transform, style: style, useDepth: useDepth)
        case "path":
            let text = element.attributes["d"] ?? ""
            let (shape, error) = SVGPathData.shape(from: text, arcTolerance: options.arcTolerance)
            if let error { try report(error, in: element, attribute: "d", keeping: "the path is drawn up to the error") }
            if style.markers.mid != nil { warnOfRendererDependentMarkers(onPathData: text, of: element) }
            let arcTolerance = options.arcTolerance
            try add(shape.contours, markedAt: SVGPathVertex.vertices(ofPathData: text, arcTolerance: arcTolerance),
                    of: element, transform: transform, style: style, useDepth: useDepth)
        case "rect", "circle", "ellipse", "line", "polyline", "polygon":
            try drawBasicShape(element, transform: transform, style: style, useDepth: useDepth)
        default:
            warn(element, "unknown element; skipped")
        }
        if let clipPath = boundingBoxClip {
            try clipToBoundingBox(drawnFrom: first, with: clipPath, of: element, transform: transform, useDepth: useDepth)
        }
        if effects["opacity"] != nil, let group = style.group { foldOpacityGroup(group, of: element, drawnFrom: first) }
        if effects["filter"] != nil, let group = style.group { keepFilteredGroup(group, drawnFrom: first) }
    }

    /// Whether `element` is drawn: an SVG element drawn here, shown, whose
    /// conditions hold; counted against the most elements a document may
    /// draw, and warned of where it is skipped or animated.
    private mutating func isDrawn(_ element: ParsedXMLElement) throws(SVGError) -> Bool {
        guard element.namespace == Self.svgNamespace || element.namespace == nil else { return false }
        if Self.silentElements.contains(element.name) { return false }
        elementCount += 1
        guard elementCount <= options.maximumElementCount else {
            throw .tooComplex(file: fileName, limit: options.maximumElementCount, counting: "elements")
        }
        if Self.unsupportedElements.contains(element.name) {
            warn(element, "not converted to outlines; skipped")
            return false
        }
        // SMIL animation is warned of by the element it animates.
        if Self.animationElements.contains(element.name) { return false }
        for child in element.children where Self.animationElements.contains(child.name) {
            warn(child, "SMIL animation is not played or kept: what it animates is drawn as it is without it (a <set> would apply at once)")
        }
        return element.attributes["display"] != "none" && passesConditions(element)
    }

    /// Opens the group that carries the effects of `element` drawn in
    /// `style` (its opacity, filter, clip and what else it keeps for the
    /// writer), if it has any, and returns them.
    private mutating func openEffectGroup(of element: ParsedXMLElement, transform: AffineTransform, inherited: Style,
                                          style: inout Style) -> [String: String] {
        var effects = style.isClipContent ? [:] : carriedEffects(of: element, markers: style.markers)
        if !style.isClipContent, let reference = element.attributes["clip-path"], reference != "none",
           effects["filter"] != nil || isCarriedClip(reference, of: element, style: style) {
            // A filter is drawn before the clip: both go on the group.
            effects["clip-path"] = reference
        }
        if !effects.isEmpty {
            // A carried opacity fades the group as one layer, not each element in it.
            if effects["opacity"] != nil { style.paint.opacity = inherited.paint.opacity }
            openGroup(effects: effects, of: element, transform: transform, style: &style)
            if let filter = effects["filter"], !filter.hasPrefix("url(") {
                // Filter functions take currentColor and em lengths from the element.
                carried.groups[carried.groups.count - 1].effects["color"] = style.color ?? "black"
                carried.groups[carried.groups.count - 1].effects["font-size"] = NumberFormat.exact.string(style.fontSize)
            }
        }
        return effects
    }

    /// Draws a basic shape (`rect`, `circle`, `ellipse`, `line`,
    /// `polyline`, `polygon`) as its outline, with the vertices its
    /// markers sit on.
    private mutating func drawBasicShape(_ element: ParsedXMLElement, transform: AffineTransform, style: Style,
                                         useDepth: Int) throws(SVGError) {
        let (contours, vertices) = try basicShapeOutline(element)
        // A line encloses nothing, so its fill paints nothing; said
        // outright, it stays unfilled when a morph or a wave bends it.
        try add(contours, markedAt: vertices, of: element, transform: transform, style: style, useDepth: useDepth,
                isUnfilled: element.name == "line")
    }

    /// The outline of a basic shape (`rect`, `circle`, `ellipse`, `line`,
    /// `polyline`, `polygon`) in its own user space, and the vertices its
    /// markers sit on: none for a shape of no size.
    mutating func basicShapeOutline(_ element: ParsedXMLElement) throws(SVGError) -> (contours: [Contour], vertices: [SVGPathVertex]) {
        switch element.name {
        case "rect":
            let width = try length(element, "width", .horizontal) ?? 0
            let height = try length(element, "height", .vertical) ?? 0
            var rx = try length(element, "rx", .horizontal), ry = try length(element, "ry", .vertical)
            if let value = rx, value < 0 { rx = nil }
            if let value = ry, value < 0 { ry = nil }
            let resolvedX = min(rx ?? ry ?? 0, width / 2), resolvedY = min(ry ?? rx ?? 0, height / 2)
            let contours = SVGBasicShapes.rect(
                x: try length(element, "x", .horizontal) ?? 0, y: try length(element, "y", .vertical) ?? 0,
                width: width, height: height, rx: resolvedX, ry: resolvedY, arcTolerance: options.arcTolerance).map { [$0] } ?? []
            return (contours, SVGPathVertex.vertices(of: contours, closesTwice: resolvedX > 0 && resolvedY > 0))
        case "circle", "ellipse":
            var rx: Double?, ry: Double?
            if element.name == "circle" {
                rx = try length(element, "r", .diagonal)
                ry = rx
            } else {
                // A negative radius is invalid and, like a missing one, auto:
                // the other radius (SVG 2).
                rx = try length(element, "rx", .horizontal).flatMap { $0 < 0 ? nil : $0 }
                ry = try length(element, "ry", .vertical).flatMap { $0 < 0 ? nil : $0 }
                if rx == nil { rx = ry }
                if ry == nil { ry = rx }
            }
            let contours = SVGBasicShapes.ellipse(
                cx: try length(element, "cx", .horizontal) ?? 0, cy: try length(element, "cy", .vertical) ?? 0,
                rx: rx ?? 0, ry: ry ?? 0, arcTolerance: options.arcTolerance).map { [$0] } ?? []
            return (contours, SVGPathVertex.vertices(of: contours, closesTwice: true))
        case "line":
            let start = Point(x: try length(element, "x1", .horizontal) ?? 0, y: try length(element, "y1", .vertical) ?? 0)
            let end = Point(x: try length(element, "x2", .horizontal) ?? 0, y: try length(element, "y2", .vertical) ?? 0)
            let line = [SVGBasicShapes.polyline([start, end], closed: false)!]
            return (line, SVGPathVertex.vertices(of: line))
        default: // "polyline", "polygon"
            let points = try parsePoints(element.attributes["points"] ?? "", of: element)
            let contours = SVGBasicShapes.polyline(points, closed: element.name == "polygon").map { [$0] } ?? []
            return (contours, SVGPathVertex.vertices(of: contours))
        }
    }

    private mutating func drawUse(_ element: ParsedXMLElement, transform: AffineTransform, style: Style, useDepth: Int) throws(SVGError) {
        let reference = element.attributes["href"] ?? element.attributes["xlink:href"] ?? ""
        guard reference.hasPrefix("#"), var target = elementsByID[String(reference.dropFirst())] else {
            warn(element, "the reference \"\(reference)\" names no element of this document; skipped")
            return
        }
        guard !drawingIDs.contains(String(reference.dropFirst())) else {
            warn(element, "the reference \"\(reference)\" names an element this use is inside of; skipped, as SVG does")
            return
        }
        guard useDepth < Self.maximumUseDepth else {
            warn(element, "use references nest deeper than \(Self.maximumUseDepth); skipped")
            return
        }
        let x = try length(element, "x", .horizontal) ?? 0, y = try length(element, "y", .vertical) ?? 0
        let placed = AffineTransform.translation(dx: x, dy: y).followed(by: transform)
        // context-fill and context-stroke in what a use draws paint with the use's own paint.
        var style = style
        style.context = style.contextForContent(space: (nil, transform))
        let first = drawnElements.count
        defer { resolveContextPaints(drawnFrom: first, inUseSpace: transform) }
        // The use's width and height size the viewport of a symbol or svg it draws.
        if ["symbol", "svg"].contains(target.name) {
            for name in ["width", "height"] where element.attributes[name] != nil {
                target.attributes[name] = element.attributes[name]
            }
        }
        if target.name == "symbol" {
            guard target.attributes["display"] != "none" else { return }
            var symbolStyle = style
            applyPresentation(of: target, to: &symbolStyle)
            try drawViewport(of: target, at: Point(x: 0, y: 0), transform: placed, style: symbolStyle, useDepth: useDepth + 1)
        } else {
            try draw(target, transform: placed, style: style, useDepth: useDepth + 1)
        }
    }

    /// Adds the contours a shape element draws and its markers at
    /// `vertices` (found only when it has markers): after it, or under it
    /// where `paint-order` puts markers first; between fill and stroke, the
    /// element is added twice, once filled and once stroked, around its
    /// markers. `isUnfilled` drops the fill
    /// (of a line), though markers still see it as context.
    private mutating func add(_ contours: [Contour], markedAt vertices: @autoclosure () -> [SVGPathVertex],
                              of element: ParsedXMLElement, transform: AffineTransform, style: Style, useDepth: Int,
                              isUnfilled: Bool = false) throws(SVGError) {
        var painted = style
        if isUnfilled {
            painted.paint.fill = "none"
            painted.fillGradient = nil
        }
        guard style.hasMarkers else {
            try add(contours, of: element, transform: transform, style: painted)
            return
        }
        let vertices = vertices()
        var style = style
        style.markedBounds = Shape(contours: contours).bounds
        if style.markersOrder == .between {
            // Two elements of the one outline, the markers between them.
            var (fill, stroke) = (painted, painted)
            (fill.paint.stroke, fill.strokeGradient, fill.paint.isStrokeUnderFill) = ("none", nil, false)
            (stroke.paint.fill, stroke.fillGradient, stroke.paint.isStrokeUnderFill) = ("none", nil, false)
            let (under, over) = painted.paint.isStrokeUnderFill ? (stroke, fill) : (fill, stroke)
            try add(contours, of: element, transform: transform, style: under)
            try drawMarkers(at: vertices, of: element, transform: transform, style: style, useDepth: useDepth)
            try add(contours, of: element, transform: transform, style: over)
            return
        }
        if style.markersOrder == .first { try drawMarkers(at: vertices, of: element, transform: transform, style: style, useDepth: useDepth) }
        try add(contours, of: element, transform: transform, style: painted)
        if style.markersOrder != .first { try drawMarkers(at: vertices, of: element, transform: transform, style: style, useDepth: useDepth) }
    }

    /// Adds the contours `element` draws, in user space, unless it paints
    /// nothing (hidden, no visible fill or stroke, fully transparent); an
    /// element that the transforms take beyond the range of `Double` is
    /// skipped (or, in strict mode, an error).
    mutating func add(_ drawn: [Contour], of element: ParsedXMLElement, transform: AffineTransform, style: Style) throws(SVGError) {
        guard !drawn.isEmpty else { return }
        guard !style.isHidden, style.isClipContent || style.paint.paintsAnything else {
            // Unseen, it still counts towards its group's bounding box.
            if let bounds = Shape(contours: drawn).transformed(by: transform).bounds, bounds.minX.isFinite, bounds.maxX.isFinite {
                unseenBounds.append((drawnElements.count, bounds))
            }
            return
        }
        let placed = transform == .identity ? drawn : drawn.map { $0.transformed(by: transform) }
        guard Shape(contours: placed).isFinite else {
            let error = SVGAttributeSyntaxError.outOfRange(offset: 0, expected: "transforms keeping coordinates within ±1.8e308",
                                                           found: "the element going beyond them")
            try report(error, in: element, attribute: "transform", keeping: "the element is skipped")
            return
        }
        segmentCount += placed.reduce(0) { $0 + $1.segments.count }
        guard segmentCount <= options.maximumSegmentCount else {
            throw .tooComplex(file: fileName, limit: options.maximumSegmentCount, counting: "segments")
        }
        elements.append(Shape(contours: placed, fillRule: style.fillRule))
        var paint = style.paint
        // currentColor is inherited as the keyword and painted in the element's own color,
        // kept where the document sets none (the page's colour paints it).
        if let color = style.color, paint.fill == .currentColor { paint.fill = Paint(color) }
        if let color = style.color, paint.stroke == .currentColor { paint.stroke = Paint(color) }
        var (fillGradient, strokeGradient) = (style.fillGradient, style.strokeGradient)
        let contextSpaces = resolveContextPaints(of: &paint, fillGradient: &fillGradient, strokeGradient: &strokeGradient,
                                                 of: element, transform: transform, style: style)
        // Stroke lengths scale with the transform (by its mean scale where
        // it stretches one way more than the other; there the element keeps
        // its user space on a group, so that its pen is drawn skewed or
        // stretched as SVG draws it).
        let scale = abs(transform.determinant).squareRoot()
        var group = style.group
        if paint.isStroked, !transform.isSimilarity(within: 1e-9) { group = userSpaceGroup(for: transform, style: style) }
        if scale != 1, paint.isStroked {
            paint.strokeWidth = (paint.strokeWidth ?? 1) * scale
            paint.strokeDasharray = paint.strokeDasharray?.map { $0 * scale }
            paint.strokeDashoffset = paint.strokeDashoffset.map { $0 * scale }
        }
        if fillGradient != nil || strokeGradient != nil {
            let own = (bounds: style.paintBounds ?? Shape(contours: drawn).bounds, transform: transform)
            // A use's box is not known yet: its own until the use is drawn.
            func space(_ context: (bounds: Rect?, transform: AffineTransform)?) -> (bounds: Rect?, transform: AffineTransform) {
                context.flatMap { $0.bounds == nil ? nil : $0 } ?? own
            }
            let (fillSpace, strokeSpace) = (space(contextSpaces.fill), space(contextSpaces.stroke))
            paint.fillGradient = fillGradient.flatMap { gradient($0, bounds: fillSpace.bounds, transform: fillSpace.transform) }
            paint.strokeGradient = strokeGradient.flatMap { gradient($0, bounds: strokeSpace.bounds, transform: strokeSpace.transform) }
            // A bounding-box gradient on an element without width or height
            // paints its fallback colour, else nothing.
            if fillGradient != nil, paint.fillGradient == nil { paint.fill = Paint(style.fallbacks.fill ?? "none") }
            if strokeGradient != nil, paint.strokeGradient == nil { paint.stroke = Paint(style.fallbacks.stroke ?? "none") }
        }
        resolvePatternPaints(of: &paint, group: &group, contextSpaces: contextSpaces, drawn: drawn, of: element,
                             transform: transform, style: style)
        drawnElements.append(SVGDocument.Element(contours: contourCount..<contourCount + placed.count,
                                                  fillRule: style.fillRule, paint: paint, clip: style.clip, group: group))
        drawnSources.append((element.line, element.name))
        contourCount += placed.count
    }

    /// Where a gradient or pattern paint is resolved: the box it takes
    /// (nil for a use's, not known until all the use draws is drawn) and
    /// the transform into its user space.
    private typealias PaintSpace = (bounds: Rect?, transform: AffineTransform)

    /// Replaces the context paints (`context-fill`, `context-stroke`) of
    /// `paint` with the colours and gradients of the element they come
    /// from, and returns the spaces those are resolved in: a context
    /// paint's gradient is resolved in the context element's space.
    private mutating func resolveContextPaints(of paint: inout SVGPaint, fillGradient: inout ParsedXMLElement?,
                                               strokeGradient: inout ParsedXMLElement?, of element: ParsedXMLElement,
                                               transform: AffineTransform, style: Style) -> (fill: PaintSpace?, stroke: PaintSpace?) {
        var spaces: (fill: PaintSpace?, stroke: PaintSpace?) = (nil, nil)
        for (value, isFill) in [(paint.fill?.text, true), (paint.stroke?.text, false)] {
            guard let (colour, gradient) = style.contextPaint(value) else { continue }
            if let gradient, let context = style.context, context.space.bounds == nil {
                contextGradients.append((drawnElements.count, isFill, gradient))
            }
            if let context = style.context, context.space.bounds == nil,
               let server = gradient ?? Self.reference(in: colour).flatMap({ elementsByID[$0] }), usesBoundingBox(server),
               let local = context.space.transform.inverse {
                let relative = transform.followed(by: local)
                if relative.b != 0 || relative.c != 0 {
                    warn(element, "\(value!) takes a use's gradient or pattern, resolved in the exact box of what the use draws; where that is turned or skewed in the use, Chrome and resvg use a larger box (the bounds of the turned boxes)")
                }
            }
            if isFill {
                (paint.fill, fillGradient, spaces.fill) = (Paint(colour), gradient, style.context?.space)
            } else {
                (paint.stroke, strokeGradient, spaces.stroke) = (Paint(colour), gradient, style.context?.space)
            }
        }
        return spaces
    }

    /// Resolves the pattern paints of `paint` drawn on the contours
    /// `drawn`: carried with their definitions and drawn in a user-space
    /// `group`, their fallback colour where a bounding-box pattern has no
    /// area to tile; any other paint server it names is dropped with a
    /// warning.
    private mutating func resolvePatternPaints(of paint: inout SVGPaint, group: inout Int?,
                                               contextSpaces: (fill: PaintSpace?, stroke: PaintSpace?), drawn: [Contour],
                                               of element: ParsedXMLElement, transform: AffineTransform, style: Style) {
        for (property, value, gradient) in [("fill", paint.fill?.text, paint.fillGradient), ("stroke", paint.stroke?.text, paint.strokeGradient)]
        where gradient == nil && value?.hasPrefix("url(") == true {
            let id = Self.reference(in: value!)
            if let id, let pattern = elementsByID[id], pattern.name == "pattern" {
                let isFill = property == "fill"
                let space = isFill ? contextSpaces.fill : contextSpaces.stroke
                // A bounding-box pattern on an element without area paints its fallback colour, else nothing.
                if space == nil, (pattern.attributes["patternUnits"] ?? "objectBoundingBox") == "objectBoundingBox",
                   let bounds = Shape(contours: drawn).bounds, bounds.width == 0 || bounds.height == 0 {
                    let fallback = Paint((isFill ? style.fallbacks.fill : style.fallbacks.stroke) ?? "none")
                    if isFill { paint.fill = fallback } else { paint.stroke = fallback }
                    continue
                }
                noteCarried("pattern paint", of: element)
                carryDefinitions([id])
                group = userSpaceGroup(for: space?.transform ?? transform, style: style)
                // A context pattern tiles in the context element's box: a use's is known once all it draws is drawn.
                if let space, space.bounds == nil {
                    contextPatterns.append((drawnElements.count, isFill, id))
                } else if let space {
                    let value = Paint(contextPattern(id, bounds: space.bounds).map { SVGCarriedContent.renamingReferences(in: value!, [id: $0]) } ?? "none")
                    if isFill { paint.fill = value } else { paint.stroke = value }
                }
                continue
            }
            let kind = id.flatMap { elementsByID[$0]?.name } ?? "paint server"
            warn(element, "\(property) \"\(value!)\" paints with a \(kind), which is not carried into the output; drawn without its \(property)")
        }
    }

    /// One shape filling what the elements fill together, and the rule each
    /// element's contours in it are filled by. One element keeps its contours
    /// and fill rule as drawn; several are each brought to their nonzero
    /// equivalent (outlines clockwise, holes counterclockwise), so that under
    /// the nonzero rule they add up instead of cancelling where they overlap.
    /// An even-odd element that has no nonzero equivalent keeps its contours
    /// and rule; the shape's rule is even-odd when every element's is. An
    /// element `keepsContours` says so of (one that fills nothing, or whose
    /// dashes show which way it runs) keeps its contours and rule as drawn.
    ///
    /// Each element is replaced by its equivalent as it is made, so that a
    /// large document holds one copy of its contours, not two.
    static func union(of elements: consuming [Shape], keepsContours: (Int) -> Bool = { _ in false }) -> (shape: Shape, fillRules: [FillRule]) {
        guard elements.count > 1 else {
            let shape = elements.first ?? Shape(contours: [])
            return (shape, [shape.fillRule])
        }
        var shapes = elements
        for index in shapes.indices where !keepsContours(index) {
            if let equivalent = shapes[index].nonZeroEquivalent() { shapes[index] = equivalent }
        }
        let rules = shapes.map(\.fillRule)
        return (Shape(contours: shapes.flatMap(\.contours), fillRule: rules.allSatisfy { $0 == .evenOdd } ? .evenOdd : .nonZero),
                rules)
    }

    private mutating func indexIDs(_ element: ParsedXMLElement) {
        if let id = element.attributes["id"], elementsByID[id] == nil { elementsByID[id] = element }
        for child in element.children { indexIDs(child) }
    }

    // MARK: - Attributes

    /// Applies presentation attributes (with the CSS cascade already
    /// resolved into them).
    mutating func applyPresentation(of element: ParsedXMLElement, to style: inout Style) {
        func value(_ name: String) -> String? { element.attributes[name] }
        let outerDecoration = style.inheritedProperties["text-decoration"]
        for (name, value) in element.attributes where Self.inheritableProperties.contains(name) && value != "inherit" {
            style.inheritedProperties[name] = value
        }
        if let decoration = value("text-decoration") { applyTextDecoration(decoration, outer: outerDecoration, of: element, to: &style) }
        if let written = value("font-size"), let size = SVGLength.fontSize(written, parentSize: style.fontSize) {
            style.fontSize = size
            if SVGLength.isNamedFontSize(written) {
                warn(element, "font-size \(written) is written as \(NumberFormat.exact.string(size)) px (CSS's sizes, medium being 16 px); a renderer with another default size draws it otherwise")
            }
        }
        if let width = value("stroke-width"),
           let number = SVGLength.userUnits(width, axis: .diagonal, viewport: viewport, fontSize: style.fontSize) {
            style.paint.strokeWidth = number
        }
        if let dashes = value("stroke-dasharray") { style.paint.strokeDasharray = dashArray(dashes, fontSize: style.fontSize) }
        if let offset = value("stroke-dashoffset"),
           let number = SVGLength.userUnits(offset, axis: .diagonal, viewport: viewport, fontSize: style.fontSize) {
            style.paint.strokeDashoffset = number
        }
        if let cap = value("stroke-linecap").flatMap(SVGPaint.LineCap.init) { style.paint.strokeLinecap = cap }
        if let join = value("stroke-linejoin").flatMap(SVGPaint.LineJoin.init) { style.paint.strokeLinejoin = join }
        if let limit = value("stroke-miterlimit"), let number = Double(limit), number >= 1, number.isFinite {
            style.paint.strokeMiterlimit = number
        }
        switch value(style.isClipContent ? "clip-rule" : "fill-rule") {
        case "evenodd": style.fillRule = .evenOdd
        case "nonzero": style.fillRule = .nonZero
        default: break
        }
        switch value("visibility") {
        case "hidden", "collapse": style.isHidden = true
        case "visible": style.isHidden = false
        default: break
        }
        // Group opacity is not inherited but multiplies down the tree.
        if let opacity = value("opacity").flatMap(Self.alpha) { style.paint.opacity = (style.paint.opacity ?? 1) * opacity }
        if let opacity = value("fill-opacity").flatMap(Self.alpha) { style.paint.fillOpacity = opacity }
        if let opacity = value("stroke-opacity").flatMap(Self.alpha) { style.paint.strokeOpacity = opacity }
        if let order = value("paint-order") { applyPaintOrder(order, to: &style) }
        if let color = value("color"), !["inherit", "currentcolor"].contains(color.lowercased()) { style.color = color }
        // The `marker` shorthand is CSS only; the cascade spreads it.
        func marker(_ name: String) -> String?? { value(name).map { $0 == "none" ? nil : $0 } }
        if let start = marker("marker-start") { style.markers.start = start }
        if let mid = marker("marker-mid") { style.markers.mid = mid }
        if let end = marker("marker-end") { style.markers.end = end }
        if let fill = value("fill"), fill != "inherit" {
            style.fillGradient = referencedGradient(fill)
            style.fallbacks.fill = Self.fallbackColour(in: fill)
            style.paint.fill = style.fillGradient.map { SVGGradient.fallbackColour(of: stops(of: $0)) } ?? Paint(solidPaint(fill))
        }
        if let stroke = value("stroke"), stroke != "inherit" {
            style.strokeGradient = referencedGradient(stroke)
            style.fallbacks.stroke = Self.fallbackColour(in: stroke)
            style.paint.stroke = style.strokeGradient.map { SVGGradient.fallbackColour(of: stops(of: $0)) } ?? Paint(solidPaint(stroke))
        }
    }

    /// Reads `paint-order`: `normal`, or fill, stroke and markers in the
    /// order they are painted (those not named follow in that order). An
    /// invalid value (an unknown or repeated word) is ignored.
    private func applyPaintOrder(_ text: String, to style: inout Style) {
        let named = text.split(whereSeparator: \.isWhitespace).map(String.init)
        if named == ["normal"] {
            (style.paint.isStrokeUnderFill, style.markersOrder) = (false, .last)
            return
        }
        guard !named.isEmpty, named.allSatisfy(["fill", "stroke", "markers"].contains), Set(named).count == named.count else { return }
        let order = named + ["fill", "stroke", "markers"].filter { !named.contains($0) }
        style.paint.isStrokeUnderFill = order.firstIndex(of: "stroke")! < order.firstIndex(of: "fill")!
        style.markersOrder = order.first == "markers" ? .first : order.last == "markers" ? .last : .between
    }

    /// A paint that is not a gradient with stops: a pattern reference (which
    /// is carried); a gradient without stops paints `none`, as SVG says; a
    /// reference to anything else paints its fallback colour
    /// (`url(#id) red`), else stays as written or, when it names nothing,
    /// is `none`.
    private func solidPaint(_ value: String) -> String {
        guard let id = Self.reference(in: value) else { return value }
        if elementsByID[id]?.name == "pattern" { return "url(#\(id))" }
        // A gradient without stops (its own or through its href chain, which may loop) paints nothing.
        if ["linearGradient", "radialGradient"].contains(elementsByID[id]?.name) { return Self.fallbackColour(in: value) ?? "none" }
        return Self.fallbackColour(in: value) ?? (elementsByID[id] != nil ? value : "none")
    }

    /// The colour a paint reference falls back to (`url(#id) red`, an ICC
    /// colour after it left out), or nil.
    static func fallbackColour(in value: String) -> String? {
        guard value.trimmingCharacters(in: .whitespaces).hasPrefix("url("), let close = value.firstIndex(of: ")") else { return nil }
        var rest = value[value.index(after: close)...]
        if let icc = rest.range(of: "icc-color(") { rest = rest[..<icc.lowerBound] }
        let colour = rest.trimmingCharacters(in: .whitespaces)
        return colour.isEmpty ? nil : colour
    }

    /// A `stroke-dasharray`: its lengths (an odd count repeated, as SVG
    /// does), or nil for `none`, an invalid list (a negative or unreadable
    /// length) and one that sums to zero, which all draw the stroke solid.
    /// Text decorations accumulate down the tree, each drawn in the paint of
    /// the element declaring it: a carried drawing gets the lines of all,
    /// in the innermost declaration's paint (with a warning where an outer
    /// one's differs).
    private mutating func applyTextDecoration(_ decoration: String, outer: String?, of element: ParsedXMLElement,
                                              to style: inout Style) {
        let paint = [style.inheritedProperties["fill"], style.inheritedProperties["stroke"]]
        defer { style.decorationPaint = paint }
        let lines = { (value: String) in value.split(whereSeparator: \.isWhitespace).filter { $0 != "none" } }
        guard let outer, !lines(outer).isEmpty else { return }
        let outerLines = lines(outer)
        let combined = outerLines + lines(decoration).filter { !outerLines.contains($0) }
        style.inheritedProperties["text-decoration"] = combined.joined(separator: " ")
        if style.decorationPaint != paint {
            warn(element, "text-decoration \(decoration) inside \(outer) in another paint: the outer lines are drawn in this element's paint")
        }
    }

    private func dashArray(_ text: String, fontSize: Double) -> [Double]? {
        let items = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" })
        let lengths = items.compactMap { SVGLength.userUnits(String($0), axis: .diagonal, viewport: viewport, fontSize: fontSize) }
        guard !lengths.isEmpty, lengths.count == items.count, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }),
              lengths.reduce(0, +) > 0 else { return nil }
        return lengths.count % 2 == 1 ? lengths + lengths : lengths
    }

    /// An opacity value: a number or a percentage, clamped to 0…1 (CSS Color 4).
    static func alpha(_ text: String) -> Double? {
        fraction(text).map { min(1, max(0, $0)) }
    }

    mutating func length(_ element: ParsedXMLElement, _ name: String, _ axis: SVGLength.Axis) throws(SVGError) -> Double? {
        guard let text = element.attributes[name] else { return nil }
        if let value = SVGLength.userUnits(text, axis: axis, viewport: viewport, fontSize: fontSize) { return value }
        try report(SVGAttributeSyntaxError.unexpected(offset: 0, expected: "a length", found: "\"\(text)\""),
                   in: element, attribute: name, keeping: "the attribute is ignored")
        return nil
    }

    mutating func parseViewBox(_ text: String, of element: ParsedXMLElement) throws(SVGError) -> Rect? {
        let expected = "four numbers: min-x min-y width height"
        let (numbers, stop) = SVGScanner.numberList(text, limit: 4, expected: expected)
        guard numbers.count == 4, stop == nil, numbers[2] > 0, numbers[3] > 0,
              (numbers[0] + numbers[2]).isFinite, (numbers[1] + numbers[3]).isFinite else {
            let error = stop ?? (numbers.count < 4
                ? SVGAttributeSyntaxError.unexpected(offset: text.utf8.count, expected: expected, found: "the end of the data")
                : numbers[2] > 0 && numbers[3] > 0
                ? SVGAttributeSyntaxError.outOfRange(offset: 0, expected: "edges within ±1.8e308", found: "\"\(text)\"")
                : SVGAttributeSyntaxError.unexpected(offset: 0, expected: "a positive width and height", found: "\"\(text)\""))
            try report(error, in: element, attribute: "viewBox", keeping: "the viewBox is ignored")
            return nil
        }
        return Rect(minX: numbers[0], minY: numbers[1], maxX: numbers[0] + numbers[2], maxY: numbers[1] + numbers[3])
    }

    /// The element's `transform`, about its `transform-origin`.
    mutating func parseTransform(_ text: String, of element: ParsedXMLElement) throws(SVGError) -> AffineTransform {
        switch SVGTransformList.transform(from: text) {
        case .success(let transform):
            guard let text = element.attributes["transform-origin"] else { return transform }
            guard let origin = SVGTransformOrigin.point(text, viewport: viewport) else {
                try report(.unexpected(offset: 0, expected: "a transform origin (keywords, lengths or percentages)", found: "\"\(text)\""),
                           in: element, attribute: "transform-origin", keeping: "the transform turns about 0,0")
                return transform
            }
            return SVGTransformOrigin.transform(transform, about: origin)
        case .failure(let error):
            try report(error, in: element, attribute: "transform", keeping: "the transform is ignored")
            return .identity
        }
    }

    /// The points of a `points` attribute; on an error (or an odd number of
    /// coordinates) the points before it, as SVG renders them.
    private mutating func parsePoints(_ text: String, of element: ParsedXMLElement) throws(SVGError) -> [Point] {
        let (numbers, stop) = SVGScanner.numberList(text, expected: "a number")
        if let error = stop ?? (numbers.count % 2 == 1
            ? SVGAttributeSyntaxError.unexpected(offset: text.utf8.count, expected: "a y coordinate", found: "the end of the data") : nil) {
            try report(error, in: element, attribute: "points", keeping: "the points before the error are drawn")
        }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
    }

    // MARK: - Diagnostics

    private mutating func report(_ error: SVGAttributeSyntaxError, in element: ParsedXMLElement, attribute: String, keeping consequence: String) throws(SVGError) {
        if options.isStrict {
            throw .invalidAttribute(file: fileName, line: element.line, element: element.name, attribute: attribute,
                                    offset: error.offset, expected: error.expected, found: error.found)
        }
        warn(element, "attribute \(attribute) \(error); \(consequence)")
    }

    /// Records a warning about `element`, at `line` when given, else at the
    /// element's line.
    mutating func warn(_ element: ParsedXMLElement, _ message: String, line: Int? = nil) {
        warn(SVGWarning(file: fileName, line: line ?? element.line, element: element.name, message: message))
    }

    /// Records `warning`, or only counts it past the most listed.
    private mutating func warn(_ warning: SVGWarning) {
        guard warnings.count < Self.maximumWarningCount else {
            unlistedWarningCount += 1
            return
        }
        warnings.append(warning)
    }
}
