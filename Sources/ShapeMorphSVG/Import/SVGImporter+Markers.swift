import Foundation
import ShapeMorph

extension SVGImporter.Style {
    /// Whether a path drawn in this style gets markers.
    var hasMarkers: Bool { !isClipContent && (markers.start ?? markers.mid ?? markers.end) != nil }
}

extension SVGImporter {
    /// The elements markers are drawn on (all shapes, as in SVG 2).
    static let markableElements: Set<String> = ["path", "line", "polyline", "polygon", "rect", "circle", "ellipse"]

    /// Draws the markers of a path at its `vertices` (in the path's own
    /// coordinates, before `transform`), after the path: `marker-start` at
    /// the first, `marker-end` at the last, `marker-mid` at the others. At
    /// the path's first vertex `orient="auto"` follows the way out, at its
    /// last the way in, even where a closed subpath meets itself there.
    ///
    /// Each marker's content is drawn as elements of their own, so that it
    /// morphs with the path: its viewBox fitted into `markerWidth` ×
    /// `markerHeight`, scaled by the path's stroke width (`markerUnits`
    /// `strokeWidth`, the default), its `refX`/`refY` put on the vertex,
    /// turned by `orient` (`auto`, `auto-start-reverse` or an angle), clipped
    /// to its viewport unless `overflow` is visible. The content inherits
    /// from the marker's ancestors, not from the path; `context-fill` and
    /// `context-stroke` in it paint with the path's fill and stroke.
    mutating func drawMarkers(at vertices: [SVGPathVertex], of element: ParsedXMLElement, transform: AffineTransform,
                              style: Style, useDepth: Int) throws(SVGError) {
        guard !vertices.isEmpty else { return }
        var missing: Set<String> = []
        for (index, var vertex) in vertices.enumerated() {
            if index == 0 { vertex.incoming = nil }
            if index == vertices.count - 1 { vertex.outgoing = nil }
            let role: KeyPath<Style.Markers, String?> = index == 0 ? \.start : index == vertices.count - 1 ? \.end : \.mid
            guard let reference = style.markers[keyPath: role] else { continue }
            guard let id = Self.reference(in: reference), let marker = elementsByID[id], marker.name == "marker" else {
                if missing.insert(reference).inserted {
                    warn(element, "marker \"\(reference)\" names no marker of this document; not drawn")
                }
                continue
            }
            guard !style.openMarkers.contains(id) else {
                warn(marker, "the marker is drawn inside itself; the inner one is not drawn")
                continue
            }
            try drawMarker(marker, at: vertex, isStart: index == 0, of: element, transform: transform, style: style, useDepth: useDepth)
        }
    }

    /// Warns where renderers draw a path's mid markers differently: on an
    /// arc, which SVG marks at its ends only but some renderers also where
    /// they split it into curves; and at the closing vertex of a subpath
    /// that another follows, which SVG leaves undefined.
    mutating func warnOfRendererDependentMarkers(onPathData text: String, of element: ParsedXMLElement) {
        let commands = text.filter { $0.isLetter && $0 != "e" && $0 != "E" }
        if commands.contains(where: { $0 == "A" || $0 == "a" }) {
            warn(element, "marker-mid on an arc is drawn at the arc's ends only, as SVG says; renderers that split arcs into curves (resvg) also mark the joins")
        }
        if let close = commands.firstIndex(where: { $0 == "Z" || $0 == "z" }),
           commands[close...].contains(where: { $0 != "Z" && $0 != "z" }) {
            warn(element, "marker-mid at the closing vertex of a subpath that another follows: SVG leaves it undefined and renderers draw it differently")
        }
    }

