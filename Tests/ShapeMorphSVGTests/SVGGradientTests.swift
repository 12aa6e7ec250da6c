import Foundation
import ShapeMorph
import ShapeMorphFormats
import ShapeMorphSVG
import ShapeMorphTestSupport
import Testing

@Suite("Gradients: imported into user space, blended, written back and animated")
struct SVGGradientTests {
    /// The offset a linear gradient paints at user-space `point`.
    static func offset(of gradient: SVGGradient, at point: Point) -> Double {
        guard case let .linear(start, end) = gradient.geometry else { return .nan }
        let direction = end - start
        return (point - start).dot(direction) / direction.dot(direction)
    }

    @Test("an object-bounding-box linear gradient under a skewed, scaled element paints every point at the original's offset (within 1e-12)")
    func linearIntoUserSpace() throws {
        let document = try svgDocument(drawing: """
            <linearGradient id="g" x1="10%" y1="20%" x2="0.9" y2="60%" gradientTransform="rotate(20 0.5 0.5)">
              <stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/>
            </linearGradient>
            <g transform="translate(5 7) skewX(30)"><rect x="10" y="20" width="40" height="30" transform="scale(1 1.5)" fill="url(#g)"/></g>
            """)
        let gradient = try #require(document.elements[0].paint.fillGradient)
        #expect(gradient.transform == .identity)
        // Map the original's gradient space to user space by hand.
        let box = AffineTransform(a: 40, b: 0, c: 0, d: 30, tx: 10, ty: 20)
        let placement = AffineTransform.translation(dx: -0.5, dy: -0.5).followed(by: .rotation(radians: 20 * .pi / 180))
            .followed(by: .translation(dx: 0.5, dy: 0.5)).followed(by: box).followed(by: .scale(x: 1, y: 1.5))
            .followed(by: .skewX(radians: 30 * .pi / 180)).followed(by: .translation(dx: 5, dy: 7))
        let (start, end) = (Point(x: 0.1, y: 0.2), Point(x: 0.9, y: 0.6))
        for (u, v) in [(0.0, 0.0), (0.3, 0.7), (1.2, -0.4), (0.5, 0.5)] {
            // A point of gradient space and its offset there.
            let local = Point(x: u, y: v)
            let expected = (local - start).dot(end - start) / (end - start).dot(end - start)
            expectClose(Self.offset(of: gradient, at: placement.apply(to: local)), expected, absolute: 1e-12)
        }
    }

    @Test("a radial gradient keeps circles under a similarity and its transform under a stretch; userSpaceOnUse lengths and percentages resolve")
    func radialIntoUserSpace() throws {
        let document = try svgDocument(drawing: """
            <radialGradient id="r" gradientUnits="userSpaceOnUse" cx="50%" cy="40" r="10" fx="45" fy="40" fr="2">
              <stop offset="0" stop-color="white"/><stop offset="1" stop-color="black"/>
            </radialGradient>
            <rect width="100" height="100" fill="url(#r)" transform="translate(10 0) rotate(90) scale(2)"/>
            <rect width="100" height="100" fill="url(#r)" transform="scale(2 1)"/>
            """)
        let turned = try #require(document.elements[0].paint.fillGradient)
        guard case let .radial(centre, radius, focus, focusRadius) = turned.geometry else { Issue.record("not radial"); return }
        #expect(turned.transform == .identity)
        expectClose(centre.x, 10 - 80, absolute: 1e-9)
        expectClose(centre.y, 100, absolute: 1e-9)
        expectClose(focus.x, 10 - 80, absolute: 1e-9)
        expectClose(focus.y, 90, absolute: 1e-9)
        expectClose(radius, 20, absolute: 1e-12)
        expectClose(focusRadius, 4, absolute: 1e-12)
        let stretched = try #require(document.elements[1].paint.fillGradient)
        #expect(stretched.transform == .scale(x: 2, y: 1))
        #expect(stretched.geometry == .radial(centre: Point(x: 50, y: 40), radius: 10, focus: Point(x: 45, y: 40), focusRadius: 2))
    }

