import Foundation

/// Runs batch jobs, each as its own `shapemorph` process, so many at once,
/// with one progress bar.
///
/// A signal (Ctrl-C, SIGTERM, SIGHUP) stops the batch: no further job
/// starts, each running one is sent SIGTERM (which removes what it was
/// writing), and once they have ended the batch ends with the signal's
/// status.
struct BatchRunner {
    /// How many jobs run at once.
    var parallelism: Int
    /// Whether to leave out the progress bar.
    var quiet: Bool

    /// How one job ended.
    struct Outcome {
        var line: Int
        /// The exit status, or the number of the signal that ended it.
        var status: Int32
        /// Whether a signal ended it (`status` is the signal's number).
        var wasKilled = false
        /// What it printed to standard error, line by line.
        var messages: [String]

        /// Why it failed, in a few words: its first error, else how it ended.
        var failure: String {
            if wasKilled { return "killed by signal \(status)" + (Self.signalNames[status].map { " (\($0))" } ?? "") }
            return messages.first { $0.hasPrefix("Error") } ?? messages.first ?? "exit status \(status)"
        }

        private static let signalNames: [Int32: String] = [SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGINT: "SIGINT",
                                                           SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGILL: "SIGILL",
                                                           SIGBUS: "SIGBUS", SIGHUP: "SIGHUP"]
    }

    /// Runs `jobs` and returns how each ended, in manifest order.
    func run(_ jobs: [BatchJob]) throws -> [Outcome] {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let progress = ProgressBar(total: jobs.count, label: "batch", quiet: quiet)
        let slots = DispatchSemaphore(value: parallelism)
        let group = DispatchGroup()
        let state = Shared()
        // Each job's messages go to a file in a folder of the batch's own
        // (mode 0700, a random name): nobody else can read them, or plant a
        // file or link where one will be.
        var template = Array((FileManager.default.temporaryDirectory.path + "/shapemorph-batch-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else {
            throw CommandFailure("cannot make a private temporary folder for the jobs' messages: \(String(cString: strerror(errno))).")
        }
        let messages = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { try? FileManager.default.removeItem(atPath: messages) }
        try Interruption.whileWriting {
            for job in jobs {
                while slots.wait(timeout: .now() + .milliseconds(100)) == .timedOut, !Interruption.isRequested {}
                guard !Interruption.isRequested else { break }
                let process = Process()
                process.executableURL = executable
                process.arguments = job.arguments
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = FileHandle.nullDevice
                // Standard error into a file of its own, read when the job has ended.
                let errorFile = URL(fileURLWithPath: messages).appendingPathComponent("line-\(job.line).txt")
                guard FileManager.default.createFile(atPath: errorFile.path, contents: nil),
                      let errors = try? FileHandle(forWritingTo: errorFile) else {
                    state.record(Outcome(line: job.line, status: 1, messages: ["cannot make a temporary file for its messages"]))
                    slots.signal()
                    continue
                }
                process.standardError = errors
                group.enter()
                process.terminationHandler = { process in
                    try? errors.close()
                    let text = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
                    try? FileManager.default.removeItem(at: errorFile)
                    state.finish(process, Outcome(line: job.line, status: process.terminationStatus,
                                                  wasKilled: process.terminationReason == .uncaughtSignal,
                                                  messages: text.split(separator: "\n").map(String.init)))
                    progress.advance()
                    slots.signal()
                    group.leave()
                }
                do {
                    try process.run()
                    state.start(process)
                } catch {
                    process.terminationHandler = nil
                    try? errors.close()
                    try? FileManager.default.removeItem(at: errorFile)
                    state.record(Outcome(line: job.line, status: 1, messages: ["cannot start \(executable.path): \(error)"]))
                    slots.signal()
                    group.leave()
                }
            }
            while group.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
                if Interruption.isRequested { state.terminateRunning() }
            }
            progress.finish()
            try Interruption.check()
        }
        return state.outcomes.sorted { $0.line < $1.line }
    }

    /// The running processes and the outcomes so far, shared with the
    /// termination handlers.
    private final class Shared: @unchecked Sendable {
        private let lock = NSLock()
        private var running: [ObjectIdentifier: Process] = [:]
        private(set) var outcomes: [Outcome] = []

        func start(_ process: Process) {
            lock.withLock { if process.isRunning { running[ObjectIdentifier(process)] = process } }
        }

        func finish(_ process: Process, _ outcome: Outcome) {
            lock.withLock {
                running[ObjectIdentifier(process)] = nil
                outcomes.append(outcome)
            }
        }

        func record(_ outcome: Outcome) { lock.withLock { outcomes.append(outcome) } }

        func terminateRunning() {
            lock.withLock { for process in running.values where process.isRunning { process.terminate() } }
        }
    }
}
