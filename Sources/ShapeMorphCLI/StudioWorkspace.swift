import Foundation
import ShapeMorphSVG

/// The folders the studio may read and write: those of the files it was
/// opened with (or the working directory), and nothing outside them; and
/// the files dropped onto the page, kept for the run in a folder of its
/// own (read, never written to by name). A name from the page is a path
/// relative to one of the folders, `dropped/` and a dropped file's name,
/// a built-in shape, or `text:` and words; anything that leads elsewhere
/// (`..`, an absolute path, a link out of the folder) is refused.
struct StudioWorkspace: Sendable {
    /// The folders, absolute, links resolved.
    let folders: [URL]
    /// Where dropped files are kept, links resolved.
    let droppedFolder: URL?

    /// The most SVG files `files` lists.
    static let mostListed = 2_000
    /// What the names of dropped files begin with.
    static let droppedPrefix = "dropped/"

    /// The workspace of the folders holding `paths` (files), or of the
    /// working directory when there are none, keeping dropped files in
    /// `droppedFolder` (made when missing).
    init(opening paths: [String], droppedFolder: URL? = nil) throws {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let folders = paths.isEmpty ? [current] : paths.map { URL(fileURLWithPath: $0, relativeTo: current).deletingLastPathComponent() }
        var seen: Set<String> = []
        self.folders = folders.map { $0.standardizedFileURL.resolvingSymlinksInPath() }.filter { seen.insert($0.path).inserted }
        if let droppedFolder { try FileManager.default.createDirectory(at: droppedFolder, withIntermediateDirectories: true) }
        self.droppedFolder = droppedFolder?.standardizedFileURL.resolvingSymlinksInPath()
    }

    /// Keeps `data`, an SVG file dropped onto the page as `name`, for the
    /// run; its name as an input (`dropped/` and the file's name, made of
    /// letters, digits, `.`, `-` and `_`).
    func drop(_ data: Data, named name: String) throws -> String {
        let kept = String(name.split(separator: "/").last ?? "").map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "_" }
        guard let droppedFolder, kept.count <= 100, String(kept).lowercased().hasSuffix(".svg"), !String(kept).hasPrefix(".") else {
            throw StudioFailure.unusable("\(name): only SVG files (named *.svg, at most 100 characters) can be dropped")
        }
        try data.write(to: droppedFolder.appendingPathComponent(String(kept)), options: .atomic)
        return Self.droppedPrefix + String(kept)
    }

    /// A page's name as a command's input: a built-in shape and `text:`
    /// as they are, a file as its absolute path inside a folder.
    ///
    /// - Throws: `StudioFailure.forbidden` for a name that leads outside
    ///   the folders or to no SVG file there.
    func input(_ name: String) throws -> String {
        if name.hasPrefix(ShapeInput.textPrefix) || SVGDocument.builtInNames.contains(name) { return name }
        let url = name.hasPrefix(Self.droppedPrefix)
            ? droppedFolder.flatMap { Self.place(String(name.dropFirst(Self.droppedPrefix.count)), in: [$0]) } : place(name)
        guard let url, url.pathExtension.lowercased() == "svg",
              FileManager.default.isReadableFile(atPath: url.path) else {
            throw StudioFailure.forbidden("\(name): no SVG file of that name in the studio's folders")
        }
        return url.path
    }

    /// Where the page may write `name` (a file that does not exist yet, in
    /// one of the folders or a folder of theirs that exists).
    func output(_ name: String) throws -> URL {
        var isFolder: ObjCBool = false
        guard let url = place(name), !FileManager.default.fileExists(atPath: url.path),
              FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path, isDirectory: &isFolder), isFolder.boolValue else {
            throw StudioFailure.forbidden("\(name): not a new file in the studio's folders")
        }
        return url
    }

    /// `name` inside the first of the folders it stays within, links
    /// resolved; nil where it leaves every folder.
    private func place(_ name: String) -> URL? { Self.place(name, in: folders) }

    private static func place(_ name: String, in folders: [URL]) -> URL? {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\0"), !name.split(separator: "/").contains("..") else { return nil }
        for folder in folders {
            let url = folder.appendingPathComponent(name).standardizedFileURL
            // A file that exists is judged where its links lead; a new one by its folder's.
            let resolved = FileManager.default.fileExists(atPath: url.path)
                ? url.resolvingSymlinksInPath() : url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent)
            if resolved.path.hasPrefix(folder.path + "/") { return resolved }
        }
        return nil
    }

    /// The SVG files of the folders (and their subfolders) that `input(_:)`
    /// takes, as names relative to their folder, at most `mostListed`.
    func files() -> [String] {
        var names: [String] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                               options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { continue }
            for case let url as URL in walker where url.pathExtension.lowercased() == "svg" {
                let name = String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))
                guard place(name) != nil else { continue }  // a link out of the folder
                names.append(name)
                if names.count == Self.mostListed { return names }
            }
        }
        return names.sorted()
    }
}

/// Why the studio refuses a request, as its HTTP answer says it.
enum StudioFailure: Error, CustomStringConvertible {
    /// A request the page should not have made (403).
    case forbidden(String)
    /// A request that asks for what cannot be done (400): a bad plan or timing.
    case unusable(String)

    var description: String {
        switch self {
        case .forbidden(let reason), .unusable(let reason): reason
        }
    }
}
