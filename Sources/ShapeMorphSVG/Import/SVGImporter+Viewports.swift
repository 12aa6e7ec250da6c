import ShapeMorph

extension SVGImporter {
    /// Draws the children of a nested `svg` or a used `symbol` in the
    /// viewport it makes at `origin`: `width` × `height` (default 100 %),
    /// its `viewBox` fitted in by `preserveAspectRatio`, percentages of the
    /// children taken of it. Unless `overflow` is `visible` or `auto`, what
    /// a child draws outside the viewport is clipped (a child already
    /// clipped keeps its own clip, with a warning when it reaches outside).
    mutating func drawViewport(of element: ParsedXMLElement, at origin: Point, transform: AffineTransform,
                               style: Style, useDepth: Int) throws(SVGError) {
        let width = try length(element, "width", .horizontal) ?? viewport?.width ?? 0
        let height = try length(element, "height", .vertical) ?? viewport?.height ?? 0
        guard width > 0, height > 0 else { return }
        let placed = AffineTransform.translation(dx: origin.x, dy: origin.y).followed(by: transform)
        var inner = placed
        let saved = viewport
        defer { viewport = saved }
        if let text = element.attributes["viewBox"], let viewBox = try parseViewBox(text, of: element) {
            inner = SVGViewport.transform(viewBox: viewBox, width: width, height: height,
                                          preserveAspectRatio: element.attributes["preserveAspectRatio"] ?? "xMidYMid meet")
                .followed(by: placed)
            viewport = viewBox
        } else {
            viewport = Rect(minX: 0, minY: 0, maxX: width, maxY: height)
        }
        let first = drawnElements.count
        try drawChildren(of: element, transform: inner, style: style, useDepth: useDepth)
        clipToViewport(drawnFrom: first, width: width, height: height, placed: placed, of: element)
    }

    /// Clips what was drawn from element `first` on to the viewport
    /// `width` × `height` that `placed` puts in user space, unless the
    /// `overflow` of `element` (the `svg`, `symbol` or `marker` making it) is
    /// `visible` or `auto`. An element inside the viewport, its stroke
    /// included, needs no clip; one clipped already keeps its own clip, with
    /// a warning.
    mutating func clipToViewport(drawnFrom first: Int, width: Double, height: Double, placed: AffineTransform,
                                 of element: ParsedXMLElement) {
        guard !["visible", "auto"].contains(element.attributes["overflow"] ?? "hidden"), first < drawnElements.count else { return }
        let clip = Shape(contours: [SVGBasicShapes.rect(x: 0, y: 0, width: width, height: height, rx: 0, ry: 0,
                                                         arcTolerance: options.arcTolerance)!.transformed(by: placed)])
        let isAxisAligned = placed.b == 0 && placed.c == 0
        for index in first..<drawnElements.count {
            let paint = drawnElements[index].paint
            let reach = paint.isStroked ? (paint.strokeWidth ?? 1) * max(1, paint.strokeMiterlimit ?? 4) / 2 : 0
            if isAxisAligned, let bounds = elements[index].bounds, let viewportBounds = clip.bounds,
               bounds.minX - reach >= viewportBounds.minX, bounds.maxX + reach <= viewportBounds.maxX,
               bounds.minY - reach >= viewportBounds.minY, bounds.maxY + reach <= viewportBounds.maxY {
                continue
            }
            if drawnElements[index].clip == nil {
                drawnElements[index].clip = clip
            } else {
                warn(element, "a clipped element reaches outside the \(element.name)'s viewport: only its own clip is applied")
            }
        }
    }
}
