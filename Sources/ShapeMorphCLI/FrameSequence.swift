import Foundation

/// A numbered sequence of frames (SVG or PNG files) in a directory,
/// published whole.
///
/// - One run at a time per directory: an advisory lock on the directory (the
///   system drops it when a process ends, however it ends).
/// - Frames are made in parallel into a private staging directory inside it
///   (created exclusively, with a random name), then moved into place in one
///   go with signals deferred, once the previous sequence (every
///   `frame-N.svg` there) is removed: the directory holds one whole
///   sequence, the old one or the new one, never a mix.
/// - A failure or a signal removes the staging directory, and the output
///   directory if this run created it; staging left by a killed run is
///   removed by the next run into the directory.
struct FrameSequence {
    let directory: String
    let count: Int
    /// The frames' file name extension: `svg` or `png`.
    let fileExtension: String
    /// Digits in a frame number: as many as `count` has, at least four.
    private let digits: Int

    private static let stagingPrefix = ".shapemorph-staging-"

    init(directory: String, count: Int, fileExtension: String = "svg") {
        self.directory = directory
        self.count = count
        self.fileExtension = fileExtension
        digits = max(4, String(count).count)
    }

    /// `frame-0001.svg` (or `.png`) for index 0, …, zero-padded to `digits`.
    func name(_ index: Int) -> String {
        let number = String(index + 1)
        return "frame-" + String(repeating: "0", count: digits - number.count) + number + "." + fileExtension
    }

    /// The path of frame `index` inside `directory`.
    func path(_ index: Int) -> String { (directory.hasSuffix("/") ? directory : directory + "/") + name(index) }

