import CLibXML2
import Foundation
import ShapeMorphTestSupport
import Testing
import ShapeMorph
@testable import ShapeMorphFormats
@testable import ShapeMorphSVG
import ShapeMorphSupport

/// The XML writer lays out and escapes text exactly as libxml2's text
/// writer, which wrote every document before it, does.
@Suite("XML document writer")
struct XMLDocumentWriterTests {
    @Test("characters XML reserves, tabs, line breaks, non-ASCII text, empty text, text after children")
    func escaping() {
        let awkward = "a&b<c>d\"e'f\tg\nh\ri é 漢 🙂 ]]> &amp;"
        let root = XMLOutputElement("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("data-x", awkward)], children: [
            XMLOutputElement("style", text: "\n" + awkward + "\n"),
            XMLOutputElement("empty", text: ""),
            XMLOutputElement("g", [("id", "é")], children: [
                XMLOutputElement("path", [("d", "M0 0Z")]),
                XMLOutputElement("g", children: [XMLOutputElement("title", text: awkward)]),
            ], text: "after"),
            XMLOutputElement("path", []),
        ])
        #expect(XMLDocumentWriter.text(root: root) == Self.libxml2Text(root: root))
    }

    @Test("a written attribute, first, between others or last, in pieces smaller and larger than a chunk")
    func writtenAttribute() throws {
        // Piece sizes around the 64 KiB chunk: one fits, several fill a
        // chunk exactly, one is larger than a whole chunk.
        // Then thousands of small pieces: blocks written on several cores,
        // over several rounds, must come out in order.
        let sizes = [0, 1, 9, 65_535, 65_536, 65_537, 100_000, 3, 70_000] + (0..<9_000).map { $0 % 37 }
        let value = XMLWrittenValue(count: sizes.count) { index, emit in
            emit(sizes[index] + 5) { writer in
                for offset in 0..<sizes[index] { writer.append(UInt8(ascii: "a") + UInt8((index + offset) % 26)) }
            }
        }
        for position in [0, 1, 2, 7] {
            var element = XMLOutputElement("animate", [("attributeName", "d"), ("dur", "1s")])
            element.writtenAttribute = (position: position, name: "values", value: value)
            let root = XMLOutputElement("svg", children: [element])
            let text = XMLDocumentWriter.text(root: root)
            #expect(text == Self.libxml2Text(root: root), "at \(position)")
            #expect(text.utf8.count > sizes.reduce(0, +), "at \(position)")
            var streamed: [UInt8] = [], chunks = 0
            try XMLDocumentWriter.write(root: root) { streamed += $0; chunks += 1 }
            #expect(String(decoding: streamed, as: UTF8.self) == text, "at \(position) streamed")
            #expect(chunks == (streamed.count + 65_535) / 65_536, "at \(position): every chunk but the last full")
        }
    }

    @Test("pieces of megabytes are written run by run, in order, no run held longer than it takes")
    func bigPiecesStream() {
        // Three pieces of 40 runs of 50,000 bytes each (2 MB a piece).
        let runs = 40, runBytes = 50_000
        let value = XMLWrittenValue(count: 3) { index, emit in
            for run in 0..<runs {
                emit(runBytes) { writer in
                    for _ in 0..<runBytes { writer.append(UInt8(ascii: "a") + UInt8((index * runs + run) % 26)) }
                }
            }
        }
        var handed: [Int] = [], text: [UInt8] = []
        value.writeInBlocks { bytes in
            handed.append(bytes.count)
            text += bytes
        }
        #expect(handed == Array(repeating: runBytes, count: 3 * runs))
        let expected = (0..<(3 * runs)).flatMap { Array(repeating: UInt8(ascii: "a") + UInt8($0 % 26), count: runBytes) }
        #expect(text == expected)
    }

    @Test("a path of hundreds of thousands of segments is written in runs: text as one piece, streamed in 64 KiB chunks")
    func bigPathStreams() throws {
        let points = (0..<200_000).map { Point(x: Double($0 % 1000), y: Double($0 / 1000)) }
        let shape = Shape(contours: [Contour(closedThrough: points)])
        let document = SVGDocument(shape: shape, viewBox: Rect(minX: 0, minY: 0, maxX: 1000, maxY: 200))
        var streamed: [UInt8] = [], largest = 0
        try document.writeSVG { streamed += $0; largest = max(largest, $0.count) }
        #expect(String(decoding: streamed, as: UTF8.self) == document.svgText())
        #expect(largest == 65_536)
        let path = SVGDocument.pathElement(shape, paint: SVGPaint(), format: .default, id: "p")
        #expect(Self.text(of: path.writtenAttribute!.value) == SVGPathData.string(for: shape, commands: .cubic))
    }

    @Test("every document, animation and export the writers make of Shapes/")
    func shapes() throws {
        let names = allShapeNames()
        for (index, name) in names.enumerated() {
            let document = try SVGDocument(contentsOf: shapeFile(name))
            let other = try SVGDocument(contentsOf: shapeFile(names[(index + 3) % names.count]))
            let documentMorph = DocumentMorph(from: document, to: other)
            let keyframes = [Keyframe(document.shape), Keyframe(other.shape, timing: .spring(Spring(duration: 0.3, bounce: 0.3)))]
            let timeline = Timeline(keyframes: keyframes, morphs: [documentMorph.morph])
            let animation = SVGAnimation(timeline: timeline, documentMorphs: [documentMorph], framesPerSecond: 30)
            for format in [NumberFormat.default, .exact] {
                let trees = [
                    document.rootElement(children: document.pathElements(format: format, commands: .simplest), format: format),
                    document.animatedSVGElement(animation, format: format),
                    document.cssAnimatedSVGElement(animation, format: format),
                    document.animatedVectorDrawableElement(animation, format: format),
                ]
                for tree in trees {
                    let text = XMLDocumentWriter.text(root: tree)
                    #expect(text == Self.libxml2Text(root: tree), "\(name), \(tree.name)")
                    var streamed: [UInt8] = []
                    try XMLDocumentWriter.write(root: tree) { streamed += $0 }
                    #expect(String(decoding: streamed, as: UTF8.self) == text, "\(name), \(tree.name) streamed")
                }
            }
        }
    }

    /// `root` written by libxml2's text writer with a two-space indent: the
    /// writer this package used until it wrote XML itself.
    static func libxml2Text(root: XMLOutputElement) -> String {
        let buffer = xmlBufferCreate()!
        defer { xmlBufferFree(buffer) }
        let writer = xmlNewTextWriterMemory(buffer, 0)!
        xmlTextWriterSetIndent(writer, 1)
        _ = withXMLString("  ") { xmlTextWriterSetIndentString(writer, $0) }
        xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
        func write(_ element: XMLOutputElement) {
            _ = withXMLString(element.name) { xmlTextWriterStartElement(writer, $0) }
            var attributes = element.attributes
            if let written = element.writtenAttribute {
                attributes.insert((written.name, text(of: written.value)), at: min(written.position, attributes.count))
            }
            for (name, value) in attributes {
                _ = withXMLString(name) { name in withXMLString(value) { xmlTextWriterWriteAttribute(writer, name, $0) } }
            }
            element.children.forEach(write)
            if let text = element.text ?? element.writtenText.map(text(of:)) {
                _ = withXMLString(text) { xmlTextWriterWriteString(writer, $0) }
            }
            xmlTextWriterEndElement(writer)
        }
        write(root)
        xmlTextWriterEndDocument(writer)
        xmlFreeTextWriter(writer)
        return String(cString: xmlBufferContent(buffer))
    }

    /// The whole text of a written value, piece by piece and run by run.
    static func text(of value: XMLWrittenValue) -> String { value.text }

    private static func withXMLString<Result>(_ text: String, _ body: (UnsafePointer<xmlChar>) -> Result) -> Result {
        text.withCString { $0.withMemoryRebound(to: xmlChar.self, capacity: text.utf8.count + 1, body) }
    }
}
