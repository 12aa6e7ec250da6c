import Foundation
package import ShapeMorph

/// What a `<mask>` draws, read as a document of its own: the mask element's
/// own attributes (its region, units and type) and its content of shapes,
/// in the user space of the group it masks.
package struct MaskContent: Sendable {
    /// The mask element's attributes, its content left out.
    package var attributes: [String: String]
    /// Its content (`CarriedContentSyntax.document(ofMask:definitions:)`).
    package var document: SVGDocument

    /// A mask with `attributes` drawing `document`.
    package init(attributes: [String: String], document: SVGDocument) {
        (self.attributes, self.document) = (attributes, document)
    }

    /// Whether it masks by its content's alpha (`mask-type: alpha`), not
    /// by its luminance.
    package var masksByAlpha: Bool { attributes["mask-type"]?.trimmingCharacters(in: .whitespaces) == "alpha" }

    /// Its content in the root's user space, masking a group whose user
    /// space `transform` maps to the root's and whose drawing's bounding box
    /// (in the root's space) is `bounds`, its strokes reaching `reach`
    /// beyond: nil where that cannot be said by moving and scaling the
    /// content alone — the map turns or skews, a stretch would stretch a
    /// stroke's width, a gradient would move — or where the mask's region
    /// (which clips the mask) matters: both the content and the drawing
    /// reach out of it.
    package func content(masking bounds: Rect, reach: Double, in transform: ShapeMorph.AffineTransform) -> SVGDocument? {
        guard transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0,
              let box = transform.inverse.map({ bounds.transformed(by: $0) }) else { return nil }
        let byBox = (attributes["maskContentUnits"] ?? "").trimmingCharacters(in: .whitespaces) == "objectBoundingBox"
        let placing = byBox ? AffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY).followed(by: transform)
                            : transform
        let elements = document.elements
        let stroked = elements.contains { $0.paint.hasStroke }
        guard placing == .identity || !elements.contains(where: { $0.paint.fillGradient != nil || $0.paint.strokeGradient != nil }),
              placing.a == placing.d || !stroked,
              let region = region(of: box)?.transformed(by: transform),
              let drawn = document.shape.bounds?.transformed(by: placing) else { return nil }
        let contentReach = stroked ? placing.a * elements.map { $0.paint.isStroked ? ($0.paint.strokeWidth ?? 1) : 0 }.max()! * Self.strokeReach : 0
        guard region.holds(drawn, reaching: contentReach) || region.holds(bounds, reaching: reach) else { return nil }
        guard placing != .identity else { return document }
        var placed = document
        placed.shape = document.shape.transformed(by: placing)
        placed.elements = elements.map { element in
            var element = element
            element.clip = element.clip?.transformed(by: placing)
            element.paint.strokeWidth = element.paint.strokeWidth.map { $0 * placing.a }
            element.paint.strokeDasharray = element.paint.strokeDasharray?.map { $0 * placing.a }
            element.paint.strokeDashoffset = element.paint.strokeDashoffset.map { $0 * placing.a }
            return element
        }
        return placed
    }

    /// How far a stroke may reach beyond its outline, in stroke widths: a
    /// miter at the default limit (4) reaches twice its width.
    package static let strokeReach = 2.0

    /// The mask's region for a group whose bounding box (in its user space)
    /// is `box`: `x`, `y`, `width`, `height` (by default -10 %, -10 %, 120 %,
    /// 120 % of the box); nil where a length is not a plain number or
    /// percentage of the box, or the region is in user space but not given.
    private func region(of box: Rect) -> Rect? {
        let byBox = (attributes["maskUnits"] ?? "").trimmingCharacters(in: .whitespaces) != "userSpaceOnUse"
        func length(_ name: String, default fraction: Double, origin: Double, size: Double) -> Double? {
            guard let text = attributes[name]?.trimmingCharacters(in: .whitespaces) else {
                return byBox ? origin * (name == "x" || name == "y" ? 1 : 0) + fraction * size : nil
            }
            let value = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
            guard let value else { return nil }
            guard byBox else { return text.hasSuffix("%") ? nil : value }
            return (name == "x" || name == "y" ? origin : 0) + value * size
        }
        guard let x = length("x", default: -0.1, origin: box.minX, size: box.width),
              let y = length("y", default: -0.1, origin: box.minY, size: box.height),
              let width = length("width", default: 1.2, origin: box.minX, size: box.width),
              let height = length("height", default: 1.2, origin: box.minY, size: box.height),
              width > 0, height > 0 else { return nil }
        return Rect(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }
}

private extension Rect {
    /// The rectangle mapped by `transform`, which neither turns nor skews.
    func transformed(by transform: ShapeMorph.AffineTransform) -> Rect {
        let (a, b) = (transform.apply(to: Point(x: minX, y: minY)), transform.apply(to: Point(x: maxX, y: maxY)))
        return Rect(minX: min(a.x, b.x), minY: min(a.y, b.y), maxX: max(a.x, b.x), maxY: max(a.y, b.y))
    }

    /// Whether it holds `other` grown by `reach` on every side.
    func holds(_ other: Rect, reaching reach: Double) -> Bool {
        minX <= other.minX - reach && minY <= other.minY - reach && other.maxX + reach <= maxX && other.maxY + reach <= maxY
    }
}