    @Test("stops merge with hard stops kept, and a gradient sampled at more offsets paints the same colours")
    func mergedStops() {
        let a = [SVGGradient.Stop(offset: 0, colour: "#ff0000"), SVGGradient.Stop(offset: 0.5, colour: "#ff0000"),
                 SVGGradient.Stop(offset: 0.5, colour: "#0000ff"), SVGGradient.Stop(offset: 1, colour: "#0000ff")]
        let b = [SVGGradient.Stop(offset: 0.25, colour: "#000000"), SVGGradient.Stop(offset: 1, colour: "#ffffff", opacity: 0)]
        let start = SVGGradient(geometry: .linear(start: .origin, end: Point(x: 10, y: 0)), stops: a)
        let end = SVGGradient(geometry: .linear(start: .origin, end: Point(x: 0, y: 10)), stops: b)
        let blended = SVGGradient.blended(start, end, amount: 0)
        #expect(blended.stops.map(\.offset) == [0, 0.25, 0.5, 0.5, 1])
        #expect(blended.stops.map(\.colour) == ["#ff0000", "#ff0000", "#ff0000", "#0000ff", "#0000ff"])
        let later = SVGGradient.blended(start, end, amount: 1)
        // b before its first stop is its first colour; at 0.5, a third of the way from 0.25 to 1.
        #expect(later.stops.map(\.colour) == ["#000000", "#000000", "#555555", "#555555", "#ffffff"])
        #expect(later.stops.map(\.opacity) == [1, 1, 0.6666666666666667, 0.6666666666666667, 0])
        #expect(SVGGradient.blended(start, end, amount: 0.5).geometry == .linear(start: .origin, end: Point(x: 5, y: 5)))
    }

    @Test("a solid fill blends with a gradient as a gradient of its colour")
    func paintBlends() {
        let line = SVGGradient(geometry: .linear(start: .origin, end: Point(x: 10, y: 0)),
                               stops: [.init(offset: 0, colour: "#ffffff"), .init(offset: 1, colour: "#ffffff")])
        let solid = SVGPaint(fill: "#000000")
        let painted = SVGPaint(fill: "#ffffff", fillGradient: line)
        let half = SVGPaint.blended(solid, painted, amount: 0.5)
        #expect(half.fillGradient?.stops.map(\.colour) == ["#636363", "#636363"])
        #expect(half.fill == "#636363")
    }

    /// The offset a radial gradient with the focal circle inside the outer
    /// one paints at `point`: the t whose circle (centre and radius from
    /// the focal circle's to the outer's) passes through it.
    static func radialOffset(of gradient: SVGGradient, at point: Point) -> Double {
        guard case let .radial(centre, radius, focus, focusRadius) = gradient.geometry else { return offset(of: gradient, at: point) }
        // |point - focus - t (centre - focus)| = focusRadius + t (radius - focusRadius), solved for t ≥ 0.
        let (p, c, dr) = (point - focus, centre - focus, radius - focusRadius)
        let a = c.dot(c) - dr * dr, b = -2 * (p.dot(c) + focusRadius * dr), k = p.dot(p) - focusRadius * focusRadius
        if abs(a) < 1e-12 { return -k / b }
        let root = (b * b - 4 * a * k).squareRoot()
        return [(-b - root) / (2 * a), (-b + root) / (2 * a)].filter { focusRadius + $0 * dr >= 0 }.max()!
    }

