import Foundation
import FoundationXML
import Testing
import ShapeMorph
import ShapeMorphFormats
import ShapeMorphSVG

/// An Android animated vector drawable must be well-formed, name what it
/// animates, and morph only between path data Android can morph: the same
/// commands in every keyframe. (Not played on a device here.)
@Suite("Android animated vector drawable export")
struct AnimatedVectorDrawableExportTests {
    static let heart = try! SVGDocument(builtIn: "heart")
    static let club = try! SVGDocument(builtIn: "club").shape
    static let spade = try! SVGDocument(builtIn: "spade").shape
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/heart-club-spade.avd.xml")

    static func drawable(_ timeline: Timeline) -> String {
        AnimatedVectorDrawableWriter().text(SVGAnimation(timeline: timeline, framesPerSecond: 10), in: heart)
    }

    /// The letters of path data in order, and how many numbers it holds:
    /// what Android compares before it morphs two paths.
    static func commandStructure(_ pathData: String) -> (letters: String, numbers: Int) {
        let letters = String(pathData.filter(\.isLetter))
        let numbers = pathData.split(whereSeparator: { $0.isLetter || $0 == " " || $0 == "," }).count
        return (letters, numbers)
    }

    static func children(of element: XMLElement) -> [XMLElement] {
        element.children?.compactMap { $0 as? XMLElement } ?? []
    }

    static func descendants(of element: XMLElement) -> [XMLElement] {
        children(of: element).flatMap { [$0] + descendants(of: $0) }
    }

    @Test("Well-formed, every target named in the vector, every pathType keyframe morphable, fractions in order", arguments: [
        "ease-in-out", "steps(3)", "spring(duration: 0.5, bounce: 0.3)", "linear(0, 0.8 40%, 0.3 40%, 1)",
    ])
    func structure(timing: String) throws {
        let curve = try TimingCurve(parsing: timing)
        for repetition in [Timeline.Repetition.once, .loop] {
            let text = Self.drawable(Timeline(keyframes: [Keyframe(Self.heart.shape), Keyframe(Self.club, duration: 1, timing: curve),
                                                          Keyframe(Self.spade, duration: 0.6, timing: curve)], repetition: repetition))
            let document = try XMLDocument(data: Data(text.utf8))
            let root = try #require(document.rootElement())
            #expect(root.name == "animated-vector")
            let vector = try #require(Self.descendants(of: root).first { $0.name == "vector" })
            let named = Set(Self.descendants(of: vector).compactMap { $0.attribute(forName: "android:name")?.stringValue })
            let targets = Self.children(of: root).filter { $0.name == "target" }.compactMap { $0.attribute(forName: "android:name")?.stringValue }
            #expect(!targets.isEmpty && Set(targets).isSubset(of: named), "\(targets) in \(named)")
            for holder in Self.descendants(of: root) where holder.name == "propertyValuesHolder" {
                let keyframes = Self.children(of: holder)
                let fractions = keyframes.map { Double($0.attribute(forName: "android:fraction")!.stringValue!)! }
                #expect(fractions.first == 0 && fractions.last == 1 && fractions == fractions.sorted(), "\(timing): \(fractions)")
                guard holder.attribute(forName: "android:valueType")?.stringValue == "pathType" else { continue }
                let structures = keyframes.map { Self.commandStructure($0.attribute(forName: "android:value")!.stringValue!) }
                #expect(structures.allSatisfy { $0 == structures[0] }, "\(timing) \(repetition): every key morphable into the next")
            }
            let repeatCounts = Self.descendants(of: root).filter { $0.name == "objectAnimator" }
                .compactMap { $0.attribute(forName: "android:repeatCount")?.stringValue }
            #expect(Set(repeatCounts) == [repetition == .once ? "0" : "infinite"])
        }
    }

    @Test("Heart → club → spade, ease-in-out then a spring, matches the golden file")
    func golden() throws {
        let text = Self.drawable(Timeline(keyframes: [
            Keyframe(Self.heart.shape), Keyframe(Self.club, duration: 0.5, timing: .easeInOut),
            Keyframe(Self.spade, duration: 0.3, timing: .spring(Spring(duration: 0.3, bounce: 0.2))),
        ]))
        #expect(text == (try String(contentsOf: Self.golden, encoding: .utf8)), "update \(Self.golden.path) if the change is intended")
    }

    @Test("A colour's alpha goes into fillAlpha and strokeAlpha; the colour is written opaque")
    func alpha() throws {
        let document = try SVGDocument(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="50" height="50" fill="rgba(255, 0, 0, 0.5)"/></svg>"#.utf8),
                                       fileName: "alpha.svg")
        let text = AnimatedVectorDrawableWriter().text(SVGAnimation(timeline: Timeline(keyframes: [
            Keyframe(document.shape), Keyframe(Self.club, duration: 1),
        ]), framesPerSecond: 10), in: document)
        #expect(text.contains(##"android:fillColor="#ff0000""##) && text.contains(#"android:fillAlpha="0.5""#), "\(text.prefix(600))")
    }

    @Test("Caps and joins that change between keys: the fill is one path, each pen style's stroke another, its alpha held until the key with the other style")
    func penStyles() throws {
        let butt = try svgDocument(drawing: #"<rect x="10" y="10" width="60" height="60" fill="red" stroke="black" stroke-width="6"/>"#)
        // The fill alike at both ends: no colour keys between.
        let round = try svgDocument(drawing: #"<circle cx="50" cy="50" r="30" fill="red" stroke="black" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>"#)
        let text = DocumentTimeline(keyframes: [DocumentKeyframe(butt), DocumentKeyframe(round, duration: 1, timing: .easeInOut)])
            .animatedVectorDrawableText(framesPerSecond: 10)
        let document = try XMLDocument(xmlString: text)
        let paths = Self.descendants(of: try #require(document.rootElement())).filter { $0.name == "path" }
        let attribute = { (path: XMLElement, name: String) in path.attribute(forName: name)?.stringValue }
        #expect(paths.map { attribute($0, "android:name") } == ["path_1_1", "path_1_1_stroke_1", "path_1_1_stroke_2"])
        #expect(attribute(paths[0], "android:fillColor") != nil && attribute(paths[0], "android:strokeColor") == nil)
        #expect(paths.dropFirst().map { attribute($0, "android:strokeLineJoin") } == ["miter", "round"])
        #expect(paths.dropFirst().map { attribute($0, "android:strokeAlpha") } == ["1", "0"])
        #expect(paths.dropFirst().allSatisfy { attribute($0, "android:fillColor") == nil })
        // The second pen's alpha: 0 until a millisecond before the end, then 1.
        let holders = Self.descendants(of: try #require(document.rootElement())).filter {
            $0.name == "propertyValuesHolder" && attribute($0, "android:propertyName") == "strokeAlpha"
        }
        let values = holders.map { Self.children(of: $0).map { (attribute($0, "android:fraction") ?? "", attribute($0, "android:value") ?? "") } }
        #expect(values.count == 2)
        #expect(values.last?.map(\.1) == ["0", "0", "1"] && values.last?[1].0 == "0.999", "\(values)")
    }
}
