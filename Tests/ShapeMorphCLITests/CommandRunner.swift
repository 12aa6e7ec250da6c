import Foundation

/// Runs the built `shapemorph` binary, which `swift test` builds beside the
/// test bundle.
struct CommandRunner {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// The binary in the test bundle's build directory.
    static let binary: URL = {
        let testExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testExecutable.deletingLastPathComponent()
        // The bundle may be a directory (…/X.xctest/…) rather than a file.
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("shapemorph").path),
              directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("shapemorph")
    }()

    /// Runs `shapemorph arguments` in `directory`, through `sh -c prefix`
    /// when a shell prefix (such as a `ulimit`) is given.
    static func run(_ arguments: [String], in directory: URL, input: Data? = nil, shellPrefix: String? = nil) throws -> Result {
        let process = Process()
        if let shellPrefix {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "\(shellPrefix); exec \"$0\" \"$@\"", binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "100"
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        DispatchQueue.global().async(group: group) { errorData = stderr.fileHandleForReading.readDataToEndOfFile() }
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                      error: String(decoding: errorData, as: UTF8.self))
    }

    /// A fresh empty directory for one test, inside `runDirectory`.
    static func temporaryDirectory() throws -> URL {
        let url = runDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The directory of this test run's directories, removed with all they
    /// hold when the test process exits (they filled the temporary folder
    /// by thousands before).
    private static let runDirectory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shapemorph-cli-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: CommandRunner.runDirectory) }
        return url
    }()
}
