import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphTestSupport
import Testing

@Suite("Clip paths: imported with their element, written back, morphed and animated")
struct SVGClipPathTests {
    static let clipped = """
        <clipPath id="c" transform="translate(0 10)"><rect width="20" height="20"/><rect x="30" width="20" height="20" clip-rule="evenodd"/></clipPath>
        <g clip-path="url(#c)" transform="translate(5 0)"><rect width="60" height="60" fill="red"/></g>
        """

    @Test("a group's clip path is its elements' clip, in their user space, its content's clip rule kept")
    func imported() throws {
        let document = try svgDocument(drawing: Self.clipped)
        let clip = try #require(document.elements[0].clip)
        #expect(clip.contours.count == 2)
        #expect(clip.bounds == Rect(minX: 5, minY: 10, maxX: 55, maxY: 30))
        #expect(document.warnings.isEmpty)
    }

    @Test("a clip naming nothing is not applied, with a warning; one in objectBoundingBox units is; filters and masks naming nothing are warned about")
    func notApplied() throws {
        let document = try svgDocument(drawing: """
            <clipPath id="box" clipPathUnits="objectBoundingBox"><rect width=".5" height=".5"/></clipPath>
            <rect width="10" height="10" clip-path="url(#box)"/>
            <rect width="10" height="10" clip-path="url(#nothing)"/>
            <rect width="10" height="10" filter="url(#blur)" mask="url(#m)"/>
            """)
        #expect(document.elements.map { $0.clip?.bounds } == [Rect(minX: 0, minY: 0, maxX: 5, maxY: 5), nil, nil])
        let messages = document.warnings.map(\.message)
        #expect(messages.contains { $0.contains("names no clipPath") })
        #expect(messages.contains { $0.hasPrefix(#"filter "url(#blur)" names no element"#) }
                && messages.contains { $0.hasPrefix(#"mask "url(#m)" names no element"#) })
    }

    @Test("a clip-path on the root in objectBoundingBox units clips the whole drawing to its box's fraction (it was ignored, silently)")
    func rootBoundingBoxClip() throws {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" clip-path="url(#c)"><clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="0.5" height="1"/></clipPath><rect x="20" y="20" width="60" height="60"/></svg>"#
        let document = try SVGDocument(data: Data(text.utf8), fileName: "t.svg")
        let clip = try #require(document.elements.first?.clip?.bounds)
        #expect(clip.minX == 20 && clip.maxX == 50 && clip.minY == 20 && clip.maxY == 80)
    }

    @Test("written back, a clip is a clipPath the path references, and imports again to the same outline")
    func roundTrip() throws {
        let document = try svgDocument(drawing: Self.clipped)
        let text = document.svgText(format: .exact)
        #expect(text.contains(#"<clipPath id="clip-1">"#) && text.contains(#"clip-path="url(#clip-1)""#))
        let again = try SVGDocument(data: Data(text.utf8), fileName: "again.svg")
        #expect(again.elements[0].clip == document.elements[0].clip)
    }

    @Test("a clip morphs with its element: the source's clip at 0, and at 1 a rectangle around the unclipped target")
    func morphed() throws {
        let source = try svgDocument(drawing: Self.clipped)
        let target = try svgDocument(drawing: #"<circle cx="50" cy="50" r="30" fill="blue"/>"#)
        let morph = DocumentMorph(from: source, to: target)
        let start = try #require(morph.document(at: 0).elements[0].clip)
        #expect(start.bounds == Rect(minX: 5, minY: 10, maxX: 55, maxY: 30))
        let end = try #require(morph.document(at: 1).elements[0].clip)
        let bounds = try #require(end.bounds)
        // The circle's bounds, grown by one unit.
        for (value, expected) in [(bounds.minX, 19.0), (bounds.minY, 19), (bounds.maxX, 81), (bounds.maxY, 81)] {
            expectClose(value, expected, absolute: 1e-9)
        }
        let text = SVGDocument.animatedSVGText(from: source, to: target)
        #expect(text.contains(#"<clipPath id="clip-1-1">"#) && text.contains(#"clip-path="url(#clip-1-1)""#))
    }
}

@Suite("Animated SVG of a closed contour becoming an open one")
struct SVGAnimationOpenClosedTests {
    @Test("the contour is written open at every key, so every key writes the same commands (it used to stop on a precondition)")
    func closedToOpen() throws {
        // Stroked, so that the hook stays open (a fill alone closes it: below).
        let square = try svgDocument(drawing: #"<path d="M10 10h40v40h-40z" fill="red" stroke="blue"/>"#)
        let hook = try svgDocument(drawing: #"<path d="M10 10h40v40" fill="red" stroke="blue"/>"#)
        let text = SVGDocument.animatedSVGText(from: square, to: hook)
        let values = try #require(text.split(separator: "values=\"").dropFirst().first?.prefix { $0 != "\"" })
        #expect(values.split(separator: ";").count == 2)
        #expect(!values.contains("Z"))
    }

    @Test("a hook that is only filled is matched closed, as its fill draws it: every key closes")
    func filledHookCloses() throws {
        let square = try svgDocument(drawing: #"<path d="M10 10h40v40h-40z" fill="red"/>"#)
        let hook = try svgDocument(drawing: #"<path d="M10 10h40v40" fill="red"/>"#)
        let text = SVGDocument.animatedSVGText(from: square, to: hook)
        let values = try #require(text.split(separator: "values=\"").dropFirst().first?.prefix { $0 != "\"" })
        #expect(values.split(separator: ";").allSatisfy { $0.hasSuffix("Z") }, "\(values)")
        // The hook's end frame is the triangle its fill draws.
        let end = DocumentMorph(from: square, to: hook).morph.shape(at: 1)
        #expect(end.contours.count == 1 && end.contours[0].isClosed && abs(abs(end.contours[0].signedArea) - 800) < 1e-9)
    }
}
