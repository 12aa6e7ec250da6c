import ShapeMorph
package import ShapeMorphSupport

extension SVGDocument {
    /// The document as SVG text with the shape's construction drawn over it,
    /// for teaching and for debugging a match: dashed handles from each
    /// on-curve point to its control points, on-curve points white, first
    /// control points red, second control points teal, and an arrow at the
    /// middle of each segment along its tangent (the drawing direction).
    ///
    /// Marks are sized from the viewBox, so they read the same at any
    /// scale; every segment is written as the `C` whose controls they mark.
    package func svgTextWithControlPoints(format: NumberFormat = .default) -> String {
        XMLDocumentWriter.text(root: rootElement(children: pathElements(format: format, commands: .cubic)
                                                     + [controlPointOverlay(format: format)],
                                                 format: format))
    }

    private func controlPointOverlay(format: NumberFormat) -> XMLOutputElement {
        let unit = max(viewBox.diagonal, .leastNormalMagnitude) / 250
        let segments = shape.contours.flatMap(\.segments)
        func number(_ value: Double) -> String { format.string(value) }
        func move(_ point: Point) -> String { "M\(number(point.x)) \(number(point.y))" }
        func line(_ point: Point) -> String { "L\(number(point.x)) \(number(point.y))" }

        let handles = segments.map { "\(move($0.start))\(line($0.control1))\(move($0.end))\(line($0.control2))" }.joined()
        let arrows = segments.compactMap { segment -> String? in
            let direction = segment.derivative(at: 0.5)
            guard direction.length > 0 else { return nil }
            let along = direction / direction.length * (2.5 * unit), across = Vector(dx: -along.dy, dy: along.dx) * 0.6
            let tip = segment.point(at: 0.5) + along
            let base = segment.point(at: 0.5) - along
            return "\(move(tip))\(line(base + across))\(line(base - across))Z"
        }.joined()
        func dots(_ points: [Point], fill: String) -> XMLOutputElement {
            let circles = points.map { point in
                XMLOutputElement("circle", [("cx", number(point.x)), ("cy", number(point.y)), ("r", number(1.6 * unit))])
            }
            return XMLOutputElement("g", [("fill", fill)], children: circles)
        }
        let onCurve = shape.contours.flatMap { contour in
            contour.segments.map(\.start) + (contour.isClosed ? [] : contour.segments.suffix(1).map(\.end))
        }
        return XMLOutputElement("g", [("stroke", "#222"), ("stroke-width", number(0.5 * unit))], children: [
            XMLOutputElement("path", [("d", handles), ("fill", "none"), ("stroke-dasharray", "\(number(2 * unit)) \(number(unit))")]),
            XMLOutputElement("path", [("d", arrows), ("fill", "#222"), ("stroke", "none")]),
            dots(segments.map(\.control1), fill: "#e63946"),
            dots(segments.map(\.control2), fill: "#2a9d8f"),
            dots(onCurve, fill: "#ffffff"),
        ])
    }
}
