import Foundation

/// Where fonts come from: the system's fonts as fontconfig knows them, and
/// folders and files the user names. No font is ever fetched from anywhere.
public struct FontSources: Sendable, Hashable {
    /// Folders whose fonts are added (searched recursively).
    public var folders: [String]
    /// Font files added.
    public var files: [String]
    /// Whether the system's fonts are searched too.
    public var includesSystemFonts: Bool

    /// The system's fonts, with `folders` and `files` added.
    public init(folders: [String] = [], files: [String] = [], includesSystemFonts: Bool = true) {
        (self.folders, self.files, self.includesSystemFonts) = (folders, files, includesSystemFonts)
    }
}

/// The fontconfig configurations made for each `FontSources`, kept for the
/// process; every fontconfig, FreeType and HarfBuzz call goes through `lock`.
enum FontRegistry {
    nonisolated(unsafe) private static var configurations: [FontSources: OpaquePointer] = [:]
    static let lock = NSRecursiveLock()

    /// The fontconfig configuration of `sources`, made the first time.
    /// - Precondition: `lock` is held.
    static func configuration(for sources: FontSources) throws(TextError) -> OpaquePointer {
        if let made = configurations[sources] { return made }
        let libraries = try TextLibraries.opened()
        guard let configuration = sources.includesSystemFonts ? libraries.fcInitLoadConfigAndFonts() : libraries.fcConfigCreate() else {
            throw .badFontSource("fontconfig cannot load its configuration")
        }
        for folder in sources.folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
                  libraries.fcConfigAppFontAddDir(configuration, folder) != 0 else {
                libraries.fcConfigDestroy(configuration)
                throw .badFontSource("--font-dir \(folder): not a folder fontconfig can read")
            }
        }
        for file in sources.files {
            guard FileManager.default.isReadableFile(atPath: file), libraries.fcConfigAppFontAddFile(configuration, file) != 0 else {
                libraries.fcConfigDestroy(configuration)
                throw .badFontSource("--font-file \(file): not a font file fontconfig can read")
            }
        }
        configurations[sources] = configuration
        return configuration
    }
}