    @Test("a linear gradient bends into a radial one: 2 stops into 5, bands into rings at an even pace, each end exact, symmetric")
    func linearIntoRadial() {
        let white = Paint(Color(red: 255, green: 255, blue: 255))
        let line = SVGGradient(geometry: .linear(start: Point(x: 10, y: 50), end: Point(x: 90, y: 50)),
                               stops: [.init(offset: 0, colour: "#000000"), .init(offset: 1, colour: white)])
        let rings = SVGGradient(geometry: .radial(centre: Point(x: 50, y: 50), radius: 40, focus: Point(x: 60, y: 40), focusRadius: 5),
                                stops: [0, 0.25, 0.5, 0.75, 1].map { SVGGradient.Stop(offset: $0, colour: $0 == 0.5 ? "#ff0000" : "#0000ff") })
        #expect(SVGGradient.blended(line, rings, amount: 0).geometry == line.geometry && SVGGradient.blended(line, rings, amount: 1).geometry == rings.geometry)
        let half = SVGGradient.blended(line, rings, amount: 0.5)
        guard case let .radial(centre, radius, focus, focusRadius) = half.geometry else { Issue.record("not radial"); return }
        // Half the radial's curvature, its front point half way from the line's end to the circle's.
        #expect(abs(radius - 80) < 1e-9 && abs(centre.x - 10) < 1e-9 && abs(centre.y - 50) < 1e-9)
        #expect(abs(radius - focusRadius - (80 + 35) / 2) < 1e-9 && abs((focus - centre).length - (200 as Double).squareRoot() / 2) < 1e-9)
        #expect(half.stops.count == 5 && half.stops[2].offset == 0.5)
        // Barely started, it paints the line's offsets within 1e-3 over the square the line spans.
        let early = SVGGradient.blended(line, rings, amount: 1e-3)
        guard case .radial = early.geometry else { Issue.record("not radial early"); return }
        for x in stride(from: 10.0, through: 90, by: 20) {
            for y in stride(from: 10.0, through: 90, by: 20) {
                let point = Point(x: x, y: y)
                #expect(abs(Self.radialOffset(of: early, at: point) - Self.offset(of: line, at: point)) < 1e-3)
            }
        }
        // Radial into linear is the same path backwards.
        #expect(SVGGradient.blended(rings, line, amount: 0.3).geometry == SVGGradient.blended(line, rings, amount: 0.7).geometry)
        let dot = SVGGradient(geometry: .radial(centre: .origin, radius: 0, focus: .origin, focusRadius: 0), stops: [.init(offset: 0, colour: "red")])
        #expect(SVGGradient.blended(line, dot, amount: 0.49) == line && SVGGradient.blended(line, dot, amount: 0.5) == dot)
    }

    @Test("written back, gradients are defs referenced by their paths, and import again to the same gradients")
    func roundTrip() throws {
        let document = try svgDocument(drawing: """
            <linearGradient id="g" x2="0" y2="1" spreadMethod="reflect"><stop offset="0" stop-color="#f00"/><stop offset=".5" stop-color="#00f" stop-opacity=".5"/></linearGradient>
            <radialGradient id="r" gradientTransform="scale(1 .5)"><stop offset="0" stop-color="#fff"/></radialGradient>
            <rect x="10" y="10" width="20" height="40" fill="url(#g)" stroke="url(#r)"/>
            """)
        let text = document.svgText()
        #expect(text.contains(##"<linearGradient id="fill-1" gradientUnits="userSpaceOnUse" x1="10" y1="10" x2="10" y2="50" spreadMethod="reflect">"##))
        #expect(text.contains(##"fill="url(#fill-1)" stroke="url(#stroke-1)""##))
        let again = try SVGDocument(data: Data(text.utf8), fileName: "again.svg")
        #expect(again.elements[0].paint.fillGradient == document.elements[0].paint.fillGradient)
        #expect(again.elements[0].paint.strokeGradient == document.elements[0].paint.strokeGradient)
    }

