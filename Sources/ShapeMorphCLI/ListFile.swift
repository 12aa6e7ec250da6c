import Foundation

/// A list a command reads whole before it starts (a batch manifest, a
/// `check --pairs` file): a file, or `-` for standard input, read only up
/// to `byteLimit`, so that a huge or endless input (a sparse file, a device,
/// a pipe that never ends) is refused in a sentence instead of filling the
/// memory.
enum ListFile {
    /// The largest list accepted, in bytes (as for SVG files): 64 MiB.
    static let byteLimit = 64 << 20

    /// The bytes of `path` (`-`: standard input); `role` names the list in
    /// errors ("the manifest").
    static func read(_ path: String, role: String) throws(CommandFailure) -> Data {
        let handle: FileHandle
        if path.isEmpty {
            throw CommandFailure("\(role) is named by an empty path; give a file, or - for standard input.")
        } else if path == "-" {
            handle = FileHandle.standardInput
        } else {
            var status = stat()
            guard stat(path, &status) == 0 else {
                throw CommandFailure("\(path): cannot read \(role): \(String(cString: strerror(errno))).")
            }
            guard status.st_mode & S_IFMT != S_IFDIR else {
                throw CommandFailure("\(path): cannot read \(role): it is a directory, not a file.")
            }
            guard let opened = FileHandle(forReadingAtPath: path) else {
                throw CommandFailure("\(path): cannot read \(role): \(String(cString: strerror(errno))).")
            }
            handle = opened
        }
        let data: Data
        do {
            data = try handle.read(upToCount: byteLimit + 1) ?? Data()
        } catch {
            throw CommandFailure("\(path): cannot read \(role): \(error.localizedDescription).")
        }
        guard data.count <= byteLimit else {
            throw CommandFailure("\(path): \(role) is larger than \(byteLimit >> 20) MiB; split it into smaller lists.")
        }
        return data
    }
}
