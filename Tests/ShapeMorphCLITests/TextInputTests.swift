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
}
