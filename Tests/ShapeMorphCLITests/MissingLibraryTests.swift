import Foundation
import Testing

/// librsvg and cairo are opened when the first picture is drawn, giflib
/// when the first GIF is written, HarfBuzz, fontconfig and FriBidi when the
/// first text is laid out: without them the rest still works, and a
/// picture, a GIF or text is refused with a clear message.
@Suite("Without the libraries opened when needed")
struct MissingLibraryTests {
    /// Where this machine keeps the library `soname`, when the test can
    /// hide it: as root, in a mount namespace of its own, with `unshare`.
    static func hideable(_ soname: String) -> String? {
        var name = utsname()
        uname(&name)
        let machine = withUnsafeBytes(of: name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let path = "/usr/lib/\(machine)-linux-gnu/\(soname)"
        return getuid() == 0 && FileManager.default.fileExists(atPath: path)
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") ? path : nil
    }

    static let librsvg = hideable("librsvg-2.so.2")
    static let harfBuzz = hideable("libharfbuzz.so.0")
    static let giflib = hideable("libgif.so.7")

    /// Runs the binary with `library` hidden (an empty file bound over it).
    static func run(_ arguments: [String], hiding library: String, in directory: URL) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-m", "sh", "-c", "mount --bind /dev/null \"$0\" && exec \"$@\"", library, CommandRunner.binary.path] + arguments
        process.currentDirectoryURL = directory
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }

    @Test("SVG is written, and a picture is refused naming the library and its package", .enabled(if: librsvg != nil))
    func svgWithoutPictures() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let svg = try Self.run(["at", "heart", "club", "--progress", "0.5", "-o", "frame.svg"], hiding: Self.librsvg!, in: directory)
        #expect(svg.status == 0, "\(svg.error)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("frame.svg").path))
        let png = try Self.run(["at", "heart", "club", "--progress", "0.5", "-o", "frame.png"], hiding: Self.librsvg!, in: directory)
        #expect(png.status == 1 && png.error.contains("cannot make pictures without librsvg-2.so.2")
                && png.error.contains("librsvg2-2 libcairo2"), "\(png.error)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("frame.png").path))
    }

    @Test("shapes morph, text: inputs are refused naming the library and its package, SVG text is kept with warnings", .enabled(if: harfBuzz != nil))
    func shapesWithoutText() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let shapes = try Self.run(["at", "heart", "club", "--progress", "0.5", "-o", "frame.svg"], hiding: Self.harfBuzz!, in: directory)
        #expect(shapes.status == 0, "\(shapes.error)")
        let text = try Self.run(["at", "text:Play", "heart", "--progress", "0.5", "-o", "text.svg"], hiding: Self.harfBuzz!, in: directory)
        #expect(text.status == 1 && text.error.contains("cannot lay out text without libharfbuzz.so.0")
                && text.error.contains("libfontconfig1 libharfbuzz0b libfribidi0"), "\(text.error)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("text.svg").path))
        // An SVG's <text>, drawn as outlines by default, is kept as text, with warnings naming the element, the library and the cross-fade.
        for (name, word) in [("a.svg", "PLAY"), ("b.svg", "PAUSE")] {
            try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><text x="10" y="50">\#(word)</text></svg>"#
                .write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let svgText = try Self.run(["at", "a.svg", "b.svg", "--progress", "0.5", "-o", "labels.svg"], hiding: Self.harfBuzz!, in: directory)
        #expect(svgText.status == 0 && svgText.error.contains("a.svg:1: <text>: kept as text, not outlined: cannot lay out text without libharfbuzz.so.0")
                && svgText.error.contains("1 text kept as text cross-fades instead of morphing"), "\(svgText.error)")
    }

    @Test("PNG frames are written, and a GIF is refused naming the library and its package", .enabled(if: giflib != nil))
    func picturesWithoutGIF() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let png = try Self.run(["at", "heart", "club", "--progress", "0.5", "-o", "frame.png"], hiding: Self.giflib!, in: directory)
        #expect(png.status == 0, "\(png.error)")
        let gif = try Self.run(["morph", "heart", "club", "-o", "morph.gif"], hiding: Self.giflib!, in: directory)
        #expect(gif.status == 1 && gif.error.contains("cannot make pictures without libgif.so.7")
                && gif.error.contains("libgif7"), "\(gif.error)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("morph.gif").path))
    }
}
