import Foundation
import ShapeMorphTestSupport
import Testing
import ShapeMorph
import ShapeMorphFormats
import ShapeMorphSVG

/// An SVG animated by CSS, played the way CSS plays `@keyframes` (per
/// keyframe timing functions, `step-end` holds, a `visibility` animation
/// per leg), must show the timeline's shapes.
@Suite("CSS animation export")
struct CSSAnimationExportTests {
    static let heart = try! SVGDocument(builtIn: "heart")
    static let club = try! SVGDocument(builtIn: "club").shape
    static let spade = try! SVGDocument(builtIn: "spade").shape

    /// One keyframe of a `@keyframes` rule.
    struct CSSKeyframe {
        var offset: Double
        var declarations: [String: String]
    }

    /// The `@keyframes` rules of `text`, by name.
    static func keyframeRules(in text: String) -> [String: [CSSKeyframe]] {
        var rules: [String: [CSSKeyframe]] = [:]
        var current: String?
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("@keyframes ") {
                current = String(line.dropFirst("@keyframes ".count).dropLast(2))
                rules[current!] = []
            } else if line == "}" {
                current = nil
            } else if let name = current, let brace = line.firstIndex(of: "{") {
                let offset = Double(line[..<brace].trimmingCharacters(in: .whitespaces).dropLast())! / 100
                let body = line[line.index(after: brace)...].dropLast().trimmingCharacters(in: .whitespaces)
                var declarations: [String: String] = [:]
                for declaration in body.split(separator: ";") where declaration.contains(":") {
                    let parts = declaration.split(separator: ":", maxSplits: 1)
                    declarations[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
                }
                rules[name]!.append(CSSKeyframe(offset: offset, declarations: declarations))
            }
        }
        return rules
    }

