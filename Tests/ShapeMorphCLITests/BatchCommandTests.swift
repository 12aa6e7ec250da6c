import Foundation
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
}
