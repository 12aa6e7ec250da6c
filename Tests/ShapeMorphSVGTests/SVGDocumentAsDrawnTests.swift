import Foundation
import ShapeMorph
import ShapeMorphSVG
import Testing

/// Structure resolved at import so that frame 0 is the file as drawn:
/// `transform-origin`, conditional processing, viewports of nested `svg`
/// and `symbol`, markers.
@Suite("Documents as drawn: structure resolved at import")
struct SVGDocumentAsDrawnTests {
    static func bounds(_ document: SVGDocument) -> Rect? { document.shape.bounds }

    static func expectBounds(_ actual: Rect?, _ expected: (Double, Double, Double, Double), tolerance: Double = 1e-9,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        guard let actual else {
            Issue.record("no bounds", sourceLocation: sourceLocation)
            return
        }
        let values = [actual.minX, actual.minY, actual.maxX, actual.maxY]
        let wanted = [expected.0, expected.1, expected.2, expected.3]
        #expect(zip(values, wanted).allSatisfy { abs($0 - $1) <= tolerance }, "\(values) ≠ \(wanted)",
                sourceLocation: sourceLocation)
    }

    @Test("transform-origin: keywords, lengths and percentages of the viewport; gradients in their own units")
    func transformOrigin() throws {
        // scale(2) about the centre of a 10 × 10 square at 40…50: 35…55.
        let centre = try svgDocument(drawing: #"<rect x="40" y="40" width="10" height="10" transform="scale(2)" transform-origin="45 45"/>"#)
        Self.expectBounds(Self.bounds(centre), (35, 35, 55, 55))
        // "center" is the viewport's centre (50, 50), "left top" its corner, "25% bottom" (25, 100).
        let keyword = try svgDocument(drawing: #"<rect x="40" y="40" width="10" height="10" transform="scale(2)" transform-origin="center"/>"#)
        Self.expectBounds(Self.bounds(keyword), (30, 30, 50, 50))
        let corner = try svgDocument(drawing: #"<rect x="40" y="40" width="10" height="10" transform="scale(2)" transform-origin="left top"/>"#)
        Self.expectBounds(Self.bounds(corner), (80, 80, 100, 100))
        let mixed = try svgDocument(drawing: #"<rect x="40" y="40" width="10" height="10" transform="scale(2)" transform-origin="25% bottom"/>"#)
        Self.expectBounds(Self.bounds(mixed), (55, -20, 75, 0))
        let bad = try svgDocument(drawing: #"<rect width="10" height="10" transform="scale(2)" transform-origin="sideways"/>"#)
        Self.expectBounds(Self.bounds(bad), (0, 0, 20, 20))
        #expect(bad.warnings.map(\.message).contains { $0.contains("transform-origin") && $0.contains("turns about 0,0") })
        // A bounding-box gradient's origin is a fraction of the box: scale(2) about its centre.
        let gradient = try svgDocument(drawing: """
            <radialGradient id="g" gradientTransform="scale(2)" transform-origin="0.5 0.5"><stop offset="0"/></radialGradient>
            <rect x="20" y="20" width="60" height="60" fill="url(#g)"/>
            """)
        guard case .radial(let centreOfGradient, _, _, _)? = gradient.elements.first?.paint.fillGradient?.geometry,
              let transform = gradient.elements.first?.paint.fillGradient?.transform else {
            Issue.record("no radial gradient")
            return
        }
        let placed = transform.apply(to: centreOfGradient)
        #expect(abs(placed.x - 50) < 1e-9 && abs(placed.y - 50) < 1e-9, "\(placed)")
    }

    @Test("switch draws its first child whose conditions hold; systemLanguage matches the reader's languages and their dialects")
    func conditionalProcessing() throws {
        let body = """
            <switch fill="green">
              <!-- a comment is no child -->
              <rect width="1" height="1" fill="red" requiredExtensions="http://example.org/bogus"/>
              <rect width="2" height="2" fill="red" systemLanguage="ru-RU"/>
              <rect width="3" height="3" systemLanguage="fr, en-GB"/>
              <rect width="4" height="4" fill="red"/>
            </switch>
            <rect width="5" height="5" fill="blue" systemLanguage="en"/>
            <rect width="6" height="6" fill="red" systemLanguage="ru"/>
            <rect width="7" height="7" fill="blue" requiredFeatures="http://www.w3.org/TR/SVG11/feature#Shape"/>
            """
        let english = try svgDocument(drawing: body)
        #expect(english.elements.map(\.paint.fill) == ["green", "blue", "blue"])
        #expect(english.elements.map { english.shape(of: $0).bounds?.maxX } == [3, 5, 7])
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\(body)</svg>"
        let russian = try SVGDocument(data: Data(text.utf8), fileName: "t.svg", options: SVGImportOptions(languages: ["ru"]))
        #expect(russian.elements.map { russian.shape(of: $0).bounds?.maxX } == [2, 6, 7])
        // A child that does not display is still the one chosen.
        let hidden = try svgDocument(drawing: #"<switch><rect width="1" height="1" display="none"/><rect width="2" height="2"/></switch><rect width="9" height="9"/>"#)
        #expect(hidden.elements.count == 1 && hidden.shape.bounds?.maxX == 9)
    }

    @Test("nested svg and used symbol make viewports: viewBox fitted, percentages of the new viewport, overflow clipped")
    func viewports() throws {
        // A 10 × 10 viewBox in a 50 × 50 viewport at 20,20: scale 5.
        let nested = try svgDocument(drawing: #"<svg x="20" y="20" width="50" height="50" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"#)
        Self.expectBounds(Self.bounds(nested), (20, 20, 70, 70))
        #expect(nested.elements.first?.clip == nil, "inside its viewport: no clip")
        // Percentages of the nested viewport (40 × 40), not the root's.
        let percent = try svgDocument(drawing: #"<svg x="10" y="10" width="40" height="40"><rect width="50%" height="100%"/></svg>"#)
        Self.expectBounds(Self.bounds(percent), (10, 10, 30, 50))
        // Content outside the viewport is clipped to it, unless overflow is visible.
        let overflowing = try svgDocument(drawing: #"<svg x="10" y="10" width="20" height="20"><circle cx="20" cy="20" r="15"/></svg>"#)
        Self.expectBounds(overflowing.elements.first?.clip?.bounds, (10, 10, 30, 30))
        let visible = try svgDocument(drawing: #"<svg x="10" y="10" width="20" height="20" overflow="visible"><circle cx="20" cy="20" r="15"/></svg>"#)
        #expect(visible.elements.first?.clip == nil)
        // A symbol sized by its use, xMinYMin meet: 0 0 20 10 into 40 × 40 is scale 2 at the top.
        let symbol = try svgDocument(drawing: """
            <symbol id="s" viewBox="0 0 20 10" preserveAspectRatio="xMinYMin meet" opacity="0.5"><rect width="20" height="10"/></symbol>
            <use href="#s" x="5" y="5" width="40" height="40"/>
            """)
        Self.expectBounds(Self.bounds(symbol), (5, 5, 45, 25))
        #expect(symbol.elements.first?.paint.opacity == 0.5)
        // A size of zero draws nothing.
        let empty = try svgDocument(drawing: #"<svg width="0" height="10"><rect width="10" height="10"/></svg><rect width="1" height="1"/>"#)
        #expect(empty.elements.count == 1)
    }

    @Test("currentColor paints with the color property of the element, inherited through groups and use")
    func currentColour() throws {
        let document = try svgDocument(drawing: """
            <defs><rect id="r" width="1" height="1" fill="currentColor"/></defs>
            <use href="#r" color="green"/>
            <g color="blue"><rect width="2" height="2" style="fill: currentColor; stroke: currentColor; color: red"/></g>
            <g color="blue" fill="currentColor"><rect width="3" height="3" color="purple"/></g>
            <rect width="4" height="4" fill="currentColor"/>
            <linearGradient id="g" color="teal"><stop offset="0" stop-color="currentColor"/></linearGradient>
            <rect width="5" height="5" fill="url(#g)"/>
            """)
        #expect(document.elements.map(\.paint.fill) == ["green", "red", "purple", "black", "teal"])
        #expect(document.elements[1].paint.stroke == "red")
        #expect(document.elements[4].paint.fillGradient?.stops.first?.colour == "teal")
    }

    @Test("without a viewBox or size, the viewBox holds what is painted, strokes included")
    func paintedBounds() throws {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg"><rect x="10" y="10" width="20" height="20" fill="none" stroke="black" stroke-width="4"/></svg>"#
        let document = try SVGDocument(data: Data(text.utf8), fileName: "t.svg")
        Self.expectBounds(document.viewBox, (8, 8, 32, 32))
    }
}
