import Foundation

/// How every command writes an output file; the one rule:
///
/// - an input is never written over, even with `--force`;
/// - an existing file is replaced only with `--force`, and atomically: the
///   text goes to a new temporary file beside it (created exclusively, never
///   through a link, with a random name), which is then renamed over it,
///   keeping its permissions; a failure or a signal leaves the old file;
/// - a symbolic link is written through to the file it points to, as `cp`
///   does, and stays a link; a link to nothing is refused;
/// - a character device or a named pipe (`/dev/null`, a FIFO) is written
///   directly, without `--force`, since nothing is replaced;
/// - a directory, a block device or a socket is refused;
/// - `-` is standard output.
enum OutputFile {
    /// How a summary names where `path` went ("standard output" for `-`).
    static func shown(_ path: String) -> String { path == "-" ? "standard output" : path }

    /// Writes `text` to `path` by the rule.
    static func write(_ text: String, to path: String, force: Bool, inputs: [String]) throws {
        var text = text
        try write(to: path, force: force, inputs: inputs, writing: { write in text.withUTF8 { write(UnsafeRawBufferPointer($0)) } })
    }

    /// Writes the text `content` hands, chunk by chunk, to the closure it is
    /// given, to `path` by the rule: for text made as it is written, never
    /// held whole. `content` stops where that closure throws.
    static func write(to path: String, force: Bool, inputs: [String],
                      content: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        try write(to: path, force: force, inputs: inputs, writing: { write in
            withoutActuallyEscaping(write) { write in
                (try? content { chunk in guard write(chunk) else { throw WriteFailed() } }) != nil
            }
        })
    }

    /// Stops a streamed text where a write failed; `errno` says why, and
    /// the error `write` then throws names the file and the reason.
    struct WriteFailed: Error {}

    /// Bytes to write, all of them or false with `errno` set.
    private typealias Writer = (UnsafeRawBufferPointer) -> Bool

    private static func write(to path: String, force: Bool, inputs: [String], writing content: (Writer) -> Bool) throws {
        try Interruption.whileWriting { try writeFollowingTheRule(to: path, force: force, inputs: inputs, content: content) }
    }

    /// Writes what `content` hands the writer it is given (all of it, or
    /// false with `errno` set) to `path` by the rule.
    private static func writeFollowingTheRule(to path: String, force: Bool, inputs: [String],
                                              content: (Writer) -> Bool) throws {
        guard path != "-" else {
            guard content({ writeAll($0, to: STDOUT_FILENO) }) else { throw failure(shown(path)) }
            return
        }
        try refuseOverwriting(path, inputs: inputs)
        var target = path
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                throw CommandFailure(errno == ELOOP ? "\(path) is a symbolic link that leads round in a loop; refusing to write through it."
                                     : "\(path) is a symbolic link to a file that does not exist; refusing to write through it.")
            }
            target = String(cString: resolved)
            free(resolved)
        }
        guard stat(target, &status) == 0 else { return try replace(target, with: content, mode: nil, shownAs: path) }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard force else { throw CommandFailure("\(path) exists already; use --force to replace it.") }
            try replace(target, with: content, mode: status.st_mode & 0o7777, shownAs: path)
        case S_IFCHR, S_IFIFO:
            let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(path) }
            defer { close(descriptor) }
            guard content({ writeAll($0, to: descriptor) }) else { throw failure(path) }
        case S_IFDIR:
            throw CommandFailure("\(path) is a directory; name a file.")
        default:
            throw CommandFailure("\(path) is a block device or a socket; refusing to write to it.")
        }
    }

    /// Writes `content` to a new temporary file beside `target`, makes it
    /// durable, then renames it over `target`.
    private static func replace(_ target: String, with content: (Writer) -> Bool, mode: mode_t?, shownAs path: String) throws {
        let url = URL(fileURLWithPath: target)
        let (descriptor, temporary) = try createExclusively(
            in: url.deletingLastPathComponent().path, prefix: ".\(url.lastPathComponent).", shownAs: path)
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        if let mode { fchmod(descriptor, mode) }
        var writeBack = EarlyWriteBack(descriptor: descriptor)
        let written = content { bytes in
            guard writeAll(bytes, to: descriptor) else { return false }
            writeBack.wrote(bytes.count)
            return true
        } && fsync(descriptor) == 0
        let error = errno
        close(descriptor)
        guard written else { throw failure(path, errno: error) }
        try Interruption.check()
        guard rename(temporary, target) == 0 else { throw failure(path) }
        renamed = true
    }

    /// A new file `directory/prefix<random>.tmp`, created with `O_EXCL` and
    /// `O_NOFOLLOW` (a planted file or link makes it try another name), and
    /// its descriptor, open for writing.
    static func createExclusively(in directory: String, prefix: String, shownAs path: String) throws -> (Int32, String) {
        for _ in 0..<100 {
            let name = directory + "/" + prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
            let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, name) }
            guard errno == EEXIST else { break }
        }
        throw failure(path)
    }

    /// Writes all of `text` to `descriptor`, retrying short and interrupted
    /// writes; false (with `errno` set) on a failure.
    static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes all of `bytes` to `descriptor`, as `writeAll(_:to:)` does.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    private static func failure(_ path: String, errno error: Int32 = errno) -> CommandFailure {
        CommandFailure("\(path): cannot write \(path == shown("-") ? "to it" : "the file"): \(String(cString: strerror(error))).")
    }

    /// Refuses to write over any of `inputs`.
    static func refuseOverwriting(_ output: String, inputs: [String]) throws {
        guard output != "-" else { return }
        let target = resolved(output)
        for input in inputs where input != "-" && FileManager.default.fileExists(atPath: input) {
            if resolved(input) == target {
                throw CommandFailure("\(output): refusing to overwrite the input file.")
            }
        }
    }

    /// Whether `path` ends like a file (.svg, .html, .json), which a command
    /// writing a directory refuses rather than make a directory of that name.
    static func namesAFile(_ path: String) -> Bool {
        ["svg", "html", "htm", "json", "xml"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// `path` made absolute, with its links resolved.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
