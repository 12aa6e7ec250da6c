import Foundation
import ShapeMorphTestSupport
import Testing

@Suite("shapemorph batch")
struct BatchCommandTests {
    static let shapes = ["heart", "club", "spade", "diamond", "circle", "star", "cloud"]

    /// A manifest of `at` jobs between every two built-in shapes of
    /// `shapes`, at two progresses: 84 jobs, written into `out/`.
    static func manifest() -> (text: String, jobs: [(arguments: [String], output: String)]) {
        var jobs: [(arguments: [String], output: String)] = []
        for a in shapes {
            for b in shapes where a != b {
                for progress in ["0.25", "0.75"] {
                    let output = "out/\(a)-\(b)-\(progress).svg"
                    jobs.append((["at", a, b, "-o", output, "--progress", progress], output))
                }
            }
        }
        let lines = jobs.map { job in
            #"{"command": "at", "shapes": ["\#(job.arguments[1])", "\#(job.arguments[2])"], "output": "\#(job.output)", "progress": \#(job.arguments[6])}"#
        }
        return ("# every pair, two frames each\n" + lines.joined(separator: "\n") + "\n", jobs)
    }

    /// A fresh folder holding `manifest()` as jobs.jsonl and an empty out/.
    static func manifestFolder() throws -> (URL, [(arguments: [String], output: String)]) {
        let directory = try CommandRunner.temporaryDirectory()
        let (text, jobs) = manifest()
        try text.write(to: directory.appendingPathComponent("jobs.jsonl"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        return (directory, jobs)
    }

    @Test("a manifest writes what its jobs run one by one write, byte for byte; --resume then skips them all")
    func sameBytes() throws {
        let (directory, jobs) = try Self.manifestFolder()
        let batch = try CommandRunner.run(["batch", "jobs.jsonl"], in: directory)
        #expect(batch.status == 0 && batch.error.contains("batch: \(jobs.count) jobs") && batch.error.contains("\(jobs.count) written"))
        let single = try CommandRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: single.appendingPathComponent("out"), withIntermediateDirectories: true)
        for job in jobs.prefix(12) {
            #expect(try CommandRunner.run(job.arguments, in: single).status == 0)
            let (a, b) = (try Data(contentsOf: directory.appendingPathComponent(job.output)), try Data(contentsOf: single.appendingPathComponent(job.output)))
            #expect(a == b, "\(job.output)")
        }
        let again = try CommandRunner.run(["batch", "jobs.jsonl", "--resume"], in: directory)
        #expect(again.status == 0 && again.error.contains("0 written, \(jobs.count) skipped"))
    }

    @Test("shards 0…2 of 3 write each output exactly once between them")
    func shards() throws {
        let (directory, jobs) = try Self.manifestFolder()
        var written = 0
        for shard in 0..<3 {
            // Without --resume an output written twice would fail: it exists.
            let run = try CommandRunner.run(["batch", "jobs.jsonl", "--shard", "\(shard)/3", "--jobs", "2"], in: directory)
            #expect(run.status == 0, "\(run.error)")
            let summary = try #require(run.error.split(separator: "\n").last { $0.hasPrefix("batch:") })
            written += Int(summary.split(separator: ": ").last!.split(separator: " ").first!)!
        }
        #expect(written == jobs.count)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
        #expect(Set(files) == Set(jobs.map { String($0.output.dropFirst(4)) }))
        #expect(try CommandRunner.run(["batch", "jobs.jsonl", "--shard", "3/3"], in: directory).status == 64)
    }

    @Test("a bad line fails alone, named by its line number; the others are written")
    func badLines() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let text = """
            {"command": "at", "shapes": ["heart", "club"], "output": "a.svg", "progress": 0.5}
            {"command": "at", "shapes": ["heart", "nosuch"], "output": "b.svg", "progress": 0.5}
            not json

            {"command": "rm", "shapes": ["heart"], "output": "c.svg"}
            {"command": "sheet", "shapes": ["heart", "club"], "output": "d.svg", "count": 3}
            """
        try text.write(to: directory.appendingPathComponent("jobs.jsonl"), atomically: true, encoding: .utf8)
        let run = try CommandRunner.run(["batch", "jobs.jsonl"], in: directory)
        #expect(run.status == 1 && run.error.contains("3 of 5 jobs failed: lines 2, 3, 5"))
        #expect(run.error.contains("line 3: not a JSON object") && run.error.contains(#"line 5: "command" must be one of at, morph, sheet"#))
        #expect(run.error.contains("line 2: Error:"))
        for name in ["a.svg", "d.svg"] { #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)) }
    }

    @Test("negative numbers, and values and shapes that start with a dash, reach the job as given, never read as options")
    func dashedValues() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 1H9V9H1Z"/></svg>"#
            .write(to: directory.appendingPathComponent("-square.svg"), atomically: true, encoding: .utf8)
        let text = #"{"command": "at", "shapes": ["heart", "-square.svg"], "output": "-out.svg", "progress": -0.25, "precision": 2}"#
        try text.write(to: directory.appendingPathComponent("jobs.jsonl"), atomically: true, encoding: .utf8)
        let batch = try CommandRunner.run(["batch", "jobs.jsonl", "-q"], in: directory)
        #expect(batch.status == 0, "\(batch.error)")
        let single = try CommandRunner.run(["at", "--progress=-0.25", "--precision", "2", "-o", "single.svg", "--", "heart", "-square.svg"], in: directory)
        #expect(single.status == 0, "\(single.error)")
        let written = try [directory.appendingPathComponent("-out.svg"), directory.appendingPathComponent("single.svg")].map { try Data(contentsOf: $0) }
        #expect(written[0] == written[1])
        // A value starting with a combining mark would join an `=` before it.
        try #"{"command": "at", "shapes": ["heart", "club"], "output": "\u0301accent.svg", "progress": 0.5}"#
            .write(to: directory.appendingPathComponent("marks.jsonl"), atomically: true, encoding: .utf8)
        #expect(try CommandRunner.run(["batch", "marks.jsonl", "-q"], in: directory).status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("\u{301}accent.svg").path))
    }

