import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphTestSupport
import Testing

@Suite("Document morphs: elements pair in paint order and morph in their own paint")
struct DocumentMorphTests {
    static let badge = """
        <circle cx="50" cy="50" r="45" fill="#d62839"/>
        <rect x="35" y="35" width="30" height="30" fill="white"/>
        """
    static let icon = """
        <rect x="8" y="8" width="84" height="84" rx="12" fill="#1d4ed8"/>
        <path d="M30 70 L50 25 L70 70 Z" fill="white"/>
        <circle cx="80" cy="80" r="8" fill="#facc15"/>
        """

    /// Whether `a` and `b` outline the same region: equal bounds and area.
    static func sameOutline(_ a: Shape, _ b: Shape) -> Bool {
        guard let p = a.bounds, let q = b.bounds else { return false }
        let size = max(p.diagonal, 1)
        return [p.minX - q.minX, p.minY - q.minY, p.maxX - q.maxX, p.maxY - q.maxY].allSatisfy { abs($0) <= 1e-9 * size }
            && abs(abs(a.signedArea) - abs(b.signedArea)) <= 1e-9 * size * size
    }

    @Test("a two-colour badge → a three-element icon: background and glyph pair, the extra dot grows in; ends are the inputs")
    func badgeToIcon() throws {
        let source = try svgDocument(drawing: Self.badge), target = try svgDocument(drawing: Self.icon)
        let morph = DocumentMorph(from: source, to: target)
        #expect(morph.pairs == [ElementPair(source: 0, target: 0), ElementPair(source: 1, target: 1),
                                ElementPair(source: nil, target: 2)])
        let start = morph.document(at: 0), end = morph.document(at: 1)
        // At 0 the layers draw the source's elements in their paint, the growing dot nothing.
        for (layer, element) in [(0, 0), (1, 1)] {
            #expect(Self.sameOutline(start.shape(of: start.elements[layer]), source.shape(of: source.elements[element])))
            #expect(start.elements[layer].paint.fill?.color == source.elements[element].paint.fill?.color)
        }
        #expect(start.elements[2].paint.opacity == 0 && !start.elements[2].paint.paintsAnything)
        for layer in 0..<3 {
            #expect(Self.sameOutline(end.shape(of: end.elements[layer]), target.shape(of: target.elements[layer])))
            #expect(end.elements[layer].paint.fill?.color == target.elements[layer].paint.fill?.color)
            #expect(end.elements[layer].paint.opacity ?? 1 == 1)
        }
        // The written ends: two paths, then three.
        #expect(start.svgText().components(separatedBy: "<path ").count == 3)
        #expect(end.svgText().components(separatedBy: "<path ").count == 4)
    }

    @Test("a red heart → two black dots: the heart becomes one dot, the other buds from it in the heart's red, nothing fades")
    func heartToDots() throws {
        let heart = try svgDocument(drawing: #"<path fill="red" d="M50 85 C20 60 5 45 15 25 C25 10 45 15 50 30 C55 15 75 10 85 25 C95 45 80 60 50 85Z"/>"#)
        let dots = try svgDocument(drawing: #"<circle cx="30" cy="50" r="12"/><circle cx="70" cy="50" r="12"/>"#)
        let morph = DocumentMorph(from: heart, to: dots)
        #expect(morph.pairs.filter { $0.source != nil && $0.target != nil }.count == 1 && morph.pairs.count == 2)
        for progress in [0.1, 0.5, 0.9] {
            let frame = morph.document(at: progress)
            #expect(frame.elements.allSatisfy { $0.paint.opacity ?? 1 == 1 }, "no fade at \(progress)")
        }
        let budding = try #require(morph.pairs.firstIndex { $0.source == nil })
        #expect(morph.document(at: 0.001).elements[budding].paint.fill?.color.map { $0.oklab.l } ?? 0 > 0.6)
        // The ends are the inputs: at 0 the budding dot is not written.
        #expect(morph.document(at: 0).svgText().components(separatedBy: "<path ").count == 2)
        #expect(morph.document(at: 1).svgText().components(separatedBy: "<path ").count == 3)
    }

    @Test("a stroked drawing → a filled one: the nearest elements pair across kinds, strokes thin to nothing, fills fade in, nothing cross-fades")
    func strokedToFilled() throws {
        let outline = try svgDocument(drawing: """
            <path d="M20 70 C20 20 80 20 80 70" fill="none" stroke="#222" stroke-width="8"/><path d="M45 80 H55" fill="none" stroke="#222" stroke-width="8"/>
            """)
        let solid = try svgDocument(drawing: #"<circle cx="50" cy="50" r="30" fill="red"/><rect x="40" y="85" width="20" height="10" fill="red"/>"#)
        let morph = DocumentMorph(from: outline, to: solid)
        #expect(morph.pairs.contains { $0.source != nil && $0.target != nil })
        let middle = morph.document(at: 0.5)
        #expect(middle.elements.allSatisfy { $0.paint.opacity ?? 1 == 1 })
        let paired = try #require(morph.pairs.firstIndex { $0.source != nil && $0.target != nil })
        expectClose(middle.elements[paired].paint.strokeWidth ?? 0, 4, absolute: 1e-9)
        expectClose(middle.elements[paired].paint.fillOpacity ?? 1, 0.5, absolute: 1e-9)
    }

    @Test("colour chooses where the other end has the colour: an orange dot becomes the orange dot after a blue word, not the blue letter beside it")
    func colourChooses() throws {
        let dot = try svgDocument(drawing: ##"<circle cx="50" cy="50" r="16" fill="#f97316"/>"##)
        // A word of four blue letter-sized blocks, then an orange dot.
        let letters = [15, 75, 118, 148].map { x in ##"<rect x="\##(x)" y="36" width="34" height="34" fill="#1d4ed8"/>"## }
        let word = try svgDocument(drawing: letters.joined() + ##"<circle cx="262" cy="62" r="9" fill="#f97316"/>"##)
        #expect(DocumentMorph(from: dot, to: word).pairs.filter { $0.source != nil && $0.target != nil } == [ElementPair(source: 0, target: 4)])
        // Where the other end has no such colour, place decides as before: the nearest letter.
        let blueWord = try svgDocument(drawing: letters.joined() + ##"<circle cx="262" cy="62" r="9" fill="#16a34a"/>"##)
        #expect(DocumentMorph(from: dot, to: blueWord).pairs.filter { $0.source != nil && $0.target != nil }.map(\.target) == [1])
    }

    /// Simple Icons' Refined GitHub cat, with a dot beside it, into
    /// System76's disc: the cat pairs with the disc, and that pair folds on
    /// every path (the melt's first keys cross where the whiskers retract),
    /// so the next cheapest pair, the dot into the disc, is taken, and the
    /// cat merges into it.
    @Test("a lone pair of elements that folds on every path gives way to the next cheapest pair that does not")
    func loneFoldingPairGivesWay() throws {
        let folder = corpusFolder.appendingPathComponent("simple-icons/icons")
        let cat = try String(contentsOf: folder.appendingPathComponent("refinedgithub.svg"), encoding: .utf8)
        let withDot = cat.replacingOccurrences(of: "</svg>", with: #"<circle cx="22" cy="22" r="1"/></svg>"#)
        let catAndDot = try SVGDocument(data: Data(withDot.utf8), fileName: "cat-and-dot.svg")
        let disc = try SVGDocument(contentsOf: folder.appendingPathComponent("system76.svg"))
        let morph = DocumentMorph(from: catAndDot, to: disc)
        #expect(morph.pairs.filter { $0.source != nil && $0.target != nil } == [ElementPair(source: 1, target: 0)])
        #expect(!morph.morph.folds)
        // Pairs the caller gives are kept, folding.
        #expect(DocumentMorph(from: catAndDot, to: disc, elementPairs: [(source: 0, target: 0)]).morph.folds)
    }

    @Test("in-between colours lie between the ends, in OKLab")
    func coloursBetween() throws {
        let morph = DocumentMorph(from: try svgDocument(drawing: Self.badge), to: try svgDocument(drawing: Self.icon))
        let ends = try [0.0, 1.0].map { try #require(morph.document(at: $0).elements[0].paint.fill?.color).oklab }
        for progress in [0.25, 0.5, 0.75] {
            let color = try #require(morph.document(at: progress).elements[0].paint.fill?.color).oklab
            // Within the rounding of #rrggbb.
            for (value, a, b) in [(color.l, ends[0].l, ends[1].l), (color.a, ends[0].a, ends[1].a), (color.b, ends[0].b, ends[1].b)] {
                #expect(value >= min(a, b) - 0.004 && value <= max(a, b) + 0.004)
                expectClose(value, a + (b - a) * progress, absolute: 0.004)
            }
        }
        // Half way between #d62839 and #1d4ed8 in OKLab, not sRGB's #7a3b88.
        #expect(morph.document(at: 0.5).elements[0].paint.fill != "#7a3b88")
    }

    @Test("a stroked line and a filled dot → a filled shape: the dot morphs, the line merges into it, its stroke thinning to nothing")
    func lineAndDotToShape() throws {
        let source = try svgDocument(drawing: """
            <line x1="10" y1="90" x2="60" y2="40" stroke="#222" stroke-width="6" stroke-linecap="round"/>
            <circle cx="70" cy="30" r="12" fill="#2a9d8f"/>
            """)
        let target = try svgDocument(drawing: ##"<path d="M20 20 H80 V80 H20 Z" fill="#e76f51"/>"##)
        let morph = DocumentMorph(from: source, to: target)
        #expect(morph.pairs == [ElementPair(source: 0, target: nil), ElementPair(source: 1, target: 0)])
        let middle = morph.document(at: 0.5)
        #expect(middle.elements[0].paint.opacity ?? 1 == 1 && middle.elements[0].paint.stroke != nil)
        expectClose(middle.elements[0].paint.strokeWidth ?? 0, 3, absolute: 1e-9, "\(middle.elements[0].paint)")
        #expect(middle.elements[0].paint.strokeLinecap == .round)
        let end = morph.document(at: 1)
        // The line ends as a point on the square's outline, invisible, and is not written.
        let line = try #require(end.shape(of: end.elements[0]).bounds)
        #expect(line.width == 0 && line.height == 0)
        let square = try #require(target.shape.bounds)
        #expect([line.minX - square.minX, square.maxX - line.minX].allSatisfy { $0 >= -1e-9 })
        #expect([line.minY - square.minY, square.maxY - line.minY].allSatisfy { $0 >= -1e-9 })
        #expect(end.svgText().components(separatedBy: "<path ").count == 2)
    }

    @Test("a duotone pair: the translucent layer pairs with the translucent one and keeps its opacity")
    func duotone() throws {
        let source = try svgDocument(drawing: """
            <path d="M10 10 H90 V90 H10 Z" fill="#3a86ff" opacity="0.4"/>
            <circle cx="50" cy="50" r="20" fill="#3a86ff"/>
            """)
        let target = try svgDocument(drawing: """
            <circle cx="50" cy="50" r="42" fill="#3a86ff" opacity="0.4"/>
            <path d="M35 35 H65 V65 H35 Z" fill="#3a86ff"/>
            """)
        let morph = DocumentMorph(from: source, to: target)
        #expect(morph.pairs == [ElementPair(source: 0, target: 0), ElementPair(source: 1, target: 1)])
        for progress in [0.0, 0.3, 0.7, 1.0] {
            let frame = morph.document(at: progress)
            expectClose(frame.elements[0].paint.opacity ?? 1, 0.4, absolute: 1e-12)
            #expect(frame.elements[1].paint.opacity == nil)
        }
    }

    @Test("documents of one element morph exactly as their shapes do")
    func oneElementIsMorph() throws {
        let heart = try SVGDocument(builtIn: "heart"), club = try SVGDocument(builtIn: "club")
        let morph = DocumentMorph(from: heart, to: club), plain = Morph(from: heart.shape, to: club.shape)
        for progress in [0.0, 0.3, 1.0, 1.2] {
            #expect(morph.document(at: progress).shape == plain.shape(at: progress))
        }
        #expect(morph.document(at: 0.5).svgText().components(separatedBy: "<path ").count == 2)
    }

    @Test("only elements of one kind pair: a stroke-only element never pairs with a fill-only one")
    func kinds() throws {
        let source = try svgDocument(drawing: """
            <rect x="10" y="10" width="80" height="80" fill="none" stroke="black"/>
            <circle cx="50" cy="50" r="10" fill="red"/>
            """)
        let target = try svgDocument(drawing: """
            <rect x="10" y="10" width="80" height="80" fill="black"/>
            <circle cx="50" cy="50" r="10" fill="none" stroke="red"/>
            """)
        let pairs = DocumentMorph(from: source, to: target).pairs
        #expect(!pairs.contains { $0.source == 0 && $0.target == 0 } && !pairs.contains { $0.source == 1 && $0.target == 1 })
        for pair in pairs where pair.source != nil && pair.target != nil {
            #expect(source.elements[pair.source!].paint.isStroked == target.elements[pair.target!].paint.isStroked)
        }
    }

    @Test("given pairs: elements left out split or merge; pairs that cross, repeat or name nothing are refused in a sentence")
    func givenPairs() throws {
        let source = try svgDocument(drawing: Self.badge), target = try svgDocument(drawing: Self.icon)
        let morph = DocumentMorph(from: source, to: target, elementPairs: [(source: 1, target: 2)])
        #expect(morph.pairs == [ElementPair(source: 0, target: nil), ElementPair(source: nil, target: 0),
                                ElementPair(source: nil, target: 1), ElementPair(source: 1, target: 2)])
        #expect(morph.document(at: 0.5).elements.allSatisfy { $0.paint.opacity ?? 1 == 1 }, "they bud from the given pair, never fading")
        #expect(DocumentMorph.problem(withPairs: [(0, 1), (1, 0)], from: source, to: target)?.contains("cross") == true)
        #expect(DocumentMorph.problem(withPairs: [(0, 0), (0, 1)], from: source, to: target)?.contains("two pairs") == true)
        #expect(DocumentMorph.problem(withPairs: [(2, 0)], from: source, to: target)
                == "the source has 2 elements, numbered from 0; there is no element 2.")
        #expect(DocumentMorph.problem(withPairs: [(0, 0), (1, 2)], from: source, to: target) == nil)
    }

    @Test("pins: a pinned pair pairs, a pinned lone element stays alone, the rest pair as they would between the pins; bad pins refused")
    func pins() throws {
        let source = try svgDocument(drawing: Self.badge), target = try svgDocument(drawing: Self.icon)
        let automatic = DocumentMorph(from: source, to: target).pairs
        // Pinning what the pairing chose changes nothing; pinning nothing neither.
        for pin in automatic where pin.source != nil && pin.target != nil {
            #expect(DocumentMorph(from: source, to: target, pinning: [pin]).pairs == automatic)
        }
        #expect(DocumentMorph(from: source, to: target, pinning: []).pairs == automatic)
        let pinned = DocumentMorph(from: source, to: target, pinning: [ElementPair(source: 1, target: 2)])
        #expect(pinned.pairs == [ElementPair(source: 0, target: 0), ElementPair(source: nil, target: 1), ElementPair(source: 1, target: 2)])
        #expect(pinned.neighbours == [nil, 0, nil], "the target's element 1 grows out of the nearest pair")
        let alone = DocumentMorph(from: source, to: target, pinning: [ElementPair(source: 1, target: 2), ElementPair(source: 0, target: nil)])
        #expect(alone.pairs.filter { $0.source != nil && $0.target != nil } == [ElementPair(source: 1, target: 2)])
        #expect(DocumentMorph.problem(withPins: [ElementPair(source: 1, target: 2), ElementPair(source: 1, target: nil)],
                                      from: source, to: target) == "a source element is pinned twice; pin each element once.")
        #expect(DocumentMorph.problem(withPins: [ElementPair(source: nil, target: nil)], from: source, to: target) == "a pin names no element.")
        #expect(DocumentMorph.problem(withPins: [ElementPair(source: nil, target: 3)], from: source, to: target)
                == "the target has 3 elements, numbered from 0; there is no element 3.")
        #expect(DocumentMorph.problem(withPins: [ElementPair(source: 0, target: 1), ElementPair(source: 1, target: 0)],
                                      from: source, to: target)?.contains("cross") == true)
    }

    @Test("paints: a fill or stroke only one end has fades; numbers clamp beyond the ends; caps switch half way")
    func paintBlending() {
        let outline = SVGPaint(fill: "none", stroke: "red", strokeWidth: 4, strokeLinecap: .round)
        let filled = SVGPaint(fill: "blue")
        let middle = SVGPaint.blended(outline, filled, amount: 0.5)
        #expect(middle.fill == "blue" && middle.fillOpacity == 0.5)
        #expect(middle.stroke == "red" && middle.strokeOpacity == 0.5 && middle.strokeWidth == 4)
        #expect(SVGPaint.blended(outline, filled, amount: 0.49).strokeLinecap == .round)
        let beyond = SVGPaint.blended(SVGPaint(opacity: 0.2), SVGPaint(opacity: 0.9), amount: 1.5)
        #expect(beyond.opacity == 1)
        #expect(SVGPaint.blended(SVGPaint(strokeWidth: 1), SVGPaint(stroke: "red", strokeWidth: 3), amount: -1).strokeWidth == 3)
        #expect(SVGPaint.blended(SVGPaint(), SVGPaint(), amount: 0.5) == SVGPaint())
    }

    @Test("a pair's paints blend to the same paint every property at a time and where only colours move")
    func steadyPaintBlending() {
        let gradient = SVGGradient(geometry: .linear(start: Point(x: 0, y: 0), end: Point(x: 1, y: 0)),
                                   stops: [.init(offset: 0, colour: "red"), .init(offset: 1, colour: "blue")])
        let paints = [
            SVGPaint(), SVGPaint(fill: "#d62839"), SVGPaint(fill: "black"), SVGPaint(fill: "none", stroke: "red", strokeWidth: 4),
            SVGPaint(fill: "none", stroke: "blue", strokeWidth: 4, strokeLinecap: .round), SVGPaint(fill: "url(#pattern)"),
            SVGPaint(fill: "green", stroke: "black", strokeWidth: 2, strokeDasharray: [3, 1], strokeDashoffset: 1),
            SVGPaint(fill: "green", stroke: "black", strokeWidth: 2, strokeDasharray: [3, 1, 2], strokeDashoffset: 1),
            SVGPaint(fill: "teal", opacity: 0.5), SVGPaint(fill: "teal", opacity: 0.5, fillOpacity: 0.3),
            SVGPaint(fill: "orange", stroke: "none", strokeMiterlimit: 2), SVGPaint(fill: "white", fillGradient: gradient),
            SVGPaint(fill: "#80ff0080", stroke: "#00f", strokeWidth: 1, strokeOpacity: 0.5),
        ]
        var steadyPairs = 0
        for start in paints {
            for end in paints {
                let blend = SVGPaint.Blend(start, end)
                if blend.paint(at: 0.3) == blend.everyPropertyBlended(at: 0.3), start != end { steadyPairs += 1 }
                for amount in [-0.4, 0, 0.25, 0.4999, 0.5, 0.7, 1, 1.3] {
                    #expect(blend.paint(at: amount) == blend.everyPropertyBlended(at: amount), "\(start) → \(end) at \(amount)")
                }
            }
        }
        #expect(steadyPairs > 100)
    }

    @Test("an even-odd element without a nonzero equivalent keeps its rule beside nonzero ones, and is written so")
    func elementFillRule() throws {
        let document = try svgDocument(drawing: """
            <rect width="10" height="10"/>
            <path d="M50 0 L79 90 L2 35 L98 35 L21 90 Z" fill-rule="evenodd"/>
            """)
        #expect(document.elements.map(\.fillRule) == [.nonZero, .evenOdd])
        let text = document.svgText()
        #expect(text.components(separatedBy: "fill-rule=\"evenodd\"").count == 2)
    }
}
