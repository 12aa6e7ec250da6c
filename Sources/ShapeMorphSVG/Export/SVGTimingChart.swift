package import ShapeMorph
import ShapeMorphSupport

/// A chart of a timing curve as SVG: progress against time, with the 0 and 1
/// progress lines, the time axis in seconds, and the curve's name.
package enum SVGTimingChart {
    /// The chart of `curve` over `duration` seconds from `samples` points,
    /// headed by `title` (default: the curve's description).
    package static func svgText(_ curve: TimingCurve, duration: Double, title: String? = nil, samples: Int = 400) -> String {
        let width = 480.0, height = 320.0, left = 48.0, right = 36.0, top = 36.0, bottom = 40.0
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let points = (0...max(2, samples)).map { index -> (Double, Double) in
            let time = duration * Double(index) / Double(max(2, samples))
            return (time, curve.progress(atTime: time, duration: duration))
        }
        // The vertical range covers 0…1 and any overshoot.
        let low = min(0, points.map(\.1).min() ?? 0), high = max(1, points.map(\.1).max() ?? 1)
        let format = NumberFormat.decimals(2)
        func x(_ time: Double) -> String { format.string(left + plotWidth * time / duration) }
        func y(_ progress: Double) -> String { format.string(top + plotHeight * (high - progress) / (high - low)) }
        let path = points.enumerated().map { index, point in "\(index == 0 ? "M" : "L")\(x(point.0)) \(y(point.1))" }.joined()
        func text(_ string: String, _ px: String, _ py: String, anchor: String, size: Int = 12) -> XMLOutputElement {
            XMLOutputElement("text", [("x", px), ("y", py), ("text-anchor", anchor), ("font-size", String(size))], text: string)
        }
        func guide(_ progress: Double) -> XMLOutputElement {
            XMLOutputElement("line", [("x1", x(0)), ("x2", x(duration)), ("y1", y(progress)), ("y2", y(progress)),
                                      ("stroke", "#bbb"), ("stroke-dasharray", "4 3")])
        }
        let ticks = (0...4).flatMap { step -> [XMLOutputElement] in
            let time = duration * Double(step) / 4
            return [
                XMLOutputElement("line", [("x1", x(time)), ("x2", x(time)), ("y1", y(low)), ("y2", format.string(top + plotHeight + 4)),
                                          ("stroke", "#ddd")]),
                text(NumberFormat.decimals(3).string(time) + " s", x(time), format.string(height - bottom + 18), anchor: "middle"),
            ]
        }
        let children: [XMLOutputElement] = [
            XMLOutputElement("rect", [("width", format.string(width)), ("height", format.string(height)), ("fill", "#fff")]),
            XMLOutputElement("g", [("font-family", "sans-serif"), ("fill", "#444")], children: ticks + [
                text("0", format.string(left - 6), y(0), anchor: "end"), text("1", format.string(left - 6), y(1), anchor: "end"),
                text(title ?? curve.description, format.string(width / 2), "22", anchor: "middle", size: 14),
            ]),
            guide(0), guide(1),
            XMLOutputElement("path", [("d", path), ("fill", "none"), ("stroke", "#d62839"), ("stroke-width", "2")]),
        ]
        let box = Rect(minX: 0, minY: 0, maxX: width, maxY: height)
        return XMLDocumentWriter.text(root: SVGDocument(shape: .zero, viewBox: box, width: width, height: height)
            .rootElement(children: children, format: format))
    }
}
