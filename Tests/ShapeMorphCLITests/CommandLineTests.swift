import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphTestSupport
import Testing

/// The built `shapemorph` binary, run as users run it.
@Suite("shapemorph end to end")
struct CommandLineTests {
    static let repository = repositoryFolder
    static let heartFile = repository.appendingPathComponent("Shapes/heart.svg").path
    static let heart = try! SVGDocument(builtIn: "heart").shape
    static let club = try! SVGDocument(builtIn: "club").shape

    static func run(_ arguments: String..., in directory: URL, input: Data? = nil) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, in: directory, input: input)
    }

    static func frames(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasPrefix("frame-") }.sorted()
    }

    static func shape(of file: URL) throws -> Shape { try SVGDocument(contentsOf: file).shape }

    @Test("--help matches the snapshot; every command has help; --version")
    func help() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let snapshot = Self.repository.appendingPathComponent("Tests/ShapeMorphCLITests/Snapshots/help.txt")
        let help = try Self.run("--help", in: directory)
        #expect(help.status == 0)
        #expect(help.output == (try String(contentsOf: snapshot, encoding: .utf8)), "update \(snapshot.path) if the change is intended")
        for command in ["morph", "at", "inspect", "sheet", "check", "batch", "shapes", "timing", "blob", "wander", "wave", "resample", "studio"] {
            let result = try Self.run(command, "--help", in: directory)
            #expect(result.status == 0 && result.output.contains("USAGE: shapemorph \(command)"), "\(command)")
        }
        #expect(try Self.run("--version", in: directory).output == "0.3.0\n")
    }

    @Test("morph writes duration × fps + 1 frames; first, middle and last are the morph's shapes exactly")
    func frameSequence() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try Self.run("morph", Self.heartFile, "club", "-o", "frames", "--precision", "exact", in: directory)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("Wrote 31 frames to frames"))
        let frames = Self.frames(in: directory.appendingPathComponent("frames"))
        #expect(frames.count == 31 && frames.first == "frame-0001.svg" && frames.last == "frame-0031.svg")
        let morph = Morph(from: Self.heart, to: Self.club)
        let folder = directory.appendingPathComponent("frames")
        #expect(try Self.shape(of: folder.appendingPathComponent("frame-0001.svg")) == morph.matchedSource)
        #expect(try Self.shape(of: folder.appendingPathComponent("frame-0016.svg")) == morph.shape(at: 0.5))
        #expect(try Self.shape(of: folder.appendingPathComponent("frame-0031.svg")) == morph.matchedTarget)
    }

    @Test("frame counts: several legs, loops and ping-pong cycles leave out the closing frame", arguments: [
        (["heart", "club", "spade"], [String](), 61),
        (["heart", "club"], ["--loop"], 60),
        (["heart", "club", "spade"], ["--ping-pong", "--duration", "0.5"], 60),
        (["heart", "club"], ["--fps", "12", "--duration", "2"], 25),
    ])
    func frameCounts(shapes: [String], options: [String], count: Int) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["morph"] + shapes + options + ["-o", "out", "-q"], in: directory)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        #expect(Self.frames(in: directory.appendingPathComponent("out")).count == count)
    }

    @Test("--animated writes one SMIL SVG; --html a self-contained page with a slider")
    func animatedAndPreview() throws {
        let directory = try CommandRunner.temporaryDirectory()
        // One fill throughout: the ease-in-out leg is two keys and its key spline.
        let result = try Self.run("morph", "heart", "club", "spade", "--fill", "black", "--timing", "ease-in-out", "--timing", "bouncy",
                                  "--animated", "-o", "suits.svg", "--html", "suits.html", in: directory)
        #expect(result.status == 0, "\(result.error)")
        let svg = try String(contentsOf: directory.appendingPathComponent("suits.svg"), encoding: .utf8)
        #expect(svg.contains("<animate attributeName=\"d\"") && svg.contains("keySplines=\"0.42 0 0.58 1"))
        #expect(svg.components(separatedBy: "<path").count - 1 == 2)
        let reread = try Self.shape(of: directory.appendingPathComponent("suits.svg"))
        #expect(reread.segmentCount > 0)
        let html = try String(contentsOf: directory.appendingPathComponent("suits.html"), encoding: .utf8)
        #expect(html.contains("<input id=\"scrub\" type=\"range\"") && html.contains("<animate"))
        #expect(!html.contains("src=") && !html.contains("https:"))
    }

    @Test("paint a format cannot say warns once, naming file, line and element: gradients, dashes and a stroke under its fill in avd; svg, css and lottie say them")
    func paintEachFormatCannotSay() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
            <linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
            <circle cx="50" cy="50" r="30" fill="green" stroke="black" stroke-width="16" paint-order="stroke"/>
            <rect x="10" y="10" width="20" height="20" fill="url(#g)" stroke="black" stroke-dasharray="3 1"/>
            <rect x="70" y="10" width="20" height="20" fill="url(#g)"/>
            </svg>
            """.utf8).write(to: directory.appendingPathComponent("ring.svg"))
        let expected = [
            "gradient": "ring.svg:4: <rect>: its gradient fill is drawn in its fallback colour",
            "dashes": "ring.svg:4: <rect>: its dashed stroke is drawn solid",
            "under": "ring.svg:3: <circle>: its stroke under its fill (paint-order) is drawn over the fill",
        ]
        // SVG, CSS and Lottie animate the plain gradient.
        let said = ["svg": [], "css": [], "lottie": [], "avd": ["gradient", "dashes", "under"]]
        for (format, warned) in said {
            let result = try Self.run("morph", "ring.svg", "heart", "--format", format, "-o", "out.\(format)", in: directory)
            #expect(result.status == 0, "\(format): \(result.error)")
            for (feature, warning) in expected {
                let count = result.error.components(separatedBy: warning).count - 1
                #expect(count == (warned.contains(feature) ? 1 : 0), "\(format), \(feature): \(result.error)")
            }
            let strict = try Self.run("morph", "ring.svg", "heart", "--format", format, "-o", "strict.\(format)", "--strict", in: directory)
            #expect((strict.status == 0) == warned.isEmpty, "\(format) --strict: \(strict.error)")
        }
        let svg = try String(contentsOf: directory.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(svg.contains(#"paint-order="stroke""#) && svg.contains("stroke-dasharray") && svg.contains("<linearGradient"))
    }

    @Test("--format lottie, css and avd write one file each, in each element's paint; --animated is --format svg")
    func exportFormats() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let logos = "Tests/Corpus/logos/logos"
        for (format, file) in [("lottie", "morph.json"), ("css", "morph.svg"), ("avd", "morph.xml"), ("svg", "smil.svg")] {
            let result = try Self.run("morph", Self.repository.appendingPathComponent("\(logos)/android.svg").path,
                                      Self.repository.appendingPathComponent("\(logos)/arduino.svg").path,
                                      "--timing", "ease-in-out", "--format", format, "-o", file, in: directory)
            #expect(result.status == 0 && result.error.hasPrefix("Wrote "), "\(format): \(result.error)")
        }
        let lottie = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("morph.json"))) as? [String: Any]
        #expect((lottie?["layers"] as? [Any])?.count ?? 0 > 1, "a layer per element")
        let css = try String(contentsOf: directory.appendingPathComponent("morph.svg"), encoding: .utf8)
        #expect(css.contains("@keyframes morph-path-1-1") && css.contains("fill: #") && !css.contains("<animate"), "ids begin with the file's name")
        let avd = try String(contentsOf: directory.appendingPathComponent("morph.xml"), encoding: .utf8)
        #expect(avd.contains("<animated-vector") && avd.contains("android:valueType=\"pathType\""))
        let refused = try Self.run("morph", "heart", "club", "--animated", "--format", "lottie", "-o", "x.json", in: directory)
        #expect(refused.status == 64 && refused.error.contains("--animated means --format svg"), "\(refused.error)")
        let frames = try Self.run("morph", "heart", "club", "-o", "x.xml", in: directory)
        #expect(frames.status == 64 && frames.error.contains("add --format svg (or lottie, css, avd)"), "\(frames.error)")
    }

    @Test("morph --help names every extension -o takes a format from, and -o writes that format for each")
    func formatHelp() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let help = try Self.run("morph", "--help", in: directory).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let named = ["x.gif a GIF", "x.webp a WebP", "x.png an APNG", "x.apng an APNG", "x.mp4 an MP4 video", "x.webm a WebM video"]
        for phrase in named {
            #expect(help.contains(phrase), "\(phrase) in: \(help)")
            let (file, kind) = (String(phrase.prefix { $0 != " " }), String(phrase.drop { $0 != " " }.dropFirst()))
            let written = try Self.run("morph", "heart", "club", "--fps", "4", "--duration", "0.5", "--size", "16", "-o", file, in: directory)
            #expect(written.status == 0 && written.error.contains("\(kind) of 3 frames"), "\(file): \(written.error)")
        }
        #expect(help.components(separatedBy: "(default: sans-serif)").count == 2, "--font names its default once")
    }

    @Test("picture outputs that would pass 1.75 GiB are refused before anything renders, naming the size that fits")
    func hugePictures() throws {
        let directory = try CommandRunner.temporaryDirectory()
        for (size, file, message) in [("16384", "x.gif", "a GIF of 16384 × 16384 pixels would take about 2.0 GiB"),
                                      ("8192", "x.webp", "a WebP of 8192 × 8192 pixels would take about 2.1 GiB"),
                                      ("4096", "x.webm", "a WebM video of 4096 × 4096 pixels would take about 4.1 GiB")] {
            let run = try Self.run("morph", "heart", "club", "--size", size, "-o", file, in: directory)
            #expect(run.status == 1 && run.error.contains(message) && run.error.contains("give a smaller --size (about"), "\(run.error)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path))
        }
    }

    @Test("a GIF past 50 frames a second keeps every 2nd hundredth's frame and says so: no delay under the 2 hundredths browsers play")
    func fastGIF() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let run = try Self.run("morph", "heart", "club", "--fps", "1000", "-o", "fast.gif", "--size", "20", in: directory)
        #expect(run.status == 0 && run.error.contains("writing 51 of the 1001 frames, 50 a second") && run.error.contains("a GIF of 51 frames"), "\(run.error)")
        // Each frame's graphic control extension: 0x21 0xF9 0x04, flags, then the delay in hundredths.
        let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent("fast.gif")))
        let delays = bytes.indices.dropLast(5).filter { bytes[$0] == 0x21 && bytes[$0 + 1] == 0xF9 && bytes[$0 + 2] == 4 }
            .map { Int(bytes[$0 + 4]) | Int(bytes[$0 + 5]) << 8 }
        #expect(delays.count == 51 && delays.allSatisfy { $0 == 2 }, "\(delays)")
    }

    @Test("pictures: -o x.gif, x.webp, x.png (APNG), x.mp4 by their extension, PNG frames by --format, at and sheet to PNG; picture options only for pictures")
    func pictures() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let gif = try Self.run("morph", "heart", "club", "--fps", "10", "-o", "a.gif", "--size", "40x30", in: directory)
        #expect(gif.status == 0 && gif.error.contains("a GIF of 11 frames, 40 × 30, to a.gif"), "\(gif.error)")
        let bytes = try Data(contentsOf: directory.appendingPathComponent("a.gif"))
        #expect(bytes.starts(with: Array("GIF89a".utf8)) && bytes[6] == 40 && bytes[8] == 30)
        let webp = try Self.run("morph", "heart", "club", "--fps", "10", "-o", "a.webp", "--plays", "2", in: directory)
        #expect(webp.status == 0 && webp.error.contains("a WebP of 11 frames, 100 × 100"), "\(webp.error)")
        let png = try Self.run("morph", "heart", "club", "--fps", "10", "-o", "pngs", "--format", "png", "--background", "white", in: directory)
        #expect(png.status == 0 && FileManager.default.fileExists(atPath: directory.appendingPathComponent("pngs/frame-0011.png").path))
        let video = try Self.run("morph", "heart", "club", "--fps", "10", "-o", "a.mp4", "--size", "41x31", in: directory)
        #expect(video.status == 0 && video.error.contains("an MP4 video of 11 frames, 42 × 32, to a.mp4"), "even sides: \(video.error)")
        let apng = try Self.run("morph", "heart", "club", "--fps", "10", "-o", "a.png", in: directory)
        #expect(apng.status == 0 && apng.error.contains("an APNG of 11 frames"), "\(apng.error)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".shapemorph") }
        #expect(leftovers.isEmpty, "ffmpeg's private file is removed: \(leftovers)")
        let frame = try Self.run("at", "heart", "club", "--progress", "0.5", "-o", "mid.png", "--size", "64x32", in: directory)
        let picture = try Data(contentsOf: directory.appendingPathComponent("mid.png"))
        #expect(frame.status == 0 && picture.starts(with: [0x89, 0x50, 0x4E, 0x47]) && picture[19] == 64 && picture[23] == 32,
                "at -o x.png renders the frame: \(frame.error)")
        let sheet = try Self.run("sheet", "heart", "club", "--count", "3", "-o", "sheet.png", in: directory)
        #expect(sheet.status == 0 && FileManager.default.fileExists(atPath: directory.appendingPathComponent("sheet.png").path))
        let again = try Self.run("morph", "heart", "club", "-o", "a.gif", in: directory)
        #expect(again.status == 1 && again.error.contains("--force"), "the overwrite rule holds: \(again.error)")
        for (arguments, message) in [(["--size", "40", "-o", "frames"], "are for pictures"),
                                     (["--background", "#ff000080", "-o", "b.gif"], "is not an opaque colour or none"),
                                     (["--size", "0x5", "-o", "b.gif"], "is not W or WxH"), (["--quality", "101", "-o", "b.webp"], "from 0 to 100")] {
            let refused = try CommandRunner.run(["morph", "heart", "club"] + arguments, in: directory)
            #expect(refused.status == 64 && refused.error.contains(message), "\(arguments): \(refused.error)")
        }
        let notPicture = try CommandRunner.run(["at", "heart", "club", "--progress", "0", "--size", "9", "-o", "x.svg"], in: directory)
        #expect(notPicture.status == 64 && notPicture.error.contains("are for a picture"), "\(notPicture.error)")
    }

    @Test("documents morph element by element: frames, --animated and inspect carry each element's paint; --pair pins")
    func documents() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let badge = Self.repository.appendingPathComponent("docs/documents/badge.svg").path
        let icon = Self.repository.appendingPathComponent("docs/documents/app-icon.svg").path
        let frames = try Self.run("morph", badge, icon, "--fps", "2", "-q", "-o", "frames", in: directory)
        #expect(frames.status == 0, "\(frames.error)")
        let last = try SVGDocument(contentsOf: directory.appendingPathComponent("frames/frame-0003.svg"))
        #expect(last.elements.map(\.paint.fill) == ["#1d4ed8", "white", "#facc15"])
        let animated = try Self.run("morph", badge, icon, "--animated", "-o", "badge.svg", "-q", in: directory)
        #expect(animated.status == 0, "\(animated.error)")
        let svg = try String(contentsOf: directory.appendingPathComponent("badge.svg"), encoding: .utf8)
        #expect(svg.components(separatedBy: "<path").count - 1 == 3)
        // The dot only the icon has buds from the badge in its paint: no fade.
        // Red into blue: keys between, where sRGB would stray from the frames' colours.
        let fills = try #require(svg.components(separatedBy: "<animate attributeName=\"fill\" values=\"").dropFirst().first?.prefix { $0 != "\"" })
        #expect(fills.hasPrefix("#d62839;") && fills.hasSuffix(";#1d4ed8") && fills.split(separator: ";").count > 2, "\(fills)")
        #expect(!svg.contains("attributeName=\"opacity\""))
        // One pin leaves the rest paired as they would be; an element pinned alone merges into the nearest pair, named.
        let inspect = try Self.run("inspect", badge, icon, "--pair", "1:2", in: directory)
        #expect(inspect.output.contains("layer 0: element 0 → element 0") && inspect.output.contains("layer 2: element 1 → element 2"),
                "\(inspect.output)")
        #expect(inspect.output.contains("layer 1: element 1 of the target splits from layer 0 (element 0 → element 0)"))
        let alone = try Self.run("inspect", badge, icon, "--pair", "1:2", "--pair=0:-", "--json", in: directory)
        #expect(alone.output.contains(#"{"source": 0, "target": null, "neighbour": 3}"#) && alone.output.contains(#"{"source": 1, "target": 2}"#),
                "\(alone.output)")
        let twice = try Self.run("inspect", badge, icon, "--pair", "1:2", "--pair=1:-", in: directory)
        #expect(twice.status == 64 && twice.error.contains("--pair: a source element is pinned twice"), "\(twice.error)")
        let bad = try Self.run("inspect", badge, icon, "--pair=-:-", in: directory)
        #expect(bad.status == 64 && bad.error.contains("--pair needs SOURCE:TARGET"), "\(bad.error)")
        let crossing = try Self.run("at", badge, icon, "--progress", "0.5", "--pair", "0:1", "--pair", "1:0", in: directory)
        #expect(crossing.status == 64 && crossing.error.contains("--pair: pairs 0:1 and 1:0 cross"))
        let three = try Self.run("morph", "heart", "club", "spade", "--pair", "0:0", "-o", "x", in: directory)
        #expect(three.status == 64 && three.error.contains("give exactly two shapes"))
    }

    @Test("--elastic puts every point on the timing's spring: frames until every point settles, from the first shape to the second, one key a frame")
    func elastic() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let frames = try Self.run("morph", "heart", "club", "--timing", "bouncy", "--elastic", "0.15", "--fps", "20", "-q", "-o", "jelly", in: directory)
        #expect(frames.status == 0, "\(frames.error)")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("jelly").path).sorted()
        // Bouncy settles its softest point (half as stiff) 0.15 s late: longer than the spring alone.
        let spring = Spring.bouncy
        let (heart, club) = (try #require(try SVGDocument.builtIn(named: "heart")), try #require(try SVGDocument.builtIn(named: "club")))
        let jelly = ElasticMorph(DocumentMorph(from: heart, to: club).morph, spring: spring, lag: 0.15)
        #expect(written.count == Int((jelly.duration * 20).rounded(.down)) + 1 + (jelly.duration * 20 == (jelly.duration * 20).rounded() ? 0 : 1))
        #expect(jelly.duration > spring.settlingDuration + 0.15)
        let first = try SVGDocument(contentsOf: directory.appendingPathComponent("jelly/frame-0001.svg"))
        let last = try SVGDocument(contentsOf: directory.appendingPathComponent("jelly/\(written.last!)"))
        #expect(first.elements.first?.paint.fill?.color == Color("#d62839") && last.elements.first?.paint.fill?.color == Color("#1b1b1e"))
        let middle = try SVGDocument(contentsOf: directory.appendingPathComponent("jelly/frame-0004.svg"))
        let expected = jelly.shape(at: 3.0 / 20)
        let (drawn, meant) = (try #require(middle.shape.bounds), try #require(expected.bounds))
        #expect([drawn.minX - meant.minX, drawn.minY - meant.minY, drawn.maxX - meant.maxX, drawn.maxY - meant.maxY].allSatisfy { abs($0) < 2e-3 },
                "frame 4 is the elastic morph at 0.15 s: \(drawn) against \(meant)")
        let animated = try Self.run("morph", "heart", "club", "--timing", "bouncy", "--elastic", "0.15", "--fps", "20", "--format", "svg",
                                    "-o", "jelly.svg", "-q", in: directory)
        let svg = try String(contentsOf: directory.appendingPathComponent("jelly.svg"), encoding: .utf8)
        let keyTimes = try #require(svg.components(separatedBy: "keyTimes=\"").dropFirst().first?.prefix { $0 != "\"" })
        #expect(animated.status == 0 && keyTimes.split(separator: ";").count == written.count, "\(animated.error)")
        let eased = try Self.run("morph", "heart", "club", "--timing", "ease", "--elastic", "0.1", "-o", "x", in: directory)
        #expect(eased.status == 64 && eased.error.contains("--elastic puts every point on the spring of --timing"), "\(eased.error)")
        let three = try Self.run("morph", "heart", "club", "spade", "--timing", "bouncy", "--elastic", "0.1", "-o", "x", in: directory)
        #expect(three.status == 64 && three.error.contains("--elastic morphs two shapes"), "\(three.error)")
        let bad = try Self.run("morph", "heart", "club", "--timing", "bouncy", "--elastic", "0.1:1", "-o", "x", in: directory)
        #expect(bad.status == 64 && bad.error.contains("--elastic needs LAG[:SOFTENING]"), "\(bad.error)")
    }

    @Test("usage errors exit 64 with usage", arguments: [
        ["morph", "heart"], ["morph", "heart", "club"], ["morph", "heart", "club", "-o", "x", "--precision", "99"],
        ["morph", "heart", "club", "-o", "x", "--loop", "--ping-pong"], ["morph", "heart", "club", "-o", "x", "--fps", "0"],
        ["at", "heart", "club"], ["timing", "ease", "--samples", "1"], ["frobnicate"],
        ["morph", "heart", "club", "--format", "lottie"], ["morph", "heart", "club", "--format", "mov", "-o", "x"], ["morph", "heart", "club", "--size", "9", "-o", "x"],
        ["morph", "heart", "club", "--format", "css", "-o", "x.svg", "--overlay"],
    ])
    func usageErrors(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments, in: try CommandRunner.temporaryDirectory())
        #expect(result.status == 64)
        #expect(result.error.contains("Usage: shapemorph") || result.error.contains("USAGE: shapemorph"))
    }

    @Test("input errors exit 1 with one sentence naming the file and position")
    func inputErrors() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path d=\"M0 0 L10 0\"".utf8)
            .write(to: directory.appendingPathComponent("broken.svg"))
        let cases: [([String], String)] = [
            (["morph", "nope.svg", "club", "-o", "x"], "nope.svg: no such file"),
            (["morph", "broken.svg", "club", "-o", "x"], "broken.svg:2"),
            (["morph", "heart", "club", "-o", "x", "--timing", "spring(bounce: 2)"], "offset 15"),
            (["morph", "heart", "club", "-o", "x", "--timing", "ease", "--timing", "ease", "--timing", "ease"], "once per leg"),
            (["timing", "cubic-bezier(2, 0, 1, 1)"], "an x coordinate from 0 to 1"),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(arguments, in: directory)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.error.hasPrefix("Error: ") && result.error.contains(message), "\(arguments): \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1 && !result.error.contains("Fatal"), "\(result.error)")
        }
    }

    /// The file-size limit also stops ThreadSanitizer's runtime from mapping
    /// its shadow files, so `.ci/sanitizers` skips this test under TSan.
    @Test("a failed export leaves no frames, no staging files, and earlier frames untouched",
          .enabled(if: ProcessInfo.processInfo.environment["SHAPEMORPH_SANITIZER"] != "thread"))
    func allOrNothing() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let other = directory.appendingPathComponent("out/notes.txt")
        let first = try Self.run("morph", "heart", "club", "-o", "out", "--fps", "5", "-q", in: directory)
        #expect(first.status == 0)
        try Data("keep me".utf8).write(to: other)
        let before = try Self.frames(in: directory.appendingPathComponent("out")).map {
            try Data(contentsOf: directory.appendingPathComponent("out/\($0)"))
        }
        // Frames of up to 512 bytes only: every write fails, as on a full disk.
        let failed = try CommandRunner.run(["morph", "heart", "spade", "-o", "out", "--fps", "5", "--force"], in: directory,
                                           shellPrefix: "trap '' XFSZ; ulimit -f 1")
        #expect(failed.status == 1)
        #expect(failed.error.contains("cannot write the frame"), "\(failed.error)")
        let after = try Self.frames(in: directory.appendingPathComponent("out")).map {
            try Data(contentsOf: directory.appendingPathComponent("out/\($0)"))
        }
        #expect(after == before)
        #expect(try String(contentsOf: other, encoding: .utf8) == "keep me")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
        #expect(!leftovers.contains { $0.hasPrefix(".") }, "\(leftovers)")

        let fresh = try CommandRunner.run(["morph", "heart", "spade", "-o", "new", "--fps", "5"], in: directory,
                                          shellPrefix: "trap '' XFSZ; ulimit -f 1")
        #expect(fresh.status == 1)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("new").path))
    }

    @Test("existing frames and inputs are never overwritten without being asked")
    func refusals() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.heartFile, toPath: directory.appendingPathComponent("heart.svg").path)
        let original = try Data(contentsOf: directory.appendingPathComponent("heart.svg"))
        let overwrite = try Self.run("at", "heart.svg", "club", "--progress", "0.5", "-o", "heart.svg", in: directory)
        #expect(overwrite.status == 1 && overwrite.error.contains("refusing to overwrite the input"))
        #expect(try Data(contentsOf: directory.appendingPathComponent("heart.svg")) == original)
        #expect(try Self.run("morph", "heart", "club", "-o", "out", "-q", in: directory).status == 0)
        let again = try Self.run("morph", "heart", "club", "-o", "out", in: directory)
        #expect(again.status == 1 && again.error.contains("use --force"))
        #expect(try Self.run("morph", "heart", "club", "-o", "out", "--force", "-q", in: directory).status == 0)

        // A frame of the sequence that is an input, reached through a link to its folder, is refused even with --force.
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link").path, withDestinationPath: "out")
        let frame = directory.appendingPathComponent("out/frame-0002.svg")
        let frameBefore = try Data(contentsOf: frame)
        let intoInput = try Self.run("morph", "link/frame-0002.svg", "club", "-o", "out", "--force", "--fps", "2", in: directory)
        #expect(intoInput.status == 1 && intoInput.error.contains("out/frame-0002.svg: refusing to overwrite the input"), "\(intoInput.error)")
        #expect(try Data(contentsOf: frame) == frameBefore)
    }

    @Test("at reads standard input and writes standard output")
    func standardStreams() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try Self.run("at", "-", "club", "--progress", "0", "--precision", "exact", in: directory,
                                  input: try Data(contentsOf: URL(fileURLWithPath: Self.heartFile)))
        #expect(result.status == 0)
        let shape = try SVGDocument(data: Data(result.output.utf8), fileName: "stdout").shape
        #expect(shape == Morph(from: Self.heart, to: Self.club).matchedSource)
    }

    /// The geometry JSON of `inspect --json`. Decoded with JSONDecoder,
    /// which reads doubles exactly (Linux's JSONSerialization can be one ulp off).
    struct Geometry: Decodable {
        struct Contour: Decodable { var closed: Bool; var segments: [[Double]] }
        var viewBox: [Double]?
        var contours: [Contour]
    }

    @Test("inspect --json gives the geometry at full precision; with two shapes, the match")
    func inspectJSON() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let one = try Self.run("inspect", "heart", "--json", in: directory)
        let geometry = try JSONDecoder().decode(Geometry.self, from: Data(one.output.utf8))
        #expect(geometry.viewBox == [0, 0, 100, 100])
        #expect(geometry.contours.map(\.closed) == [true])
        #expect(geometry.contours.first?.segments == Self.heart.contours[0].segments.map { $0.points.flatMap { [$0.x, $0.y] } })

        struct Match: Decodable {
            struct Body: Decodable {
                var segmentsPerFrame: Int, bends: [Double], matchedSource: Geometry, matchedTarget: Geometry
            }
            var match: Body
        }
        let two = try Self.run("inspect", "heart", "club", "--json", in: directory)
        let match = try JSONDecoder().decode(Match.self, from: Data(two.output.utf8)).match
        let morph = Morph(from: Self.heart, to: Self.club)
        #expect(match.segmentsPerFrame == morph.matchedSource.segmentCount)
        #expect(match.matchedTarget.contours.first?.segments == morph.matchedTarget.contours[0].segments.map { $0.points.flatMap { [$0.x, $0.y] } })
        #expect(match.bends.isEmpty)

        // Spade → line bends its path half way, and says so.
        let bent = try Self.run("inspect", "spade", "line", "--json", in: directory)
        #expect(try JSONDecoder().decode(Match.self, from: Data(bent.output.utf8)).match.bends == [0.5])
        #expect(try Self.run("inspect", "spade", "line", in: directory).output.contains("the path of travel bends at progress 0.5"))
    }

    @Test("inspect names the motion and the paired corners; --motion linear keeps a turned rectangle from turning")
    func inspectMotion() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 200">%@</svg>"#
        try String(format: svg, #"<rect x="20" y="20" width="100" height="160"/>"#)
            .write(to: directory.appendingPathComponent("a.svg"), atomically: true, encoding: .utf8)
        try String(format: svg, #"<rect x="220" y="20" width="100" height="160" transform="rotate(30 270 100)"/>"#)
            .write(to: directory.appendingPathComponent("b.svg"), atomically: true, encoding: .utf8)
        let text = try Self.run("inspect", "a.svg", "b.svg", in: directory).output
        #expect(text.contains("element 0 → element 0: moves by (200, 0), scales by 1, turns 30° about (70, 100) as that travels"), "\(text)")
        #expect(text.contains("4 corners paired with corners"), "\(text)")
        let linear = try Self.run("inspect", "a.svg", "b.svg", "--motion", "linear", in: directory).output
        #expect(linear.contains("does not turn (the best turn, 30°, is not played)") && !linear.contains("bends"), "\(linear)")
        struct Motions: Decodable {
            struct Body: Decodable { var motions: [Motion?] }
            struct Motion: Decodable { var translation: [Double], turnDegrees: Double }
            var match: Body
        }
        let json = try Self.run("inspect", "a.svg", "b.svg", "--json", in: directory).output
        let motion = try #require(try JSONDecoder().decode(Motions.self, from: Data(json.utf8)).match.motions.first ?? nil)
        #expect(abs(motion.turnDegrees - 30) < 1e-9 && abs(motion.translation[0] - 200) < 1e-9 && abs(motion.translation[1]) < 1e-9)
    }

    @Test("inspect says where an open contour is traced there and back")
    func inspectThereAndBack() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">%@</svg>"#
        try String(format: svg, #"<path d="M2.3 3.7 3.7 2.3 21.7 20.3 20.3 21.7Z"/>"#)
            .write(to: directory.appendingPathComponent("slash.svg"), atomically: true, encoding: .utf8)
        for (cap, traced) in [("round", true), ("square", false)] {
            try String(format: svg, #"<path d="M3 3 21 21" fill="none" stroke="black" stroke-width="1.5" stroke-linecap="\#(cap)" stroke-linejoin="round"/>"#)
                .write(to: directory.appendingPathComponent("line.svg"), atomically: true, encoding: .utf8)
            let text = try Self.run("inspect", "slash.svg", "line.svg", in: directory).output
            #expect(text.contains("the open one traced there and back") == traced, "\(cap): \(text)")
            let json = try Self.run("inspect", "slash.svg", "line.svg", "--json", in: directory).output
            #expect(json.contains("\"tracedThereAndBack\": \(traced)"), "\(cap): \(json)")
        }
    }

    @Test("a spring its --duration cuts short is warned of, with the duration it needs; one that settles in time is not")
    func shortSpring() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let cut = try Self.run("morph", "heart", "club", "--timing", "spring(duration:1,bounce:0.3)", "--duration", "1",
                               "--animated", "-o", "cut.svg", in: directory)
        #expect(cut.status == 0 && cut.error.contains("warning: leg 1 lasts 1 s but its spring settles after 1.64 s"))
        #expect(cut.error.contains("give --duration 1.64 or more"))
        let whole = try Self.run("morph", "heart", "club", "--timing", "spring(duration:1,bounce:0.3)", "--duration", "1.7",
                                 "--animated", "-o", "whole.svg", in: directory)
        #expect(whole.status == 0 && !whole.error.contains("warning"))
    }

    @Test("timing: JSON samples at full precision, a spring's settling duration, an SVG chart")
    func timing() throws {
        struct Samples: Decodable {
            var settlingDuration: Double
            var samples: [[String: Double]]
        }
        let directory = try CommandRunner.temporaryDirectory()
        let result = try Self.run("timing", "spring(duration: 0.5, bounce: 0.3)", "--json", "--samples", "5", in: directory)
        let table = try JSONDecoder().decode(Samples.self, from: Data(result.output.utf8))
        let settling = table.settlingDuration
        #expect(settling == Spring.bouncy.settlingDuration())
        #expect(table.samples.count == 5 && table.samples[4]["time"] == settling)
        #expect(table.samples[2]["progress"] == TimingCurve.spring(.bouncy).progress(atTime: settling / 2, duration: settling))

        #expect(try Self.run("timing", "ease", "-o", "chart.svg", in: directory).status == 0)
        let chart = try String(contentsOf: directory.appendingPathComponent("chart.svg"), encoding: .utf8)
        #expect(chart.contains("<path d=\"M") && chart.contains(">ease</text>"))
    }

    @Test("the README's first command works and writes what the README says")
    func readmeFirstCommand() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("swift run shapemorph ") })
        let arguments = line.dropFirst("swift run shapemorph ".count).split(separator: " ").map(String.init)
        #expect(arguments.prefix(3) == ["morph", "heart", "club"])
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(arguments, in: directory)
        #expect(result.status == 0, "\(result.error)")
        #expect(readme.contains("That writes `out/frame-0001.svg … out/frame-0031.svg`"))
        #expect(Self.frames(in: directory.appendingPathComponent("out")).count == 31)
    }

    @Test("shapes lists the built-in shapes with their segment counts")
    func shapes() throws {
        let result = try Self.run("shapes", in: try CommandRunner.temporaryDirectory())
        #expect(result.status == 0)
        #expect(result.output.contains("heart") && result.output.contains("spade"))
        #expect(!result.output.contains(" 1 segments"))
        #expect(result.output.contains("1 contour, 4 segments"))
    }

    @Test("at writes the frame morph writes at that progress: the inputs' united viewBox, blended paint, appearance options", arguments: [
        [String](), ["--fill", "steelblue"], ["--view-box=-10,-10,140,140", "--width", "50"],
    ])
    func atAgreesWithMorph(options: [String]) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let morph = try CommandRunner.run(["morph", "heart", "crescent", "--duration", "1", "--fps", "4", "--timing", "linear",
                                           "-q", "-o", "frames"] + options, in: directory)
        #expect(morph.status == 0, "\(morph.error)")
        for (progress, frame) in [("0.25", "frame-0002.svg"), ("1", "frame-0005.svg")] {
            let at = try CommandRunner.run(["at", "heart", "crescent", "--progress", progress] + options, in: directory)
            let written = try String(contentsOf: directory.appendingPathComponent("frames/\(frame)"), encoding: .utf8)
            #expect(at.status == 0 && at.output == written, "progress \(progress) \(options)")
        }
    }

    @Test("a path-data error draws up to the error and exits 0 with a warning; --strict makes it, and any warning, exit 1")
    func strict() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let bad = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 1h5v5z L x"/></svg>"#
        let filtered = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 1h5v5z" filter="url(#f)"/></svg>"#
        try bad.write(to: directory.appendingPathComponent("bad.svg"), atomically: true, encoding: .utf8)
        try filtered.write(to: directory.appendingPathComponent("filtered.svg"), atomically: true, encoding: .utf8)
        let lenient = try Self.run("at", "bad.svg", "heart", "--progress", "0", in: directory)
        #expect(lenient.status == 0 && lenient.error.hasPrefix("warning: ") && lenient.error.contains("bad.svg:1: <path>: attribute d at offset 12"))
        for command in ["at", "sheet", "inspect", "morph"] {
            let extra = command == "at" ? ["--progress", "0"] : command == "morph" ? ["--animated", "-o", "out.svg"] : []
            let result = try CommandRunner.run([command, "bad.svg", "heart", "--strict"] + extra, in: directory)
            #expect(result.status == 1 && result.error.hasPrefix("Error: ")
                    && result.error.hasSuffix("bad.svg:1: in <path> attribute d at offset 12: expected a finite number, found \"x\".\n"),
                    "\(command): \(result.error)")
        }
        let effect = try Self.run("at", "filtered.svg", "heart", "--progress", "0", "--strict", in: directory)
        #expect(effect.status == 1 && effect.error.contains("names no element") && effect.error.contains("(an error with --strict)"))
        let blurred = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><filter id="f"><feGaussianBlur stdDeviation="1"/></filter><path d="M1 1h5v5z" filter="url(#f)"/></svg>"#
        try blurred.write(to: directory.appendingPathComponent("blurred.svg"), atomically: true, encoding: .utf8)
        // Every animated writer warns, once, for what it cannot say; frames keep it.
        for (format, file) in [("svg", "blurred.svg.out"), ("css", "blurred.css.svg"), ("lottie", "blurred.json"), ("avd", "blurred.xml")] {
            let animated = try Self.run("morph", "blurred.svg", "heart", "blurred.svg", "--format", format, "-o", file, in: directory)
            let warning = "blurred.svg:1: <path>: filter is kept in SVG frames but not yet in animated output (SVG, CSS, Lottie, Android)"
            #expect(animated.status == 0 && animated.error.components(separatedBy: warning).count == 2, "\(format): \(animated.error)")
        }
        let strict = try Self.run("morph", "blurred.svg", "heart", "--animated", "-o", "strict.svg", "--strict", in: directory)
        #expect(strict.status == 1 && strict.error.contains("filter is kept in SVG frames") && strict.error.contains("(an error with --strict)"))
        let frames = try Self.run("morph", "blurred.svg", "heart", "-o", "blurred-frames", in: directory)
        #expect(frames.status == 0 && !frames.error.contains("animated output"))
        // Colours that cannot be read: refused as options, ignored with a warning in a file.
        let badFill = try Self.run("at", "heart", "club", "--progress", "0", "--fill", "#zzz", in: directory)
        #expect(badFill.status == 64 && badFill.error.contains(##"--fill "#zzz" is not a colour"##))
        let unreadable = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" fill="blue"><path d="M1 1h5v5z" fill="héllo"/></svg>"#
        try unreadable.write(to: directory.appendingPathComponent("unreadable.svg"), atomically: true, encoding: .utf8)
        let ignored = try Self.run("at", "unreadable.svg", "unreadable.svg", "--progress", "0", in: directory)
        #expect(ignored.status == 0 && ignored.error.contains(#"fill "héllo" is not a paint; ignored, as SVG does"#)
                && ignored.output.contains(#"fill="blue""#))
        let frame = try Self.run("at", "blurred.svg", "heart", "--progress", "0.25", in: directory)
        // Only the source is blurred: a quarter of the way its blur goes (`f-goes`, a copy of f three quarters as strong).
        #expect(frame.status == 0 && frame.error.isEmpty && frame.output.contains(#"filter="url(#f-goes)""#))
    }

    @Test("with --overlay the view grows to show every control point of every frame")
    func overlayShowsHandles() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["morph", "heart", "club", "--fps", "10", "--overlay", "-q", "-o", "frames"], in: directory)
        #expect(result.status == 0, "\(result.error)")
        let folder = directory.appendingPathComponent("frames")
        for frame in Self.frames(in: folder) {
            let document = try SVGDocument(contentsOf: folder.appendingPathComponent(frame))
            let box = document.viewBox
            for segment in document.shape.contours.flatMap(\.segments) {
                for point in [segment.start, segment.control1, segment.control2, segment.end] {
                    let inside = box.minX < point.x && point.x < box.maxX && box.minY < point.y && point.y < box.maxY
                    #expect(inside, "\(frame): \(point)")
                }
            }
            #expect(box.minX < 0 && box.maxX > 100, "heart's handles stick out of its 0 0 100 100 viewBox")
        }
    }

    @Test("at and sheet say what they wrote to a file; a sheet has at most --count columns")
    func wroteMessages() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let at = try Self.run("at", "heart", "club", "--progress", "0.5", "-o", "at.svg", in: directory)
        #expect(at.status == 0 && at.error == "Wrote the frame at progress 0.5 to at.svg.\n")
        let sheet = try Self.run("sheet", "heart", "club", "--count", "3", "--columns", "1000", "-o", "sheet.svg", in: directory)
        #expect(sheet.status == 0 && sheet.error == "Wrote a sheet of 3 frames to sheet.svg.\n")
        let text = try String(contentsOf: directory.appendingPathComponent("sheet.svg"), encoding: .utf8)
        let narrow = try Self.run("sheet", "heart", "club", "--count", "3", "--columns", "3", in: directory)
        #expect(text == narrow.output)
    }
}
