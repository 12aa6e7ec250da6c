import Foundation
import ShapeMorphTestSupport
import Testing

@Suite("shapemorph check")
struct CheckCommandTests {
    static func run(_ arguments: String..., in directory: URL) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, in: directory)
    }

    @Test("clean pairs pass with exit status 0, a twisted morph fails with 1 naming frames and places, bad input exits with 2")
    func verdicts() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let clean = try Self.run("check", "heart", "club", "spade", "diamond", in: directory)
        #expect(clean.status == 0 && clean.output.hasPrefix("ok   heart → club  crossings 0 · pops 0 · ends "), "\(clean)")
        #expect(clean.output.split(separator: "\n").count == 2)
        let chained = try Self.run("check", "--chain", "heart", "club", "spade", in: directory)
        #expect(chained.status == 0 && chained.output.split(separator: "\n").map { $0.split(separator: " ").prefix(4).joined(separator: " ") }
            == ["ok heart → club", "ok club → spade"], "\(chained)")
        let odd = try Self.run("check", "heart", "club", "spade", in: directory)
        #expect(odd.status == 2 && odd.error.contains("check takes shapes in pairs (A B C D checks A → B and C → D); 3 were given")
            && odd.error.contains("add --chain"), "\(odd)")
        let twisted = try Self.run("check", "heart", "spade", "--start", "0:2", "--sheets", "sheets", in: directory)
        #expect(twisted.status == 1 && twisted.output.hasPrefix("FAIL heart → spade"), "\(twisted)")
        #expect(twisted.output.contains("1 new self-crossing (a contour crossing itself where neither end does): contour 0 from p = 0.0"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("sheets/heart-spade.png").path))
        #expect(try Self.run("check", "heart", "spade", "--start", "0:2", "--max-crossings", "1", in: directory).status == 0)
        for arguments in [["check", "heart"], ["check", "--chain", "heart"], ["check", "heart", "nosuch.svg"], ["check"], ["check", "heart", "club", "--timing", "bouncy("],
                          ["check", "--pairs", "missing.txt"], ["check", "heart", "club", "--max-crossings", "abc"]] {
            let result = try CommandRunner.run(arguments, in: directory)
            #expect(result.status == 2 && result.error.hasPrefix("Error: "), "\(arguments): \(result)")
        }
    }

    @Test("a file as Inkscape saves it passes --strict: editors' own properties and attributes draw nothing, so they are no loss")
    func inkscapeFilePassesStrict() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let style = "font-size:10.5833px;line-height:1.25;font-family:'DejaVu Sans';-inkscape-font-specification:'DejaVu Sans, Normal';"
            + "text-transform:none;white-space-collapse:collapse;filter-blend-mode:normal;filter-gaussianBlur-deviation:0;fill:#000000"
        func file(fill: String, textTransform: String = "none") -> String {
            """
            <svg width="100mm" height="100mm" viewBox="0 0 100 100" inkscape:version="1.3.2" sodipodi:docname="a.svg"
               xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
               xmlns:i="http://ns.adobe.com/AdobeIllustrator/10.0/" xmlns="http://www.w3.org/2000/svg">
              <sodipodi:namedview id="namedview1" pagecolor="#ffffff" inkscape:zoom="0.7" inkscape:current-layer="layer1"/>
              <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1" i:extraneous="self" data-name="Layer 1">
                <rect style="fill:\(fill);stroke:none;-inkscape-stroke:none" width="40" height="40" x="10" y="10"/>
                <path sodipodi:type="star" sodipodi:sides="3" inkscape:flatsided="true" style="fill:#0000ff" d="M 80,80 60,80 70,60 Z"/>
                <text xml:space="preserve" style="\(style.replacingOccurrences(of: "text-transform:none", with: "text-transform:" + textTransform))" x="10" y="95"><tspan sodipodi:role="line" x="10" y="95">PLAY</tspan></text>
              </g>
            </svg>
            """
        }
        try file(fill: "#ff0000").write(to: directory.appendingPathComponent("a.svg"), atomically: true, encoding: .utf8)
        try file(fill: "#00ff00").write(to: directory.appendingPathComponent("b.svg"), atomically: true, encoding: .utf8)
        let strict = try Self.run("check", "a.svg", "b.svg", "--strict", in: directory)
        #expect(strict.status == 0 && strict.error.isEmpty, "\(strict)")
        // A property that would draw something (upper case letters) is still a loss.
        try file(fill: "#00ff00", textTransform: "uppercase").write(to: directory.appendingPathComponent("c.svg"), atomically: true, encoding: .utf8)
        let loss = try Self.run("check", "a.svg", "c.svg", "--strict", in: directory)
        #expect(loss.status == 2 && loss.error.contains("c.svg:8: <text>: CSS property text-transform is not a presentation property"), "\(loss)")
        // A label that changes morphs, drawn as outlines by default; kept as text, it cross-fades: check counts it and a warning says so.
        try file(fill: "#00ff00").replacingOccurrences(of: ">PLAY<", with: ">PAUSE<")
            .write(to: directory.appendingPathComponent("d.svg"), atomically: true, encoding: .utf8)
        let fading = try Self.run("check", "a.svg", "d.svg", "--keep-text", in: directory)
        #expect(fading.status == 1 && fading.output.contains("1 text kept as text cross-fades instead of morphing (drawn as outlines they morph")
            && fading.error.contains("warning: a.svg → d.svg: 1 text kept as text cross-fades instead of morphing"), "\(fading)")
        let outlined = try Self.run("check", "a.svg", "d.svg", in: directory)
        #expect(outlined.status == 0 && !outlined.error.contains("cross-fade"), "\(outlined)")
        #expect(try Self.run("check", "a.svg", "d.svg", "--outline-text", "--keep-text", in: directory).status == 2)
        // inspect lists the texts kept as text and says the changing one cross-fades.
        let inspected = try Self.run("inspect", "a.svg", "d.svg", "--keep-text", in: directory)
        #expect(inspected.output.contains(#"text 0 (line 8): "PLAY", kept as text"#)
            && inspected.output.contains(#"text 0 (line 8): "PAUSE", kept as text"#)
            && inspected.output.contains("1 text kept as text cross-fades (drawn as outlines they morph"), "\(inspected)")
        let json = try JSONSerialization.jsonObject(with: Data(try Self.run("inspect", "a.svg", "d.svg", "--json", "--keep-text", in: directory).output.utf8)) as! [String: Any]
        #expect((json["match"] as? [String: Any])?["crossFadingTexts"] as? Int == 1
            && ((json["target"] as? [String: Any])?["texts"] as? [[String: Any]])?.first?["text"] as? String == "PAUSE")
    }

    @Test("--pairs reads lines or JSON from the file's folder; --json prints each pair's measurement; --timing plays the frames pops are sought in")
    func pairsAndJSON() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let heart = try String(contentsOf: repositoryFolder.appendingPathComponent("Shapes/heart.svg"), encoding: .utf8)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("set"), withIntermediateDirectories: true)
        try heart.write(to: directory.appendingPathComponent("set/h.svg"), atomically: true, encoding: .utf8)
        try "# suits\nh.svg club\n\nh.svg spade  # a comment\n".write(to: directory.appendingPathComponent("set/pairs.txt"), atomically: true, encoding: .utf8)
        try #"{"pairs": [{"id": "x", "a": "h.svg", "b": "dots"}]}"#.write(to: directory.appendingPathComponent("set/pairs.json"), atomically: true, encoding: .utf8)
        let lines = try Self.run("check", "--pairs", "set/pairs.txt", in: directory)
        let verdicts = lines.output.split(separator: "\n")
        #expect(lines.status == 0 && verdicts.count == 2 && verdicts.allSatisfy { $0.hasPrefix("ok   ") }, "\(lines)")
        #expect(verdicts.first?.contains("set/h.svg → club") == true && verdicts.last?.contains("set/h.svg → spade") == true)
        let json = try Self.run("check", "--pairs", "set/pairs.json", "--json", in: directory)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as! [String: Any]
        #expect(json.status == 0 && object["passed"] as? Bool == true && (object["b"] as? String) == "dots")
        let measurement = object["measurement"] as! [String: Any]
        #expect((measurement["endOverlaps"] as? [Double])?.count == 2 && (measurement["newCrossings"] as? [Any])?.isEmpty == true)
        let stepped = try Self.run("check", "heart", "dots", "--timing", "steps(2)", "--json", in: directory)
        let steppedObject = try JSONSerialization.jsonObject(with: Data(stepped.output.utf8)) as! [String: Any]
        #expect(stepped.status == 1 && ((steppedObject["failures"] as? [[String: Any]])?.first?["measure"] as? String) == "pops")
    }
}

