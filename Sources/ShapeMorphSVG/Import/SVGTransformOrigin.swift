import Foundation
import ShapeMorph

/// CSS `transform-origin` for SVG: the point a `transform` turns and scales
/// about, in the user space of the element (percentages of the viewport,
/// SVG's default `transform-box: view-box`).
enum SVGTransformOrigin {
    /// The point `text` names (`center`, `25% top`, `10px 20px`, …; a third,
    /// z value is ignored), or nil when it is not a transform origin.
    static func point(_ text: String, viewport: Rect?) -> Point? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "," }).map { $0.lowercased() }
        guard (1...3).contains(words.count) else { return nil }
        var x: Double? = nil, y: Double? = nil
        func fraction(of axis: SVGLength.Axis, _ value: Double) -> Double {
            guard let viewport else { return 0 }
            return axis == .horizontal ? viewport.minX + value * viewport.width : viewport.minY + value * viewport.height
        }
        func length(_ word: String, _ axis: SVGLength.Axis) -> Double? {
            guard let value = SVGLength.userUnits(word, axis: axis, viewport: viewport) else { return nil }
            return word.hasSuffix("%") ? value + (axis == .horizontal ? viewport?.minX ?? 0 : viewport?.minY ?? 0) : value
        }
        // Keywords that fix their axis, then the rest in x, y order.
        var rest: [String] = []
        for word in words.prefix(2) {
            switch word {
            case "left": x = fraction(of: .horizontal, 0)
            case "right": x = fraction(of: .horizontal, 1)
            case "top": y = fraction(of: .vertical, 0)
            case "bottom": y = fraction(of: .vertical, 1)
            default: rest.append(word)
            }
        }
        for word in rest {
            if word == "center" {
                if x == nil { x = fraction(of: .horizontal, 0.5) } else { y = fraction(of: .vertical, 0.5) }
                continue
            }
            if x == nil {
                guard let value = length(word, .horizontal) else { return nil }
                x = value
            } else if y == nil {
                guard let value = length(word, .vertical) else { return nil }
                y = value
            } else {
                return nil
            }
        }
        return Point(x: x ?? fraction(of: .horizontal, 0.5), y: y ?? fraction(of: .vertical, 0.5))
    }

    /// `transform` applied about `origin`: moved there, transformed, moved back.
    static func transform(_ transform: ShapeMorph.AffineTransform, about origin: Point) -> ShapeMorph.AffineTransform {
        guard origin != Point(x: 0, y: 0) else { return transform }
        return AffineTransform.translation(dx: -origin.x, dy: -origin.y)
            .followed(by: transform).followed(by: .translation(dx: origin.x, dy: origin.y))
    }
}
