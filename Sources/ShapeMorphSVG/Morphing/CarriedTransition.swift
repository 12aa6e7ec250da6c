/// How what two documents carry unchanged (effects, text, images; see
/// `SVGCarriedContent`) goes from one end of a document morph to the
/// other. The rule, the same in every frame: a layer is drawn in its
/// source element's carried groups before half way and in its target
/// element's from half way on; the source's drawings fade out as the
/// target's fade in.
struct CarriedTransition: Sendable {
    /// The source's carried content.
    let source: SVGCarriedContent
    /// The target's, its ids renamed apart from the source's.
    let target: SVGCarriedContent
    /// The target's ids that the source also has, and their new names.
    let renamedIDs: [String: String]
    /// The layers: which elements of either end each draws.
    private let pairs: [ElementPair]
    /// Each layer's groups at its ends.
    private let layerGroups: [(source: Int?, target: Int?)]
    /// Before which layer each drawing of either end is drawn.
    private let drawingLayers: (source: [Int], target: [Int])

    init(from sourceDocument: SVGDocument, to targetDocument: SVGDocument, pairs: [ElementPair]) {
        source = sourceDocument.carried
        let taken = Set(source.definitions.flatMap(\.ids))
        var renamed: [String: String] = [:]
        for id in Set(targetDocument.carried.definitions.flatMap(\.ids)) where taken.contains(id) {
            var name = "to-" + id
            while taken.contains(name) { name = "to-" + name }
            renamed[id] = name
        }
        renamedIDs = renamed
        target = targetDocument.carried.renamingIDs(renamed)
        self.pairs = pairs
        layerGroups = pairs.map { pair in
            (pair.source.map { sourceDocument.elements[$0].group } ?? nil, pair.target.map { targetDocument.elements[$0].group } ?? nil)
        }
        func layers(of drawings: [SVGCarriedContent.Drawing], end: KeyPath<ElementPair, Int?>) -> [Int] {
            drawings.map { drawing in
                pairs.firstIndex { pair in pair[keyPath: end].map { $0 >= drawing.position } ?? false } ?? pairs.count
            }
        }
        drawingLayers = (layers(of: source.drawings, end: \.source), layers(of: target.drawings, end: \.target))
    }

    /// Whether neither end carries anything.
    var isEmpty: Bool { source.isEmpty && target.isEmpty }

    /// `paint` of a target element, its references renamed.
    func renamingTargetPaint(_ paint: SVGPaint) -> SVGPaint {
        guard !renamedIDs.isEmpty else { return paint }
        var paint = paint
        paint.fill = paint.fill.map { SVGCarriedContent.renamingReferences(in: $0, renamedIDs) }
        paint.stroke = paint.stroke.map { SVGCarriedContent.renamingReferences(in: $0, renamedIDs) }
        return paint
    }

    /// The carried content at `progress`: both ends' in between, only the
    /// source's at or before 0, only the target's at or after 1; drawings
    /// placed by layer.
    func content(at progress: Double) -> SVGCarriedContent {
        let fadeIn = min(1, max(0, progress))
        var content = SVGCarriedContent()
        var drawings: [(layer: Int, drawing: SVGCarriedContent.Drawing)] = []
        if progress < 1 {
            content.definitions = source.definitions
            content.groups = source.groups
            drawings = zip(drawingLayers.source, source.drawings).map { layer, drawing in
                var drawing = drawing
                drawing.opacity *= 1 - fadeIn
                return (layer, drawing)
            }
        }
        if progress > 0 {
            let offset = content.groups.count
            content.definitions += target.definitions
            content.groups += target.groups.map { group in
                var group = group
                group.parent = group.parent.map { $0 + offset }
                return group
            }
            drawings += zip(drawingLayers.target, target.drawings).map { layer, drawing in
                var drawing = drawing
                drawing.group = drawing.group.map { $0 + offset }
                drawing.opacity *= fadeIn
                return (layer, drawing)
            }
        }
        // Stable: at one layer, the source's drawings first.
        content.drawings = drawings.enumerated().sorted { ($0.element.layer, $0.offset) < ($1.element.layer, $1.offset) }
            .map { item in
                var drawing = item.element.drawing
                drawing.position = item.element.layer
                return drawing
            }
        return content
    }

    /// The group layer `index` is drawn in at `progress`, in `content(at:)`.
    func group(ofLayer index: Int, at progress: Double) -> Int? {
        let (pair, groups) = (pairs[index], layerGroups[index])
        let usesSource = pair.source != nil && (pair.target == nil || progress < 0.5)
        if usesSource { return progress < 1 ? groups.source : nil }
        return progress > 0 ? groups.target.map { $0 + (progress < 1 ? source.groups.count : 0) } : nil
    }
}