    /// The eased fraction of the way from `keyframe` to the next after
    /// `fraction` of the interval, by `keyframe`'s timing function.
    static func eased(_ fraction: Double, by keyframe: CSSKeyframe) -> Double {
        let timing = keyframe.declarations["animation-timing-function"] ?? "linear"
        switch timing {
        case "linear": return fraction
        case "step-end": return 0
        default:
            let numbers = timing.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",")
                .map { Double($0.trimmingCharacters(in: .whitespaces))! }
            return CubicBezierTiming(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]).progress(at: fraction)
        }
    }

    /// The keyframe before `fraction` of the cycle, the one after, and the
    /// eased fraction between them.
    static func interval(of keyframes: [CSSKeyframe], at fraction: Double) -> (CSSKeyframe, CSSKeyframe, Double) {
        guard let next = keyframes.firstIndex(where: { $0.offset > fraction }) else { return (keyframes.last!, keyframes.last!, 0) }
        let (a, b) = (keyframes[next - 1], keyframes[next])
        return (a, b, eased((fraction - a.offset) / (b.offset - a.offset), by: a))
    }

    /// The shapes of the paths showing at `fraction` of the cycle.
    static func played(_ rules: [String: [CSSKeyframe]], at fraction: Double) -> Shape {
        var contours: [Contour] = []
        for name in rules.keys.sorted() where !name.hasSuffix("-shown") {
            if let shown = rules[name + "-shown"], interval(of: shown, at: fraction).0.declarations["visibility"] == "hidden" { continue }
            let (a, b, amount) = interval(of: rules[name]!, at: fraction)
            func shape(_ keyframe: CSSKeyframe) -> Shape {
                SVGPathData.shape(from: String(keyframe.declarations["d"]!.dropFirst("path('".count).dropLast(2))).shape
            }
            contours += shape(a).interpolated(towards: shape(b), amount: amount).contours
        }
        return Shape(contours: contours)
    }

    @Test("Played by time, exact legs match the timeline at any time, fitted legs (springs) within the tolerance", arguments: [
        "ease-in-out", "linear", "steps(4)", "spring(duration: 0.4, bounce: 0.3)",
    ])
    func playsTheTimeline(timing: String) throws {
        let curve = try TimingCurve(parsing: timing)
        for repetition in [Timeline.Repetition.once, .pingPong] {
            let timeline = Timeline(keyframes: [Keyframe(Self.heart.shape), Keyframe(Self.club, duration: 1, timing: curve),
                                                Keyframe(Self.spade, duration: 0.8, timing: curve)], repetition: repetition)
            let fps = 30.0
            let text = CSSAnimationWriter(format: .exact).text(SVGAnimation(timeline: timeline, framesPerSecond: fps), in: Self.heart)
            let rules = Self.keyframeRules(in: text)
            #expect(rules.count == (repetition == .once ? 4 : 8), "a path and its visibility per leg")
            let bound = timing.hasPrefix("spring") ? SVGAnimation.defaultTolerance + 1e-3 : 1e-3
            let times = stride(from: 0.005, to: timeline.duration, by: 0.01).map { $0 }
            // At a leg's first instant the leg before shows its last key: the
            // same outline cut into other segments.
            let legStarts = timeline.legs.map(\.start) + timeline.legs.map { 2 * timeline.legs.last!.end - $0.end }
            for time in times where !legStarts.dropFirst().contains(where: { abs($0 - time) < 1e-9 }) {
                let shown = Self.played(rules, at: time / timeline.duration)
                // Key offsets are written to 4 decimals of a percent.
                #expect(maximumSampledDistance(shown, timeline.shape(at: time)) < bound, "\(timing) \(repetition) at \(time) s")
            }
        }
    }

    @Test("Keyframes say the easing, holds and repetition the timeline has")
    func timingFunctions() throws {
        let timeline = Timeline(keyframes: [Keyframe(Self.heart.shape), Keyframe(Self.club, duration: 2, timing: .steps(StepsTiming(count: 2)))])
        let text = CSSAnimationWriter().text(SVGAnimation(timeline: timeline, framesPerSecond: 30), in: Self.heart)
        let keyframes = try #require(Self.keyframeRules(in: text)["path-1-1"])
        #expect(keyframes.map(\.offset) == [0, 0.5, 1])
        #expect(keyframes.dropLast().allSatisfy { $0.declarations["animation-timing-function"] == "step-end" }, "steps hold")
        #expect(text.contains("#path-1-1 { animation: path-1-1 2s linear 1 both; }"), "played once, it holds its last keyframe")
        let looped = CSSAnimationWriter().text(SVGAnimation(timeline: Timeline(keyframes: [
            Keyframe(Self.heart.shape, duration: 0.5), Keyframe(Self.club, duration: 1)], repetition: .loop), framesPerSecond: 30), in: Self.heart)
        #expect(looped.contains("#path-1-1 { animation: path-1-1 1.5s linear infinite both, path-1-1-shown 1.5s step-end infinite both; }"))
        let eased = CSSAnimationWriter().text(SVGAnimation(timeline: Timeline(keyframes: [
            Keyframe(Self.heart.shape), Keyframe(Self.club, duration: 1, timing: .easeInOut)]), framesPerSecond: 30), in: Self.heart)
        #expect(eased.contains("0% { d: path('M") && eased.contains("animation-timing-function: cubic-bezier(0.42, 0, 0.58, 1); }"))
    }

    /// Heart → club → spade, a second each, eased.
    static let threeSuits = SVGAnimation(timeline: Timeline(keyframes: [
        Keyframe(heart.shape), Keyframe(club, duration: 1, timing: .easeInOut), Keyframe(spade, duration: 1, timing: .easeInOut)]),
        framesPerSecond: 30)

    @Test("A leg's visibility is said at 100% too: otherwise a browser ends on the element's own, showing every leg's last shape at once")
    func visibilityToTheEnd() throws {
        let rules = Self.keyframeRules(in: CSSAnimationWriter().text(Self.threeSuits, in: Self.heart))
        #expect(rules["path-1-1-shown"]?.map(\.offset) == [0, 0.5, 1] && rules["path-1-1-shown"]?.last?.declarations["visibility"] == "hidden")
        #expect(rules["path-2-1-shown"]?.map(\.offset) == [0, 0.5, 1] && rules["path-2-1-shown"]?.last?.declarations["visibility"] == "visible")
    }

    @Test("With an id prefix every id, selector and keyframes name begins with it; without, the file is as before")
    func idPrefix() throws {
        let plain = CSSAnimationWriter().text(Self.threeSuits, in: Self.heart)
        let prefixed = CSSAnimationWriter(idPrefix: "menu-").text(Self.threeSuits, in: Self.heart)
        #expect(plain == prefixed.replacingOccurrences(of: "menu-", with: ""))
        #expect(Self.keyframeRules(in: prefixed).keys.sorted() == ["menu-path-1-1", "menu-path-1-1-shown", "menu-path-2-1", "menu-path-2-1-shown"])
        let ids = prefixed.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids == ["menu-path-1-1", "menu-path-2-1"])
        #expect(prefixed.contains("#menu-path-2-1 { animation: menu-path-2-1 2s linear 1 both, menu-path-2-1-shown 2s step-end 1 both; }"))
    }

    @Test("On demand: still until data-play says forward or backward; backward plays the same keyframes reversed; a later leg hidden until played")
    func onDemand() throws {
        let text = CSSAnimationWriter(idPrefix: "menu-", start: .onDemand).text(Self.threeSuits, in: Self.heart)
        let rules = Self.keyframeRules(in: text)
        #expect(rules.count == 8)
        for name in ["menu-path-1-1", "menu-path-1-1-shown", "menu-path-2-1", "menu-path-2-1-shown"] {
            let (forward, backward) = (try #require(rules[name]), try #require(rules[name + "-back"]))
            #expect(forward.map(\.offset) == backward.map(\.offset) && forward.map(\.declarations) == backward.map(\.declarations), "\(name)")
        }
        let selectors = text.split(separator: "\n").filter { $0.contains("#menu-") }
        #expect(selectors == [
            "[data-play=forward] #menu-path-1-1 { animation: menu-path-1-1 2s linear 1 both, menu-path-1-1-shown 2s step-end 1 both; }",
            "[data-play=backward] #menu-path-1-1 { animation: menu-path-1-1-back 2s linear 1 reverse both, menu-path-1-1-shown-back 2s step-end 1 reverse both; }",
            "#menu-path-2-1 { visibility: hidden; }",
            "[data-play=forward] #menu-path-2-1 { animation: menu-path-2-1 2s linear 1 both, menu-path-2-1-shown 2s step-end 1 both; }",
            "[data-play=backward] #menu-path-2-1 { animation: menu-path-2-1-back 2s linear 1 reverse both, menu-path-2-1-shown-back 2s step-end 1 reverse both; }",
        ])
    }

    @Test("Paint that changes is keyframed beside the path; the file is well-formed SVG that imports")
    func paintAndWellFormed() throws {
        let red = try svgDocument(drawing: ##"<path fill="#ff0000" d="M10 10H90V90H10Z"/>"##)
        let blue = try svgDocument(drawing: ##"<path fill="#0000ff" stroke="black" stroke-width="4" d="M50 10L90 90H10Z"/>"##)
        let morph = DocumentMorph(from: red, to: blue)
        let timeline = Timeline(keyframes: [Keyframe(red.shape), Keyframe(blue.shape, duration: 1)], morphs: [morph.morph])
        let text = CSSAnimationWriter().text(SVGAnimation(timeline: timeline, documentMorphs: [morph], framesPerSecond: 30), in: red)
        let keyframes = try #require(Self.keyframeRules(in: text)["path-1-1"])
        #expect(keyframes.first?.declarations["fill"] == "#ff0000" && keyframes.last?.declarations["fill"] == "#0000ff")
        #expect(keyframes.first?.declarations["stroke-width"] == "0" && keyframes.last?.declarations["stroke-width"] == "4",
                "the stroke only one end has grows from width 0, \(keyframes.first?.declarations ?? [:])")
        let imported = try SVGDocument(data: Data(text.utf8), fileName: "css.svg")
        #expect(imported.elements.count == 1)
        #expect(maximumSampledDistance(imported.shape, morph.document(at: 0).shape) < 1e-3, "the path is drawn as the first frame")
    }
}