    @Test("stopped by a signal, a batch leaves no partial output and ends 128 + n; --resume finishes the rest")
    func interrupted() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let lines = (0..<8).map { #"{"command": "morph", "shapes": ["heart", "club"], "output": "m\#($0).gif", "fps": 30, "duration": 2, "size": "200"}"# }
        try lines.joined(separator: "\n").write(to: directory.appendingPathComponent("jobs.jsonl"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["batch", "jobs.jsonl", "--jobs", "2", "-q"]
        process.currentDirectoryURL = directory
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Stop it once the first GIF is in place, while others are being written.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline,
              (try? FileManager.default.contentsOfDirectory(atPath: directory.path).contains { $0.hasSuffix(".gif") }) != true {
            usleep(20_000)
        }
        process.terminate()
        process.waitUntilExit()
        let gifs = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "jobs.jsonl" }
        #expect(gifs.allSatisfy { $0.hasPrefix("m") && $0.hasSuffix(".gif") }, "\(gifs)")
        if process.terminationStatus == 143 {
            #expect(gifs.count < 8)
        }
        let single = try CommandRunner.temporaryDirectory()
        #expect(try CommandRunner.run(["morph", "heart", "club", "-o", "m.gif", "--fps", "30", "--duration", "2", "--size", "200"], in: single).status == 0)
        let whole = try Data(contentsOf: single.appendingPathComponent("m.gif"))
        for gif in gifs { #expect(try Data(contentsOf: directory.appendingPathComponent(gif)) == whole, "\(gif) is whole") }
        let resumed = try CommandRunner.run(["batch", "jobs.jsonl", "--resume"], in: directory)
        #expect(resumed.status == 0 && resumed.error.contains("\(8 - gifs.count) written, \(gifs.count) skipped"))
    }

    @Test("--resume skips only what a job finished: staging a killed run left, an empty folder or an empty file run again")
    func resumeNeverLies() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let manager = FileManager.default
        // What a job killed while making frames leaves: its folder, holding only its staging.
        try manager.createDirectory(at: directory.appendingPathComponent("killed/.shapemorph-staging-1-abcdef"), withIntermediateDirectories: true)
        try "<svg/>".write(to: directory.appendingPathComponent("killed/.shapemorph-staging-1-abcdef/frame-0001.svg"), atomically: true, encoding: .utf8)
        try manager.createDirectory(at: directory.appendingPathComponent("empty"), withIntermediateDirectories: true)
        #expect(manager.createFile(atPath: directory.appendingPathComponent("zero.svg").path, contents: Data()))
        #expect(try CommandRunner.run(["at", "heart", "club", "-o", "done.svg", "--progress", "0.5"], in: directory).status == 0)
        let lines = [
            #"{"command": "morph", "shapes": ["heart", "club"], "output": "killed", "fps": 4}"#,
            #"{"command": "morph", "shapes": ["heart", "club"], "output": "empty", "fps": 4}"#,
            #"{"command": "at", "shapes": ["heart", "club"], "output": "zero.svg", "progress": 0.5, "force": true}"#,
            #"{"command": "at", "shapes": ["heart", "club"], "output": "done.svg", "progress": 0.5}"#,
        ]
        try lines.joined(separator: "\n").write(to: directory.appendingPathComponent("jobs.jsonl"), atomically: true, encoding: .utf8)
        let resumed = try CommandRunner.run(["batch", "jobs.jsonl", "--resume"], in: directory)
        #expect(resumed.status == 0 && resumed.error.contains("3 written, 1 skipped"), "\(resumed.error)")
        for folder in ["killed", "empty"] {
            let files = try manager.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path).sorted()
            #expect(files.count == 5 && files.first == "frame-0001.svg", "\(folder): \(files)")
        }
        #expect(try Data(contentsOf: directory.appendingPathComponent("zero.svg")).count > 0)
    }

