import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphTestSupport
import Testing

@Suite("Carried effects, text and images: written as drawn, in the space they were written for")
struct SVGCarriedContentTests {
    static let blur = #"<filter id="f" filterUnits="objectBoundingBox"><feGaussianBlur stdDeviation="1"/></filter>"#

    @Test("a filter keeps the element's user space: the group has the transform, the path its own coordinates, the stroke its own width")
    func filterSpace() throws {
        let document = try svgDocument(drawing: Self.blur
            + #"<rect x="1" y="2" width="10" height="5" stroke="red" stroke-width="2" transform="scale(3 2)" filter="url(#f)"/>"#)
        #expect(document.warnings.isEmpty)
        let text = document.svgText(format: .exact)
        #expect(text.contains(#"<g transform="matrix(3 0 0 2 0 0)" filter="url(#f)">"#))
        #expect(text.contains(#"<filter filterUnits="objectBoundingBox" id="f">"#))
        #expect(document.svgText().contains(#"stroke-width="2""#))
        // Read back, the geometry is where it was drawn.
        let again = try SVGDocument(data: Data(text.utf8), fileName: "again.svg")
        let (before, after) = (try #require(document.shape.bounds), try #require(again.shape.bounds))
        for (a, b) in [(before.minX, after.minX), (before.minY, after.minY), (before.maxX, after.maxX), (before.maxY, after.maxY)] {
            #expect(abs(a - b) <= 1e-9)
        }
        #expect(before == Rect(minX: 3, minY: 4, maxX: 33, maxY: 14))
    }

    @Test("a kept transform's factors are written four decimals finer than coordinates: scale(.71111) is not 0.711, which moves x = 900 by a tenth")
    func transformFactorsPrecise() throws {
        let document = try svgDocument(drawing: Self.blur
            + #"<g transform="scale(.71111 1.01053) translate(0.12345 0)" filter="url(#f)"><rect width="900" height="10"/></g>"#)
        let text = document.svgText()
        #expect(text.contains(#"<g transform="matrix(0.71111 0 0 1.01053 0.088 0)" filter="url(#f)">"#), "\(text)")
        let again = try SVGDocument(data: Data(text.utf8), fileName: "again.svg")
        #expect(abs(try #require(again.shape.bounds).maxX - 900 * 0.71111 - 0.12345 * 0.71111) < 5e-4)
    }

    @Test("a stroke under a skew keeps its user space, so its pen is skewed; under a rotation it is baked; a fallback paints where a bounding-box gradient or pattern cannot")
    func strokeSpace() throws {
        let skewed = try svgDocument(drawing: #"<line x1="0" y1="0" x2="0" y2="10" stroke="red" stroke-width="4" transform="skewX(45)"/>"#)
        #expect(skewed.svgText().contains(#"<g transform="matrix(1 0 1 1 0 0)">"#) && skewed.svgText().contains(#"stroke-width="4""#))
        let turned = try svgDocument(drawing: #"<line x1="0" y1="0" x2="0" y2="10" stroke="red" transform="rotate(30) scale(2)"/>"#)
        #expect(!turned.svgText().contains("<g") && turned.elements.first?.paint.strokeWidth == 2)
        let flat = try svgDocument(drawing: #"<linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><line x2="10" stroke="url(#g) green"/>"#)
        #expect(flat.elements.first?.paint.stroke == "green")
        let tiled = try svgDocument(drawing: #"<pattern id="p" width="1" height="1"><rect width="1" height="1"/></pattern><line x2="10" stroke="url(#p) green"/>"#)
        #expect(tiled.elements.first?.paint.stroke == "green" && !tiled.svgText().contains("<pattern"))
        let icc = try svgDocument(drawing: #"<rect width="1" height="1" fill="blue icc-color(x, 0.1, 0.2, 0.3)"/>"#)
        #expect(icc.warnings.map(\.message).first?.hasSuffix("the ICC colour is not kept; the colour before it is used") == true)
    }

    @Test("a mask is carried with what it uses; mix-blend-mode and isolation are written as CSS")
    func maskAndBlend() throws {
        let document = try svgDocument(drawing: """
            <defs><circle id="c" cx="5" cy="5" r="5" fill="white"/></defs>
            <mask id="m"><use href="#c"/></mask>
            <g mask="url(#m)" style="isolation: isolate"><rect width="10" height="10" style="mix-blend-mode: multiply"/></g>
            """)
        let text = document.svgText()
        #expect(text.contains(#"<mask id="m">"#) && text.contains(#"<circle cx="5" cy="5" fill="white" id="c" r="5"/>"#))
        #expect(text.contains(#"<g mask="url(#m)" style="isolation:isolate">"#) && text.contains(#"<g style="mix-blend-mode:multiply">"#))
        #expect(document.animationWarnings.map { $0.message.prefix { $0 != " " } } == ["isolation", "mask", "mix-blend-mode"])
        // Blend modes are CSS only: an attribute of the name is ignored, as SVG does, with a warning.
        let attribute = try svgDocument(drawing: #"<rect width="10" height="10" mix-blend-mode="multiply" shape-rendering="crispEdges"/>"#)
        #expect(!attribute.svgText().contains("multiply") && attribute.svgText().contains(#"<g shape-rendering="crispEdges">"#))
        #expect(attribute.warnings.map(\.message).first?.hasPrefix("mix-blend-mode is a CSS property without a presentation attribute") == true)
    }

    @Test("text is carried with its mixed content as written and what it inherits, font sizes computed")
    func text() throws {
        let document = try svgDocument(drawing: """
            <g font-family="serif" font-size="2em" fill="green" transform="translate(5 0)"><text x="1" y="20">a <tspan font-weight="bold">b</tspan> c</text></g>
            """)
        let text = document.svgText()
        #expect(text.contains(#"<g fill="green" font-family="serif" font-size="32" transform="matrix(1 0 0 1 5 0)">"#), "\(text)")
        #expect(text.contains(#"<text x="1" y="20">a <tspan font-weight="bold">b</tspan> c</text>"#))
        // A clip on a group that holds text is carried, to clip the text too.
        let clipped = try svgDocument(drawing: #"<clipPath id="c"><rect width="5" height="5"/></clipPath><g clip-path="url(#c)"><text>A</text><rect width="9" height="9"/></g>"#)
        #expect(clipped.svgText().contains(#"<g clip-path="url(#c)">"#) && clipped.elements.first?.clip == nil)
        // An element of another namespace is written in it.
        let foreign = try svgDocument(drawing: #"<text><a xmlns="http://example.org/x">no</a></text>"#)
        #expect(foreign.svgText().contains(#"<a xmlns="http://example.org/x">no</a>"#))
        // Whitespace between elements is a space in text, and layout elsewhere.
        let spaced = try svgDocument(drawing: "<text>\n  <tspan>b</tspan> <tspan>c</tspan>\n</text>")
        #expect(spaced.svgText().contains("<text>\n  <tspan>b</tspan> <tspan>c</tspan>\n</text>"))
        // Properties without presentation attributes are written as CSS; a decoration reaches through groups.
        let styled = try svgDocument(drawing: #"<g text-decoration="underline" style="font-kerning: none"><text style="font: 20px serif">A</text></g>"#)
        #expect(styled.svgText().contains(#"<g font-size="16" text-decoration="underline" style="font-kerning:none">"#), "\(styled.svgText())")
        // The font shorthand is carried as the longhands it sets, kerning back to auto among them.
        #expect(styled.svgText().contains(#"font-family="serif""#) && styled.svgText().contains(#"font-size="20px""#)
                && styled.svgText().contains(#"style="font-kerning:auto">A</text>"#))
    }

    @Test("an element's opacity applies after its filter; an empty group with a filter is still drawn")
    func filterOrder() throws {
        let faded = try svgDocument(drawing: Self.blur + #"<rect width="10" height="10" opacity="0.5" filter="url(#f)"/>"#)
        #expect(faded.elements.first?.paint.opacity == nil && faded.svgText().contains(#"<g filter="url(#f)" opacity="0.5">"#))
        let hidden = try SVGDocument(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9" opacity="0" filter="blur(1px)"><rect width="5" height="5"/></svg>"#.utf8), fileName: "t.svg")
        #expect(hidden.shape.contours.isEmpty)
        let flood = try svgDocument(drawing: #"<filter id="fl"><feFlood flood-color="green"/></filter><g filter="url(#fl)"/><rect width="1" height="1"/>"#)
        #expect(flood.svgText().contains(#"<g filter="url(#fl)">"#))
    }

    @Test("a reference cycle among carried definitions or an href chain is warned, naming where it closes")
    func cycles() throws {
        let masks = try svgDocument(drawing: """
            <mask id="a" mask="url(#b)"><rect width="5" height="5" fill="white"/></mask>
            <mask id="b" mask="url(#a)"><rect width="5" height="5" fill="white"/></mask>
            <rect width="10" height="10" mask="url(#a)"/>
            """)
        #expect(masks.warnings.map(\.message) == ["it references #b, which references it back; renderers break such a cycle in different places"])
        let image = try svgDocument(drawing: ##"<filter id="f"><feImage href="#r"/></filter><rect id="r" width="10" height="10" filter="url(#f)"/>"##)
        #expect(image.warnings.map(\.message) == ["it references #r, which references it back; renderers break such a cycle in different places"])
        let gradients = try svgDocument(drawing: ##"<linearGradient id="a" href="#b"/><linearGradient id="b" href="#a"/><rect width="5" height="5" fill="url(#a)"/><rect width="5" height="5" fill="green"/>"##)
        #expect(gradients.warnings.map(\.message) == ["its href chain loops back (#a → #b → #a); what it inherits stops there"])
        #expect(gradients.elements.map(\.paint.fill) == ["green"], "a gradient without stops paints nothing, as SVG says")
    }

    @Test("a chain of 20,000 masks is followed once: imported in seconds, not minutes, no cycle warned")
    func longChain() throws {
        let count = 20_000
        let masks = (0..<count).map { #"<mask id="m\#($0)"><rect width="5" height="5" fill="white" mask="url(#m\#($0 + 1))"/></mask>"# }.joined()
        var document: SVGDocument?
        let spent = try threadProcessorTime {
            document = try svgDocument(drawing: masks + #"<mask id="m\#(count)"/><rect width="10" height="10" mask="url(#m0)"/>"#)
        }
        #expect(spent < .seconds(5), "was quadratic: 2,000 masks took 18 s")
        #expect(document?.warnings.isEmpty == true && document?.svgText().contains(#"<mask id="m19999">"#) == true)
    }

    @Test("feTurbulence asking a million octaves is written with 53, and warned of")
    func noiseOctaves() throws {
        let document = try svgDocument(drawing: #"<filter id="t"><feTurbulence baseFrequency="0.5" numOctaves="1000000"/><feTurbulence numOctaves="4"/></filter><rect width="10" height="10" filter="url(#t)"/>"#)
        #expect(document.warnings.map(\.message) == ["numOctaves 1000000 asks more octaves than change anything at double precision; written as 53"])
        #expect(document.svgText().contains(#"numOctaves="53""#) && document.svgText().contains(#"numOctaves="4""#))
    }

    /// 2 × 2 images as Pillow writes them, base64.
    static let tinyImages = [
        "png": "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGM8IWfDwMDAxMDAwMDAAAAOTgEmR2hJIgAAAABJRU5ErkJggg==",
        "jpeg": "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDJooorA+nP/9k=",
        "gif": "R0lGODdhAgACAIEAAMgePAAAAAAAAAAAACwAAAAAAgACAAAIBgABCAQQEAA7",
        "webp": "UklGRh4AAABXRUJQVlA4TBEAAAAvAUAAAAdQjyKXp/+BiOh/AAA=",
    ]

    @Test("a damaged raster image is kept with a warning naming the damage; a whole one imports without a word", arguments: ["png", "jpeg", "gif", "webp"])
    func damagedImages(type: String) throws {
        let whole = [UInt8](Data(base64Encoded: Self.tinyImages[type]!)!)
        func warnings(_ bytes: [UInt8]) throws -> [String] {
            let url = "data:image/\(type);base64,\(Data(bytes).base64EncodedString())"
            let document = try svgDocument(drawing: #"<rect width="5" height="5"/><image width="10" height="10" href="\#(url)"/>"#)
            #expect(document.svgText().contains(url), "the image is kept")
            return document.warnings.map(\.message)
        }
        #expect(try warnings(whole) == [])
        let cut = try warnings(Array(whole.dropLast(whole.count / 3)))
        #expect(cut.count == 1 && cut[0].hasPrefix("the image in a data: URL is damaged: its ") && cut[0].contains("(the file is cut short); renderers draw part of it or nothing"), "\(cut)")
        if type == "png" {
            var flipped = whole
            flipped[45] ^= 0x5A  // inside IDAT
            #expect(try warnings(flipped) == ["the image in a data: URL is damaged: its PNG chunk IDAT does not match its checksum (the data is damaged); renderers draw part of it or nothing"])
        }
    }

    @Test("images anywhere are held to what a drawn image is: pixels counted inside patterns, nested SVG within the document's limits, compressed SVG and other files refused, effects naming other files dropped")
    func hostileImages() throws {
        func png(width: UInt32, height: UInt32) -> String {
            // A PNG header is enough: its size is read from IHDR before anything decodes it.
            let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            let size = [width, height].flatMap { value in (0..<4).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
            return "data:image/png;base64," + Data(header + size + [8, 2, 0, 0, 0, 0, 0, 0, 0]).base64EncodedString()
        }
        let huge = try svgDocument(drawing: #"<pattern id="p" width="10" height="10" patternUnits="userSpaceOnUse"><image width="10" height="10" href="\#(png(width: 30_000, height: 30_000))"/></pattern><rect width="10" height="10" fill="url(#p)"/>"#)
        #expect(huge.warnings.map(\.message) == ["the image in a data: URL declares 30000 × 30000 pixels, more than the 64 Mi an image may have; skipped"])
        #expect(!huge.svgText().contains("base64"))
        let small = try svgDocument(drawing: #"<mask id="m"><image width="10" height="10" href="data:image/png;base64,\#(Self.tinyImages["png"]!)"/></mask><rect width="10" height="10" mask="url(#m)"/>"#)
        #expect(small.warnings.isEmpty && small.svgText().contains("data:image/png;base64,"))
        // Nested SVG: 10^7 uses from 500 bytes, past the million elements a document may draw; gzip is not read.
        let levels = (0..<7).map { level in #"<g id="l\#(level + 1)">"# + String(repeating: ##"<use href="#l\##(level)"/>"##, count: 10) + "</g>" }.joined()
        let fanOut = ##"<svg xmlns="http://www.w3.org/2000/svg"><defs><rect id="l0" width="1" height="1"/>\##(levels)</defs><use href="#l7"/></svg>"##
        let nested = try svgDocument(drawing: #"<rect width="5" height="5"/><image width="10" height="10" href="data:image/svg+xml;base64,\#(Data(fanOut.utf8).base64EncodedString())"/>"#)
        #expect(nested.warnings.first?.message.hasPrefix("the image in a data: URL is an SVG image that cannot be drawn within the limits of a document") == true, "\(nested.warnings)")
        let gzipped = try svgDocument(drawing: #"<rect width="5" height="5"/><image width="10" height="10" href="data:image/svg+xml;base64,H4sIAAAAAAAAA7OxL8rMSy9KzclRyM9LtVUqyEnMS1WyU7JRslOyU7I1NNIzNjQyMDYwMDYxNjQyNbW0tAYAbnP4nDwAAAA="/>"#)
        #expect(gzipped.warnings.map(\.message) == ["the image in a data: URL is a compressed SVG image, which is not read; skipped"])
        let external = try svgDocument(drawing: #"<mask id="m"><image href="http://example.com/x.png"/></mask><rect width="10" height="10" mask="url(#m)"/><rect width="5" height="5" style="filter: url(http://example.com/f.svg#f)"/>"#)
        #expect(external.warnings.count == 2 && !external.svgText().contains("example.com"), "\(external.warnings)")
    }

    @Test("what is not kept is warned of: SMIL animation (a <set> would apply at once), a non-scaling stroke under a scale")
    func unkeptFeatures() throws {
        let document = try svgDocument(drawing: #"<g transform="scale(2)"><rect width="3" height="3" stroke="red" vector-effect="non-scaling-stroke"/></g><rect width="2" height="2"><set attributeName="fill" to="red"/></rect><rect x="5" width="1" height="1" vector-effect="non-scaling-stroke"/>"#)
        #expect(document.warnings.map { "<\($0.element)>: \($0.message)" } == [
            "<rect>: vector-effect non-scaling-stroke is not applied: its stroke is drawn scaled by its transform",
            "<set>: SMIL animation is not played or kept: what it animates is drawn as it is without it (a <set> would apply at once)",
        ])
    }

    @Test("gradient href chains: 1,000 long inherit their stops, 20,000 long are followed for 1,024 and warned, in seconds")
    func longGradientChains() throws {
        func chain(_ count: Int) -> String {
            (0..<count).map { ##"<linearGradient id="g\##($0)" href="#g\##($0 + 1)"/>"## }.joined()
                + #"<linearGradient id="g\#(count)"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>"#
                + #"<rect width="10" height="10" fill="url(#g0)"/><rect width="5" height="5" fill="green"/>"#
        }
        let spent = try threadProcessorTime {
            let inherited = try svgDocument(drawing: chain(1_000))
            #expect(inherited.warnings.isEmpty && inherited.elements.first?.paint.fillGradient?.stops.count == 2)
            let cut = try svgDocument(drawing: chain(20_000))
            #expect(cut.warnings.map(\.message) == ["its href chain is 20001 long; what it inherits is looked for in the first 1024 only"])
        }
        #expect(spent < .seconds(10), "was cubic: 2,000 gradients took 4 s")
    }

    @Test("a filter function sees the element's color and font size")
    func filterFunction() throws {
        let document = try svgDocument(drawing: #"<rect width="10" height="10" color="blue" font-size="20" filter="drop-shadow(0.1em 0.2em)"/>"#)
        #expect(document.svgText().contains(#"<g color="blue" filter="drop-shadow(0.1em 0.2em)" font-size="20">"#), "\(document.svgText())")
    }

    @Test("a clip on an element with a filter is carried with it, so that it clips what the filter draws")
    func filterAndClip() throws {
        let document = try svgDocument(drawing: Self.blur + #"<clipPath id="c"><rect width="5" height="5"/></clipPath><rect width="10" height="10" clip-path="url(#c)" filter="url(#f)"/>"#)
        #expect(document.elements.first?.clip == nil)
        #expect(document.svgText().contains(#"<g clip-path="url(#c)" filter="url(#f)">"#))
    }

    /// A PNG of 1 × 1 pixels, base64, as Pillow writes it.
    static let onePixelPNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="

    @Test("an image declaring more pixels than a renderer should decode, or none it can say, is skipped with a warning")
    func imageBombs() throws {
        var huge = [UInt8](Data(base64Encoded: Self.onePixelPNG)!)
        huge.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0x7F, 0xFF, 0x7F, 0xFF, 1, 1, 0x11, 0]
        let gif = [UInt8](Data(base64Encoded: Self.tinyImages["gif"]!)!)
        for (href, kept) in [("data:image/png;base64," + Data(huge).base64EncodedString(), false),
                             ("data:image/jpeg;base64," + Data(jpeg).base64EncodedString(), false),
                             ("data:image/gif;base64," + Data(gif).base64EncodedString(), true),
                             ("data:image/png;base64,AAAA", false), ("data:image/png;base64,%%%", false),
                             ("data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'/%3E", true)] {
            let document = try svgDocument(drawing: #"<rect width="1" height="1"/><image href="\#(href)" width="5" height="5"/>"#)
            #expect(document.svgText().contains("<image") == kept, "\(href)")
            #expect(document.warnings.count == (kept ? 0 : 1) && document.warnings.allSatisfy { $0.message.hasSuffix("; skipped") })
        }
        let bomb = try svgDocument(drawing: #"<image href="data:image/jpeg;base64,\#(Data(jpeg).base64EncodedString())"/>"#)
        #expect(bomb.warnings.first?.message.contains("declares 32767 × 32767 pixels") == true)
    }

    @Test("an image: data: URLs carried, a file in the input's folder or an image folder embedded, anything else never read and warned")
    func images() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carried-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(base64Encoded: Self.onePixelPNG)!.write(to: folder.appendingPathComponent("dot.png"))
        let file = folder.appendingPathComponent("in.svg")
        try """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="1" height="1"/>
            <image href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==" width="5" height="5"/>
            <image href="dot.png" width="5" height="5"/>
            <image href="/etc/passwd.png" width="5" height="5"/>
            <image href="../dot.png" width="5" height="5"/>
            <image href="https://example.com/a.png" width="5" height="5"/>
            </svg>
            """.write(to: file, atomically: true, encoding: .utf8)
        let document = try SVGDocument(contentsOf: file)
        let text = document.svgText()
        #expect(text.contains(#"href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==""#) && text.contains(#"href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==""#))
        // Percentages are resolved in the viewport the image is drawn in (a symbol's here).
        let symbol = try svgDocument(drawing: """
            <symbol id="s"><image width="100%" height="50%" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="/></symbol><use href="#s" width="40" height="20"/>
            """)
        #expect(symbol.svgText().contains(#"height="10""#) && symbol.svgText().contains(#"width="40""#), "\(symbol.svgText())")
        #expect(document.warnings.count == 3 && document.warnings.allSatisfy { $0.message.hasSuffix("not read, skipped") })
        // An image folder lets ../ reach its files, and only them.
        let assets = folder.appendingPathComponent("assets"), drawings = folder.appendingPathComponent("drawings")
        for made in [assets, drawings] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        try Data(base64Encoded: Self.tinyImages["png"]!)!.write(to: assets.appendingPathComponent("a.png"))
        let referencing = drawings.appendingPathComponent("in.svg")
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/><image href="../assets/a.png"/><image href="../dot.png"/></svg>"#
            .write(to: referencing, atomically: true, encoding: .utf8)
        let widened = try SVGDocument(contentsOf: referencing, options: SVGImportOptions(imageFolders: [assets.path]))
        #expect(widened.svgText().contains("data:image/png;base64,\(Self.tinyImages["png"]!)") && widened.warnings.count == 1)
        // Bytes that are not a file's have no folder of their own.
        let bytes = try SVGDocument(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg"><image href="dot.png"/></svg>"#.utf8), fileName: file.path)
        #expect(bytes.warnings.count == 1)
        // A named pipe beside the input is no image: warned of at once, never waited on.
        #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o644) == 0)
        let piped = folder.appendingPathComponent("piped.svg")
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/><image href="pipe.png"/></svg>"#
            .write(to: piped, atomically: true, encoding: .utf8)
        let pipe = try SVGDocument(contentsOf: piped)
        #expect(pipe.warnings.map(\.message) == [#"the image file "\#(folder.appendingPathComponent("pipe.png").standardizedFileURL.resolvingSymlinksInPath().path)" cannot be read (not a regular file); skipped"#])
    }

    @Test("a document of text only is not blank and morphs by cross-fading its text; one of nothing is blank")
    func textOnly() throws {
        let play = try svgDocument(drawing: #"<text x="10" y="50">Play</text>"#), pause = try svgDocument(drawing: #"<text x="10" y="50">Pause</text>"#)
        let nothing = try svgDocument(drawing: "<g/>")
        #expect(!play.isBlank && play.shape.contours.isEmpty && nothing.isBlank)
        let middle = DocumentMorph(from: play, to: pause).document(at: 0.5).svgText()
        #expect(middle.contains(">Play</text>") && middle.contains(">Pause</text>") && !middle.contains("<path"))
    }

    @Test("in a morph, the groups of a layer draw its filters cross-faded in between (units written or not), drawings fade, and ids both ends use are renamed apart")
    func morph() throws {
        let source = try svgDocument(drawing: Self.blur + #"<rect width="10" height="10" filter="url(#f)"/><text y="50">Play</text>"#)
        let target = try svgDocument(drawing: #"<filter id="f"><feOffset dx="3"/></filter><circle cx="5" cy="5" r="5" fill="blue" filter="url(#f)"/>"#)
        let morph = DocumentMorph(from: source, to: target)
        let start = morph.document(at: 0).svgText(), end = morph.document(at: 1).svgText()
        #expect(start.contains("feGaussianBlur") && !start.contains("feOffset") && start.contains(">Play</text>"))
        #expect(end.contains(#"<filter id="to-f">"#) && end.contains("feOffset") && !end.contains("Play") && !end.contains("feGaussianBlur"))
        let early = morph.document(at: 0.25).svgText(), late = morph.document(at: 0.75).svgText()
        for middle in [early, late] {
            #expect(middle.contains(#"filter="url(#f-to-f)""#) && !middle.contains(#"filter="url(#f)""#) && !middle.contains(#"filter="url(#to-f)""#))
        }
        #expect(early.contains(#"k2="0.75" k3="0.25""#) && late.contains(#"k2="0.25" k3="0.75""#))
        #expect(!early.contains(#"<filter id="to-f">"#) && !late.contains(#"<filter id="f">"#), "an in-between writes the definitions it uses")
        #expect(early.contains(#"opacity="0.75""#) && late.contains(#"opacity="0.25""#))
    }
}