    private mutating func drawMarker(_ marker: ParsedXMLElement, at vertex: SVGPathVertex, isStart: Bool,
                                     of element: ParsedXMLElement, transform: AffineTransform,
                                     style: Style, useDepth: Int) throws(SVGError) {
        guard useDepth < Self.maximumUseDepth else { return }
        let width = try length(marker, "markerWidth", .horizontal) ?? 3
        let height = try length(marker, "markerHeight", .vertical) ?? 3
        guard width > 0, height > 0 else { return }
        let saved = viewport
        defer { viewport = saved }
        let referenceX = try markerReference(marker, "refX", .horizontal), referenceY = try markerReference(marker, "refY", .vertical)
        var fit = AffineTransform.identity
        var box = Rect(minX: 0, minY: 0, maxX: width, maxY: height)
        if let text = marker.attributes["viewBox"], let viewBox = try parseViewBox(text, of: marker) {
            fit = SVGViewport.transform(viewBox: viewBox, width: width, height: height,
                                        preserveAspectRatio: marker.attributes["preserveAspectRatio"] ?? "xMidYMid meet")
            box = viewBox
        }
        viewport = box
        let reference = fit.apply(to: Point(x: referenceX(box), y: referenceY(box)))
        let scale = marker.attributes["markerUnits"] == "userSpaceOnUse" ? 1 : style.paint.strokeWidth ?? 1
        let orient = marker.attributes["orient"]?.trimmingCharacters(in: .whitespaces) ?? "0"
        var angle: Double
        switch orient {
        case "auto": angle = vertex.bisectorAngle
        case "auto-start-reverse": angle = vertex.bisectorAngle + (isStart ? .pi : 0)
        default:
            guard let fixed = Self.angle(orient) else {
                warn(marker, "orient \"\(orient)\" is not an angle, auto or auto-start-reverse; the marker is not turned")
                angle = 0
                break
            }
            angle = fixed
        }
        let placed = AffineTransform.translation(dx: -reference.x, dy: -reference.y)
            .followed(by: .scale(x: scale, y: scale))
            .followed(by: .rotation(radians: angle))
            .followed(by: .translation(dx: vertex.point.x, dy: vertex.point.y))
            .followed(by: transform)
        // Markers are part of the element they decorate: drawn in its group,
        // under its opacity.
        var content = Style()
        content.group = style.group
        content.paint.opacity = style.paint.opacity
        content.openMarkers = style.openMarkers + [marker.attributes["id"] ?? ""]
        content.context = style.contextForContent(space: (style.markedBounds, transform))
        applyPresentation(of: marker, to: &content)
        // The content inherits from the marker, not from the path's group.
        let rendering = marker.attributes["shape-rendering"] ?? "auto"
        if let group = content.group, inheritedShapeRendering(in: group) != rendering {
            openGroup(effects: ["shape-rendering": rendering], of: marker, transform: carried.groups[group].transform, style: &content)
        }
        let first = drawnElements.count
        try drawChildren(of: marker, transform: fit.followed(by: placed), style: content, useDepth: useDepth + 1)
        clipToViewport(drawnFrom: first, width: width, height: height, placed: placed, of: marker)
    }

    /// The `shape-rendering` that what is drawn in carried group `group`
    /// inherits from it and its ancestors.
    func inheritedShapeRendering(in group: Int) -> String {
        var current: Int? = group
        while let index = current {
            if let value = carried.groups[index].effects["shape-rendering"] { return value }
            current = carried.groups[index].parent
        }
        return "auto"
    }

    /// A `refX` or `refY`, given the marker's box: a length (percentages of
    /// the viewport the path is in), or a keyword for the box's start
    /// (`left`, `top`), centre or end (`right`, `bottom`); 0 when missing.
    private mutating func markerReference(_ marker: ParsedXMLElement, _ name: String,
                                          _ axis: SVGLength.Axis) throws(SVGError) -> (Rect) -> Double {
        let keyword = marker.attributes[name]?.trimmingCharacters(in: .whitespaces)
        let isHorizontal = axis == .horizontal
        switch keyword {
        case "left", "top": return { isHorizontal ? $0.minX : $0.minY }
        case "center": return { isHorizontal ? $0.center.x : $0.center.y }
        case "right", "bottom": return { isHorizontal ? $0.maxX : $0.maxY }
        default:
            let value = try length(marker, name, axis) ?? 0
            return { _ in value }
        }
    }

    /// An angle in radians from `30`, `30deg`, `1.5rad`, `40grad` or `0.25turn`.
    static func angle(_ text: String) -> Double? {
        let units: [(suffix: String, radians: Double)] = [("deg", .pi / 180), ("grad", .pi / 200), ("rad", 1), ("turn", 2 * .pi)]
        let lowered = text.lowercased()
        for unit in units where lowered.hasSuffix(unit.suffix) {
            return Double(lowered.dropLast(unit.suffix.count)).flatMap { $0.isFinite ? $0 * unit.radians : nil }
        }
        return Double(lowered).flatMap { $0.isFinite ? $0 * .pi / 180 : nil }
    }
}
