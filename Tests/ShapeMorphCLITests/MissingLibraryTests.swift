import Foundation
import Testing

/// librsvg and cairo are opened when the first picture is drawn: without
/// them SVG still works, and a picture is refused with a clear message.
@Suite("Without librsvg")
struct MissingLibraryTests {
    /// Where this machine keeps librsvg, when the test can hide it: as root,
    /// in a mount namespace of its own, with `unshare`.
    static let librsvg: String? = {
        var name = utsname()
        uname(&name)
        let machine = withUnsafeBytes(of: name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let path = "/usr/lib/\(machine)-linux-gnu/librsvg-2.so.2"
        return getuid() == 0 && FileManager.default.fileExists(atPath: path)
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") ? path : nil
    }()

    /// Runs the binary with librsvg hidden (an empty file bound over it).
    static func runWithoutLibrsvg(_ arguments: [String], in directory: URL) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-m", "sh", "-c", "mount --bind /dev/null \"$0\" && exec \"$@\"", librsvg!, CommandRunner.binary.path] + arguments
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
        let svg = try Self.runWithoutLibrsvg(["at", "heart", "club", "--progress", "0.5", "-o", "frame.svg"], in: directory)
        #expect(svg.status == 0, "\(svg.error)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("frame.svg").path))
        let png = try Self.runWithoutLibrsvg(["at", "heart", "club", "--progress", "0.5", "-o", "frame.png"], in: directory)
        #expect(png.status == 1 && png.error.contains("cannot draw pictures without librsvg-2.so.2")
                && png.error.contains("librsvg2-2 libcairo2"), "\(png.error)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("frame.png").path))
    }
}
