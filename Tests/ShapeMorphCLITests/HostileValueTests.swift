import Foundation
import Testing

/// Values the tool accepts at the parser but cannot honour: each is refused
/// with exit 1 (or 64 for usage) and one sentence, within seconds of CPU
/// time (`ulimit -t` turns a hang into a failure), or handled correctly.
@Suite("Hostile values")
struct HostileValueTests {
    static func run(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, in: try CommandRunner.temporaryDirectory(), shellPrefix: "ulimit -t 20")
    }

    @Test("springs that never settle, or settle after more than an hour, are refused unless --duration is given",
          arguments: [
              ("spring(duration:0.5,bounce:1)", "never settles"), ("spring(damping:0)", "never settles"),
              ("spring(dampingRatio:0)", "never settles"),
              ("spring(duration:1,bounce:0.999999999)", "1.099e+09 s to settle"),
              ("spring(mass:1,stiffness:1,damping:1e-300)", "to settle"), ("spring(damping:1e-20)", "to settle"),
              ("spring(mass:1e300)", "to settle"), ("spring(response:1,dampingRatio:1e-20)", "to settle"),
              // The timing fuzzer's: damped so far over that its slow decay rate cancelled to 0.
              ("spring(mass: 1, stiffness: 100, damping: 9999999999999999990, velocity: 4)", "6.908e+17 s to settle, more than the 3600 s a leg may last; give --duration or less damping"),
          ])
    func unsettledSprings(timing: String, message: String) throws {
        for extra in [[], ["--animated"]] {
            let output = extra.isEmpty ? "frames" : "morph.svg"
            let result = try Self.run(["morph", "heart", "club", "--timing", timing, "-o", output] + extra)
            #expect(result.status == 1, "\(timing) \(extra): \(result.error)")
            #expect(result.error.contains(message) && result.error.split(separator: "\n").count == 1, "\(result.error)")
        }
        let bounded = try Self.run(["morph", "heart", "club", "--timing", timing, "--duration", "1", "-o", "frames", "-q"])
        #expect(bounded.status == 0, "\(timing) with --duration: \(bounded.error)")
        #expect(try Self.run(["timing", timing]).status == 0)
    }

    @Test("spring parameters whose stiffness overflows or vanishes are refused", arguments: [
        "spring(response:1e-300,dampingRatio:1)", "spring(response:1e200)", "spring(duration:1e-200)",
    ])
    func overflowingSprings(timing: String) throws {
        for arguments in [["timing", timing], ["morph", "heart", "club", "--timing", timing, "-o", "frames"]] {
            let result = try Self.run(arguments)
            #expect(result.status == 1 && result.error.contains("finite and positive"), "\(arguments): \(result.error)")
        }
    }

    @Test("a stiff spring settles in a second and a half")
    func stiffSpring() throws {
        let result = try Self.run(["morph", "heart", "club", "--timing", "spring(stiffness:1e300)", "-o", "frames"])
        #expect(result.status == 0 && result.error.contains("43 frames"), "\(result.error)")
    }

    @Test("the largest --min-segments is matched in seconds, not its square, long straight sides too")
    func manySegments() throws {
        let result = try Self.run(["at", "heart", "club", "--progress", "0.5", "--min-segments", "100000", "-o", "frame.svg"])
        #expect(result.status == 0, "\(result.error)")
        let directory = try CommandRunner.temporaryDirectory()
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>"#
            .write(to: directory.appendingPathComponent("rect.svg"), atomically: true, encoding: .utf8)
        let square = try CommandRunner.run(["at", "rect.svg", "rect.svg", "--progress", "0.5", "--min-segments", "100000", "-o", "out.svg"],
                                           in: directory, shellPrefix: "ulimit -t 20")
        #expect(square.status == 0, "\(square.error)")
    }

    @Test("counts past the documented limits are refused", arguments: [
        (["sheet", "heart", "club", "--columns", "9223372036854775806"], Int32(64), "--columns must be from 1 to 10000"),
        (["sheet", "heart", "club", "--count", "1000000"], 64, "--count must be from 2 to 10000"),
        (["morph", "heart", "club", "--duration", "3600", "--fps", "1000", "-o", "frames"], 1, "more than the 100000"),
        (["morph", "heart", "club", "--timing", "steps(1000000)", "--animated", "-o", "a.svg"], 1,
         "The animation needs 2000002 keys, more than the 100000 an animation may have"),
        (["morph", "heart", "club", "--timing", "steps(20000)", "--min-segments", "1000", "--html", "a.html"], 1,
         "The animation needs 40002 keys of 1000 segments, more than the 10000000 segments"),
        (["at", "heart", "club", "--progress", "nan"], 64, "--progress must be a finite number"),
        (["at", "heart", "club", "--progress", "inf"], 64, "--progress must be a finite number"),
        (["at", "heart", "club", "--progress", "1e308"], 1, "beyond the largest representable numbers"),
        (["at", "heart", "club", "--progress", "0.5", "--start", "99:99"], 64, "--start 99:99: the source has 1 contour, numbered from 0 to 0."),
        (["sheet", "heart", "club", "--start", "0:99"], 64, "--start 0:99: the partner of source contour 0 has 8 segments, numbered from 0 to 7."),
        (["morph", "ring", "circle", "--start", "1:0", "-o", "frames"], 64, "--start 1:0: source contour 1 has no partner to start on."),
    ])
    func counts(arguments: [String], status: Int32, message: String) throws {
        let result = try Self.run(arguments)
        #expect(result.status == status && result.error.contains(message), "\(arguments): \(result.error)")
    }

    @Test("progress values past a million in timing text are refused at their offset", arguments: [
        ("cubic-bezier(0.5,1e308,0.5,-1e308)", "a y coordinate from -1000000 to 1000000 at offset 17"),
        ("linear(0, 1e7, 1)", "an output from -1000000 to 1000000 at offset 10"),
        ("spring(velocity: -1e9)", "a velocity from -1000000 to 1000000 at offset 17"),
    ])
    func progressOutOfRange(timing: String, message: String) throws {
        for arguments in [["timing", timing], ["morph", "heart", "club", "--timing", timing, "--animated", "-o", "a.svg"]] {
            let result = try Self.run(arguments)
            #expect(result.status == 1 && result.error.contains(message), "\(arguments): \(result.error)")
        }
    }

    /// Two triangles near the largest doubles, in viewBoxes that each fit.
    static let hugeShapes = [
        ("huge.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e308 1e308"><path d="M1.7e308 0 L1.7e308 1e308 0 0z"/></svg>"#),
        ("huge-mirrored.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1e308 -1e308 1e308 1e308"><path d="M-1.7e308 0 L-1.7e308 -1e308 0 0z"/></svg>"#),
    ]

    @Test("frames beyond the largest numbers are refused, never written as zeros", arguments: [
        (["morph", "huge.svg", "huge-mirrored.svg", "-o", "frames"], "viewBoxes span more than the largest numbers can measure"),
        (["sheet", "huge.svg", "huge-mirrored.svg", "-o", "sheet.svg"], "viewBoxes span more than the largest numbers can measure"),
        (["morph", "huge.svg", "huge.svg", "--timing", "cubic-bezier(0.5,3,0.5,-3)", "-o", "frames"],
         "At 0.567 s the timing carries the shape beyond the largest numbers"),
        (["morph", "huge.svg", "huge.svg", "--timing", "linear(0, 3, 1)", "--animated", "-o", "a.svg"],
         "At 0.5 s the timing carries the shape beyond the largest numbers"),
    ])
    func framesBeyondNumbers(arguments: [String], message: String) throws {
        let directory = try CommandRunner.temporaryDirectory()
        for (name, text) in Self.hugeShapes { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let result = try CommandRunner.run(arguments, in: directory, shellPrefix: "ulimit -t 20")
        #expect(result.status == 1 && result.error.contains(message), "\(arguments): \(result.error)")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix("huge") }
        #expect(written.isEmpty, "\(written)")
    }

    @Test("coordinates near the largest doubles are written with an exponent, and read back")
    func hugeNumbersAreShort() throws {
        let directory = try CommandRunner.temporaryDirectory()
        for (name, text) in Self.hugeShapes { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let result = try CommandRunner.run(["at", "huge.svg", "huge.svg", "--progress", "0.5", "--precision", "exact"], in: directory)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("M1.7e308 0") && result.output.count < 800, "\(result.output)")
    }

    @Test("inputs and outputs that are not what they seem get one plain sentence naming the path and the reason", arguments: [
        (["inspect", "folder"], "", "folder: cannot read the file: it is a directory, not a file."),
        (["inspect", "/dev/zero"], "", "/dev/zero: the file is larger than the limit of 67108864 bytes."),
        (["inspect", "-"], "exec < /dev/zero", "<stdin>: the file is larger than the limit of 67108864 bytes."),
        (["inspect", "heart"], "ln -s nowhere heart", "heart: cannot read the file: it is a symbolic link to a file that does not exist."),
        (["inspect", "loop"], "ln -s loop2 loop; ln -s loop loop2", "loop: cannot read the file: Too many levels of symbolic links."),
        (["inspect", "heart.svgz"], "gzip -c folder/heart.svg > heart.svgz",
         "heart.svgz: the file is gzip-compressed (an .svgz); decompress it first, for example with gunzip."),
        (["morph", "club", "club", "-o", "plain/frames"], "touch plain",
         "plain/frames: cannot create the output directory: "),
        (["inspect", "\u{1B}]0;owned\u{7}\u{1B}[31m.svg"], "", "\\u{1B}]0;owned\\u{7}\\u{1B}[31m.svg: no such file"),
    ])
    func plainMessages(arguments: [String], setUp: String, message: String) throws {
        let directory = try CommandRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Shapes/heart.svg"), to: directory.appendingPathComponent("folder/heart.svg"))
        let result = try CommandRunner.run(arguments, in: directory, shellPrefix: "ulimit -t 20; \(setUp.isEmpty ? ":" : setUp)")
        #expect(result.status == 1, "\(arguments): \(result.error)")
        #expect(result.error.contains(message), "\(arguments): \(result.error)")
        #expect(result.error.split(separator: "\n").count == 1 && !result.error.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
                "\(result.error.debugDescription)")
    }

    @Test("a long timing string is quoted by a window around the offset, not whole")
    func longTimingText() throws {
        let text = "linear(" + String(repeating: "0, ", count: 40_000) + "x)"
        let result = try Self.run(["timing", text])
        #expect(result.status == 1)
        #expect(result.error.contains("timing curve of 120009 bytes: expected a number at offset 120007, after '…0, 0, 0,"), "\(result.error.prefix(300))")
        #expect(result.error.utf8.count < 300)
    }

    @Test("extreme sizes, viewBoxes and wavelengths, colliding outputs and repeated starts are refused with one sentence, not a crash", arguments: [
        (["at", "heart", "club", "--progress", "0.5", "--view-box=1.7e308,0,1.7e308,1", "-o", "x.svg"], Int32(64),
         "reaches beyond the largest numbers"),
        (["morph", "heart", "club", "--view-box=0,-1.7e308,1,-1.7e308", "-o", "frames"], 64, "with a positive size"),
        (["morph", "heart", "club", "--width=1e-305", "--format", "avd", "-o", "w.xml"], 64, "--width must be from 0.001 to 1e9"),
        (["morph", "heart", "club", "--height=1e-10", "--format", "avd", "-o", "w.xml"], 64, "--height must be from 0.001 to 1e9"),
        (["wave", "circle", "--wavelength", "1e-20", "--animated", "-o", "w.svg"], 1, "fits 2.51e+22 waves"),
        (["wave", "circle", "--wavelength", "1e-308", "--animated", "-o", "w.svg"], 1, "fits more than 1.8e308 waves"),
        (["morph", "heart", "club", "-o", "d", "--html", "d/frame-0002.svg", "--force"], 64, "is inside the frames directory -o d"),
        (["at", "heart", "club", "--progress", "0.5", "--start", "0:1", "--start", "0:2"], 64, "--start names contour 0 twice"),
        (["timing", "spring", "--at=,,,"], 64, "--at needs comma-separated numbers of seconds; got ''"),
        (["wave", "circle", "--wavelength", "1e308", "--animated", "-o", "w.svg"], 1, "a shorter --wavelength or a slower --speed"),
        (["morph", "heart", "club", "--duration", "0.0004", "--format", "avd", "-o", "a.xml"], 1,
         "counts whole milliseconds, and 0.0004 s is less than one"),
        (["sheet", "heart", "circle", "--count", "10000", "--min-segments", "100000", "-o", "s.svg"], 1,
         "more than the 10000000 segments a sheet may hold"),
    ])
    func extremeValues(arguments: [String], status: Int32, message: String) throws {
        let result = try Self.run(arguments)
        #expect(result.status == status && result.error.contains(message), "\(arguments): \(result.error)")
        #expect(!result.error.contains("crashed"))
    }

    @Test("values that would round to nothing keep the digits they need; timing is never rounded by --precision", arguments: [
        (["morph", "heart", "club", "--duration", "0.0004", "--animated", "-o", "out.txt"], #"dur="0.0004s""#),
        (["at", "heart", "club", "--progress", "0.5", "--view-box=0,0,1e-308,1e-308"], #"viewBox="0 0 1e-308 1e-308""#),
        (["at", "heart", "club", "--progress", "0.5", "--stroke", "red", "--stroke-width", "0.0001"], #"stroke-width="0.0001""#),
        (["morph", "heart", "club", "--fill", "black", "--timing", "ease-in-out", "--precision", "0", "--format", "lottie", "-o", "out.txt"],
         #""o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]}"#),
        (["morph", "heart", "club", "--fps", "0.5", "--precision", "0", "--format", "lottie", "-o", "out.txt"], #""fr":0.5"#),
        (["morph", "heart", "club", "--duration", "0.0004", "--format", "css", "-o", "out.txt"], "0.0004s"),
        (["timing", "spring", "--at=1e308", "--json"], #"{"time": 1e308, "progress": 1, "velocity": 0}"#),
        (["timing", "spring(duration:1,bounce:0)", "--at=1e308", "--json"], #"{"time": 1e308, "progress": 1, "velocity": 0}"#),
    ])
    func keptDigits(arguments: [String], written: String) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(arguments, in: directory)
        let text = arguments.contains("-o")
            ? try String(contentsOf: directory.appendingPathComponent("out.txt"), encoding: .utf8) : result.output
        #expect(result.status == 0 && text.contains(written), "\(arguments): \(text.prefix(400)) \(result.error)")
    }

    @Test("--min-segments for every contour of a many-contour document is refused before any matching")
    func minimumSegmentsOverAllContours() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let rects = (0..<100).map { #"<rect x="\#($0 % 10 * 10)" y="\#($0 / 10 * 10)" width="5" height="5"/>"# }.joined()
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\#(rects)</svg>"#
            .write(to: directory.appendingPathComponent("rects.svg"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["at", "rects.svg", "rects.svg", "--progress", "0.5", "--min-segments", "100000"], in: directory,
                                           shellPrefix: "ulimit -t 20")
        #expect(result.status == 64 && result.error.contains("asks for 10000000 segments, more than the 4000000 a morph may match"),
                "\(result.error)")
    }
}
