import ArgumentParser
import Foundation

struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Run many morph, at and sheet jobs from a JSON Lines manifest, on every core.",
        discussion: """
            Each line of the manifest is one job, a JSON object: "command" (morph, at or sheet), "shapes" (a list), \
            "output" (what it writes) and any of the command's options by their long names without dashes \
            ("timing": "bouncy", "fps": 24, "loop": true, "pair": ["0:0", "1:1"]). Blank lines and lines starting \
            with # are skipped. Each job runs as `shapemorph COMMAND …` would, in its own process, so its output \
            has the same bytes as a single run's, and is written atomically. Prints one progress bar and a summary; \
            exits 1 listing the lines that failed (a bad line fails alone), 130 after Ctrl-C (running jobs leave no \
            partial output; --resume finishes the rest).

            --shard I/N runs the lines whose number − 1 leaves I when divided by N: N machines (or a Kubernetes \
            Indexed Job, --shard "$JOB_COMPLETION_INDEX/N") write each output exactly once between them.

            Examples:
              shapemorph batch jobs.jsonl
              shapemorph batch jobs.jsonl --resume
              parallel shapemorph batch jobs.jsonl --shard {}/4 ::: 0 1 2 3
            """)

    @Argument(help: "The manifest: a JSON Lines file, or - for standard input.")
    var manifest: String
    @Option(help: ArgumentHelp("Run only shard I of N (I from 0 to N − 1).", valueName: "I/N"))
    var shard: String?
    @Flag(help: "Skip jobs an earlier run finished: their output is there whole (a file that is not empty, a folder of frames with no staging of a run that was cut short).")
    var resume = false
    @Option(name: .customLong("jobs"), help: "How many jobs run at once (default: one per core).")
    var parallelism: Int?
    @Flag(name: .shortAndLong, help: "Print only errors: no progress bar, summary or job warnings.")
    var quiet = false

    func validate() throws {
        if let parallelism, !(1...1024).contains(parallelism) { throw ValidationError("--jobs must be from 1 to 1024.") }
        _ = try shardNumbers()
    }

    /// The shard to run: its index and the number of shards.
    private func shardNumbers() throws -> (index: Int, count: Int) {
        guard let shard else { return (0, 1) }
        let parts = shard.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (0..<count).contains(index) else {
            throw ValidationError("--shard takes I/N with 0 ≤ I < N (as 0/4 … 3/4); got \(shard).")
        }
        return (index, count)
    }

    func run() throws {
        let started = Date()
        let text = String(decoding: try ListFile.read(manifest, role: "the manifest"), as: UTF8.self)
        let (index, count) = try shardNumbers()
        let lines = BatchJob.jobs(in: text).filter { BatchJob.isLine($0.line, inShard: index, of: count) }
        var failures: [(line: Int, message: String)] = []
        var jobs: [BatchJob] = []
        // Inputs are never outputs, whatever a job's --force says: the
        // manifest, and every file a job of it reads.
        var inputs: [String: String] = manifest == "-" ? [:] : [OutputFile.resolved(manifest): "the manifest"]
        for case (let line, .success(let job)) in lines {
            for shape in job.shapes where FileManager.default.fileExists(atPath: shape) && inputs[OutputFile.resolved(shape)] == nil {
                inputs[OutputFile.resolved(shape)] = "a shape of line \(line)"
            }
        }
        for (line, parsed) in lines {
            switch parsed {
            case .success(let job):
                if let input = inputs[OutputFile.resolved(job.output)] {
                    failures.append((line, "\"output\" \(job.output) is \(input); a batch never writes over its inputs."))
                } else {
                    jobs.append(job)
                }
            case .failure(let failure): failures.append((line, failure.description))
            }
        }
        let runnable = resume ? jobs.filter { !$0.isFinished } : jobs
        let skipped = jobs.count - runnable.count
        let results = try BatchRunner(parallelism: parallelism ?? ProcessInfo.processInfo.activeProcessorCount, quiet: quiet)
            .run(runnable)
        // Warnings of the jobs that ran; the first error of those that failed.
        for result in results where !quiet && result.status == 0 && !result.wasKilled {
            for warning in result.messages where warning.hasPrefix("warning:") {
                TerminalText.printToStandardError("line \(result.line): \(warning)")
            }
        }
        failures += results.filter { $0.status != 0 || $0.wasKilled }.map { ($0.line, $0.failure) }
        failures.sort { $0.line < $1.line }
        for (line, message) in failures { TerminalText.printToStandardError("line \(line): \(message)") }
        if !quiet {
            let seconds = Date().timeIntervalSince(started)
            TerminalText.printToStandardError(String(
                format: "batch: %d job%@ in %.2f s (%.1f jobs/s): %d written, %d skipped (finished before), %d failed",
                lines.count, lines.count == 1 ? "" : "s", seconds, Double(runnable.count) / max(seconds, 1e-9),
                results.filter { $0.status == 0 && !$0.wasKilled }.count, skipped, failures.count))
        }
        if !failures.isEmpty {
            throw CommandFailure("\(failures.count) of \(lines.count) jobs failed: line\(failures.count == 1 ? "" : "s") "
                                 + failures.map { String($0.line) }.joined(separator: ", "))
        }
    }
}
