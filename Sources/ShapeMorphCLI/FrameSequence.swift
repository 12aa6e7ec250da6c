import Foundation

/// A numbered sequence of SVG frames in a directory, written all or nothing:
/// frames are made in parallel into a hidden staging directory beside them
/// and moved into place only when every one is written, so a failure (disk
/// full, no permission) leaves neither partial frames nor a partial sequence.
struct FrameSequence {
    let directory: String
    let count: Int
    /// Digits in a frame number: as many as `count` has, at least four.
    private let digits: Int

    init(directory: String, count: Int) {
        self.directory = directory
        self.count = count
        digits = max(4, String(count).count)
    }

    /// `frame-0001.svg` for index 0, …, zero-padded to `digits`.
    func name(_ index: Int) -> String {
        let number = String(index + 1)
        return "frame-" + String(repeating: "0", count: digits - number.count) + number + ".svg"
    }

    /// The path of frame `index` inside `directory`.
    func path(_ index: Int) -> String { URL(fileURLWithPath: directory).appendingPathComponent(name(index)).path }

    /// The index of the frame named `name`, if it is one of this sequence.
    private func index(ofName name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".svg") else { return nil }
        let number = name.dropFirst(6).dropLast(4)
        guard number.count == digits, number.allSatisfy(\.isASCII), let value = Int(number), (1...count).contains(value) else { return nil }
        return value - 1
    }

    /// Refuses to go on if a frame exists already (unless `force`) or would
    /// overwrite one of `inputs`; reads the directory once, whatever the count.
    func checkTargets(force: Bool, inputs: [String]) throws {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        if !force, let first = existing.compactMap(index(ofName:)).min() {
            throw CommandFailure("\(path(first)) exists already; use --force to overwrite the frames.")
        }
        let resolvedDirectory = Self.resolved(directory)
        for input in inputs where input != "-" && FileManager.default.fileExists(atPath: input) {
            let resolvedInput = URL(fileURLWithPath: Self.resolved(input))
            if resolvedInput.deletingLastPathComponent().path == resolvedDirectory,
               let frame = index(ofName: resolvedInput.lastPathComponent) {
                throw CommandFailure("\(path(frame)): refusing to overwrite the input file.")
            }
        }
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
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
        let sequence = self
        let workers = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: sequence.count, by: workers) where !failure.happened(before: index) {
                let file = staging.appendingPathComponent(sequence.name(index))
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
                    failure.record(CommandFailure("\(sequence.path(index)): cannot write the frame: \(Self.reason(error))."), frame: index)
                }
                progress.advance()
            }
        }
        if let error = failure.error { throw error }
        for index in 0..<count where rename(staging.appendingPathComponent(name(index)).path, path(index)) != 0 {
            throw CommandFailure("\(path(index)): cannot move the frame into place: \(String(cString: strerror(errno))).")
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
