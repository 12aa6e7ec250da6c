import Foundation
import Testing
import ShapeMorph
@testable import ShapeMorphSVG

@Suite("Hostile and malformed documents")
struct SVGDocumentHostileInputTests {
    static func load(_ text: String, options: SVGImportOptions = SVGImportOptions()) throws(SVGError) -> SVGDocument {
        try SVGDocument(data: Data(text.utf8), fileName: "test.svg", options: options)
    }

    static func malformedLine(_ text: String) -> Int? {
        do { _ = try load(text); return nil } catch {
            if case .malformedXML(_, let line, _, _) = error { return line }
            return nil
        }
    }

    @Test("billion laughs fails inside libxml2's limits")
    func billionLaughs() {
        var entities = "<!ENTITY a0 \"lol\">\n"
        for level in 1...12 {
            entities += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">\n"
        }
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n\(entities)]>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>&a12;</title><path d=\"M0 0 L1 1\" id=\"&a12;\"/></svg>"
        #expect(throws: SVGError.self) { try Self.load(text) }
    }

    @Test("use fan-out stops at the element and segment limits, with an error naming them")
    func useFanOut() throws {
        // Twenty groups, each using the one before twice: 2^20 elements.
        var doubling = ##"<svg xmlns="http://www.w3.org/2000/svg"><defs><path id="b0" d="M0 0h1v1z"/>"##
        for level in 1...20 {
            doubling += ##"<g id="b\##(level)"><use href="#b\##(level - 1)"/><use href="#b\##(level - 1)"/></g>"##
        }
        doubling += ##"</defs><use href="#b20"/></svg>"##
        #expect(throws: SVGError.tooComplex(file: "test.svg", limit: 1000, counting: "elements")) {
            try Self.load(doubling, options: SVGImportOptions(maximumElementCount: 1000))
        }
        // A group that uses itself draws itself once: the uses inside it are skipped.
        let selfUse = ##"<svg xmlns="http://www.w3.org/2000/svg"><g id="g"><path d="M0 0h1v1z"/><use href="#g"/><use href="#g"/></g></svg>"##
        #expect(try Self.load(selfUse).elements.count == 1)
        // Few elements, each drawing a thousand segments, ten times over, five levels deep.
        let segments = String(repeating: "h1v1", count: 500)
        var laughs = ##"<svg xmlns="http://www.w3.org/2000/svg"><defs><path id="a0" d="M0 0\##(segments)"/>"##
        for level in 1...5 {
            laughs += ##"<g id="a\##(level)">"## + String(repeating: ##"<use href="#a\##(level - 1)"/>"##, count: 10) + "</g>"
        }
        laughs += ##"</defs><use href="#a5"/></svg>"##
        #expect(throws: SVGError.tooComplex(file: "test.svg", limit: 4_000_000, counting: "segments")) {
            try Self.load(laughs)
        }
        #expect(SVGError.tooComplex(file: "a.svg", limit: 7, counting: "segments").description
                == "a.svg: the document draws more than 7 segments, the import limit (use references may repeat elements).")
    }

    @Test("a viewBox whose edges overflow is ignored with a warning, never written as zeros")
    func overflowingViewBox() throws {
        let document = try Self.load(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="1e308 0 1e308 10"><path d="M0 0h4v4z"/></svg>"#)
        #expect(document.viewBox == Rect(minX: 0, minY: 0, maxX: 4, maxY: 4))
        #expect(document.warnings.first?.message.contains("expected edges within ±1.8e308") == true)
        #expect(document.svgText().contains(#"viewBox="0 0 4 4""#))
    }

    @Test("geometry beyond the range of Double is its own error, apart from broken grammar")
    func outOfRangeIsItsOwnError() {
        let overflow = SVGPathData.shape(from: "M1e308 0 l1e308 0 l0 1").error
        #expect(overflow == .outOfRange(offset: 9, expected: "coordinates within ±1.8e308", found: "'L' going beyond them"))
        #expect(overflow?.description == "at offset 9: expected coordinates within ±1.8e308, found 'L' going beyond them")
        let broken = SVGPathData.shape(from: "M0 0 L1 x").error
        #expect(broken == .unexpected(offset: 8, expected: "a finite number", found: "\"x\""))
        let huge = SVGPathData.shape(from: "M0 0 L1 1e999").error
        #expect(huge == .outOfRange(offset: 8, expected: "a number within ±1.8e308", found: "\"1e999\""))
    }

    @Test("warnings past the hundredth are counted, not kept")
    func manyWarnings() throws {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1z"/>"# + String(repeating: "<foreignObject>x</foreignObject>", count: 5000) + "</svg>"
        let document = try Self.load(text)
        #expect(document.warnings.count == 101)
        #expect(document.warnings.last?.message == "4900 more warnings not listed")
    }

    @Test("an external entity never reads the local file")
    func externalEntity() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("shapemorph-secret-\(UUID()).txt")
        try "TOP-SECRET-CONTENT".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY leak SYSTEM "file://\(secret.path)">]>
            <svg xmlns="http://www.w3.org/2000/svg"><path id="&leak;" d="M0 0 L10 0 L10 10 Z"/></svg>
            """
        do {
            let document = try Self.load(text)
            #expect(!"\(document)".contains("TOP-SECRET"))
        } catch {
            #expect(!error.description.contains("TOP-SECRET"), "\(error)")
        }
    }

    @Test("an external DTD is not fetched and XInclude is not processed")
    func externalDTDAndXInclude() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude">
              <xi:include href="/etc/passwd" parse="text"/>
              <path d="M0 0 L10 0 L10 10 Z"/>
            </svg>
            """
        let document = try Self.load(text)
        #expect(document.shape.segmentCount == 3)
        #expect(!"\(document)".contains("root:"))
    }

    @Test("Illustrator's namespace entity loads")
    func illustratorEntity() throws {
        let text = """
            <?xml version="1.0" encoding="utf-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
              <!ENTITY ns_svg "http://www.w3.org/2000/svg">
            ]>
            <svg version="1.1" xmlns="&ns_svg;" width="20" height="10"><rect width="20" height="10"/></svg>
            """
        let document = try Self.load(text)
        #expect(document.shape.segmentCount == 4)
        #expect(document.viewBox == Rect(minX: 0, minY: 0, maxX: 20, maxY: 10))
    }

    @Test("10,000-deep nesting is a clear error")
    func deepNesting() {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g>", count: 10_000)
            + String(repeating: "</g>", count: 10_000) + "</svg>"
        #expect(throws: SVGError.self) { try Self.load(text) }
    }

    @Test("malformed files give the line", arguments: [
        ("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path d=\"M0 0\">\n", 3),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path d=\"M0 0\"/>\n</svgx>", 3),
        ("\u{0}\u{1}\u{2}garbage\u{FF}", 1),
    ])
    func malformed(text: String, line: Int) {
        #expect(Self.malformedLine(text) == line)
    }

    @Test("a file that ends inside an element names the element and where it opened")
    func unclosedElement() {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <g>\n    <path d=\"M0 0\"/>\n"
        #expect(throws: SVGError.malformedXML(file: "test.svg", line: 4, column: 1,
                                              message: "the file ends inside <g> of line 2")) { try Self.load(text) }
    }

    @Test("empty file, non-SVG root, too large")
    func otherErrors() {
        #expect(throws: SVGError.self) { try Self.load("") }
        #expect(throws: SVGError.notSVG(file: "test.svg", rootElement: "html")) { try Self.load("<html/>") }
        #expect(throws: SVGError.tooLarge(file: "test.svg", limit: 10)) {
            try Self.load("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>", options: SVGImportOptions(maximumFileSize: 10))
        }
    }

    @Test("path data errors: lenient renders up to the error, strict fails with the offset")
    func pathDataErrors() throws {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n\n<path d=\"M0 0 L10 0 L10 10 L NaN 5\"/></svg>"
        let lenient = try Self.load(text)
        #expect(lenient.shape.segmentCount == 2)
        #expect(lenient.warnings.count == 1)
        #expect(lenient.warnings.first?.description.contains("offset 20") == true, "\(lenient.warnings)")
        #expect(throws: SVGError.invalidAttribute(file: "test.svg", line: 3, element: "path", attribute: "d", offset: 20,
                                                  expected: "a finite number", found: "\"NaN 5\"")) {
            try Self.load(text, options: SVGImportOptions(isStrict: true))
        }
    }

    @Test("relative coordinates adding up beyond ±1.8e308 stop the path at that command")
    func overflowingPathData() {
        let (shape, error) = SVGPathData.shape(from: "M1e308 0 l-1e308 0 l1e308 0 l1e308 0 z")
        #expect(shape.segmentCount == 2)
        #expect(error?.offset == 28)
        #expect(error?.expected == "coordinates within ±1.8e308")
    }

    @Test("Z keeps the last vertex at every scale, and absorbs the rounding of relative commands", arguments: [
        ("M1e154 1e154 L-1e154 1e154 L1e154 -1e154 Z", 3), ("M1e-20 1e-20 L-1e-20 1e-20 L1e-20 -1e-20 Z", 3),
        ("M1e308 1e308 L-1e308 1e308 L1e308 -1e308 Z", 3), ("M1e-300 0 L0 1e-300 L0 0 Z", 3),
        ("M1000000 1000000 l0.1 0 l0 0.1 l-0.1 0 l0 -0.1 z", 4), ("M0.3 0.7 l0.1 0.2 l-0.2 0.1 l0.1 -0.3 Z", 3),
    ])
    func closingIsScaleFree(d: String, segments: Int) {
        let (shape, error) = SVGPathData.shape(from: d)
        #expect(error == nil)
        #expect(shape.contours.map(\.segments.count) == [segments])
        #expect(shape.contours.first?.isClosed == true)
        let contour = shape.contours[0].segments
        #expect(contour.last?.end == contour.first?.start)
    }

    @Test("arcs at the limits of Double stay finite or stop with an error (fuzzing finds)", arguments: [
        "M0 0 A1e-300 1e-300 0 0 1 1e300 1e300",
        "M-1e308 0 A1 1 0 1 1 1e308 0",
        "M0 0 A1e308 1e308 0 1 1 1 0",
        "M6 39 H1 0 -1e230 0 5H3V4V2 H8 Zh1v 38 0 8,.23 70.7A34 34 0 1 1 530 -1e230 0 5",
    ])
    func arcsAtTheLimits(d: String) {
        let (shape, _) = SVGPathData.shape(from: d)
        #expect(shape.isFinite)
    }

    @Test("a transform taking an element beyond ±1.8e308 skips it with a warning, or fails in strict mode")
    func overflowingTransform() throws {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">
            <path d="M0 0 H1 V1 Z"/><g transform="scale(1e300)"><path d="M0 0 L1e10 1e10 L-1e10 1e10 Z"/></g></svg>
            """
        let lenient = try Self.load(text)
        #expect(lenient.shape.contours.count == 1)
        #expect(lenient.warnings.count == 1 && lenient.warnings[0].message.contains("transform"))
        #expect(throws: SVGError.self) { try Self.load(text, options: SVGImportOptions(isStrict: true)) }
    }

    @Test("a 5 MB path imports")
    func largePath() throws {
        var d = "M0 0"
        var random = 0.0
        while d.utf8.count < 5_000_000 {
            random += 1
            d += " C\(random) 1.5 \(random + 0.25) -2.75 \(random + 0.5) 3"
        }
        let document = try Self.load("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"\(d)\"/></svg>")
        #expect(document.shape.segmentCount == Int(random))
    }

    @Test("a path over libxml2's 10 MB attribute limit is an error that says so")
    func pathOverAttributeLimit() {
        let d = "M0 0" + String(repeating: " L1 2", count: 2_000_001)
        do {
            _ = try Self.load("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path d=\"\(d)\"/></svg>")
            Issue.record("a 10 MB attribute imported")
        } catch {
            guard case .malformedXML(_, let line, _, let message) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(line == 2)
            #expect(message.contains("longer than 10,000,000 bytes"), "\(message)")
        }
    }
}
