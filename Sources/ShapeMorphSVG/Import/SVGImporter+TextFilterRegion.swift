import Foundation
import ShapeMorph
import ShapeMorphSupport

extension SVGImporter {
    /// Keeps the region of the filter on outlined text `element`: a
    /// filter region in bounding-box units is measured on the text's glyph
    /// cells (SVG's bounding box of text), which its outlines no longer
    /// have, so the filter is carried again with the region in user units
    /// (`box`, in the user space of the text's effect group `group`).
    mutating func keepFilterRegion(of element: ParsedXMLElement, box: Rect, group: Int) {
        guard let value = carried.groups[group].effects["filter"], case let ids = SVGCarriedContent.references(inValue: value),
              ids.count == 1, let id = ids.first, let filter = elementsByID[id], filter.name == "filter",
              (filter.attributes["filterUnits"] ?? "objectBoundingBox") == "objectBoundingBox" else { return }
        guard filter.attributes["href"] == nil else {
            warn(element, "filter #\(id) takes its region from another filter; its region is measured on the outlines, not on the text's glyph cells")
            return
        }
        func fraction(_ name: String, _ initial: Double) -> Double {
            guard let text = filter.attributes[name]?.trimmingCharacters(in: .whitespaces) else { return initial }
            return text.hasSuffix("%") ? (Double(text.dropLast()) ?? initial * 100) / 100 : Double(text) ?? initial
        }
        var copy = filter
        var number = 1
        while elementsByID["\(id)-text\(number)"] != nil || carriedIDs.contains("\(id)-text\(number)") { number += 1 }
        let copyID = "\(id)-text\(number)"
        carriedIDs.insert(copyID)
        copy.attributes["id"] = copyID
        copy.attributes["filterUnits"] = "userSpaceOnUse"
        let format = NumberFormat.exact
        copy.attributes["x"] = format.string(box.minX + fraction("x", -0.1) * box.width)
        copy.attributes["y"] = format.string(box.minY + fraction("y", -0.1) * box.height)
        copy.attributes["width"] = format.string(fraction("width", 1.2) * box.width)
        copy.attributes["height"] = format.string(fraction("height", 1.2) * box.height)
        carried.definitions.append(copy)
        carried.groups[group].effects["filter"] = "url(#\(copyID))"
        if copy.attributes["primitiveUnits"] == "objectBoundingBox" {
            warn(element, "filter #\(id) sizes its primitives by the bounding box, which is measured on the outlines, not on the text's glyph cells")
        }
    }
}
