import Foundation
import ShapeMorph
import ShapeMorphSVG
import Testing

/// `blob`, `wander`, `wave` and `resample`, run as users run them.
@Suite("Living shapes on the command line")
struct LivingShapeCommandTests {
    static let circle = try! SVGDocument(builtIn: "circle")
    static let heart = try! SVGDocument(builtIn: "heart")

    static func run(_ arguments: String..., in directory: URL) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, in: directory, shellPrefix: "ulimit -t 20")
    }

    static func document(_ name: String, in directory: URL) throws -> SVGDocument {
        try SVGDocument(contentsOf: directory.appendingPathComponent(name))
    }

    @Test("a loop of T s at f fps writes T·f frames, each the library's shape at its time exactly")
    func blobFrames() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try Self.run("blob", "--loop", "2", "--fps", "10", "--seed", "7", "--precision", "exact", "-o", "frames", in: directory)
        #expect(result.status == 0 && result.error.contains("Wrote 20 frames to frames"), "\(result.error)")
        // Two beats of a second: the default beat fits the loop exactly.
        let blob = LiquidBlob(Self.circle.shape, anchors: 8, jitter: 1, seed: 7, beats: 2, beatDuration: 1, timing: .easeInOut, loops: true)
        for (frame, time) in [(1, 0.0), (8, 0.7), (20, 1.9)] {
            let name = String(format: "frames/frame-%04d.svg", frame)
            #expect(try Self.document(name, in: directory).shape == blob.shape(at: time), "frame \(frame)")
        }
    }

    @Test("--animated, --html and the app formats write the living shape; a loop's last key repeats its first",
          arguments: [["wander", "heart"], ["wave", "circle"], ["blob", "heart", "--timing", "spring(response:0.8,dampingRatio:0.4)"]])
    func oneFile(command: [String]) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(command + ["--loop", "2", "--fps", "12", "--animated", "-o", "a.svg", "--html", "a.html"],
                                           in: directory)
        #expect(result.status == 0 && result.error.contains("an animated SVG to a.svg and a preview page to a.html"), "\(result.error)")
        let svg = try String(contentsOf: directory.appendingPathComponent("a.svg"), encoding: .utf8)
        #expect(svg.contains("repeatCount=\"indefinite\"") && svg.contains("dur=\"2s\""))
        let values = try #require(svg.split(separator: "values=\"").dropFirst().first?.prefix { $0 != "\"" })
        let keys = values.split(separator: ";")
        #expect(keys.count == 25 && keys.first == keys.last)
        for format in ["lottie", "css", "avd"] {
            let exported = try CommandRunner.run(command + ["--loop", "1", "--format", format, "-o", "a.\(format)"], in: directory)
            #expect(exported.status == 0, "\(format): \(exported.error)")
        }
    }

    @Test("the same seed gives the same animation, another seed another")
    func seeds() throws {
        let directory = try CommandRunner.temporaryDirectory()
        for (seed, file) in [("3", "a.svg"), ("3", "b.svg"), ("4", "c.svg")] {
            #expect(try Self.run("blob", "--seed", seed, "--loop", "2", "--animated", "-o", file, "-q", in: directory).status == 0)
        }
        let read = { (file: String) in try Data(contentsOf: directory.appendingPathComponent(file)) }
        #expect(try read("a.svg") == read("b.svg") && read("a.svg") != read("c.svg"))
    }

    @Test("every element keeps its own paint and moves on its own")
    func elements() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let badge = CommandLineTests.repository.appendingPathComponent("docs/documents/badge.svg").path
        let result = try Self.run("wave", badge, "--duration", "1", "--fps", "2", "-o", "frames", "-q", in: directory)
        #expect(result.status == 0, "\(result.error)")
        let original = try SVGDocument(contentsOf: URL(fileURLWithPath: badge))
        let frame = try Self.document("frames/frame-0002.svg", in: directory)
        #expect(frame.elements.map(\.paint.fill) == original.elements.map(\.paint.fill))
        #expect(frame.elements.map(\.contours) == original.elements.map(\.contours))
    }

    @Test("resample writes the shape through evenly spaced anchors; --overlay marks them")
    func resample() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try Self.run("resample", "club", "--anchors", "16", "--precision", "exact", in: directory)
        #expect(result.status == 0, "\(result.error)")
        let written = try SVGDocument(data: Data(result.output.utf8), fileName: "stdout")
        let club = try SVGDocument(builtIn: "club")
        #expect(written.shape == club.shape.resampled(anchors: 16))
        let overlay = try Self.run("resample", "club", "--anchors", "16", "--overlay", "-o", "club.svg", in: directory)
        #expect(overlay.status == 0 && overlay.error.contains("Wrote club resampled at 16 anchors to club.svg"))
        let again = try Self.run("resample", "club", "--anchors", "16", "-o", "club.svg", in: directory)
        #expect(again.status == 1 && again.error.contains("--force"), "\(again.error)")
    }

    @Test("values the commands cannot honour are refused with one sentence; the largest they can are written", arguments: [
        (["blob", "--anchors", "2", "-o", "f"], Int32(64), "--anchors must be from 3 to 100000"),
        (["blob", "--anchors", "1000000000", "-o", "f"], 64, "--anchors must be from 3 to 100000"),
        (["blob", "--jitter", "nan", "-o", "f"], 64, "--jitter must be from 0 to 1"),
        (["blob", "--beat", "0", "-o", "f"], 64, "--beat must be a number of seconds"),
        (["blob", "--loop", "2", "--timing", "spring(damping:0)", "-o", "f"], 1, "never settles into a loop"),
        (["blob", "--timing", "wobbly", "-o", "f"], 1, "--timing:"),
        (["blob", "--loop=-1", "-o", "f"], 64, "--loop must be a number of seconds above 0"),
        (["blob", "--loop", "inf", "-o", "f"], 64, "--loop must be a number of seconds above 0"),
        (["blob", "--loop", "2", "--duration", "2", "-o", "f"], 64, "Choose --loop or --duration, not both."),
        (["blob", "--loop", "3600", "--fps", "1000", "-o", "f"], 64, "more than the 100000 one command may write"),
        (["blob", "--seed", "-1", "-o", "f"], 64, "seed"),
        (["wander", "heart", "--amplitude=-1", "-o", "f"], 64, "--amplitude must be a number of user units, 0 or more."),
        (["wander", "heart", "--amplitude", "1e308", "--anchors", "50", "-o", "f"], 0, "Wrote 121 frames"),
        (["wander", "heart", "--frequency", "0", "-o", "f"], 64, "--frequency must be above 0"),
        (["wave", "circle", "--wavelength", "0", "-o", "f"], 64, "--wavelength must be a positive number"),
        (["wave", "circle", "--wavelength", "1e-9", "-o", "f"], 1, "more than the 5000 a wave may have"),
        (["wave", "circle", "--damping=-1", "-o", "f"], 64, "--damping must be from 0 to 100"),
        (["wave", "circle", "--speed", "nan", "-o", "f"], 64, "--speed must be a finite number"),
        (["wave", "circle", "--fps", "1000", "--loop", "100", "--animated", "-o", "f.svg"], 1, "The animation needs 100001 keys"),
        (["wave", "huge.svg", "-o", "f"], 1, "huge.svg: the shape spans more than the largest numbers can measure; draw it smaller."),
        (["blob", "huge.svg", "-o", "f"], 1, "huge.svg: the shape spans more than the largest numbers can measure"),
        (["wave", "dot.svg", "--duration", "1", "-o", "f"], 0, "Wrote 31 frames"),
        (["blob", "dot.svg", "--duration", "1", "-o", "f"], 0, "Wrote 31 frames"),
        (["resample", "heart", "--anchors", "0"], 64, "--anchors must be from 3 to 100000"),
        (["resample", "heart"], 64, "--anchors"),
    ])
    func refusals(arguments: [String], status: Int32, message: String) throws {
        let directory = try CommandRunner.temporaryDirectory()
        // A square too large to measure; a point and a zero-length stroke.
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><path d="M-1e308 -1e308 L1e308 -1e308 L1e308 1e308 Z"/></svg>"#
            .write(to: directory.appendingPathComponent("huge.svg"), atomically: true, encoding: .utf8)
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><path d="M1 1 L1 1 Z"/><path d="M5 5 h0" stroke="red"/></svg>"#
            .write(to: directory.appendingPathComponent("dot.svg"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(arguments, in: directory, shellPrefix: "ulimit -t 20")
        #expect(result.status == status && result.error.contains(message), "\(arguments): \(result.error)")
    }
}
