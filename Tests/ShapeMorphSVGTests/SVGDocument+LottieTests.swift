import Foundation
import ShapeMorphTestSupport
import Testing
import ShapeMorph
import ShapeMorphFormats
import ShapeMorphSVG

/// A Lottie export, played the way Lottie plays it (keyframes in frames,
/// easing handles, hold keyframes, vertices with relative tangents), must
/// show the timeline's shapes.
@Suite("Lottie export")
struct LottieExportTests {
    static let heart = try! SVGDocument(builtIn: "heart")
    static let club = try! SVGDocument(builtIn: "club").shape
    static let spade = try! SVGDocument(builtIn: "spade").shape

    /// The Lottie JSON of `timeline` at `fps`, parsed, in exact numbers.
    static func lottie(_ timeline: Timeline, fps: Double = 30, document: SVGDocument = heart) throws -> [String: Any] {
        let animation = SVGAnimation(timeline: timeline, framesPerSecond: fps)
        let text = LottieWriter(framesPerSecond: fps, format: .exact).text(animation, in: document)
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The `sh` paths of the shape layers showing at `frame`, drawn as Lottie
    /// draws them, as one shape.
    static func played(_ lottie: [String: Any], atFrame frame: Double) throws -> Shape {
        let layers = try #require(lottie["layers"] as? [[String: Any]])
        var contours: [Contour] = []
        for layer in layers.reversed() {
            let (inPoint, outPoint) = (layer["ip"] as! Double, layer["op"] as! Double)
            guard frame >= inPoint && (frame < outPoint || outPoint == lottie["op"] as! Double) else { continue }
            let group = (layer["shapes"] as! [[String: Any]])[0]
            for item in group["it"] as! [[String: Any]] where item["ty"] as? String == "sh" {
                contours.append(contour(value(of: item["ks"] as! [String: Any], atFrame: frame)))
            }
        }
        return Shape(contours: contours)
    }

    /// A property's value at `frame`: its keyframes' values blended along
    /// their easing, held by a hold keyframe. Values are flattened to numbers.
    static func value(of property: [String: Any], atFrame frame: Double) -> [String: Any] {
        guard property["a"] as! Int == 1 else { return property["k"] as! [String: Any] }
        let keyframes = property["k"] as! [[String: Any]]
        func bezier(_ keyframe: [String: Any]) -> [String: Any] { (keyframe["s"] as! [[String: Any]])[0] }
        guard let next = keyframes.firstIndex(where: { $0["t"] as! Double > frame }) else { return bezier(keyframes.last!) }
        guard next > 0 else { return bezier(keyframes[0]) }
        let (a, b) = (keyframes[next - 1], keyframes[next])
        if a["h"] as? Int == 1 { return bezier(a) }
        let fraction = (frame - (a["t"] as! Double)) / ((b["t"] as! Double) - (a["t"] as! Double))
        let out = a["o"] as! [String: [Double]], into = a["i"] as! [String: [Double]]
        let eased = CubicBezierTiming(x1: out["x"]![0], y1: out["y"]![0], x2: into["x"]![0], y2: into["y"]![0]).progress(at: fraction)
        var blended = bezier(a)
        for key in ["v", "i", "o"] {
            let start = bezier(a)[key] as! [[Double]], end = bezier(b)[key] as! [[Double]]
            blended[key] = zip(start, end).map { p, q in zip(p, q).map { $0 + ($1 - $0) * eased } }
        }
        return blended
    }

    /// A Lottie Bézier as a contour.
    static func contour(_ bezier: [String: Any]) -> Contour {
        let vertices = (bezier["v"] as! [[Double]]).map { Point(x: $0[0], y: $0[1]) }
        let into = bezier["i"] as! [[Double]], out = bezier["o"] as! [[Double]]
        let closed = bezier["c"] as! Bool
        let count = closed ? vertices.count : vertices.count - 1
        let segments = (0..<count).map { index in
            let next = (index + 1) % vertices.count
            return AnimatableCubicCurve(
                start: vertices[index], control1: Point(x: vertices[index].x + out[index][0], y: vertices[index].y + out[index][1]),
                control2: Point(x: vertices[next].x + into[next][0], y: vertices[next].y + into[next][1]), end: vertices[next])
        }
        return Contour(segments: segments, isClosed: closed)
    }

    @Test("Played by frame, exact legs match the timeline at every frame, fitted legs (springs) within the tolerance", arguments: [
        "ease-in-out", "linear", "steps(4)", "cubic-bezier(0.2, 0.7, 0.4, 1)", "spring(duration: 0.4, bounce: 0.3)",
    ])
    func playsTheTimeline(timing: String) throws {
        let curve = try TimingCurve(parsing: timing)
        let timeline = Timeline(keyframes: [Keyframe(Self.heart.shape), Keyframe(Self.club, duration: 1, timing: curve),
                                            Keyframe(Self.spade, duration: 0.8, timing: curve)])
        let fps = 30.0
        let lottie = try Self.lottie(timeline, fps: fps)
        #expect(lottie["fr"] as? Double == fps)
        #expect(lottie["op"] as? Double == timeline.duration * fps)
        // Exact legs agree between frames too (off the instants of steps'
        // jumps, where a rounding error picks either side); fitted legs
        // stray no more than the tolerance.
        let bound = timing.hasPrefix("spring") ? SVGAnimation.defaultTolerance * 1.0001 : 1e-9
        let last = timeline.duration * fps
        for frame in Array(stride(from: 0.125, through: last, by: 0.25)) + [last] {
            let shown = try Self.played(lottie, atFrame: frame)
            #expect(maximumSampledDistance(shown, timeline.shape(at: frame / fps)) < bound, "\(timing) at frame \(frame)")
        }
    }

    @Test("Streamed, the JSON comes in order in 64 KiB chunks, each keyframe made as it is written, and stops at the first error")
    func streaming() throws {
        let timeline = Timeline(keyframes: [
            Keyframe(Self.heart.shape),
            Keyframe(Self.club, duration: 2, timing: .spring(Spring(duration: 2, bounce: 0.3))),
        ])
        // Sampled (no tolerance), for a text of many keys.
        let animation = SVGAnimation(timeline: timeline, framesPerSecond: 500, tolerance: nil)
        let text = LottieWriter(framesPerSecond: 30, format: .exact).text(animation, in: Self.heart)
        var chunks: [[UInt8]] = []
        try LottieWriter(framesPerSecond: 30, format: .exact).write(animation, in: Self.heart) { chunks.append(Array($0)) }
        #expect(text.utf8.count > 3 * 65_536)
        #expect(chunks.dropLast().allSatisfy { $0.count == 65_536 } && chunks.last!.count <= 65_536)
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == text)
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])

        struct DiskFull: Error {}
        var calls = 0
        #expect(throws: DiskFull.self) {
            try LottieWriter(framesPerSecond: 30).write(animation, in: Self.heart) { _ in
                calls += 1
                if calls == 2 { throw DiskFull() }
            }
        }
        #expect(calls == 2)
    }

    @Test("An easing is the keyframe's handles; steps are hold keyframes")
    func keyframeTiming() throws {
        let eased = try Self.lottie(Timeline(keyframes: [Keyframe(Self.heart.shape), Keyframe(Self.club, duration: 1, timing: .easeInOut)]))
        let path = try Self.shapeItems(eased)[0]["ks"] as! [String: Any]
        let keyframes = path["k"] as! [[String: Any]]
        #expect(keyframes.count == 2)
        #expect((keyframes[0]["o"] as! [String: [Double]]) == ["x": [0.42], "y": [0]])
        #expect((keyframes[0]["i"] as! [String: [Double]]) == ["x": [0.58], "y": [1]])

        let stepped = try Self.lottie(Timeline(keyframes: [Keyframe(Self.heart.shape), Keyframe(Self.club, duration: 1, timing: .steps(StepsTiming(count: 4)))]))
        let steps = (try Self.shapeItems(stepped)[0]["ks"] as! [String: Any])["k"] as! [[String: Any]]
        let times = steps.map { $0["t"] as! Double }
        #expect(times == times.sorted() && Set(times).count == times.count, "keyframe times strictly increase")
        #expect(steps.dropLast().allSatisfy { $0["h"] as? Int == 1 }, "every step holds")
        #expect(times == [0, 7.5, 15, 22.5, 30])
    }

    @Test("Open contours, even-odd holes and a stroke are written as Lottie draws them")
    func openContoursHolesAndStrokes() throws {
        let donut = try svgDocument(drawing: """
            <path fill-rule="evenodd" fill="#336699" d="M10 10H90V90H10Z M30 30H70V70H30Z"/>
            """)
        let timeline = Timeline(keyframes: [Keyframe(donut.shape), Keyframe(Self.club, duration: 1)])
        let lottie = try Self.lottie(timeline, document: donut)
        let items = try #require((((lottie["layers"] as! [[String: Any]])[0]["shapes"] as! [[String: Any]])[0]["it"]) as? [[String: Any]])
        #expect(items.filter { $0["ty"] as? String == "sh" }.count == 2)
        let fill = try #require(items.first { $0["ty"] as? String == "fl" })
        #expect(fill["r"] as? Int == 1, "the morph fills every frame under nonzero, holes wound against their outline")
        #expect(((fill["c"] as! [String: Any])["k"] as! [Double]) == [0.2, 0.4, 0.6, 1])

        let stroke = try svgDocument(drawing: """
            <path fill="none" stroke="red" stroke-width="3" stroke-linecap="round" d="M10 50C30 10 70 10 90 50"/>
            """)
        let line = try Self.lottie(Timeline(keyframes: [Keyframe(stroke.shape), Keyframe(stroke.shape, duration: 1)]), document: stroke)
        let strokeItems = try Self.shapeItems(line)
        let bezier = (strokeItems[0]["ks"] as! [String: Any])["k"] as! [String: Any]
        #expect(bezier["c"] as? Bool == false)
        #expect((bezier["v"] as! [[Double]]) == [[10, 50], [90, 50]])
        #expect((bezier["o"] as! [[Double]])[0] == [20, -40] && (bezier["i"] as! [[Double]])[1] == [-20, -40])
        let drawn = try #require(strokeItems.first { $0["ty"] as? String == "st" })
        #expect(drawn["lc"] as? Int == 2 && ((drawn["w"] as! [String: Any])["k"] as? Double) == 3)
        #expect(!strokeItems.contains { $0["ty"] as? String == "fl" }, "fill=\"none\" writes no fill")
    }

    @Test("A colour's alpha goes into the fill's and stroke's opacity, never lost to black", arguments: [
        ("rgba(255, 0, 0, 0.5)", [1.0, 0, 0, 1], 50.0), ("#ff000080", [1, 0, 0, 1], 100 * 128 / 255.0),
        ("hsl(120, 100%, 25%)", [0, 0.5, 0, 1], 100), ("transparent", [0, 0, 0, 1], 0),
    ])
    func alpha(colour: String, rgba: [Double], opacity: Double) throws {
        let document = try svgDocument(drawing: #"<rect width="50" height="50" fill="\#(colour)" stroke="\#(colour)"/>"#)
        let items = try Self.shapeItems(try Self.lottie(Timeline(keyframes: [Keyframe(document.shape), Keyframe(Self.club, duration: 1)]),
                                                        document: document))
        for kind in ["fl", "st"] {
            let item = try #require(items.first { $0["ty"] as? String == kind })
            let channels = try #require((item["c"] as? [String: Any])?["k"] as? [Double])
            for (got, wanted) in zip(channels, rgba) { expectClose(got, wanted, absolute: 1e-9, "\(colour) \(kind)") }
            expectClose(try #require((item["o"] as? [String: Any])?["k"] as? Double), opacity, absolute: 1e-9, "\(colour) \(kind)")
        }
    }

    @Test("paint-order stroke puts the fill item above the stroke item; the normal order puts the stroke above")
    func paintOrder() throws {
        for (order, expected) in [("stroke", ["fl", "st"]), ("normal", ["st", "fl"])] {
            let document = try svgDocument(drawing: #"<rect width="50" height="50" fill="red" stroke="blue" paint-order="\#(order)"/>"#)
            let lottie = try Self.lottie(Timeline(keyframes: [Keyframe(document.shape), Keyframe(document.shape, duration: 1)]),
                                         document: document)
            let kinds = try Self.shapeItems(lottie).compactMap { $0["ty"] as? String }.filter { ["fl", "st"].contains($0) }
            #expect(kinds == expected, "\(order)")
        }
    }

    @Test("Caps and joins that change between keys: one stroke per pen style, each shown only at its keys, switching at the key with the new style")
    func penStyles() throws {
        let butt = try svgDocument(drawing: #"<path d="M10 50H90" stroke="black" stroke-width="10" fill="none"/>"#)
        let round = try svgDocument(drawing: #"<path d="M10 60H90" stroke="black" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" fill="none"/>"#)
        let timeline = DocumentTimeline(keyframes: [DocumentKeyframe(butt), DocumentKeyframe(round, duration: 1, timing: .easeInOut)])
        let text = timeline.lottieJSON(framesPerSecond: 30, format: .exact)
        let lottie = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let strokes = try Self.shapeItems(lottie).filter { $0["ty"] as? String == "st" }
        try #require(strokes.count == 2)
        #expect(strokes.map { $0["lc"] as? Double } == [1, 2] && strokes.map { $0["lj"] as? Double } == [1, 2])
        // Each opacity holds to the last key, then the other pen shows.
        let opacities = try strokes.map { try #require(($0["o"] as? [String: Any])?["k"] as? [[String: Any]]) }
        #expect(opacities.map { $0.map { ($0["s"] as? [Double])?.first } } == [[100, 0], [0, 100]])
        #expect(opacities.allSatisfy { $0[0]["h"] as? Double == 1 })
    }

    @Test("The viewBox maps into the animation's size as SVG maps it")
    func viewport() throws {
        let wide = try SVGDocument(data: Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" viewBox="10 20 100 100"><path d="M10 20H110V120Z"/></svg>
            """.utf8), fileName: "wide.svg")
        let lottie = try Self.lottie(Timeline(keyframes: [Keyframe(wide.shape), Keyframe(Self.club, duration: 1)]), document: wide)
        #expect(lottie["w"] as? Double == 200 && lottie["h"] as? Double == 50)
        let transform = (lottie["layers"] as! [[String: Any]])[0]["ks"] as! [String: [String: Any]]
        // xMidYMid meet: scale 0.5, the 50-wide picture centred in 200.
        #expect(transform["s"]!["k"] as! [Double] == [50, 50])
        #expect(transform["p"]!["k"] as! [Double] == [75 - 5, -10])
    }

    @Test("A timeline of two legs shows each leg's layer only while it plays")
    func tracksShowInTurn() throws {
        let timeline = Timeline(keyframes: [Keyframe(Self.heart.shape), Keyframe(Self.club, duration: 1), Keyframe(Self.spade, duration: 1)])
        let layers = try #require(try Self.lottie(timeline)["layers"] as? [[String: Any]])
        #expect(layers.map { $0["ip"] as! Double } == [30, 0])
        #expect(layers.map { $0["op"] as! Double } == [60, 30])
    }

    @Test("Gradients are gradient fills and strokes whose points and stops animate; a colour at one end is a gradient of that colour")
    func gradients() throws {
        let linear = try svgDocument(drawing: """
            <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="100" y2="0">
            <stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff" stop-opacity="0.5"/></linearGradient>
            <rect x="10" y="10" width="80" height="80" fill="url(#g)" stroke="url(#g)"/>
            """)
        let plain = try svgDocument(drawing: ##"<circle cx="50" cy="50" r="40" fill="#00ff00" stroke="#00ff00"/>"##)
        let morph = DocumentMorph(from: linear, to: plain)
        let timeline = Timeline(keyframes: [Keyframe(linear.shape), Keyframe(plain.shape, duration: 1)], morphs: [morph.morph])
        let text = LottieWriter(framesPerSecond: 30, format: .exact).text(SVGAnimation(timeline: timeline, documentMorphs: [morph], framesPerSecond: 30), in: linear)
        let items = try Self.shapeItems(try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]))
        for kind in ["gf", "gs"] {
            let item = try #require(items.first { $0["ty"] as? String == kind }, "\(kind) in \(items.compactMap { $0["ty"] })")
            #expect(item["t"] as? Double == 1)
            let stops = try #require(item["g"] as? [String: Any])
            #expect(stops["p"] as? Double == 2)
            let keys = try #require((stops["k"] as? [String: Any])?["k"] as? [[String: Any]])
            // Two colour stops then two opacity stops: red → blue at 0.5 first, all green last.
            #expect((keys.first?["s"] as? [Double]) == [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0.5])
            #expect((keys.last?["s"] as? [Double]) == [0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1])
            #expect(((item["s"] as? [String: Any])?["k"] as? [Double]) == [0, 0] && ((item["e"] as? [String: Any])?["k"] as? [Double]) == [100, 0])
        }
        // A radial gradient: the centre, a radius to the right, the focus as a share of it and an angle.
        let radial = try svgDocument(drawing: """
            <radialGradient id="r" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="40" fx="50" fy="30">
            <stop offset="0" stop-color="white"/><stop offset="1" stop-color="black"/></radialGradient>
            <rect x="10" y="10" width="80" height="80" fill="url(#r)"/>
            """)
        let still = try Self.shapeItems(try Self.lottie(Timeline(keyframes: [Keyframe(radial.shape), Keyframe(radial.shape, duration: 1)]),
                                                        document: radial))
        // Without document morphs the document's own paint: its gradient.
        let fill = try #require(still.first { $0["ty"] as? String == "gf" })
        #expect(fill["t"] as? Double == 2)
        #expect(((fill["s"] as? [String: Any])?["k"] as? [Double]) == [50, 50] && ((fill["e"] as? [String: Any])?["k"] as? [Double]) == [90, 50])
        #expect(((fill["h"] as? [String: Any])?["k"] as? Double) == 50 && ((fill["a"] as? [String: Any])?["k"] as? Double) == -90)
        // One that reflects cannot be said: the fallback colour, and a warning.
        let reflecting = try svgDocument(drawing: """
            <linearGradient id="g" spreadMethod="reflect" x2="0.5"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
            <rect width="80" height="80" fill="url(#g)"/>
            """)
        let fallback = try Self.shapeItems(try Self.lottie(Timeline(keyframes: [Keyframe(reflecting.shape), Keyframe(reflecting.shape, duration: 1)]),
                                                           document: reflecting))
        #expect(fallback.contains { $0["ty"] as? String == "fl" } && !fallback.contains { $0["ty"] as? String == "gf" })
        #expect(reflecting.lottieWarnings.contains { $0.message.contains("reflecting") } && radial.lottieWarnings.isEmpty)
    }

    /// The items of the first (top) layer's group.
    static func shapeItems(_ lottie: [String: Any]) throws -> [[String: Any]] {
        let layer = try #require((lottie["layers"] as? [[String: Any]])?.first)
        return try #require(((layer["shapes"] as? [[String: Any]])?.first?["it"]) as? [[String: Any]])
    }
}
