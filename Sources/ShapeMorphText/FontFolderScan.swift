import Foundation

/// The font files of a `--font-dir` folder, found by a walk of its own
/// rather than fontconfig's: only regular files are taken (fontconfig
/// opened a named pipe in the folder and waited for ever), real folders
/// only are entered (never a link to one: `/proc/*/root` led fontconfig
/// through the whole file system), `/proc`, `/sys` and `/dev` are refused,
/// and the walk stops at `maximumDepth` folders deep and `maximumEntries`
/// entries.
enum FontFolderScan {
    static let maximumDepth = 16
    static let maximumEntries = 100_000
    /// The file name extensions fontconfig and FreeType read fonts from.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2", "pfa", "pfb", "dfont"]
    /// Folders of the system's own state, not fonts.
    static let refusedFolders = ["/proc", "/sys", "/dev"]

    /// The font files under `folder`, in a stable order; why not where it
    /// is no folder to read fonts from.
    static func fontFiles(in folder: String) throws(TextError) -> [String] {
        let real = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        if let refused = refusedFolders.first(where: { real == $0 || real.hasPrefix($0 + "/") }) {
            throw .badFontSource("--font-dir \(folder): \(refused) holds the system's state, not fonts")
        }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw .badFontSource("--font-dir \(folder): not a folder fontconfig can read")
        }
        var files: [String] = [], entries = 0
        var pending: [(path: String, depth: Int)] = [(real, 0)]
        while let (path, depth) = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
            for name in names.sorted() {
                entries += 1
                guard entries <= maximumEntries else {
                    throw .badFontSource("--font-dir \(folder): more than \(maximumEntries) entries; name a folder of fonts")
                }
                let child = path + "/" + name
                var link = stat()
                guard lstat(child, &link) == 0 else { continue }
                switch link.st_mode & S_IFMT {
                case S_IFDIR where depth < maximumDepth:
                    pending.append((child, depth + 1))
                case S_IFREG where fontExtensions.contains((name as NSString).pathExtension.lowercased()):
                    files.append(child)
                case S_IFLNK where fontExtensions.contains((name as NSString).pathExtension.lowercased()):
                    // A link to a font file counts; a link to a folder is not followed.
                    var target = stat()
                    if stat(child, &target) == 0, target.st_mode & S_IFMT == S_IFREG { files.append(child) }
                default:
                    continue
                }
            }
        }
        guard !files.isEmpty else {
            throw .badFontSource("--font-dir \(folder): no font files in it (\(fontExtensions.sorted().map { "." + $0 }.joined(separator: ", ")))")
        }
        return files.sorted()
    }

    /// Whether `file` is a regular file (not a named pipe, a device or a
    /// folder), checked without opening it.
    static func isRegularFile(_ file: String) -> Bool {
        var status = stat()
        return stat(file, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
