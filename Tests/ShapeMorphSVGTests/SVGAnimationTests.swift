import Foundation
import Testing
import ShapeMorph
import ShapeMorphSVG

@Suite("Animated SVG")
struct SVGAnimationTests {
    static let heart = try! SVGDocument(builtIn: "heart")
    static let club = try! SVGDocument(builtIn: "club")
    static let spade = try! SVGDocument(builtIn: "spade")

    /// The value of attribute `name` of every `animate` element for `attribute`.
    static func animateAttribute(_ name: String, of attribute: String, in text: String) -> [String] {
        text.components(separatedBy: "<animate ").dropFirst().filter { $0.contains("attributeName=\"\(attribute)\"") }.compactMap { element in
            guard let range = element.range(of: " \(name)=\"") else { return nil }
            return String(element[range.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test("streamed, the text comes in order in full 64 KiB chunks, and stops at the first error")
    func streaming() throws {
        let morph = DocumentMorph(from: Self.heart, to: Self.club)
        let timeline = Timeline(keyframes: [
            Keyframe(Self.heart.shape),
            Keyframe(Self.club.shape, duration: 2, timing: .spring(Spring(duration: 2, bounce: 0.3))),
        ], morphs: [morph.morph])
        // Sampled (no tolerance), for a text of many keys.
        let animation = SVGAnimation(timeline: timeline, documentMorphs: [morph], framesPerSecond: 500, tolerance: nil)
        let text = SMILAnimationWriter(format: .exact).text(animation, in: Self.heart)
        var chunks: [[UInt8]] = []
        try SMILAnimationWriter(format: .exact).write(animation, in: Self.heart) { chunks.append(Array($0)) }
        #expect(text.utf8.count > 3 * 65_536)
        #expect(chunks.dropLast().allSatisfy { $0.count == 65_536 } && chunks.last!.count <= 65_536)
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == text)

        struct DiskFull: Error {}
        var calls = 0
        #expect(throws: DiskFull.self) {
            try SMILAnimationWriter().write(animation, in: Self.heart) { _ in
                calls += 1
                if calls == 2 { throw DiskFull() }
            }
        }
        #expect(calls == 2)
    }

    @Test("a cubic-bezier leg is two values and an exact key spline")
    func splineLeg() throws {
        let morph = Morph(from: Self.heart.shape, to: Self.club.shape)
        let animation = SVGAnimation(tracks: [.init(keys: [
            .init(time: 0, shape: morph.shape(at: 0), easing: .easeInOut),
            .init(time: 1.5, shape: morph.shape(at: 1)),
        ])], duration: 1.5, repeats: true)
        let text = SMILAnimationWriter().text(animation, in: Self.heart)
        #expect(Self.animateAttribute("keySplines", of: "d", in: text) == ["0.42 0 0.58 1"])
        #expect(Self.animateAttribute("keyTimes", of: "d", in: text) == ["0;1"])
        #expect(Self.animateAttribute("dur", of: "d", in: text) == ["1.5s"])
        #expect(Self.animateAttribute("repeatCount", of: "d", in: text) == ["indefinite"])
        let values = try #require(Self.animateAttribute("values", of: "d", in: text).first).split(separator: ";")
        #expect(values == [SVGPathData.string(for: morph.shape(at: 0)), SVGPathData.string(for: morph.shape(at: 1))].map { Substring($0) })
        // The file is well-formed SVG that loads, showing the first frame.
        let document = try SVGDocument(data: Data(text.utf8), fileName: "animated.svg")
        #expect(document.shape.segmentCount == morph.matchedSource.segmentCount)
    }

    @Test("sampled keys share one command structure; a track not covering the cycle holds its ends")
    func sampledKeysHold() throws {
        let morph = Morph(from: Self.heart.shape, to: Self.spade.shape)
        let keys = (0...10).map { SVGAnimation.Key(time: 0.5 + Double($0) / 10, shape: morph.shape(at: Spring.bouncy.position(at: Double($0) / 10))) }
        let text = SMILAnimationWriter().text(SVGAnimation(tracks: [.init(keys: keys)], duration: 2, repeats: false), in: Self.heart)
        let times = try #require(Self.animateAttribute("keyTimes", of: "d", in: text).first).split(separator: ";")
        #expect(times.count == 13 && times.first == "0" && times.last == "1" && times[1] == "0.25")
        #expect(Self.animateAttribute("fill", of: "d", in: text) == ["freeze"])
        let values = try #require(Self.animateAttribute("values", of: "d", in: text).first).split(separator: ";")
        let commands = values.map { $0.filter { "MCZ".contains($0) } }
        #expect(Set(commands).count == 1 && values.count == 13)
    }

    @Test("several legs: one path per leg, each shown only while it plays; fills animate")
    func severalTracks() throws {
        let first = Morph(from: Self.heart.shape, to: Self.club.shape), second = Morph(from: Self.club.shape, to: Self.spade.shape)
        func key(_ time: Double, _ shape: Shape, fill: String) -> SVGAnimation.Key {
            SVGAnimation.Key(time: time, shape: shape,
                             elements: [SVGDocument.Element(contours: shape.contours.indices, paint: SVGPaint(fill: Paint(fill)))])
        }
        let animation = SVGAnimation(tracks: [
            .init(keys: [key(0, first.shape(at: 0), fill: "#d62839"), key(1, first.shape(at: 1), fill: "#222222")]),
            .init(keys: [key(1, second.shape(at: 0), fill: "#222222"), key(2, second.shape(at: 1), fill: "#222222")]),
        ], duration: 2, repeats: true)
        let text = SMILAnimationWriter().text(animation, in: Self.heart)
        #expect(text.components(separatedBy: "<path ").count == 3)
        #expect(Self.animateAttribute("values", of: "display", in: text) == ["inline;none", "none;inline"])
        #expect(Self.animateAttribute("keyTimes", of: "display", in: text) == ["0;0.5", "0;0.5"])
        #expect(Self.animateAttribute("values", of: "fill", in: text) == ["#d62839;#222222;#222222"])
        _ = try SVGDocument(data: Data(text.utf8), fileName: "animated.svg")
    }

    /// Two legs (heart → club eased, club → spade), filled red then dark,
    /// the second with a gradient at both ends and the first clipped.
    static func twoLegs(repeats: Bool = false) -> SVGAnimation {
        let first = Morph(from: heart.shape, to: club.shape), second = Morph(from: club.shape, to: spade.shape)
        let gradient = SVGGradient(geometry: .linear(start: Point(x: 0, y: 0), end: Point(x: 100, y: 0)),
                                   stops: [.init(offset: 0, colour: Paint("#ff0000")), .init(offset: 1, colour: Paint("#0000ff"))])
        func key(_ time: Double, _ shape: Shape, fill: String, gradient: SVGGradient? = nil, clipped: Bool = false) -> SVGAnimation.Key {
            var paint = SVGPaint(fill: Paint(fill))
            paint.fillGradient = gradient
            let bottom = 60 + 20 * time
            let clip = clipped ? Shape(contours: [Contour(closedThrough: [Point(x: 0, y: 0), Point(x: 100, y: 0),
                                                                          Point(x: 100, y: bottom), Point(x: 0, y: bottom)])]) : nil
            return SVGAnimation.Key(time: time, shape: shape,
                                    elements: [SVGDocument.Element(contours: shape.contours.indices, paint: paint, clip: clip)],
                                    easing: time == 0 ? .easeIn : nil)
        }
        return SVGAnimation(tracks: [
            .init(keys: [key(0, first.shape(at: 0), fill: "#d62839", clipped: true),
                         key(1, first.shape(at: 1), fill: "#222222", clipped: true)]),
            .init(keys: [key(1, second.shape(at: 0), fill: "#222222", gradient: gradient),
                         key(2, second.shape(at: 1), fill: "#222222", gradient: gradient)]),
        ], duration: 2, repeats: repeats)
    }

    /// The values of attribute `name` of every element in `text`.
    static func attributeValues(_ name: String, in text: String) -> [String] {
        text.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("with an id prefix, every id begins with it and every reference names an id of the file; without, the file is as before")
    func idPrefix() throws {
        let animation = Self.twoLegs()
        let plain = SMILAnimationWriter().text(animation, in: Self.heart)
        let prefixed = SMILAnimationWriter(idPrefix: "menu-").text(animation, in: Self.heart)
        let ids = Self.attributeValues("id", in: prefixed)
        #expect(ids.sorted() == ["menu-clip-1-1", "menu-fill-2-1"] && ids.allSatisfy { $0.hasPrefix("menu-") }, "\(ids)")
        let references = prefixed.components(separatedBy: "url(#").dropFirst().map { String($0.prefix { $0 != ")" }) }
        #expect(!references.isEmpty && references.allSatisfy(ids.contains), "\(references) of \(ids)")
        #expect(plain == prefixed.replacingOccurrences(of: "menu-", with: ""))
    }

    @Test("played on demand: nothing begins by itself; each direction begins at one named animation, backward the keys reversed")
    func onDemand() throws {
        let text = SMILAnimationWriter(idPrefix: "menu-", start: .onDemand).text(Self.twoLegs(), in: Self.heart)
        let begins = Self.attributeValues("begin", in: text)
        #expect(begins.filter { $0 == "indefinite" }.count == 2)
        #expect(Set(begins.filter { $0 != "indefinite" }) == ["menu-forward.begin+0s", "menu-backward.begin+0s"])
        #expect(Self.attributeValues("id", in: text).filter { !$0.contains("-1-") && !$0.contains("-2-") }.sorted()
                == ["menu-backward", "menu-forward"])
        // Every animation twice, the backward one the forward one reversed.
        for attribute in ["d", "fill", "display"] {
            let values = Self.animateAttribute("values", of: attribute, in: text)
            #expect(values.count % 2 == 0 && !values.isEmpty, "\(attribute)")
            for pair in stride(from: 0, to: values.count, by: 2) where attribute != "display" {
                #expect(values[pair + 1].split(separator: ";").reversed() == values[pair].split(separator: ";"), "\(attribute)")
            }
        }
        #expect(Self.animateAttribute("values", of: "display", in: text) == ["inline;none", "none;inline", "none;inline", "inline;none"])
        #expect(Self.animateAttribute("keyTimes", of: "display", in: text) == ["0;0.5", "0;0.5", "0;0.5", "0;0.5"])
        // An ease-in run backwards is an ease-out: (0.42, 0, 1, 1) mirrored through the middle.
        #expect(Self.animateAttribute("keySplines", of: "d", in: text).prefix(2) == ["0.42 0 1 1;0 0 1 1", "0 0 1 1;0 0 0.58 1"])
        // The second leg is hidden until played; the gradient and the clip animate both ways.
        #expect(text.components(separatedBy: "display=\"none\"").count == 2)
        let gradient = try #require(text.components(separatedBy: "<linearGradient").dropFirst().first)
        #expect(gradient.components(separatedBy: "begin=\"menu-forward.begin+0s\"").count > 1
                && gradient.components(separatedBy: "begin=\"menu-backward.begin+0s\"").count > 1)
        _ = try SVGDocument(data: Data(text.utf8), fileName: "on-demand.svg")
    }

    @Test("any shape in time samples into one track: a key per frame and, looping, one at the end that closes the loop")
    func sampledLivingShape() throws {
        let circle = try SVGDocument(builtIn: "circle").shape
        let blob = LiquidBlob(circle, anchors: 8, seed: 3, beats: 3, beatDuration: 0.5, loops: true)
        let animation = SVGAnimation(duration: blob.duration, framesPerSecond: 10, repeats: true, shape: blob.shape(at:))
        let keys = try #require(animation.tracks.first?.keys)
        #expect(animation.tracks.count == 1 && animation.repeats && animation.duration == 1.5)
        #expect(keys.map(\.time) == (0...15).map { Double($0) / 10 }.map { min($0, 1.5) })
        #expect(keys.allSatisfy { $0.shape == blob.shape(at: $0.time) })
        let once = SVGAnimation(duration: 1, framesPerSecond: 4, repeats: false) { _ in circle }
        #expect(once.tracks[0].keys.map(\.time) == [0, 0.25, 0.5, 0.75, 1] && !once.repeats)
    }
}
