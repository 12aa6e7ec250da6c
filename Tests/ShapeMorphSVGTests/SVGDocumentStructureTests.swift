import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphTestSupport
import Testing

@Suite("Document structure: groups, transforms, basic shapes, viewport")
struct SVGDocumentStructureTests {
    /// A document the way drawing tools write them: nested groups with
    /// transforms, basic shapes and paths mixed, `defs` + `use`, styles in
    /// attributes and `style`, and an element the importer cannot outline.
    static let drawing = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
             width="400" height="200" viewBox="0 0 200 100">
          <title>Test drawing</title>
          <defs>
            <rect id="tile" x="0" y="0" width="4" height="2"/>
          </defs>
          <g id="layer1" transform="translate(10,20)" style="fill:#c00;fill-rule:evenodd">
            <rect x="0" y="0" width="40" height="20"/>
            <g transform="scale(2) rotate(90)">
              <line x1="0" y1="0" x2="5" y2="0" stroke="black"/>
            </g>
          </g>
          <circle cx="100" cy="50" r="10" transform="matrix(1 0 0 1 5 -5)"/>
          <polygon points="0,0 10,0 5,8" transform="skewX(45)"/>
          <path d="M150 10h20v20h-20z" transform="rotate(180 160 20)"/>
          <ellipse cx="50" cy="80" rx="20" ry="5" transform="rotate(30, 50, 80)"/>
          <use xlink:href="#tile" x="180" y="90" transform="scale(0.5)"/>
          <text x="0" y="0">not outlined</text>
        </svg>
        """

    static func load() throws -> SVGDocument {
        try SVGDocument(data: Data(drawing.utf8), fileName: "drawing.svg")
    }

    /// The start points of a contour's segments, the hand-computed corners.
    static func corners(_ contour: Contour) -> [Point] { contour.segments.map(\.start) }

    static func expectPoints(_ actual: [Point], _ expected: [(Double, Double)], tolerance: Double = 1e-12,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (point, (x, y)) in zip(actual, expected) {
            #expect(point.distance(to: Point(x: x, y: y)) <= tolerance, "\(point) ≠ (\(x), \(y))",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("every drawn element becomes its contour, in document order, with transforms applied")
    func geometry() throws {
        let document = try Self.load()
        let contours = document.shape.contours
        try #require(contours.count == 7)

        // rect under translate(10,20)
        #expect(contours[0].isClosed)
        Self.expectPoints(Self.corners(contours[0]), [(10, 20), (50, 20), (50, 40), (10, 40)])
        // line under translate(10,20) scale(2) rotate(90): (5,0) → (0,5) → (0,10) → (10,30)
        #expect(!contours[1].isClosed)
        Self.expectPoints([contours[1].segments[0].start, contours[1].segments[0].end], [(10, 20), (10, 30)])
        // polygon under skewX(45): x' = x + y
        Self.expectPoints(Self.corners(contours[3]), [(0, 0), (10, 0), (13, 8)])
        // path under a half turn about (160, 20)
        Self.expectPoints(Self.corners(contours[4]), [(170, 30), (150, 30), (150, 10), (170, 10)])
        // use: the tile moved by (180, 90), then scale(0.5)
        Self.expectPoints(Self.corners(contours[6]), [(90, 45), (92, 45), (92, 46), (90, 46)])
    }

    @Test("a transformed circle and a rotated ellipse stay on their curves within the arc tolerance")
    func curvedShapes() throws {
        let document = try Self.load()
        let circle = document.shape.contours[2], ellipse = document.shape.contours[5]
        let centre = Point(x: 105, y: 45)
        let angle = Double.pi / 6, cosine = Foundation.cos(angle), sine = Foundation.sin(angle)
        for step in 0...400 {
            let u = Double(step) / 400
            let onCircle = circle.segments[min(Int(u * 4), 3)].point(at: (u * 4) - Double(min(Int(u * 4), 3)))
            expectClose(onCircle.distance(to: centre), 10, relative: 3e-4)
            let onEllipse = ellipse.segments[min(Int(u * 4), 3)].point(at: (u * 4) - Double(min(Int(u * 4), 3)))
            // Undo the rotation about (50, 80), then test the ellipse equation.
            let dx = onEllipse.x - 50, dy = onEllipse.y - 80
            let x = cosine * dx + sine * dy, y = -sine * dx + cosine * dy
            expectClose((x / 20) * (x / 20) + (y / 5) * (y / 5), 1, absolute: 2 * 3e-4 * 4)
        }
        expectClose(circle.signedArea.magnitude, Double.pi * 100, relative: 1e-3)
        expectClose(ellipse.signedArea.magnitude, Double.pi * 100, relative: 1e-3)
    }

    @Test("paint comes from the first drawn element, several elements unite under nonzero; the viewport maps viewBox to 400 × 200")
    func documentProperties() throws {
        let document = try Self.load()
        #expect(document.paint.fill == "#c00")
        #expect(document.shape.fillRule == .nonZero)
        #expect(document.viewBox == Rect(minX: 0, minY: 0, maxX: 200, maxY: 100))
        #expect(document.viewportTransform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
    }

    @Test("the text element is carried into SVG output as text; animated output warns once, naming its line")
    func warnings() throws {
        let document = try Self.load()
        #expect(document.warnings.isEmpty)
        #expect(document.svgText().contains(#"<text x="0" y="0">not outlined</text>"#))
        let warning = try #require(document.animationWarnings.first)
        #expect(document.animationWarnings.count == 1)
        #expect(warning.element == "text" && warning.line == 19 && warning.file == "drawing.svg")
        #expect(warning.message.hasPrefix("text is kept in SVG frames but not yet in animated output"))
    }

    @Test("an ellipse's negative radius is auto, the other radius; a negative circle radius draws nothing", arguments: [
        (#"<ellipse cx="50" cy="50" rx="-20" ry="10"/>"#, Rect(minX: 40, minY: 40, maxX: 60, maxY: 60)),
        (#"<ellipse cx="50" cy="50" rx="30" ry="-5"/>"#, Rect(minX: 20, minY: 20, maxX: 80, maxY: 80)),
        (#"<ellipse cx="50" cy="50" rx="-1" ry="-1"/>"#, nil),
        (#"<circle cx="50" cy="50" r="-10"/>"#, nil),
    ])
    func negativeRadii(element: String, bounds: Rect?) throws {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">"# + element + "</svg>"
        let found = try SVGDocument(data: Data(text.utf8), fileName: "radii.svg").shape.bounds
        if let bounds, let found {
            let edges = zip([found.minX, found.minY, found.maxX, found.maxY], [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY])
            #expect(edges.allSatisfy { abs($0 - $1) < 1e-9 }, "\(found)")
        } else {
            #expect(found == nil && bounds == nil, "\(String(describing: found))")
        }
    }

    /// viewBox `10 20 100 50` into a 200 × 200 viewport.
    @Test("preserveAspectRatio maps the viewBox as the SVG specification says", arguments: [
        ("xMidYMid meet", 2.0, 2.0, -20.0, 10.0),
        ("xMinYMin meet", 2, 2, -20, -40),
        ("xMaxYMax meet", 2, 2, -20, 60),
        ("xMidYMid slice", 4, 4, -140, -80),
        ("xMinYMax slice", 4, 4, -40, -80),
        ("xMaxYMin slice", 4, 4, -240, -80),
        ("none", 2, 4, -20, -80),
        ("  xMinYMid   meet ", 2, 2, -20, 10),
        ("bogus", 2, 2, -20, 10),
    ])
    func viewport(preserveAspectRatio: String, scaleX: Double, scaleY: Double, tx: Double, ty: Double) {
        let document = SVGDocument(shape: Shape(contours: []), viewBox: Rect(minX: 10, minY: 20, maxX: 110, maxY: 70),
                                   width: 200, height: 200, preserveAspectRatio: preserveAspectRatio)
        #expect(document.viewportTransform == AffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: tx, ty: ty))
    }

    @Test("overlapping elements fill together: an even-odd ring drawn twice, and two squares winding opposite ways")
    func overlappingElements() throws {
        let ring = "M0 0H10V10H0Z M3 3H7V7H3Z"
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20">
              <path fill-rule="evenodd" d="\(ring)"/><path fill-rule="evenodd" d="\(ring)"/>
              <path d="M20 0H30V10H20Z"/><path d="M25 5V15H35V5Z"/>
            </svg>
            """
        let shape = try SVGDocument(data: Data(text.utf8), fileName: "overlap.svg").shape
        #expect(shape.fillRule == .nonZero)
        #expect(shape.contains(Point(x: 1, y: 1)))
        #expect(!shape.contains(Point(x: 5, y: 5)))
        #expect(shape.contains(Point(x: 27, y: 7)))
        #expect(shape.contains(Point(x: 33, y: 13)))
    }
}
