import ShapeMorph

/// SVG path data (`d` attribute text) for shapes.
public enum SVGPathData {
    /// The path data of `shape` in absolute commands: `M` at each contour's
    /// start, one `C` per segment, `Z` after closed contours.
    ///
    ///     SVGPathData.string(for: shape, format: .decimals(2))
    ///     // "M50 25C50 -10 100 0 100 25C… Z"
    ///
    /// Every shape with the same contour and segment counts gets the same
    /// command sequence, so morph frames can be animated with SMIL.
    public static func string(for shape: Shape, format: SVGNumberFormat = .default) -> String {
        var text = ""
        text.reserveCapacity(shape.segmentCount * 48)
        for contour in shape.contours {
            guard let first = contour.segments.first else { continue }
            if !text.isEmpty { text.append(" ") }
            text.append("M")
            appendPoint(first.start, format: format, to: &text)
            for segment in contour.segments {
                text.append("C")
                appendPoint(segment.control1, format: format, to: &text)
                text.append(" ")
                appendPoint(segment.control2, format: format, to: &text)
                text.append(" ")
                appendPoint(segment.end, format: format, to: &text)
            }
            if contour.isClosed { text.append("Z") }
        }
        return text
    }

    private static func appendPoint(_ point: Point, format: SVGNumberFormat, to text: inout String) {
        format.append(point.x, to: &text)
        text.append(" ")
        format.append(point.y, to: &text)
    }
}