    /// Whether `name` is a frame of any sequence: `frame-`, at least four
    /// digits, `.svg` or `.png`.
    /// Whether `directory` holds a sequence some run published whole: frames,
    /// and no staging of a run that was cut short (a killed run leaves its
    /// staging, and frames only ever arrive from one).
    static func holdsPublishedSequence(in directory: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return false }
        return entries.contains(where: isFrame) && !entries.contains { $0.hasPrefix(stagingPrefix) }
    }

    private static func isFrame(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".svg") || name.hasSuffix(".png") else { return false }
        let number = name.dropFirst(6).dropLast(4)
        return number.count >= 4 && number.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// What a frame file holds.
    enum Content {
        case text(String)
        case bytes([UInt8])
        /// Bytes handed on in chunks as they are written, by a function
        /// given where they go.
        case streamed((_ output: (UnsafeRawBufferPointer) throws -> Void) throws -> Void)
    }

    /// Writes frame i (0-based) as `content(i)`, on every core, replacing the
    /// sequence in the directory (which takes `force` when there is one);
    /// nothing changes when `text` throws for any frame, a write fails or a
    /// signal comes. Never writes over one of `inputs`.
    func write(force: Bool, inputs: [String], progress: ProgressBar,
               content: @escaping @Sendable (Int) throws -> Content) throws {
        try Interruption.whileWriting { try writeWhole(force: force, inputs: inputs, progress: progress, content: content) }
    }

    private func writeWhole(force: Bool, inputs: [String], progress: ProgressBar,
                            content: @escaping @Sendable (Int) throws -> Content) throws {
        guard directory != "-" else {
            throw CommandFailure("-o - writes to standard output only where one file is written (as with --format svg or gif); "
                                 + "frames go into a folder: name one.")
        }
        if let file = Self.fileInPlaceOfDirectory(directory) {
            throw CommandFailure("\(directory): cannot create the output directory: \(file) is a file, not a directory.")
        }
        let manager = FileManager.default
        let createdDirectory = !manager.fileExists(atPath: directory)
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("\(directory): cannot create the output directory: \(Self.reason(error)).")
        }
        var published = false
        defer { if createdDirectory && !published { rmdir(directory) } }

        let lock = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard lock >= 0 else { throw CommandFailure("\(directory): cannot open the output directory: \(String(cString: strerror(errno))).") }
        defer { close(lock) }
        guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
            throw CommandFailure("another shapemorph is writing frames into \(directory); wait for it to end.")
        }

        let entries = (try? manager.contentsOfDirectory(atPath: directory)) ?? []
        for stale in entries where stale.hasPrefix(Self.stagingPrefix) {
            try? manager.removeItem(atPath: directory + "/" + stale)
        }
        let previous = entries.filter(Self.isFrame)
        if !force, let first = previous.min() {
            throw CommandFailure("\(directory) holds frames already (\(first) …); use --force to replace them.")
        }
        let resolvedDirectory = OutputFile.resolved(directory)
        for input in inputs where input != "-" && manager.fileExists(atPath: input) {
            let resolvedInput = URL(fileURLWithPath: OutputFile.resolved(input))
            if resolvedInput.deletingLastPathComponent().path == resolvedDirectory, Self.isFrame(resolvedInput.lastPathComponent) {
                throw CommandFailure("\(directory)/\(resolvedInput.lastPathComponent): refusing to overwrite the input file.")
            }
        }

        var template = Array((directory + "/" + Self.stagingPrefix + "\(getpid())-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else {
            throw CommandFailure("\(directory): cannot create a staging directory: \(String(cString: strerror(errno))).")
        }
        let staging = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { if !published { try? manager.removeItem(atPath: staging) } }

        try makeFrames(in: staging, progress: progress, content: content)
        try Interruption.check()
        // Durable before published: one pass flushes every frame to the
        // disk, so a crash after the renames cannot leave empty frames.
        guard flushFrames(in: staging, directory: lock) else {
            throw CommandFailure("\(directory): cannot flush the frames to the disk: \(String(cString: strerror(errno))).")
        }
        // Signals wait from here: the old sequence goes and the new one comes in one go.
        let kept = Set((0..<count).map(name))
        for old in previous where !kept.contains(old) { unlink(directory + "/" + old) }
        for index in 0..<count where rename(staging + "/" + name(index), path(index)) != 0 {
            throw CommandFailure("\(path(index)): cannot move the frame into place: \(String(cString: strerror(errno))).")
        }
        rmdir(staging)
        published = true
        // The renames themselves, made durable in the directory.
        fsync(lock)
    }

    /// Flushes the frames in `staging` to the disk: with one `syncfs` of the
    /// file system of `directory` (an open descriptor) where the C library
    /// has it (Linux), else with an `fsync` of each frame.
    private func flushFrames(in staging: String, directory: Int32) -> Bool {
        typealias SyncFileSystem = @convention(c) (Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") {
            return unsafeBitCast(symbol, to: SyncFileSystem.self)(directory) == 0
        }
        for index in 0..<count {
            let descriptor = open(staging + "/" + name(index), O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            guard fsync(descriptor) == 0 else { return false }
        }
        return true
    }

    /// Makes every frame into `staging`, stopping at the first failure or a signal.
    private func makeFrames(in staging: String, progress: ProgressBar, content: @escaping @Sendable (Int) throws -> Content) throws {
        let failure = FirstFailure()
        let sequence = self
        let workers = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: sequence.count, by: workers)
            where !failure.happened(before: index) && !Interruption.isRequested {
                do {
                    let frame = try content(index)
                    let file = staging + "/" + sequence.name(index)
                    let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
                    let written = descriptor >= 0 && {
                        switch frame {
                        case .text(let text): OutputFile.writeAll(text, to: descriptor)
                        case .bytes(let bytes): bytes.withUnsafeBytes { OutputFile.writeAll($0, to: descriptor) }
                        case .streamed(let write):
                            (try? write { chunk in
                                guard OutputFile.writeAll(chunk, to: descriptor) else { throw FrameSequence.WriteFailure() }
                            }) != nil
                        }
                    }()
                    let error = errno
                    if descriptor >= 0 { close(descriptor) }
                    guard written else {
                        throw CommandFailure("\(sequence.path(index)): cannot write the frame: \(String(cString: strerror(error))).")
                    }
                } catch {
                    failure.record(error, frame: index)
                    break
                }
                progress.advance()
            }
        }
        if let error = failure.error { throw error }
    }

    /// A chunk of a streamed frame not written (`errno` says why).
    private struct WriteFailure: Error {}

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
