import Foundation
import ShapeMorph
import ShapeMorphFormats
@testable import ShapeMorphSVG
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

    @Test("currentColor paints with the color property of the element, inherited through groups and use; where none is set, the page's")
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
        #expect(document.elements.map(\.paint.fill) == ["green", "red", "purple", .currentColor, "teal"])
        #expect(document.elements[1].paint.stroke == "red")
        #expect(document.elements[4].paint.fillGradient?.stops.first?.colour == "teal")
    }

    @Test("without a viewBox or size, the viewBox runs from the origin to what is painted, strokes included, in whole units, with a warning")
    func paintedBounds() throws {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg"><rect x="10" y="10" width="20" height="20.5" fill="none" stroke="black" stroke-width="4"/></svg>"#
        let document = try SVGDocument(data: Data(text.utf8), fileName: "t.svg")
        Self.expectBounds(document.viewBox, (0, 0, 32, 33))
        #expect(document.warnings.map(\.message) == [
            "the root has no viewBox and no width and height; the output's viewBox is 0 0 32 33, from the origin to the drawing's far edges; viewers size such a file in their own ways",
        ])
        let left = #"<svg xmlns="http://www.w3.org/2000/svg"><rect x="-10.5" y="5" width="20" height="20"/></svg>"#
        Self.expectBounds(try SVGDocument(data: Data(left.utf8), fileName: "t.svg").viewBox, (-11, 0, 10, 25))
    }

    /// A marker drawing a 2 × 1 rectangle from its reference point to the
    /// right, so that its bounds show where it is placed and how it is turned.
    static func markers(_ attributes: String, on path: String, stroke: String = "stroke-width=\"1\"") throws -> SVGDocument {
        try svgDocument(drawing: """
            <marker id="m" overflow="visible" \(attributes)>
              <rect width="2" height="1" fill="context-stroke"/>
            </marker>
            <path d="\(path)" fill="none" stroke="green" \(stroke)
                  marker-start="url(#m)" marker-mid="url(#m)" marker-end="url(#m)"/>
            """)
    }

    @Test("markers sit on every vertex: start, mid and end, turned by orient, scaled by the stroke width")
    func markers() throws {
        // Unturned: a 2 × 1 rectangle at each of the three vertices.
        let plain = try Self.markers("", on: "M 10 10 L 50 10 L 50 50")
        try #require(plain.elements.count == 4)
        Self.expectBounds(plain.shape(of: plain.elements[1]).bounds, (10, 10, 12, 11))
        Self.expectBounds(plain.shape(of: plain.elements[2]).bounds, (50, 10, 52, 11))
        Self.expectBounds(plain.shape(of: plain.elements[3]).bounds, (50, 50, 52, 51))
        #expect(plain.elements[1...].allSatisfy { $0.paint.fill == "green" }, "context-stroke paints with the path's stroke")
        // auto: along the path at its ends, the bisector (45°, down-right… here down-left) at the corner.
        let auto = try Self.markers(#"orient="auto""#, on: "M 10 10 L 50 10 L 50 50")
        Self.expectBounds(auto.shape(of: auto.elements[1]).bounds, (10, 10, 12, 11))
        Self.expectBounds(auto.shape(of: auto.elements[3]).bounds, (49, 50, 50, 52), tolerance: 1e-9)
        let corner = try #require(auto.shape(of: auto.elements[2]).bounds)
        #expect(abs(corner.minX - (50 - 0.5.squareRoot())) < 1e-9 && abs(corner.maxY - (10 + 3 / 2.0.squareRoot())) < 1e-9, "\(corner)")
        // auto-start-reverse turns the start marker back along the path.
        let reversed = try Self.markers(#"orient="auto-start-reverse""#, on: "M 10 10 L 50 10")
        Self.expectBounds(reversed.shape(of: reversed.elements[1]).bounds, (8, 9, 10, 10), tolerance: 1e-9)
        // A fixed angle in any unit; the stroke width scales (markerUnits strokeWidth) unless userSpaceOnUse.
        let turned = try Self.markers(#"orient="0.25turn""#, on: "M 10 10 L 50 10", stroke: #"stroke-width="3""#)
        Self.expectBounds(turned.shape(of: turned.elements[1]).bounds, (7, 10, 10, 16), tolerance: 1e-9)
        let userSpace = try Self.markers(#"markerUnits="userSpaceOnUse""#, on: "M 10 10 L 50 10", stroke: #"stroke-width="3""#)
        Self.expectBounds(userSpace.shape(of: userSpace.elements[1]).bounds, (10, 10, 12, 11))
        // viewBox and refX/refY: a 4 × 4 viewBox into 2 × 2 halves the content; ref (2, 0) lands on the vertex.
        let fitted = try Self.markers(#"viewBox="0 0 4 4" markerWidth="2" markerHeight="2" refX="2""#, on: "M 10 10 L 50 10")
        Self.expectBounds(fitted.shape(of: fitted.elements[1]).bounds, (9, 10, 10, 10.5))
    }

    @Test("marker vertices: arcs are one vertex, closed subpaths meet themselves, the marker property is CSS only")
    func markerVertices() throws {
        let arc = SVGPathVertex.vertices(ofPathData: "M 0 0 A 10 10 0 1 1 0 20", arcTolerance: 3e-4)
        #expect(arc.count == 2, "an arc's cubics make no vertices of their own")
        let closed = SVGPathVertex.vertices(ofPathData: "M 0 0 L 10 0 L 10 10 Z", arcTolerance: 3e-4)
        #expect(closed.map(\.point) == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 0)])
        #expect(closed[0].incoming != nil && closed[3].outgoing != nil)
        // Opposite directions at a cusp: the incoming one less a quarter turn.
        let cusp = SVGPathVertex(point: Point(x: 0, y: 0), incoming: Vector(dx: 0, dy: -1), outgoing: Vector(dx: 0, dy: 1))
        #expect(abs(cusp.bisectorAngle - .pi) < 1e-12)
        let attribute = try svgDocument(drawing: #"<marker id="m"><rect width="1" height="1"/></marker><path d="M 10 10 L 50 10" stroke="red" marker="url(#m)"/>"#)
        #expect(attribute.elements.count == 1)
        let css = try svgDocument(drawing: #"<style>path { marker: url(#m) }</style><marker id="m"><rect width="1" height="1"/></marker><path d="M 10 10 L 50 10" stroke="red"/>"#)
        #expect(css.elements.count == 3)
    }

    @Test("a marker drawn inside itself stops with a warning; marker content outside its box is clipped")
    func markerLimits() throws {
        let recursive = try svgDocument(drawing: """
            <marker id="m" overflow="visible"><path d="M 0 0 L 1 0" stroke="red" marker-start="url(#m)"/></marker>
            <path d="M 10 10 L 50 10" stroke="red" marker-start="url(#m)"/>
            """)
        #expect(recursive.elements.count == 2)
        #expect(recursive.warnings.map(\.message).contains { $0.contains("drawn inside itself") })
        let clipped = try Self.markers("", on: "M 10 10 L 50 10").elements
        #expect(clipped.allSatisfy { $0.clip == nil })
        let overflowing = try svgDocument(drawing: """
            <marker id="m" markerWidth="1" markerHeight="1"><rect width="2" height="2"/></marker>
            <path d="M 10 10 L 50 10" stroke="red" marker-end="url(#m)"/>
            """)
        Self.expectBounds(overflowing.elements.last?.clip?.bounds, (50, 10, 51, 11))
    }

    @Test("href wins over xlink:href in either order; context paint in a use is the use's")
    func references() throws {
        let document = try svgDocument(drawing: """
            <linearGradient id="red"><stop offset="0" stop-color="red"/></linearGradient>
            <linearGradient id="green"><stop offset="0" stop-color="green"/></linearGradient>
            <linearGradient id="a" href="#green" xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#red"/>
            <linearGradient id="b" xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#red" href="#green"/>
            <rect width="1" height="1" fill="url(#a)"/><rect width="1" height="1" fill="url(#b)"/>
            <defs><rect id="r" width="2" height="2" fill="context-stroke" stroke="context-fill"/></defs>
            <use href="#r" fill="blue" stroke="orange"/>
            """)
        #expect(document.elements.prefix(2).map { $0.paint.fillGradient?.stops.first?.colour } == ["green", "green"])
        #expect(document.elements[2].paint.fill == "orange" && document.elements[2].paint.stroke == "blue")
    }

    @Test("group opacity over overlapping elements is one layer; apart, each element fades and morphs; a flattening gradientTransform is warned")
    func groupOpacity() throws {
        let overlapping = try svgDocument(drawing: #"<g opacity="0.5"><rect width="10" height="10"/><rect x="5" width="10" height="10"/></g>"#)
        #expect(overlapping.warnings.isEmpty && overlapping.elements.allSatisfy { $0.paint.opacity == nil })
        #expect(overlapping.svgText().contains(#"<g opacity="0.5">"#))
        let apart = try svgDocument(drawing: #"<g opacity="0.5"><rect width="10" height="10"/><rect x="20" width="10" height="10"/></g>"#)
        #expect(apart.warnings.isEmpty && apart.elements.allSatisfy { $0.paint.opacity == 0.5 })
        #expect(!apart.svgText().contains("<g") && apart.animationWarnings.isEmpty)
        let flat = try svgDocument(drawing: #"<linearGradient id="g" gradientTransform="scale(0)"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient><rect width="10" height="10" fill="url(#g)"/>"#)
        #expect(flat.warnings.map(\.message).contains { $0.contains("flattens the gradient") })
        #expect(flat.elements.first?.paint.fillGradient?.transform.determinant != 0)
    }

    @Test("group opacity animates where each layer stays in its group: a g in SVG and CSS, a precomposition in Lottie; else none")
    func animatedGroupOpacity() throws {
        let from = try svgDocument(drawing: #"<g opacity="0.4"><rect width="50" height="50" fill="red"/><circle cx="50" cy="50" r="30" fill="blue"/></g>"#)
        let to = try svgDocument(drawing: #"<g opacity="0.9"><rect x="20" width="40" height="30" fill="red"/><circle cx="40" cy="40" r="20" fill="blue"/></g>"#)
        let timeline = DocumentTimeline(keyframes: [DocumentKeyframe(from), DocumentKeyframe(to, duration: 1, timing: .linear)])
        let animation = timeline.animation()
        let track = animation.tracks[0]
        let groups = try #require(SVGAnimation.opacityGroups(of: track.keys, playing: Array(track.keys.indices)))
        #expect(groups.count == 1 && groups[0].layers == 0..<2 && groups[0].children.isEmpty)
        #expect(groups[0].opacities.first == 0.4 && groups[0].opacities.last == 0.9)
        let smil = SMILAnimationWriter(format: .decimals(3)).text(animation, in: from)
        #expect(smil.contains(#"<g opacity="0.4">"#) && smil.contains(#"<animate attributeName="opacity" values="0.4;"#), "\(smil)")
        let css = CSSAnimationWriter(format: .decimals(3)).text(animation, in: from)
        #expect(css.contains(#"<g id="group-1-1" opacity="0.4">"#) && css.contains("100% { opacity: 0.9; }"), "\(css)")
        let lottie = LottieWriter(framesPerSecond: 30).text(animation, in: from)
        #expect(lottie.contains(#""refId":"group 1-1""#) && lottie.contains(#""ty":0"#), "\(lottie)")
        // Into a drawing without the group, the layers change groups half way: an animation cannot keep it.
        let plain = try svgDocument(drawing: #"<rect width="50" height="50" fill="red"/><circle cx="50" cy="50" r="30" fill="blue"/>"#)
        let switching = DocumentTimeline(keyframes: [DocumentKeyframe(from), DocumentKeyframe(plain, duration: 1)]).animation().tracks[0]
        #expect(SVGAnimation.opacityGroups(of: switching.keys, playing: Array(switching.keys.indices)) == nil)
        #expect(SVGAnimation.opacityGroups(of: track.keys, playing: [])?.isEmpty == true)
    }

    @Test("an ellipse and a rounded rectangle have a vertex where their closing Z is, as the paths SVG makes of them")
    func closingVertices() throws {
        let marker = #"<marker id="m" markerUnits="userSpaceOnUse" markerWidth="2" markerHeight="2"><rect width="2" height="2"/></marker>"#
        let markers = #"marker-start="url(#m)" marker-mid="url(#m)" marker-end="url(#m)""#
        for (shape, count) in [(#"<circle cx="50" cy="50" r="40" "#, 6), (#"<rect x="10" y="10" width="50" height="50" rx="5" "#, 10),
                               (#"<rect x="10" y="10" width="50" height="50" "#, 5)] {
            let document = try svgDocument(drawing: marker + shape + markers + "/>")
            #expect(document.elements.count == 1 + count, "\(shape)")
        }
    }

    @Test("context paint from a gradient is resolved against the context element: a use's whole box, a marked path's box")
    func contextGradients() throws {
        let gradient = #"<linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>"#
        let used = try svgDocument(drawing: gradient + """
            <defs><g id="two"><rect width="10" height="10" fill="context-fill"/><rect x="90" width="10" height="10" fill="context-fill"/></g></defs>
            <use href="#two" fill="url(#g)"/>
            """)
        let whole = SVGGradient.Geometry.linear(start: Point(x: 0, y: 0), end: Point(x: 100, y: 0))
        #expect(used.elements.map { $0.paint.fillGradient?.geometry } == [whole, whole])
        let marked = try svgDocument(drawing: gradient + """
            <marker id="m" markerUnits="userSpaceOnUse" markerWidth="4" markerHeight="4"><rect width="4" height="4" fill="context-fill"/></marker>
            <path d="M 20 10 H 80 V 30 Z" fill="url(#g)" marker-start="url(#m)"/>
            """)
        #expect(marked.elements.last?.paint.fillGradient?.geometry == .linear(start: Point(x: 20, y: 10), end: Point(x: 80, y: 10)))
    }

    @Test("context paint of context paint takes the outer context's; a use's bounding-box pattern tiles in the use's box")
    func nestedContextAndPatterns() throws {
        let nested = try svgDocument(drawing: """
            <defs><rect id="r" width="10" height="10" fill="context-stroke" stroke="context-fill"/></defs>
            <use id="inner" href="#r" fill="context-fill" stroke="context-stroke"/>
            <use href="#inner" fill="blue" stroke="green"/>
            """)
        #expect(nested.elements.map { [$0.paint.fill, $0.paint.stroke] } == [["none", "none"], ["green", "blue"]])
        let pattern = try svgDocument(drawing: """
            <pattern id="p" width="0.5" height="0.25" patternContentUnits="objectBoundingBox"><rect width="0.25" height="0.25"/></pattern>
            <defs><g id="two"><rect width="10" height="10" fill="context-fill"/><rect x="70" y="30" width="10" height="10" fill="context-fill"/></g></defs>
            <use href="#two" x="10" fill="url(#p)"/>
            """)
        #expect(pattern.elements.map(\.paint.fill) == ["url(#p-in-context)", "url(#p-in-context)"])
        let derived = pattern.svgText()
        for attribute in [##"href="#p""##, #"patternUnits="userSpaceOnUse""#, #"x="10""#, #"y="0""#, #"width="40""#, #"height="10""#,
                          #"viewBox="0 0 0.5 0.25""#, #"preserveAspectRatio="none""#] {
            #expect(derived.contains(attribute), "\(attribute) in \(derived)")
        }
        let turned = try svgDocument(drawing: """
            <pattern id="p" width="0.5" height="0.5"><rect width="1" height="1"/></pattern>
            <defs><rect id="r" width="10" height="10" transform="rotate(30)" fill="context-fill"/></defs><use href="#r" fill="url(#p)"/>
            """)
        #expect(turned.warnings.map(\.message).contains { $0.contains("Chrome and resvg use a larger box") })
    }

    @Test("markers are drawn with the path: under its opacity as one layer, in its effects, but inheriting from the marker")
    func markersWithTheirPath() throws {
        let marker = #"<marker id="m" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" refX="5" refY="5"><rect width="10" height="10"/></marker>"#
        let faded = try svgDocument(drawing: marker + #"<path d="M 10 10 H 50" stroke="red" opacity="0.5" marker-start="url(#m)"/>"#)
        #expect(faded.elements.allSatisfy { $0.paint.opacity == nil } && faded.svgText().contains(#"<g opacity="0.5">"#))
        let away = marker.replacingOccurrences(of: #"refX="5" refY="5""#, with: #"refX="20" refY="20""#)
        let apart = try svgDocument(drawing: away + #"<path d="M 20 20 H 50" stroke="red" opacity="0.5" marker-start="url(#m)"/>"#)
        #expect(apart.elements.map(\.paint.opacity) == [0.5, 0.5] && !apart.svgText().contains("<g"))
        let crisp = try svgDocument(drawing: marker + #"<path d="M 10 10 H 50" stroke="red" shape-rendering="crispEdges" marker-start="url(#m)"/>"#)
        let text = crisp.svgText()
        #expect(text.contains(#"shape-rendering="crispEdges""#) && text.contains(#"shape-rendering="auto""#), "\(text)")
        let inherited = try svgDocument(drawing: #"<marker id="m" overflow="inherit"><rect x="-5" width="10" height="10"/></marker><path d="M 10 10 H 50" marker-start="url(#m)"/>"#)
        #expect(inherited.elements.first?.clip == nil, "overflow: inherit takes the root's visible")
        let arc = try svgDocument(drawing: marker + #"<path d="M 10 10 A 5 5 0 0 1 20 10 Z M 30 30 H 40" marker-mid="url(#m)"/>"#)
        #expect(arc.warnings.map(\.message).count == 2, "an arc and a closing vertex followed by a subpath: \(arc.warnings)")
    }

    @Test("text decorations add up through the tree; named font sizes are warned as the renderer's choice")
    func decorationsAndNamedSizes() throws {
        let document = try svgDocument(drawing: """
            <g text-decoration="underline"><g text-decoration="overline"><text text-decoration="line-through">a</text></g></g>
            <g text-decoration="underline" fill="red"><text fill="blue" text-decoration="overline">b</text></g>
            <rect width="10em" height="1" font-size="small"/>
            """)
        let text = document.svgText()
        #expect(text.contains(#"text-decoration="underline overline""#) && text.contains(#"<text text-decoration="line-through">"#), "\(text)")
        #expect(document.warnings.map(\.message) == [
            "text-decoration overline inside underline in another paint: the outer lines are drawn in this element's paint",
            "font-size small is written as 13 px (CSS's sizes, medium being 16 px); a renderer with another default size draws it otherwise",
        ])
        #expect(document.shape.bounds?.width == 130)
    }

    @Test("an open path keeps the file's direction in the document; dashed, in a document morph's end frames too")
    func openPathDirection() throws {
        let drawing = #"<polyline points="90 90 90 10 10 10" fill="none" stroke="black"/><rect x="20" y="20" width="10" height="10"/>"#
        let plain = try svgDocument(drawing: drawing)
        #expect(plain.shape.contours.first?.segments.first?.start == Point(x: 90, y: 90))
        let dashed = try svgDocument(drawing: drawing.replacingOccurrences(of: "/><rect", with: #" stroke-dasharray="20 5"/><rect"#))
        let other = try svgDocument(drawing: #"<polyline points="10 90 10 10 90 10" fill="none" stroke="black" stroke-dasharray="20 5"/><rect x="20" y="20" width="10" height="10"/>"#)
        let morph = DocumentMorph(from: dashed, to: other)
        #expect(morph.document(at: 0).shape.contours.first?.segments.first?.start == Point(x: 90, y: 90))
        #expect(morph.document(at: 1).shape.contours.first?.segments.first?.start == Point(x: 10, y: 90))
    }

    @Test("paint-order: stroke under the fill is carried and written; markers first are drawn first, markers between fill and stroke between them; invalid values are ignored")
    func paintOrder() throws {
        let stroked = try svgDocument(drawing: #"<g paint-order="stroke"><rect width="10" height="10" stroke="red"/><rect width="5" height="5" stroke="red" paint-order="stroke stroke"/><rect width="1" height="1" paint-order="normal"/></g>"#)
        #expect(stroked.elements.map(\.paint.isStrokeUnderFill) == [true, true, false])
        #expect(stroked.svgText().contains(#"paint-order="stroke""#))
        let marked = try svgDocument(drawing: """
            <marker id="m" overflow="visible"><rect width="1" height="1"/></marker>
            <path d="M 10 10 L 50 10" stroke="red" stroke-width="4" marker-start="url(#m)" paint-order="markers"/>
            <path d="M 10 20 L 50 20" stroke="red" marker-start="url(#m)" paint-order="stroke markers"/>
            """)
        #expect(marked.elements.map { $0.paint.stroke } == [nil, "red", "red", nil, "none"],
                "markers first, then the path; then the path's stroke, its marker, its fill")
        #expect(marked.elements.map { $0.paint.fill } == [nil, nil, "none", nil, nil] && marked.warnings.isEmpty)
    }

    @Test("clip paths: object-bounding-box units on an element or group (unseen members count), only shapes are content, clipped clips are carried as written")
    func clipPaths() throws {
        let unit = #"<clipPath id="c" clipPathUnits="objectBoundingBox"><rect x="0.25" y="0.25" width="0.5" height="0.5"/></clipPath>"#
        let shape = try svgDocument(drawing: unit + #"<rect x="20" y="20" width="40" height="80" clip-path="url(#c)"/>"#)
        Self.expectBounds(shape.elements.first?.clip?.bounds, (30, 40, 50, 80))
        let transformed = try svgDocument(drawing: unit + #"<rect width="40" height="80" transform="translate(10 10) scale(2)" clip-path="url(#c)"/>"#)
        Self.expectBounds(transformed.elements.first?.clip?.bounds, (30, 50, 70, 130))
        let group = try svgDocument(drawing: unit + #"<g clip-path="url(#c)"><rect width="10" height="10" visibility="hidden"/><rect x="100" y="100" width="0" height="0"/><rect x="5" y="5" width="5" height="5"/></g>"#)
        Self.expectBounds(group.elements.first?.clip?.bounds, (2.5, 2.5, 7.5, 7.5))
        let content = try svgDocument(drawing: #"<clipPath id="c" clip-rule="evenodd"><rect width="10" height="10"/><g><rect width="50" height="50"/></g><switch><rect width="50" height="50"/></switch></clipPath><rect width="50" height="50" clip-path="url(#c)"/>"#)
        Self.expectBounds(content.elements.first?.clip?.bounds, (0, 0, 10, 10))
        #expect(content.elements.first?.clip?.fillRule == .evenOdd)
        let nested = try svgDocument(drawing: #"<clipPath id="a"><rect width="5" height="5"/></clipPath><clipPath id="c" clip-path="url(#a)"><rect width="10" height="10" clip-path="url(#a)"/></clipPath><rect width="50" height="50" clip-path="url(#c)"/>"#)
        #expect(nested.warnings.isEmpty && nested.elements.first?.clip == nil)
        let written = nested.svgText()
        #expect(written.contains(#"<g clip-path="url(#c)">"#) && written.contains(#"<clipPath clip-path="url(#a)" id="c">"#)
                && written.contains(#"<clipPath id="a">"#))
        #expect(nested.animationWarnings.map(\.element) == ["rect"])
        let root = try SVGDocument(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" clip-path="url(#c)"><clipPath id="c"><rect width="10" height="10"/></clipPath><rect width="50" height="50"/></svg>"#.utf8), fileName: "t.svg")
        Self.expectBounds(root.elements.first?.clip?.bounds, (0, 0, 10, 10))
        let flat = try svgDocument(drawing: #"<linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><line x1="0" y1="5" x2="50" y2="5" stroke="url(#g)"/>"#)
        #expect(flat.elements.isEmpty || flat.elements.first?.paint.stroke == "none")
    }

    @Test("em and ex are of the inherited font-size (lengths, keywords, em and percentages of the parent's)")
    func fontRelativeLengths() throws {
        let document = try svgDocument(drawing: """
            <g font-size="20"><rect width="2em" height="1ex" stroke="red" stroke-width="0.5em" stroke-dasharray="1em 1ex"/>
              <g font-size="150%"><rect width="1em" height="1em"/></g>
              <g style="font-size: 0.5em"><rect width="1em" height="1em"/></g></g>
            <g font-size="large"><rect width="1em" height="1em"/></g>
            <rect width="1em" height="1em"/>
            """)
        #expect(document.elements.map { document.shape(of: $0).bounds?.maxX } == [40, 30, 10, 18, 16])
        #expect(document.shape(of: document.elements[0]).bounds?.maxY == 10)
        #expect(document.elements[0].paint.strokeWidth == 10 && document.elements[0].paint.strokeDasharray == [20, 10])
    }

    @Test("a use inside what it draws is skipped; switch skips unknown children; gradients take geometry only from their own kind; stops inherit from their gradient")
    func referencesAndInheritance() throws {
        let cycle = try svgDocument(drawing: ##"<g id="g"><use href="#g" x="5"/><rect width="10" height="10"/></g>"##)
        #expect(cycle.elements.count == 1)
        #expect(cycle.warnings.map(\.message).contains { $0.contains("names an element this use is inside of") })
        let unknown = try svgDocument(drawing: #"<switch><random/><rect width="10" height="10" fill="green"/><rect width="5" height="5"/></switch>"#)
        #expect(unknown.elements.map(\.paint.fill) == ["green"])
        let kinds = try svgDocument(drawing: """
            <radialGradient id="r" x2="0.1" spreadMethod="reflect"/>
            <linearGradient id="l" href="#r"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
            <rect width="100" height="10" fill="url(#l)"/>
            """)
        let gradient = try #require(kinds.elements.first?.paint.fillGradient)
        #expect(gradient.spread == .reflect)
        if case .linear(_, let end) = gradient.geometry { #expect(gradient.transform.apply(to: end).x == 100) }
        let stops = try svgDocument(drawing: """
            <g color="green"><linearGradient id="g" stop-color="teal">
              <stop offset="0" stop-color="currentColor"/><stop offset="1" stop-color="inherit"/>
            </linearGradient></g>
            <rect width="10" height="10" fill="url(#g)" color="red"/>
            """)
        #expect(stops.elements.first?.paint.fillGradient?.stops.map(\.colour) == ["green", "teal"])
    }

    @Test("an open stroked path whose ends meet keeps its caps in frames unless caps and joins are round")
    func openEndsThatMeet() throws {
        for (caps, closed) in [("butt", false), ("square", false), ("round", false), ("round\" stroke-linejoin=\"round", true)] {
            let document = try svgDocument(drawing: #"<path d="M 50 10 l 0 40 -40 -20 40 -20" fill="green" stroke="blue" stroke-width="4" stroke-linecap="\#(caps)"/>"#)
            let frame = DocumentMorph(from: document, to: document).document(at: 0)
            #expect(frame.shape.contours.map(\.isClosed) == [closed], "\(caps)")
        }
        let filled = try svgDocument(drawing: #"<path d="M 50 10 l 0 40 -40 -20 40 -20" fill="green"/>"#)
        #expect(DocumentMorph(from: filled, to: filled).document(at: 0).shape.contours.map(\.isClosed) == [true])
    }
}
