import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphTestSupport
import Testing

@Suite("CSS: style sheets and the cascade")
struct SVGStyleSheetTests {
    /// The fills of the drawn elements of a document with `style` as its sheet.
    static func fills(style: String, drawing body: String) throws -> [String?] {
        try svgDocument(drawing: "<style>\(style)</style>\(body)").elements.map(\.paint.fill?.text)
    }

    static func warnings(style: String, drawing body: String) throws -> [String] {
        try svgDocument(drawing: "<style>\(style)</style>\(body)").warnings.map(\.message)
    }

    static let square = #"<rect width="10" height="10""#

    @Test("type, universal, class, id and attribute selectors set presentation properties")
    func selectors() throws {
        #expect(try Self.fills(style: "rect { fill: green }", drawing: Self.square + "/>") == ["green"])
        #expect(try Self.fills(style: "* { fill: green }", drawing: Self.square + "/>") == ["green"])
        #expect(try Self.fills(style: ".st0 { fill: #0f0 } .st1 { fill: blue }",
                               drawing: Self.square + #" class="st1"/>"# + Self.square + #" class="x st0"/>"#) == ["blue", "#0f0"])
        #expect(try Self.fills(style: "#a { fill: green }", drawing: Self.square + #" id="a"/>"# + Self.square + "/>") == ["green", nil])
        #expect(try Self.fills(style: "[x] { fill: green } [y=\"5\"] { fill: blue } [class~=b] { fill: red }",
                               drawing: Self.square + #" x="1"/>"# + Self.square + #" y="5"/>"# + Self.square + #" class="a b"/>"#)
                == ["green", "blue", "red"])
        #expect(try Self.fills(style: "[class^=ic] { fill: aqua } [class$=on] { fill: blue } [class*=mid] { fill: coral } [lang|=en] { fill: gold }",
                               drawing: Self.square + #" class="icx"/>"# + Self.square + #" class="xon"/>"#
                                   + Self.square + #" class="amidb"/>"# + Self.square + #" lang="en-GB"/>"#) == ["aqua", "blue", "coral", "gold"])
    }

    @Test("descendant, child and sibling combinators and structural pseudo-classes")
    func combinators() throws {
        let groups = #"<g class="outer"><g>"# + Self.square + #"/></g>"# + Self.square + "/></g>" + Self.square + "/>"
        #expect(try Self.fills(style: ".outer rect { fill: green }", drawing: groups) == ["green", "green", nil])
        #expect(try Self.fills(style: ".outer > rect { fill: green }", drawing: groups) == [nil, "green", nil])
        #expect(try Self.fills(style: "svg > rect { fill: green }", drawing: groups) == [nil, nil, "green"])
        let three = Self.square + #" id="a"/>"# + Self.square + #" id="b"/>"# + Self.square + #" id="c"/>"#
        #expect(try Self.fills(style: "#a + rect { fill: green }", drawing: three) == [nil, "green", nil])
        #expect(try Self.fills(style: "#a ~ rect { fill: green }", drawing: three) == [nil, "green", "green"])
        #expect(try Self.fills(style: "rect:first-child { fill: aqua } rect:last-child { fill: coral }",
                               drawing: "<g>" + three + "</g>") == ["aqua", nil, "coral"])
        #expect(try Self.fills(style: "rect:hover { fill: red }", drawing: Self.square + "/>") == [nil])
    }

    @Test("the cascade: specificity, then source order; the inline style above rules; !important above all")
    func cascade() throws {
        // Higher specificity wins whatever the order.
        #expect(try Self.fills(style: "g#g1 g rect { fill: green } g#g1 * rect { fill: red }",
                               drawing: #"<g id="g1"><g>"# + Self.square + "/></g></g>") == ["green"])
        #expect(try Self.fills(style: "#a { fill: green } .b { fill: red } rect { fill: red }",
                               drawing: Self.square + #" id="a" class="b"/>"#) == ["green"])
        // Equal specificity: the later rule.
        #expect(try Self.fills(style: ".a { fill: red } .b { fill: green }", drawing: Self.square + #" class="b a"/>"#) == ["green"])
        // Rules above presentation attributes, the inline style above rules.
        #expect(try Self.fills(style: "rect { fill: green }", drawing: Self.square + #" fill="red"/>"#) == ["green"])
        #expect(try Self.fills(style: "#a { fill: red }", drawing: Self.square + #" id="a" style="fill: green"/>"#) == ["green"])
        // !important: a rule's above the inline style; the inline one above that.
        #expect(try Self.fills(style: "#a { fill: green !important } #a { fill: red }",
                               drawing: Self.square + #" id="a" style="fill: red"/>"#) == ["green"])
        #expect(try Self.fills(style: "#a { fill: red !important }",
                               drawing: Self.square + #" id="a" style="fill: green ! important"/>"#) == ["green"])
    }

    @Test("declared properties are inherited like presentation attributes; sheets apply wherever they are; inherit takes the parent's value; referenced elements inherit where they are written")
    func inheritance() throws {
        #expect(try Self.fills(style: ".layer { fill: green; stroke: blue }",
                               drawing: #"<g class="layer">"# + Self.square + "/></g>") == ["green"])
        let late = try svgDocument(drawing: Self.square + #" class="f"/><style><![CDATA[ .f { fill: green } ]]></style>"#)
        #expect(late.elements.map(\.paint.fill) == ["green"])
        let stops = try svgDocument(drawing: """
            <style>.s1 { stop-color: #00ff00 } .s2 { stop-color: #0000ff; stop-opacity: 0.5 }</style>
            <linearGradient id="g"><stop class="s1" offset="0"/><stop class="s2" offset="1"/></linearGradient>
            <rect width="10" height="10" fill="url(#g)"/>
            """)
        let gradient = try #require(stops.elements.first?.paint.fillGradient)
        #expect(gradient.stops.map(\.colour) == ["#00ff00", "#0000ff"] && gradient.stops.map(\.opacity) == [1, 0.5])
        // A property that is not inherited takes its parent's value when it says inherit.
        let faded = try svgDocument(drawing: #"<g opacity="0.5"><rect width="10" height="10" style="opacity: inherit"/></g>"#)
        #expect(faded.elements.map(\.paint.opacity) == [0.25])
        // What is drawn where it is referenced inherits from where it is written.
        let clipped = try svgDocument(drawing: """
            <g clip-rule="evenodd"><clipPath id="c"><path d="M0 0H10V10H0Z M2 2H8V8H2Z"/></clipPath></g>
            <rect width="10" height="10" clip-path="url(#c)"/>
            """)
        #expect(clipped.elements.first?.clip?.fillRule == .evenOdd)
        let tiled = try svgDocument(drawing: #"<g fill="red"><pattern id="p" width="4" height="4"><rect width="2" height="2"/></pattern></g><rect width="8" height="8" fill="url(#p)"/>"#)
        #expect(tiled.svgText().contains(#"<pattern fill="red" height="4" id="p" width="4">"#), "\(tiled.svgText())")
    }

    @Test("comments, strings and odd spacing; a style of another type is no style sheet")
    func syntax() throws {
        #expect(try Self.fills(style: "/* .a { fill: red } */ .a{fill:green/*x*/;stroke:url(\"a;b\")}", drawing: Self.square + #" class="a"/>"#)
                == ["green"])
        let other = try svgDocument(drawing: #"<style type="text/x-other">rect { fill: red }</style>"# + Self.square + "/>")
        #expect(other.elements.map(\.paint.fill) == [nil] && other.warnings.isEmpty)
    }

    @Test("what is not applied is warned about with its line: at-rules, unreadable selectors, other properties")
    func warnings() throws {
        let imported = try svgDocument(drawing: "<style>\n@import \"other.css\";\n@media print { rect { fill: red } }\n"
                                       + "rect::before { fill: red }\nrect { height: 5px; fill: green }</style>" + Self.square + "/>")
        #expect(imported.elements.map(\.paint.fill) == ["green"])
        let messages = imported.warnings.map { "\($0.line): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("2: CSS @import rule is not applied") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("3: CSS @media rule is not applied") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("4: CSS selector \"rect::before\": pseudo-elements") }, "\(messages)")
        #expect(messages.contains { $0.contains("CSS property height is not a presentation property") }, "\(messages)")
        #expect(try Self.warnings(style: ".a:nth-child(2) { fill: red }", drawing: Self.square + "/>")
                == ["CSS selector \".a:nth-child(2)\": the pseudo-class :nth-child() is not supported; its rule is ignored"])
    }

    @Test("matching stays near linear: 10,000 elements against 3,000 rules with class subjects and class ancestors")
    func scale() throws {
        let rules = (0..<1000).map { ".st\($0) { fill: #\(String(format: "%06x", $0)) }\ng .st\($0) rect { stroke: red }\nsvg > g .st\($0) { opacity: 1 }" }
            .joined(separator: "\n")
        let body = (0..<10_000).map { #"<rect x="\#($0 % 100)" width="1" height="1" class="st\#($0 % 1000)"/>"# }.joined()
        let spent = try threadProcessorTime {
            let document = try svgDocument(drawing: "<style>\(rules)</style><g>\(body)</g>")
            #expect(document.elements.count == 10_000 && document.elements[1001].paint.fill == "#000001")
        }
        #expect(spent < .seconds(10))
    }

    @Test("escapes in selectors: hex code points with their space, and escaped characters, as librsvg reads them")
    func escapes() throws {
        let fills = try Self.fills(style: #"#\31 23 { fill: green } .\61 b { fill: blue } .x\.y { fill: navy } rect { fill: red }"#,
                                   drawing: #"<rect id="123" width="1" height="1"/><rect class="ab" width="1" height="1"/><rect class="x.y" width="1" height="1"/>"#)
        #expect(fills == ["green", "blue", "navy"])
    }

    @Test("CSS transforms take units and functions: deg, rad, grad, turn, px, translateX/Y, scaleX/Y, skew; other units warned of")
    func cssTransforms() throws {
        let document = try svgDocument(drawing: """
            <style>.a { transform: rotate(45deg) translateX(10px) } .b { transform: rotate(0.125turn) } .c { transform: skew(10deg) scaleY(2) }</style>
            <rect class="a" width="10" height="10"/><rect class="b" width="10" height="10"/><rect class="c" width="5" height="5"/>
            <rect style="transform: translate(1em)" width="5" height="5"/><rect style="transform: rotate(1.5707963267948966rad)" width="1" height="1"/>
            """)
        // The end of segment `segment` of element `element`'s first contour.
        func point(_ element: Int, _ segment: Int) -> Point { document.shape(of: document.elements[element]).contours[0].segments[segment].end }
        func expectAt(_ got: Point, _ x: Double, _ y: Double, _ comment: String) {
            expectClose(got.x, x, absolute: 1e-9, comment)
            expectClose(got.y, y, absolute: 1e-9, comment)
        }
        let half = 10 / 2.squareRoot()
        expectAt(point(0, 3), half, half, "(0, 0) moved 10 along x, then turned 45°")
        expectAt(point(1, 0), half, half, "(10, 0) turned an eighth of a turn")
        expectAt(point(2, 1), 5 + 10 * tan(10 * Double.pi / 180), 10, "(5, 5) stretched twice along y, then skewed 10°")
        expectAt(point(4, 0), 0, 1, "(1, 0) turned a quarter turn in radians")
        #expect(document.warnings.map(\.message) == [#"transform "translate(1em)" uses what is not read here (lengths in px only, no 3D); ignored"#])
    }

    @Test("sibling and attribute selectors stay near linear: 1,000 rules .cN ~ rect over 1,000 siblings, 5,000 attribute rules")
    func siblingScale() throws {
        let count = 1_000
        let rules = (0..<count).map { ".c\($0) ~ rect { stroke-width: \($0 + 1) }" }.joined(separator: "\n")
        let body = (0..<count).map { #"<rect x="\#($0 % 10)" width="1" height="1" class="c\#($0)"/>"# }.joined()
        let spent = try threadProcessorTime {
            let siblings = try svgDocument(drawing: "<style>\(rules)</style>\(body)")
            // Rect i follows c0 … c(i − 1): the last of those rules, the most recent in the sheet, wins.
            #expect(siblings.elements.map(\.paint.strokeWidth) == [nil] + (1..<count).map { Double($0) })
            let attributeRules = (0..<5_000).map { #"rect[data-k="\#($0)"] { fill: #\#(String(format: "%06x", $0)) }"# }.joined(separator: "\n")
            let keyed = (0..<200).map { #"<rect data-k="\#($0)" width="1" height="1"/>"# }.joined()
            let attributes = try svgDocument(drawing: "<style>\(attributeRules)</style>\(keyed)")
            #expect(attributes.elements[199].paint.fill == "#0000c7")
        }
        #expect(spent < .seconds(20), "500 sibling rules took 34 s")
    }

    @Test("a style sheet linked by <?xml-stylesheet?> is not read, with a warning naming it and its line; other instructions pass")
    func linkedStyleSheet() throws {
        let text = """
            <?xml version="1.0"?>
            <?xml-stylesheet href="theme.css" type="text/css"?>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><?editor keep?><rect class="a" width="5" height="5"/></svg>
            """
        let document = try SVGDocument(data: Data(text.utf8), fileName: "linked.svg")
        #expect(document.warnings.map(\.description) == [
            #"linked.svg:2: <?xml-stylesheet?>: the style sheet it links (href="theme.css" type="text/css") is not read, so its rules are not applied; copy them into a <style> element"#,
        ])
        #expect(document.elements.count == 1)
    }
}
