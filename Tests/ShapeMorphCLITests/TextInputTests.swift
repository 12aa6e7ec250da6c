import Foundation
import ShapeMorphSVG
import Testing

@Suite("text: inputs")
struct TextInputTests {
    @Test("words morph from the command line: frames, same letters paired, inspect, clear errors and warnings")
    func words() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let morph = try CommandRunner.run(["morph", "text:Play", "text:Pause", "--font", "DejaVu Sans:bold", "--duration", "1", "--fps", "10",
                                           "-o", "frames"], in: directory)
        #expect(morph.status == 0, "\(morph)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("frames").path).sorted()
        #expect(frames.count == 11)
        let last = try SVGDocument(contentsOf: directory.appendingPathComponent("frames/\(frames.last!)"))
        #expect(last.elements.count == 5, "P, a, u, s, e")
        let inspect = try CommandRunner.run(["inspect", "text:Play", "text:Pause", "--json"], in: directory)
        #expect(inspect.status == 0 && inspect.output.contains("\"pairs\""), "\(inspect)")
        for (arguments, message) in [(["at", "text:", "text:x", "--progress", "0.5"], "text:: the text is empty."),
                                     (["at", "text:a", "text:b", "--progress", "0.5", "--font-dir", "/no/such/folder"], "--font-dir /no/such/folder: not a folder"),
                                     (["at", "text:a", "text:b", "--progress", "0.5", "--font", "No Such Family"], "warning: text:a:1: <text>: no font of the family")] {
            let result = try CommandRunner.run(arguments, in: directory)
            #expect(result.error.contains(message), "\(arguments): \(result)")
        }
    }

    @Test("font folders are walked boundedly: named pipes skipped, links to folders not followed, /proc refused, a folder without fonts said so")
    func hostileFontSources() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let fonts = directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: fonts.appendingPathComponent("sub/Sans.ttf").path)
        #expect(mkfifo(fonts.appendingPathComponent("pipe.ttf").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: fonts.appendingPathComponent("root").path, withDestinationPath: "/")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let start = ContinuousClock.now
        let walked = try CommandRunner.run(["at", "text:a", "text:b", "--progress", "0.5", "--font-dir", "fonts", "-o", "a.svg"], in: directory)
        #expect(walked.status == 0, "\(walked.error)")
        for (arguments, message) in [(["--font-dir", "/proc"], "--font-dir /proc: /proc holds the system's state, not fonts."),
                                     (["--font-file", "fonts/pipe.ttf"], "--font-file fonts/pipe.ttf: not a regular file (a named pipe, a device or a folder)."),
                                     (["--font-dir", "empty"], "--font-dir empty: no font files in it")] {
            let result = try CommandRunner.run(["at", "text:a", "text:b", "--progress", "0.5", "-o", "b.svg"] + arguments, in: directory)
            #expect(result.status == 1 && result.error.contains(message), "\(arguments): \(result.error)")
        }
        #expect(ContinuousClock.now - start < .seconds(30), "a pipe or /proc blocked or walked the file system")
    }
}
