import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphSupport

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Describe a shape, or how two shapes are matched for morphing.",
        discussion: """
            With --json, geometry for other tools: {"viewBox": [x, y, w, h], "contours": [{"closed": true, \
            "segments": [[x0,y0,x1,y1,x2,y2,x3,y3], …]}, …], "elements": [{"contours": [first, end], "fill": …, "letter": …}, …]} \
            in the document's user space (transforms applied, the root viewBox mapping not), numbers at full \
            round-trip precision. For two shapes: "source", "target" and "match" (the element pairs, the contour \
            pairs and the matched shapes). With --plan-out, the morph's choices as a plan that --plan reads back \
            (docs/commands.md, "Morph plans").

            Examples:
              shapemorph inspect heart
              shapemorph inspect heart club --json
              shapemorph inspect heart club -o matched/
              shapemorph inspect heart club --plan-out plan.json
            """)

    @Argument(help: "A shape.") var shape: String
    @Argument(help: "A second shape: describe the match from the first to it.") var other: String?
    @Flag(help: "Print JSON instead of text.") var json = false
    @Option(name: .shortAndLong, help: ArgumentHelp(
        "With two shapes, write the matched shapes to DIR/matched-source.svg and DIR/matched-target.svg.", valueName: "DIR"))
    var output: String?
    @Option(name: .customLong("plan-out"), help: ArgumentHelp(
        "With two shapes, write the morph's choices to FILE as a morph plan (JSON) for --plan: each automatic, but for what --pair, --split, --merge, --start and --plan pinned.",
        valueName: "file"))
    var planOutput: String?
    @Flag(help: "Replace existing matched-shape files and plans.") var force = false
    @OptionGroup var morphing: MorphingOptions

    func validate() throws {
        if output != nil && other == nil { throw ValidationError("-o writes matched shapes; give two shapes.") }
        if planOutput != nil && other == nil { throw ValidationError("--plan-out writes the choices of a morph; give two shapes.") }
        if let output, OutputFile.namesAFile(output) {
            throw ValidationError("-o \(output) names a file, but the matched shapes go into a directory; name a directory.")
        }
    }

    func run() throws {
        let arguments = [shape] + (other.map { [$0] } ?? [])
        let documents = try ShapeInput.loadAll(arguments, quiet: json, options: morphing.importOptions, text: morphing.text.input)
        let documentMorph = documents.count == 2
            ? try morphing.documentMorph(from: documents[0], to: documents[1], arguments: (arguments[0], arguments[1])) : nil
        let morph = documentMorph?.morph
        if let morph { try morphing.checkStarts(of: morph) }
        var standardOutput = StandardOutput()
        if json {
            if let documentMorph {
                Self.writeJSON(documentMorph, to: standardOutput)
            } else {
                Self.writeJSON(documents[0], to: standardOutput)
                standardOutput.write("\n")
            }
        } else {
            for (argument, document) in zip(arguments, documents) { Self.describe(argument, document, to: &standardOutput) }
            if let documentMorph { Self.describe(documentMorph, to: &standardOutput) }
        }
        try standardOutput.finish()
        if let planOutput, let documentMorph {
            let plan = try morphing.plan(of: documentMorph, files: (arguments[0], arguments[1]))
            try OutputFile.write(plan.text, to: planOutput, force: force, inputs: arguments)
        }
        if let output, let morph {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("\(output): cannot create the directory: \((error as NSError).localizedDescription).")
            }
            let format = morphing.numberFormat
            for (name, shape, document) in [("matched-source.svg", morph.matchedSource, documents[0]),
                                             ("matched-target.svg", morph.matchedTarget, documents[1])] {
                var matched = document
                matched.shape = shape
                try OutputFile.write(matched.svgText(format: format, commands: .cubic), to: URL(fileURLWithPath: output).appendingPathComponent(name).path,
                                     force: force, inputs: arguments)
            }
        }
    }

    private static func describe(_ argument: String, _ document: SVGDocument, to output: inout StandardOutput) {
        let format = NumberFormat.decimals(3)
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        print("\(TerminalText.escaped(argument)): \(counted(document.shape.contours.count, "contour")), \(counted(document.shape.segmentCount, "segment")), fill-rule \(document.shape.fillRule.rawValue)", to: &output)
        for (index, contour) in document.shape.contours.enumerated() {
            let box = contour.bounds.map { "[\(format.string($0.minX)), \(format.string($0.minY))] – [\(format.string($0.maxX)), \(format.string($0.maxY))]" } ?? "empty"
            print("  contour \(index): \(contour.segments.count) segments, \(contour.isClosed ? "closed" : "open"), \(contour.winding?.rawValue ?? "no winding"), bounds \(box)", to: &output)
        }
        for (index, text) in texts(of: document).enumerated() {
            print(TerminalText.escaped("  text \(index) (line \(text.line)): \"\(text.words)\", kept as text: it fades out and in where the other end does not draw it alike (drawn as outlines, without --keep-text, it morphs)"), to: &output)
        }
        guard document.elements.count > 1 else { return }
        for (index, element) in document.elements.enumerated() {
            let contours = element.contours.count == 1 ? "contour \(element.contours.lowerBound)"
                : "contours \(element.contours.lowerBound)–\(element.contours.upperBound - 1)"
            let paint = element.paint.attributes().map { "\($0.name) \($0.value)" }.joined(separator: ", ")
            print(TerminalText.escaped("  element \(index): \(contours), fill-rule \(element.fillRule.rawValue)\(paint.isEmpty ? "" : ", " + paint)"), to: &output)
        }
    }

    /// The `<text>` elements `document` keeps as text (not drawn as
    /// outlines): each one's line and words, spaces collapsed.
    private static func texts(of document: SVGDocument) -> [(line: Int, words: String)] {
        document.carried.drawings.filter { $0.element.name == "text" }.map { drawing in
            (drawing.element.line, drawing.element.textContent.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
    }

    private static func describe(_ documentMorph: DocumentMorph, to output: inout StandardOutput) {
        let format = NumberFormat.decimals(3)
        let morph = documentMorph.morph
        print("match: \(morph.matchedSource.segmentCount) segments per frame", to: &output)
        if documentMorph.crossFadingTexts > 0 {
            let count = documentMorph.crossFadingTexts
            print("  \(count) text\(count == 1 ? "" : "s") kept as text cross-fade\(count == 1 ? "s" : "") (drawn as outlines they morph: leave out --keep-text, or give the fonts they need)", to: &output)
        }
        if !morph.bends.isEmpty {
            let bends = morph.bends.count > 7 ? "\(morph.bends.count) even steps (every \(format.string(morph.bends[0])))"
                : morph.bends.map { format.string($0) }.joined(separator: ", ")
            let why = documentMorph.layerMotions.contains { ($0?.turn ?? 0) != 0 }
                ? "where a shape turns or a straight path would fold a contour" : "where a straight one would fold a contour"
            print("  the path of travel bends at progress \(bends), \(why)", to: &output)
        }
        for (pair, motion) in zip(documentMorph.pairs, documentMorph.layerMotions) {
            guard let motion, let source = pair.source, let target = pair.target else { continue }
            func point(_ p: Point) -> String { "(\(format.string(p.x)), \(format.string(p.y)))" }
            func degrees(_ radians: Double) -> String { "\(format.string((radians * 180 / .pi * 10).rounded() / 10))°" }
            let move = motion.translation
            var text = "element \(source) → element \(target): moves by \(point(Point(x: move.dx, y: move.dy))), scales by \(format.string(motion.scale))"
            text += motion.turn != 0 ? ", turns \(degrees(motion.turn)) about \(point(motion.sourceCentre)) as that travels"
                : ", does not turn (the best turn, \(degrees(motion.fittedTurn)), is not played)"
            text += ", then morphs (\(format.string(motion.mismatch * 100)) % of its size left to morph)"
            print("  \(text)", to: &output)
        }
        if documentMorph.source.elements.count > 1 || documentMorph.target.elements.count > 1 {
            print("  layers, in paint order:", to: &output)
            let pairs = documentMorph.pairs
            // An element by its number, and the letter it draws where it is a glyph.
            func source(_ index: Int) -> String { "element \(index)" + (documentMorph.source.elements[index].letter.map { " (\($0))" } ?? "") }
            func target(_ index: Int) -> String { "element \(index)" + (documentMorph.target.elements[index].letter.map { " (\($0))" } ?? "") }
            func neighbour(of layer: Int) -> String {
                guard let parent = documentMorph.neighbours[layer], let s = pairs[parent].source, let t = pairs[parent].target else {
                    return "nothing: nothing pairs"
                }
                return "layer \(parent) (\(source(s)) → \(target(t)))"
            }
            for (layer, pair) in pairs.enumerated() {
                let text = switch (pair.source, pair.target) {
                case let (s?, t?): "\(source(s)) → \(target(t))"
                case let (s?, nil): "\(source(s)) merges into \(neighbour(of: layer)), taking its paint"
                case let (nil, t?): "\(target(t)) of the target splits from \(neighbour(of: layer)), in its paint at first"
                case (nil, nil): "nothing"
                }
                print("    layer \(layer): \(text)", to: &output)
            }
        }
        for match in morph.matches {
            let source = match.pair.source.map { "contour \($0)" } ?? "a point"
            let target = match.pair.target.map { "contour \($0)" } ?? "a point"
            let corners = match.pairedCorners > 0 ? ", \(match.pairedCorners) corners paired with corners" : ""
            let doubled = match.isTracedThereAndBack ? ", the open one traced there and back" : ""
            print("  \(source) → \(target): \(match.segmentCount) segments (+\(match.addedSourceSegments) source, +\(match.addedTargetSegments) target splits), target \(match.isTargetReversed ? "reversed" : "as drawn"), starts on its segment \(match.targetStartSegment) at \(format.string(match.targetStartFraction)) of its perimeter\(corners)\(doubled)", to: &output)
        }
    }

    // MARK: - JSON

    private static func number(_ value: Double) -> String { NumberFormat.exact.string(value) }

    /// `{"viewBox": […], "fillRule": …, "contours": […], "elements": […]}`,
    /// indented by `indent`.
    private static func writeJSON(_ document: SVGDocument, indent: String = "", to output: StandardOutput) {
        writeJSON(document.shape, viewBox: document.viewBox, indent: indent, closing: false, to: output)
        output.write(",\n\(indent)  \"elements\": [")
        for (index, element) in document.elements.enumerated() {
            var fields = ["\"contours\": [\(element.contours.lowerBound), \(element.contours.upperBound)]",
                          "\"fillRule\": \"\(element.fillRule.rawValue)\""]
            fields += element.paint.attributes().map { "\(jsonString($0.name)): \(jsonString($0.value))" }
            if let letter = element.letter { fields.append("\"letter\": \(jsonString(String(letter)))") }
            output.write("\(index == 0 ? "" : ",")\n\(indent)    {\(fields.joined(separator: ", "))}")
        }
        output.write(document.elements.isEmpty ? "]" : "\n\(indent)  ]")
        let texts = texts(of: document).map { "{\"line\": \($0.line), \"text\": \(jsonString($0.words))}" }
        output.write(",\n\(indent)  \"texts\": [\(texts.joined(separator: ", "))]\n\(indent)}")
    }

    /// `text` as a JSON string.
    private static func jsonString(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    /// `{"viewBox": […], "contours": […]}`, indented by `indent`, written
    /// contour by contour so that memory does not grow with the output;
    /// left open for more fields unless `closing`.
    private static func writeJSON(_ shape: Shape, viewBox: Rect?, indent: String = "", closing: Bool = true,
                                  to output: StandardOutput) {
        output.write("{\n\(indent)  ")
        if let viewBox {
            let values = [viewBox.minX, viewBox.minY, viewBox.width, viewBox.height].map(number)
            output.write("\"viewBox\": [\(values.joined(separator: ", "))],\n\(indent)  ")
        }
        output.write("\"fillRule\": \"\(shape.fillRule.rawValue)\",\n\(indent)  ")
        guard !shape.contours.isEmpty else { return output.write("\"contours\": []" + (closing ? "\n\(indent)}" : "")) }
        output.write("\"contours\": [\n")
        let segmentSeparator = ",\n\(indent)      "
        func write(_ point: Point) {
            output.write(point.x, format: .exact)
            output.write(",")
            output.write(point.y, format: .exact)
        }
        for (index, contour) in shape.contours.enumerated() {
            output.write("\(index == 0 ? "" : ",\n")\(indent)    {\"closed\": \(contour.isClosed), \"segments\": [\n\(indent)      ")
            for (segmentIndex, segment) in contour.segments.enumerated() {
                if segmentIndex > 0 { output.write(segmentSeparator) }
                output.write("[")
                write(segment.start)
                output.write(",")
                write(segment.control1)
                output.write(",")
                write(segment.control2)
                output.write(",")
                write(segment.end)
                output.write("]")
            }
            output.write("\n\(indent)    ]}")
        }
        output.write("\n\(indent)  ]" + (closing ? "\n\(indent)}" : ""))
    }

    private static func writeJSON(_ documentMorph: DocumentMorph, to output: StandardOutput) {
        let morph = documentMorph.morph
        func optional(_ index: Int?) -> String { index.map(String.init) ?? "null" }
        let pairs = morph.matches.map { match in
            "{\"source\": \(optional(match.pair.source)), \"target\": \(optional(match.pair.target)), "
                + "\"segments\": \(match.segmentCount), \"addedSourceSegments\": \(match.addedSourceSegments), "
                + "\"addedTargetSegments\": \(match.addedTargetSegments), \"targetReversed\": \(match.isTargetReversed), "
                + "\"targetStartSegment\": \(match.targetStartSegment), \"targetStartFraction\": \(number(match.targetStartFraction)), "
                + "\"pairedCorners\": \(match.pairedCorners), \"tracedThereAndBack\": \(match.isTracedThereAndBack)}"
        }
        let motions = documentMorph.layerMotions.map { motion in
            guard let motion else { return "null" }
            return "{\"sourceCentre\": [\(number(motion.sourceCentre.x)), \(number(motion.sourceCentre.y))], "
                + "\"translation\": [\(number(motion.translation.dx)), \(number(motion.translation.dy))], "
                + "\"scale\": \(number(motion.scale)), \"turnDegrees\": \(number(motion.turn * 180 / .pi)), "
                + "\"fittedTurnDegrees\": \(number(motion.fittedTurn * 180 / .pi)), \"mismatch\": \(number(motion.mismatch))}"
        }
        let layers = zip(documentMorph.pairs, documentMorph.neighbours).map { pair, neighbour in
            "{\"source\": \(optional(pair.source)), \"target\": \(optional(pair.target))"
                + (pair.source == nil || pair.target == nil ? ", \"neighbour\": \(optional(neighbour))" : "") + "}"
        }
        output.write("{\n  \"source\": ")
        writeJSON(documentMorph.source, indent: "  ", to: output)
        output.write(",\n  \"target\": ")
        writeJSON(documentMorph.target, indent: "  ", to: output)
        output.write(",\n  \"match\": {\n    \"segmentsPerFrame\": \(morph.matchedSource.segmentCount),\n")
        output.write("    \"crossFadingTexts\": \(documentMorph.crossFadingTexts),\n")
        output.write("    \"bends\": [\(morph.bends.map { "\($0)" }.joined(separator: ", "))],\n")
        output.write("    \"elementPairs\": [\n      \(layers.joined(separator: ",\n      "))\n    ],\n")
        output.write("    \"motions\": [\n      \(motions.joined(separator: ",\n      "))\n    ],\n")
        output.write("    \"pairs\": [\n      \(pairs.joined(separator: ",\n      "))\n    ],\n    \"matchedSource\": ")
        writeJSON(morph.matchedSource, viewBox: nil, indent: "    ", to: output)
        output.write(",\n    \"matchedTarget\": ")
        writeJSON(morph.matchedTarget, viewBox: nil, indent: "    ", to: output)
        output.write("\n  }\n}\n")
    }
}
