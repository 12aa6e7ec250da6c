import Foundation

/// Writes output files atomically: to a temporary file beside the target,
/// then renamed over it, so a failure never leaves a half-written file.
enum OutputFile {
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw CommandFailure("\(path): cannot write the file: \(String(cString: strerror(errno))).")
            }
        } catch let failure as CommandFailure {
            try? FileManager.default.removeItem(at: temporary)
            throw failure
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CommandFailure("\(path): cannot write the file: \((error as NSError).localizedDescription).")
        }
    }

    /// Refuses to write over any of `inputs`.
    static func refuseOverwriting(_ output: String, inputs: [String]) throws {
        let target = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().path
        for input in inputs where input != "-" && FileManager.default.fileExists(atPath: input) {
            if URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath().path == target {
                throw CommandFailure("\(output): refusing to overwrite the input file.")
            }
        }
    }
}