    @Test("a job killed by a signal is reported as killed, by the signal's number and name")
    func killedJob() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let line = #"{"command": "morph", "shapes": ["heart", "club"], "output": "long.gif", "fps": 60, "duration": 20, "size": "300"}"#
        try line.write(to: directory.appendingPathComponent("jobs.jsonl"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["batch", "jobs.jsonl", "-q"]
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // The job's own process, once it runs: kill it as an OOM killer would.
        let deadline = Date().addingTimeInterval(30)
        var job: Int32?
        while job == nil, process.isRunning, Date() < deadline {
            let children = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/task/\(process.processIdentifier)/children", encoding: .utf8)) ?? ""
            job = children.split(separator: " ").first.flatMap { Int32($0) }
            if job == nil { usleep(20_000) }
        }
        let child = try #require(job, "the job started")
        usleep(200_000)
        kill(child, SIGKILL)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1 && message.contains("line 1: killed by signal 9 (SIGKILL)"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("long.gif").path))
    }

    @Test("a batch never writes over its inputs: not the manifest, not a shape of any line, even with force")
    func inputsAreNeverOutputs() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let heart = try String(contentsOf: repositoryFolder.appendingPathComponent("Shapes/heart.svg"), encoding: .utf8)
        try heart.write(to: directory.appendingPathComponent("h.svg"), atomically: true, encoding: .utf8)
        let text = [
            #"{"command": "at", "shapes": ["heart", "club"], "output": "jobs.jsonl", "progress": 0.5, "force": true}"#,
            #"{"command": "at", "shapes": ["h.svg", "club"], "output": "a.svg", "progress": 0.5}"#,
            #"{"command": "at", "shapes": ["heart", "club"], "output": "./h.svg", "progress": 0.5, "force": true}"#,
        ].joined(separator: "\n")
        try text.write(to: directory.appendingPathComponent("jobs.jsonl"), atomically: true, encoding: .utf8)
        let run = try CommandRunner.run(["batch", "jobs.jsonl"], in: directory)
        #expect(run.status == 1 && run.error.contains("2 of 3 jobs failed: lines 1, 3"), "\(run.error)")
        #expect(run.error.contains(#"line 1: "output" jobs.jsonl is the manifest; a batch never writes over its inputs."#))
        #expect(run.error.contains(#"line 3: "output" ./h.svg is a shape of line 2"#))
        #expect(try String(contentsOf: directory.appendingPathComponent("jobs.jsonl"), encoding: .utf8) == text)
        #expect(try String(contentsOf: directory.appendingPathComponent("h.svg"), encoding: .utf8) == heart)
    }

    @Test("a manifest or pairs file past 64 MiB, or an endless standard input, is refused in a sentence")
    func hugeLists() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let sparse = directory.appendingPathComponent("huge.jsonl")
        #expect(FileManager.default.createFile(atPath: sparse.path, contents: nil))
        let handle = try FileHandle(forWritingTo: sparse)
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        // check exits 2 where an input cannot be checked.
        for (arguments, status) in [(["batch", "huge.jsonl"], Int32(1)), (["check", "--pairs", "huge.jsonl"], 2)] {
            let run = try CommandRunner.run(arguments, in: directory)
            #expect(run.status == status && run.error.contains("huge.jsonl: ") && run.error.contains("is larger than 64 MiB"), "\(arguments): \(run.error)")
        }
        let endless = try CommandRunner.run(["batch", "-"], in: directory, shellPrefix: "exec < /dev/zero")
        #expect(endless.status == 1 && endless.error.contains("-: the manifest is larger than 64 MiB"), "\(endless.error)")
        let folder = try CommandRunner.run(["batch", "."], in: directory)
        #expect(folder.status == 1 && folder.error.contains(".: cannot read the manifest: it is a directory, not a file."), "\(folder.error)")
    }
}
