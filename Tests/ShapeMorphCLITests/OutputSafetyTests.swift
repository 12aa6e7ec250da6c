import Foundation
import Testing

/// Outputs a careful user can trust: devices and links, temporary names,
/// signals, concurrent runs, whole sequences, one overwrite rule, checked
/// standard output. Each test runs the real binary.
@Suite("Output safety")
struct OutputSafetyTests {
    static func run(_ arguments: String..., in directory: URL, shellPrefix: String? = nil) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, in: directory, shellPrefix: shellPrefix)
    }

    /// Runs a system tool; true when it succeeds.
    static func tool(_ path: String, _ arguments: String...) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static func fileType(_ path: URL) -> mode_t? {
        var status = stat()
        return lstat(path.path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    static func entries(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// A long export (90,001 frames) started in the background.
    static func startLongExport(into folder: String, in directory: URL, force: Bool = false) throws -> Process {
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["morph", "heart", "club", "--duration", "900", "--fps", "100", "-o", folder, "-q"] + (force ? ["--force"] : [])
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits (up to 20 s) until the export into `folder` has staged frames.
    static func waitForStaging(in folder: URL) throws {
        for _ in 0..<400 {
            let staging = entries(folder).filter { $0.hasPrefix(".shapemorph-staging-") }
            if let first = staging.first, !entries(folder.appendingPathComponent(first)).isEmpty { return }
            usleep(50_000)
        }
        Issue.record("no staged frames in \(folder.path) after 20 s")
    }

    @Test("a character device or a named pipe is written directly, a link is written through, a link to nothing is refused")
    func devicesAndLinks() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let device = directory.appendingPathComponent("null")
        try #require(try Self.tool("/usr/bin/mknod", device.path, "c", "1", "3"), "mknod needs root")
        let toDevice = try Self.run("at", "heart", "club", "--progress", "0.5", "-o", "null", in: directory)
        #expect(toDevice.status == 0, "\(toDevice.error)")
        #expect(Self.fileType(device) == S_IFCHR)

        #expect(try Self.tool("/usr/bin/mkfifo", directory.appendingPathComponent("pipe").path))
        let toPipe = try Self.run("at", "heart", "club", "--progress", "0.5", "-o", "pipe", in: directory,
                                  shellPrefix: "(cat pipe > received &)")
        #expect(toPipe.status == 0, "\(toPipe.error)")
        #expect(Self.fileType(directory.appendingPathComponent("pipe")) == S_IFIFO)
        var received = ""
        for _ in 0..<100 where !received.hasSuffix("</svg>\n") {
            received = (try? String(contentsOf: directory.appendingPathComponent("received"), encoding: .utf8)) ?? ""
            usleep(20_000)
        }
        #expect(received.hasPrefix("<?xml") && received.hasSuffix("</svg>\n"))

        #expect(try Self.run("at", "heart", "club", "--progress", "0.2", "-o", "a.svg", in: directory).status == 0)
        let before = try String(contentsOf: directory.appendingPathComponent("a.svg"), encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.svg").path, withDestinationPath: "a.svg")
        #expect(try Self.run("at", "heart", "club", "--progress", "0.7", "-o", "link.svg", "--force", in: directory).status == 0)
        #expect(Self.fileType(directory.appendingPathComponent("link.svg")) == S_IFLNK)
        #expect(try String(contentsOf: directory.appendingPathComponent("a.svg"), encoding: .utf8) != before)

        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("dangling.svg").path, withDestinationPath: "missing.svg")
        let dangling = try Self.run("at", "heart", "club", "--progress", "0.5", "-o", "dangling.svg", in: directory)
        #expect(dangling.status == 1 && dangling.error.contains("symbolic link to a file that does not exist"), "\(dangling.error)")
        #expect(Self.fileType(directory.appendingPathComponent("missing.svg")) == nil)
    }

    @Test("a file of several mebibytes, sent to disk as it is written, has the same bytes new, replaced and through a pipe")
    func largeFileWrittenBack() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let animation = ["morph", "heart", "club", "--timing", "spring(duration:20,bounce:0.3)", "--duration", "20",
                         "--fps", "250", "--tolerance", "0", "--animated", "-q"]
        try "old".write(to: directory.appendingPathComponent("replaced.svg"), atomically: true, encoding: .utf8)
        #expect(try CommandRunner.run(animation + ["-o", "new.svg"], in: directory).status == 0)
        #expect(try CommandRunner.run(animation + ["-o", "replaced.svg", "--force"], in: directory).status == 0)
        #expect(try Self.tool("/usr/bin/mkfifo", directory.appendingPathComponent("pipe").path))
        #expect(try CommandRunner.run(animation + ["-o", "pipe"], in: directory, shellPrefix: "(cat pipe > received &)").status == 0)
        let new = try Data(contentsOf: directory.appendingPathComponent("new.svg"))
        #expect(new.count > 2 << 20, "\(new.count) bytes")
        // Compared as booleans: a failing comparison of megabytes would be printed whole.
        let replacedIsSame = try Data(contentsOf: directory.appendingPathComponent("replaced.svg")) == new
        #expect(replacedIsSame)
        var received = Data()
        for _ in 0..<200 where received.count < new.count {
            received = (try? Data(contentsOf: directory.appendingPathComponent("received"))) ?? Data()
            usleep(20_000)
        }
        let receivedIsSame = received == new
        #expect(receivedIsSame)
    }

    @Test("links planted at temporary and staging names never redirect a write, and stale staging is swept")
    func plantedLinks() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let victim = directory.appendingPathComponent("victim.txt")
        try "keep me".write(to: victim, atomically: false, encoding: .utf8)
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try "keep me".write(to: elsewhere.appendingPathComponent("keep.txt"), atomically: false, encoding: .utf8)
        let frames = directory.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        // The names a process id would have given, for the next few hundred processes.
        let lastProcess = Int((try String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8))
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        for id in lastProcess + 1...lastProcess + 300 {
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(".out.svg.\(id).tmp").path,
                                                       withDestinationPath: victim.path)
            try FileManager.default.createSymbolicLink(atPath: frames.appendingPathComponent(".shapemorph-staging-\(id)").path,
                                                       withDestinationPath: elsewhere.path)
        }
        #expect(try Self.run("at", "heart", "club", "--progress", "0.5", "-o", "out.svg", in: directory).status == 0)
        #expect(Self.fileType(directory.appendingPathComponent("out.svg")) == S_IFREG)
        #expect(try Self.run("morph", "heart", "club", "-o", "frames", "-q", in: directory).status == 0)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
        #expect(Self.entries(elsewhere) == ["keep.txt"])
        #expect(Self.entries(frames).count == 31 && Self.entries(frames).allSatisfy { $0.hasPrefix("frame-") })
    }

    @Test("SIGINT, SIGTERM and SIGHUP mid-export leave the folder as it was; after SIGKILL a rerun cleans up")
    func signals() throws {
        let directory = try CommandRunner.temporaryDirectory()
        for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, 143), (SIGHUP, 129)] {
            let export = try Self.startLongExport(into: "new-\(signal)", in: directory)
            defer { if export.isRunning { kill(export.processIdentifier, SIGKILL) } }
            try Self.waitForStaging(in: directory.appendingPathComponent("new-\(signal)"))
            kill(export.processIdentifier, signal)
            export.waitUntilExit()
            #expect(export.terminationStatus == status)
            #expect(Self.fileType(directory.appendingPathComponent("new-\(signal)")) == nil, "the folder the run created is gone")
        }

        #expect(try Self.run("morph", "heart", "club", "-o", "old", "-q", in: directory).status == 0)
        let old = directory.appendingPathComponent("old")
        let oldFrames = try Self.entries(old).map { try Data(contentsOf: old.appendingPathComponent($0)) }
        let replacing = try Self.startLongExport(into: "old", in: directory, force: true)
        try Self.waitForStaging(in: old)
        kill(replacing.processIdentifier, SIGTERM)
        replacing.waitUntilExit()
        #expect(replacing.terminationStatus == 143)
        #expect(try Self.entries(old).map { try Data(contentsOf: old.appendingPathComponent($0)) } == oldFrames)

        let killed = try Self.startLongExport(into: "old", in: directory, force: true)
        try Self.waitForStaging(in: old)
        kill(killed.processIdentifier, SIGKILL)
        killed.waitUntilExit()
        #expect(Self.entries(old).contains { $0.hasPrefix(".shapemorph-staging-") })
        #expect(try Self.run("morph", "heart", "spade", "-o", "old", "--force", "-q", in: directory).status == 0)
        #expect(Self.entries(old).count == 31 && Self.entries(old).allSatisfy { $0.hasPrefix("frame-") })
    }

    @Test("of two exports into one folder, the second stops with a clear message")
    func concurrentExports() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let first = try Self.startLongExport(into: "shared", in: directory)
        defer { if first.isRunning { kill(first.processIdentifier, SIGKILL) } }
        try Self.waitForStaging(in: directory.appendingPathComponent("shared"))
        let second = try Self.run("morph", "heart", "spade", "-o", "shared", "--force", in: directory)
        #expect(second.status == 1 && second.error.contains("another shapemorph is writing frames into shared"), "\(second.error)")
        kill(first.processIdentifier, SIGINT)
        first.waitUntilExit()
        #expect(first.terminationStatus == 130)
    }

    @Test("a sequence replaces the whole previous sequence and touches nothing else")
    func wholeSequences() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let frames = directory.appendingPathComponent("frames")
        #expect(try Self.run("morph", "heart", "club", "-o", "frames", "-q", in: directory).status == 0)
        try "mine".write(to: frames.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
        #expect(try Self.run("morph", "heart", "club", "-o", "frames", "--fps", "10", "--force", "-q", in: directory).status == 0)
        #expect(Self.entries(frames).filter { $0.hasPrefix("frame-") }.count == 11)
        #expect(try Self.run("morph", "heart", "club", "-o", "frames", "--duration", "1000", "--fps", "10", "--force", "-q",
                             in: directory).status == 0)
        #expect(Self.entries(frames).filter { $0.hasPrefix("frame-") }.count == 10_001)
        #expect(try Self.run("morph", "heart", "club", "-o", "frames", "--force", "-q", in: directory).status == 0)
        let names = Self.entries(frames)
        #expect(names.count == 32 && names.first == "frame-0001.svg" && names.contains("notes.txt"))
    }

    @Test("one overwrite rule: every command keeps an existing output unless --force, and never writes over an input",
          arguments: [
              ["at", "heart", "club", "--progress", "0.5", "-o", "out.svg"],
              ["sheet", "heart", "club", "-o", "out.svg"],
              ["timing", "ease", "-o", "out.svg"],
              ["morph", "heart", "club", "--animated", "-o", "out.svg"],
              ["morph", "heart", "club", "--html", "out.html"],
              ["inspect", "heart", "club", "-o", "out"],
          ])
    func overwriteRule(arguments: [String]) throws {
        let directory = try CommandRunner.temporaryDirectory()
        #expect(try CommandRunner.run(arguments, in: directory).status == 0)
        let again = try CommandRunner.run(arguments, in: directory)
        #expect(again.status == 1 && again.error.contains("use --force"), "\(again.error)")
        #expect(try CommandRunner.run(arguments + ["--force"], in: directory).status == 0)
    }

    @Test("file names that cannot be outputs are usage errors")
    func outputNames() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let file = try Self.run("morph", "heart", "club", "-o", "anim.svg", in: directory)
        #expect(file.status == 64 && file.error.contains("add --format svg"), "\(file.error)")
        #expect(Self.fileType(directory.appendingPathComponent("anim.svg")) == nil)
        let same = try Self.run("morph", "heart", "club", "--animated", "-o", "x.svg", "--html", "./x.svg", "--force", in: directory)
        #expect(same.status == 64 && same.error.contains("same file"), "\(same.error)")
    }

    @Test("a failed write to standard output is an error", arguments: [
        ["at", "heart", "club", "--progress", "0.5"], ["sheet", "heart", "club"], ["inspect", "heart", "--json"],
        ["inspect", "heart"], ["timing", "ease"], ["timing", "ease", "--json"], ["shapes"],
    ])
    func standardOutputFailure(arguments: [String]) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(arguments, in: directory, shellPrefix: "exec > /dev/full")
        #expect(result.status == 1 && result.error.contains("cannot write to standard output: No space left on device"),
                "\(result.error)")
    }

    @Test("-o - is standard output wherever one file is written; frames need a folder; a full disk is named, never WriteFailed()")
    func dashIsStandardOutput() throws {
        let directory = try CommandRunner.temporaryDirectory()
        for (arguments, start) in [(["morph", "heart", "club", "--format", "svg", "-o", "-"], "<?xml"),
                                   (["morph", "heart", "club", "--format", "gif", "-o", "-", "--size", "16"], "GIF89a"),
                                   (["at", "heart", "club", "--progress", "0.5", "-o", "-"], "<?xml"),
                                   (["sheet", "heart", "club", "-o", "-"], "<?xml")] {
            let run = try CommandRunner.run(arguments, in: directory)
            #expect(run.status == 0 && run.output.hasPrefix(start) && run.error.contains("to standard output"), "\(arguments): \(run.error)")
        }
        // A video too (Foundation's deletingLastPathComponent crashed on "-" until 2026-11-29).
        let video = try CommandRunner.run(["morph", "heart", "club", "--format", "mp4", "-o", "-", "--size", "16"], in: directory)
        #expect(video.status == 0 && Array(video.output.utf8.dropFirst(4).prefix(4)) == Array("ftyp".utf8), "\(video.error)")
        let frames = try Self.run("morph", "heart", "club", "-o", "-", in: directory)
        #expect(frames.status == 1 && frames.error.contains("frames go into a folder"), "\(frames.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "no file or folder named -")
        for format in ["gif", "webp", "mp4", "lottie"] {
            let size = format == "lottie" ? [] : ["--size", "16"]
            let full = try CommandRunner.run(["morph", "heart", "club", "--format", format, "-o", "/dev/full"] + size, in: directory)
            #expect(full.status == 1 && full.error.contains("/dev/full: cannot write the file: No space left on device."), "\(format): \(full.error)")
        }
    }

    @Test("text placed at the edge of Double (x=\"1e308 1e308\") is carried or outlined without a message about something else")
    func textAtTheEdgeOfDouble() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><text x="1e308 1e308" y="50">Hi</text><rect width="5" height="5"/></svg>"#
            .write(to: directory.appendingPathComponent("far.svg"), atomically: true, encoding: .utf8)
        for outlining in [[], ["--outline-text"]] {
            let run = try CommandRunner.run(["at", "far.svg", "heart", "--progress", "0", "-o", "-"] + outlining, in: directory)
            #expect(run.status == 0 && run.error.hasPrefix("Wrote the frame") && run.output.contains("1e308"), "\(outlining): \(run.error)")
        }
    }

    @Test("messages say what is wrong with what was given: a link in a loop, an empty path for a list")
    func namedMistakes() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("loop").path, withDestinationPath: "loop")
        let loop = try Self.run("at", "heart", "club", "--progress", "0.5", "-o", "loop", in: directory)
        #expect(loop.status == 1 && loop.error.contains("loop is a symbolic link that leads round in a loop"), "\(loop.error)")
        let pairs = try Self.run("check", "--pairs", "", in: directory)
        #expect(pairs.status == 2 && pairs.error.contains("the --pairs file is named by an empty path"), "\(pairs.error)")
    }
}
