package import ShapeMorph
package import ShapeMorphSupport

/// A grid of documents in one SVG document, left to right and top to bottom:
/// the in-betweens of a morph at a glance, with an optional label per cell.
package enum SVGContactSheet {
    /// The SVG text of the sheet of `documents` (frames of a `DocumentMorph`),
    /// each element in its own paint, in cells the size of `viewBox`.
    package static func svgText(documents: [SVGDocument], labels: [String] = [], viewBox: Rect,
                               columns: Int, format: NumberFormat = .default) -> String {
        let columns = max(1, columns)
        let rows = (documents.count + columns - 1) / columns
        let margin = 0.1 * max(viewBox.width, viewBox.height)
        let labelHeight = labels.isEmpty ? 0 : margin * 1.5
        let cellWidth = viewBox.width + 2 * margin, cellHeight = viewBox.height + 2 * margin + labelHeight
        var cells: [XMLOutputElement] = []
        for (index, document) in documents.enumerated() {
            let originX = Double(index % columns) * cellWidth + margin
            let originY = Double(index / columns) * cellHeight + margin
            let offset = [originX - viewBox.minX, originY - viewBox.minY].map(format.string).joined(separator: " ")
            cells.append(XMLOutputElement("g", [("transform", "translate(\(offset))")],
                                          children: document.pathElements(format: format, commands: .simplest, idPrefix: "cell\(index + 1)-")))
            if index < labels.count {
                cells.append(XMLOutputElement("text", [
                    ("x", format.string(originX + viewBox.width / 2)),
                    ("y", format.string(originY + viewBox.height + margin + labelHeight / 2)),
                    ("text-anchor", "middle"), ("font-family", "sans-serif"),
                    ("font-size", format.string(labelHeight / 2)),
                ], text: labels[index]))
            }
        }
        let sheet = Rect(minX: 0, minY: 0, maxX: Double(columns) * cellWidth, maxY: Double(rows) * cellHeight)
        let background = XMLOutputElement("rect", [
            ("width", format.string(sheet.width)), ("height", format.string(sheet.height)), ("fill", "#ffffff"),
        ])
        return XMLDocumentWriter.text(root: SVGDocument(shape: .zero, viewBox: sheet, width: sheet.width, height: sheet.height)
            .rootElement(children: [background] + cells, format: format))
    }
}
