import Foundation

/// A numbered sequence of SVG frames in a directory, written all or nothing:
/// frames are made in parallel into a hidden staging directory beside them
/// and moved into place only when every one is written, so a failure (disk
/// full, no permission) leaves neither partial frames nor a partial sequence.
struct FrameSequence {
    let directory: String
    /// `frame-0001.svg` …, zero-padded to the count (at least four digits).
    let names: [String]
    /// Each name inside `directory`.
    let paths: [String]

    init(directory: String, count: Int) {
        self.directory = directory
        let digits = max(4, String(count).count)
        names = (1...count).map { number in
            let text = String(number)
            return "frame-" + String(repeating: "0", count: digits - text.count) + text + ".svg"
        }
        paths = names.map { URL(fileURLWithPath: directory).appendingPathComponent($0).path }
    }

    /// Refuses to go on if a frame exists already (unless `force`) or would
    /// overwrite one of `inputs`.
    func checkTargets(force: Bool, inputs: [String]) throws {
        if !force, let existing = paths.first(where: { FileManager.default.fileExists(atPath: $0) }) {
            throw CommandFailure("\(existing) exists already; use --force to overwrite the frames.")
        }
        for path in paths { try OutputFile.refuseOverwriting(path, inputs: inputs) }
    }

    /// Writes frame i (0-based) as `text(i)`, on every core; nothing when
    /// `text` throws for any frame.
    func write(progress: ProgressBar, text: @escaping @Sendable (Int) throws -> String) throws {
        let manager = FileManager.default
        let createdDirectory = !manager.fileExists(atPath: directory)
        let staging = URL(fileURLWithPath: directory).appendingPathComponent(".shapemorph-staging-\(getpid())")
        if let file = Self.fileInPlaceOfDirectory(directory) {
            throw CommandFailure("\(directory): cannot create the output directory: \(file) is a file, not a directory.")
        }
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("\(directory): cannot create the output directory: \(Self.reason(error)).")
        }
        defer {
            try? manager.removeItem(at: staging)
            if createdDirectory, (try? manager.contentsOfDirectory(atPath: directory))?.isEmpty == true {
                try? manager.removeItem(atPath: directory)
            }
        }
        let failure = FirstFailure()
        let (names, paths) = (self.names, self.paths)
        let workers = min(names.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: names.count, by: workers) where !failure.happened(before: index) {
                let file = staging.appendingPathComponent(names[index])
                let frame: String
                do {
                    frame = try text(index)
                } catch {
                    failure.record(error, frame: index)
                    break
                }
                do {
                    try Data(frame.utf8).write(to: file)
                } catch {
                    failure.record(CommandFailure("\(paths[index]): cannot write the frame: \(Self.reason(error))."), frame: index)
                }
                progress.advance()
            }
        }
        if let error = failure.error { throw error }
        for (name, path) in zip(names, paths) where rename(staging.appendingPathComponent(name).path, path) != 0 {
            throw CommandFailure("\(path): cannot move the frame into place: \(String(cString: strerror(errno))).")
        }
    }

    /// The deepest existing part of `path` when it is not a directory.
    private static func fileInPlaceOfDirectory(_ path: String) -> String? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while url.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : url.path
            }
            url.deleteLastPathComponent()
        }
        return nil
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(underlying.code))) }
        return (error as NSError).localizedDescription
    }
}

/// The error of the earliest frame that failed, of several threads.
private final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var first: (error: Error, frame: Int)?

    /// Whether a frame before `frame` failed: later frames need not be made.
    func happened(before frame: Int) -> Bool { lock.withLock { first.map { $0.frame < frame } ?? false } }
    var error: Error? { lock.withLock { first?.error } }

    func record(_ error: Error, frame: Int) {
        lock.withLock { if first.map({ frame < $0.frame }) ?? true { first = (error, frame) } }
    }
}