    @Test("an animated SVG animates a layer's gradient line and stop colours; a change of kind animates the fallback colour")
    func animated() throws {
        let from = try svgDocument(drawing: ##"<linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient><rect width="50" height="50" fill="url(#g)"/>"##)
        let to = try svgDocument(drawing: ##"<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#0f0"/></linearGradient><circle cx="50" cy="50" r="25" fill="url(#g)"/>"##)
        let text = SVGDocument.animatedSVGText(from: from, to: to)
        #expect(text.contains(##"<linearGradient id="fill-1-1" gradientUnits="userSpaceOnUse""##))
        #expect(text.contains(##"<animate attributeName="x2" values="50;25""##))
        #expect(text.contains(##"<animate attributeName="stop-color" values="#f00;#0f0""##) || text.contains(##"attributeName="stop-color" values="#ff0000;#00ff00""##))
        #expect(text.contains(##"fill="url(#fill-1-1)""##))
        let radial = try svgDocument(drawing: ##"<radialGradient id="g"><stop offset="0" stop-color="#0f0"/></radialGradient><circle cx="50" cy="50" r="25" fill="url(#g)"/>"##)
        let switching = SVGDocument.animatedSVGText(from: from, to: radial)
        #expect(!switching.contains("Gradient"))
        #expect(switching.contains(##"<animate attributeName="fill""##))
        #expect(DocumentMorph(from: from, to: radial).gradientKindChanges == 1 && DocumentMorph(from: from, to: to).gradientKindChanges == 0)
    }

    @Test("a CSS animation animates a gradient's stops, moves it by its transform, and paints a plain colour as a gradient of it")
    func cssAnimated() throws {
        let from = try svgDocument(drawing: ##"<linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient><rect width="50" height="50" fill="url(#g)"/>"##)
        let to = try svgDocument(drawing: ##"<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#0f0"/></linearGradient><circle cx="50" cy="50" r="25" fill="url(#g)"/>"##)
        let text = SVGDocument.animatedSVGText(from: from, to: to, writer: CSSAnimationWriter(format: .exact))
        // The line from (0, 0) to (50, 0) turns a quarter about its start, moved to (25, 25).
        #expect(text.contains(##"<linearGradient id="fill-path-1-1" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="50" y2="0" gradientTransform="translate(0 0) rotate(0) scale(1)">"##))
        #expect(text.contains("0% { transform: translate(0px, 0px) rotate(0deg) scale(1)"))
        #expect(text.contains("100% { transform: translate(25px, 25px) rotate(90deg) scale(1)"))
        #expect(text.contains(##"<stop id="fill-path-1-1-stop-2" offset="1" stop-color="#00f"/>"##))
        #expect(text.contains("100% { stop-color: #0f0; }"))
        #expect(text.contains("fill: url(#fill-path-1-1)") || text.contains(##"fill="url(#fill-path-1-1)""##))
        // Into a plain colour: the gradient stays, its stops turn that colour.
        let plain = try svgDocument(drawing: ##"<circle cx="50" cy="50" r="25" fill="#0f0"/>"##)
        let fading = SVGDocument.animatedSVGText(from: from, to: plain, writer: CSSAnimationWriter(format: .exact))
        #expect(fading.contains(##"<linearGradient id="fill-path-1-1""##) && !fading.contains("transform:"))
        #expect(fading.components(separatedBy: "100% { stop-color: #0f0; }").count == 3)
        // Into a radial gradient: CSS cannot bend one into the other, the fallback colours animate.
        let radial = try svgDocument(drawing: ##"<radialGradient id="g"><stop offset="0" stop-color="#0f0"/></radialGradient><circle cx="50" cy="50" r="25" fill="url(#g)"/>"##)
        let switching = SVGDocument.animatedSVGText(from: from, to: radial, writer: CSSAnimationWriter(format: .exact))
        #expect(!switching.contains("Gradient") && switching.contains("fill: #f00"))
    }
}

extension SVGDocument {
    /// The animated SVG (by `writer`) of a one-second morph from `from` to
    /// `to`, keys at 0 and 1.
    static func animatedSVGText(from: SVGDocument, to: SVGDocument,
                                writer: any AnimationTextWriter = SMILAnimationWriter(format: .exact)) -> String {
        let morph = DocumentMorph(from: from, to: to)
        let keys = [0.0, 1.0].map { progress in
            let frame = morph.document(at: progress)
            return SVGAnimation.Key(time: progress, shape: frame.shape, elements: frame.elements)
        }
        return writer.text(SVGAnimation(tracks: [.init(keys: keys)], duration: 1, repeats: false), in: from)
    }
}
