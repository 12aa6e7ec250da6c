import Foundation
import ShapeMorph

/// The path a `<textPath>` sets text along, measured by length, and where
/// its text starts along it.
struct SVGTextPathPolyline {
    /// The path, measured by length.
    let path: ArcLengthPath
    /// Where text starts along it.
    let startOffset: Double

    /// The path through `shape`'s contours, `startOffset` a length or a
    /// percentage of its length.
    init?(_ shape: Shape, startOffset: String?, fontSize: Double) {
        guard let path = ArcLengthPath(shape) else { return nil }
        self.path = path
        let offset = startOffset?.trimmingCharacters(in: .whitespaces) ?? "0"
        self.startOffset = offset.hasSuffix("%") ? (Double(offset.dropLast()) ?? 0) / 100 * path.length
            : SVGLength.userUnits(offset, axis: .horizontal, viewport: nil, fontSize: fontSize) ?? 0
    }
}
