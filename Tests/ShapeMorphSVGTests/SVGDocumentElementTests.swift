import Foundation
import ShapeMorph
import ShapeMorphSVG
import Testing

@Suite("Document elements: each drawn element with its paint; what paints nothing is left out")
struct SVGDocumentElementTests {
    @Test("a red square and a blue ring are two elements with their own paints and contours")
    func twoColours() throws {
        let document = try svgDocument(drawing: """
            <rect x="10" y="10" width="30" height="30" fill="#f00"/>
            <path d="M50 50h40v40h-40z M60 60h20v20h-20z" fill="blue" fill-rule="evenodd" stroke="#000" stroke-width="2"/>
            """)
        #expect(document.elements.map(\.contours) == [0..<1, 1..<3])
        #expect(document.elements.map(\.paint.fill) == ["#f00", "blue"])
        #expect(document.elements[1].paint.stroke == "#000" && document.elements[1].paint.strokeWidth == 2)
        #expect(document.paint == document.elements[0].paint)
        #expect(document.shape.contours.count == 3)
    }

    @Test("hidden, unpainted and fully transparent elements are not geometry", arguments: [
        #"<rect width="10" height="10" visibility="hidden"/>"#,
        #"<g visibility="collapse"><rect width="10" height="10"/></g>"#,
        #"<rect width="10" height="10" fill="none"/>"#,
        #"<rect width="10" height="10" fill="none" stroke="red" stroke-width="0"/>"#,
        #"<rect width="10" height="10" fill="none" stroke="none"/>"#,
        #"<rect width="10" height="10" opacity="0"/>"#,
        #"<g opacity="0"><rect width="10" height="10" opacity="1"/></g>"#,
        #"<rect width="10" height="10" fill-opacity="0"/>"#,
        #"<rect width="10" height="10" style="fill-opacity:0%"/>"#,
        #"<g display="none"><rect width="10" height="10"/></g>"#,
        #"<line x1="0" y1="0" x2="50" y2="50" fill="red"/>"#,
    ])
    func paintsNothing(element: String) throws {
        let document = try svgDocument(drawing: element + #"<circle cx="50" cy="50" r="10" fill="green"/>"#)
        #expect(document.elements.count == 1)
        #expect(document.elements.first?.paint.fill == "green")
        #expect(document.shape.contours.count == 1)
    }

    @Test("a child made visible again in a hidden group is drawn; a stroked outline without fill is drawn")
    func visibleAgain() throws {
        let document = try svgDocument(drawing: """
            <g visibility="hidden"><rect width="10" height="10" visibility="visible"/></g>
            <line x1="0" y1="0" x2="50" y2="50" stroke="black"/>
            """)
        #expect(document.elements.count == 2)
        #expect(document.elements[1].paint.isStroked)
        // A line encloses nothing: bent by a morph or a wave, it stays unfilled.
        #expect(!document.elements[1].paint.isFilled)
    }

    @Test("group opacities multiply; fill and stroke opacities inherit; percentages and out-of-range values clamp")
    func opacities() throws {
        let document = try svgDocument(drawing: """
            <g opacity="0.5" fill-opacity="40%"><g opacity="0.5"><rect width="10" height="10" stroke="red" stroke-opacity="2"/></g></g>
            """)
        let paint = try #require(document.elements.first?.paint)
        #expect(paint.opacity == 0.25)
        #expect(paint.fillOpacity == 0.4)
        #expect(paint.strokeOpacity == 1)
    }

    @Test("opacities are written back and read again the same")
    func opacityRoundTrip() throws {
        var document = SVGDocument(shape: try svgDocument(drawing: #"<rect width="10" height="10"/>"#).shape,
                                   viewBox: Rect(minX: 0, minY: 0, maxX: 100, maxY: 100),
                                   paint: SVGPaint(fill: "#123456", opacity: 0.5, fillOpacity: 0.25, strokeOpacity: 0.75))
        document.paint.stroke = "#000"
        let again = try SVGDocument(data: Data(document.svgText(format: .exact).utf8), fileName: "again.svg")
        #expect(again.paint == document.paint)
    }

    @Test("several elements are written back one path each, with their paints, and read again the same")
    func elementsRoundTrip() throws {
        let document = try svgDocument(drawing: """
            <rect x="10" y="10" width="30" height="30" fill="#f00" opacity="0.5"/>
            <g stroke="#00f" stroke-width="3" stroke-linecap="round" fill="none"><path d="M50 50L90 90M50 90L90 50"/></g>
            <circle cx="20" cy="80" r="10" fill="green"/>
            """)
        let text = document.svgText(format: .exact)
        #expect(text.components(separatedBy: "<path ").count - 1 == 3)
        let again = try SVGDocument(data: Data(text.utf8), fileName: "again.svg")
        #expect(again.elements == document.elements)
        #expect(again.shape == document.shape)
    }

    @Test("setting the shape makes one element in the first element's paint")
    func settingTheShape() throws {
        var document = try svgDocument(drawing: #"<rect width="10" height="10" fill="red"/><circle cx="50" cy="50" r="5" fill="blue"/>"#)
        document.shape = Shape(contours: [document.shape.contours[1]])
        #expect(document.elements == [SVGDocument.Element(contours: 0..<1, paint: SVGPaint(fill: "red"))])
        document.paint.fill = "#0f0"
        #expect(document.elements.first?.paint.fill == "#0f0")
    }

    @Test("a gradient paint keeps its gradient, with its first visible stop's colour as fallback; a missing reference paints its fallback or nothing")
    func gradientFallbacks() throws {
        let document = try svgDocument(drawing: """
            <defs>
              <linearGradient id="base"><stop offset="0" stop-color="#f00" stop-opacity="0"/><stop offset="1" style="stop-color:#0f0"/></linearGradient>
              <radialGradient id="derived" href="#base"/>
              <pattern id="dots" width="2" height="2"><circle r="1"/></pattern>
            </defs>
            <rect width="10" height="10" fill="url(#base)"/>
            <rect width="10" height="10" fill="url('#derived')" fill-opacity="0.5"/>
            <rect width="10" height="10" fill="url(#missing) #00f"/>
            <rect width="10" height="10" fill="url(#missing)"/>
            <rect width="10" height="10" fill="url(#dots)"/>
            """)
        #expect(document.elements.map(\.paint.fill) == ["#0f0", "#0f0", "#00f", "url(#dots)"])
        #expect(document.elements.map(\.paint.fillOpacity) == [nil, 0.5, nil, nil])
        #expect(document.elements.map { $0.paint.fillGradient?.isLinear } == [true, false, nil, nil])
        #expect(document.elements[1].paint.fillGradient?.stops == document.elements[0].paint.fillGradient?.stops)
    }

    @Test("stroke widths, dash arrays and offsets scale with the transform; odd dash lists repeat; invalid ones draw solid")
    func strokeLengths() throws {
        let document = try svgDocument(drawing: """
            <g transform="scale(4)"><path d="M5 5h15v15" fill="none" stroke="red" stroke-width="2" stroke-dasharray="1, 2 3" stroke-dashoffset="1"/></g>
            <path d="M5 5h15" stroke="red" stroke-dasharray="none"/>
            <path d="M5 5h15" stroke="red" stroke-dasharray="1 -2"/>
            <path d="M5 5h15" stroke="red" stroke-dasharray="0 0"/>
            """)
        let paint = document.elements[0].paint
        #expect(paint.strokeWidth == 8 && paint.strokeDashoffset == 4)
        #expect(paint.strokeDasharray == [4, 8, 12, 4, 8, 12])
        #expect(document.elements.dropFirst().allSatisfy { $0.paint.strokeDasharray == nil })
        #expect(document.svgText().contains(#"stroke-width="8" stroke-dasharray="4 8 12 4 8 12" stroke-dashoffset="4""#))
    }

    @Test("dash lists blend entry by entry at their least common length; a solid stroke blends as dashes without gaps")
    func dashBlends() {
        func paint(_ dashes: [Double]?) -> SVGPaint { SVGPaint(stroke: "red", strokeDasharray: dashes) }
        #expect(SVGPaint.blended(paint([2, 1]), paint(nil), amount: 0.5).strokeDasharray == [1.5, 0.5])
        #expect(SVGPaint.blended(paint([1, 2]), paint([3, 4, 5, 6]), amount: 0.5).strokeDasharray == [2, 3, 3, 4])
        #expect(SVGPaint.blended(paint(nil), paint(nil), amount: 0.5).strokeDasharray == nil)
    }

    @Test("a document made from a shape is one element of all its contours")
    func madeFromShape() throws {
        let shape = try svgDocument(drawing: #"<path d="M0 0h10v10z M20 20h5v5z"/>"#).shape
        let document = SVGDocument(shape: shape, viewBox: Rect(minX: 0, minY: 0, maxX: 100, maxY: 100))
        #expect(document.elements == [SVGDocument.Element(contours: 0..<2, paint: SVGPaint())])
    }
}