@Suite("docs/checking.md: the CI example")
struct CheckReadmeExampleTests {
    /// The code block of docs/checking.md after `<!-- example: name -->`.
    static func example(_ name: String) throws -> String {
        let readme = try String(contentsOf: repositoryFolder.appendingPathComponent("docs/checking.md"), encoding: .utf8)
        let marker = try #require(readme.range(of: "<!-- example: \(name) -->\n```"))
        let rest = readme[marker.upperBound...].drop { $0 != "\n" }.dropFirst()
        return String(rest[..<rest.range(of: "```")!.lowerBound])
    }

    @Test("the workflow's check step passes on the pairs file of docs/checking.md, its icons being the shapes of the same names")
    func workflow() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let pairs = try Self.example("transitions")
        let design = directory.appendingPathComponent("design")
        try FileManager.default.createDirectory(at: design.appendingPathComponent("icons"), withIntermediateDirectories: true)
        try pairs.write(to: design.appendingPathComponent("transitions.txt"), atomically: true, encoding: .utf8)
        for name in Set(pairs.split(whereSeparator: \.isWhitespace).filter { $0.hasPrefix("icons/") }) {
            try FileManager.default.copyItem(at: shapesFolder.appendingPathComponent(String(name.dropFirst("icons/".count))),
                                             to: design.appendingPathComponent(String(name)))
        }
        let step = try #require(try Self.example("ci-workflow").split(separator: "\n").first { $0.contains("run: shapemorph check") })
        let arguments = step.split(separator: " ").drop { $0 != "shapemorph" }.dropFirst().map(String.init)
        let result = try CommandRunner.run(arguments, in: directory)
        #expect(result.status == 0 && result.output.split(separator: "\n").count == 3, "\(result)")
    }
}
