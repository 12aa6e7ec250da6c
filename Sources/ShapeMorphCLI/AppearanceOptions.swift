import ArgumentParser
import ShapeMorph
import ShapeMorphSVG

/// The look of written SVG: paint and the viewport.
struct AppearanceOptions: ParsableArguments {
    @Option(help: "Fill colour of every element, currentColor (the page's) or none (default: each element's own, blended between pairs).") var fill: String?
    @Option(help: "Stroke colour of every element, currentColor (the page's) or none (default: each element's own).") var stroke: String?
    @Option(name: .customLong("stroke-width"), help: "Stroke width of every element, in user units.") var strokeWidth: Double?
    @Option(help: "Width of the written SVG (default: the first input's).") var width: Double?
    @Option(help: "Height of the written SVG (default: the first input's).") var height: Double?
    @Option(name: .customLong("view-box"), help: ArgumentHelp(
        "The viewBox \"min-x min-y width height\" (default: the union of the inputs' viewBoxes); write --view-box=-10,-10,120,120 when it starts with a minus.", valueName: "box"))
    var viewBox: String?

    func validate() throws {
        for (name, value) in [("--fill", fill), ("--stroke", stroke)] {
            if let value, !["none", "currentcolor"].contains(value.lowercased()), Color(value) == nil {
                throw ValidationError("\(name) \"\(value.prefix(60))\" is not a colour: give #rgb, #rrggbb (with alpha: #rgba, #rrggbbaa), rgb(), rgba(), hsl(), hsla(), a CSS colour name, transparent, currentColor or none.")
            }
        }
        for (name, value) in [("--stroke-width", strokeWidth), ("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value > 0) { throw ValidationError("\(name) must be a positive number.") }
        }
        // Sizes in CSS pixels (Android dp): below a thousandth they write as 0.
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(Self.sizes ~= value) {
                throw ValidationError("\(name) must be from 0.001 to 1e9 pixels; got \(value).")
            }
        }
        _ = try parsedViewBox()
    }

    private func parsedViewBox() throws -> Rect? {
        guard let viewBox else { return nil }
        let numbers = viewBox.split(whereSeparator: { $0 == " " || $0 == "," }).map { Double($0) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3],
              [x, y, w, h].allSatisfy(\.isFinite), w > 0, h > 0 else {
            throw ValidationError("--view-box needs four numbers \"min-x min-y width height\" with a positive size; got \"\(viewBox)\".")
        }
        guard (x + w).isFinite, (y + h).isFinite else {
            throw ValidationError("--view-box \"\(viewBox)\" reaches beyond the largest numbers (min-x + width, min-y + height).")
        }
        return Rect(minX: x, minY: y, maxX: x + w, maxY: y + h)
    }

    /// The sizes `--width` and `--height` accept, in pixels.
    static let sizes = 0.001...1e9

    /// The documents with --fill, --stroke and --stroke-width given to
    /// every element.
    func painted(_ documents: [SVGDocument]) -> [SVGDocument] {
        documents.map { document in
            var document = document
            for index in document.elements.indices {
                if let stroke {
                    document.elements[index].paint.stroke = Paint(stroke)
                    document.elements[index].paint.strokeGradient = nil
                }
                if let strokeWidth { document.elements[index].paint.strokeWidth = strokeWidth }
                if let fill {
                    document.elements[index].paint.fill = Paint(fill)
                    document.elements[index].paint.fillGradient = nil
                }
            }
            return document
        }
    }

    /// The document every frame is written into: the first input's, with
    /// the inputs' viewBoxes united and the size options applied.
    func template(for documents: [SVGDocument]) throws -> SVGDocument {
        var document = documents[0]
        document.viewBox = try parsedViewBox() ?? Self.unitedViewBox(of: documents)
        if let width { document.width = width }
        if let height { document.height = height }
        return document
    }

    /// The frame `drawn` (a document morph's) written into `template`.
    static func frame(_ drawn: SVGDocument, in template: SVGDocument) -> SVGDocument {
        var frame = drawn
        (frame.viewBox, frame.width, frame.height) = (template.viewBox, template.width, template.height)
        frame.preserveAspectRatio = template.preserveAspectRatio
        return frame
    }

    /// The union of the documents' viewBoxes.
    ///
    /// - Throws: when its width or height is beyond the largest numbers.
    static func unitedViewBox(of documents: [SVGDocument]) throws -> Rect {
        let box = documents.dropFirst().reduce(documents[0].viewBox) { $0.union($1.viewBox) }
        guard box.width.isFinite, box.height.isFinite else {
            throw CommandFailure("Together the inputs' viewBoxes span more than the largest numbers can measure.")
        }
        return box
    }
}
