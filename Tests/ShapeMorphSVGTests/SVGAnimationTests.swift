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
