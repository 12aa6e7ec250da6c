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
        do throws(TextError) {
            // Folders are walked here, not by fontconfig (`FontFolderScan`); their fonts are added one by one.
            for folder in sources.folders {
                for file in try FontFolderScan.fontFiles(in: folder) where libraries.fcConfigAppFontAddFile(configuration, file) == 0 {
                    throw .badFontSource("--font-dir \(folder): \(file) is not a font file fontconfig can read")
                }
            }
            for file in sources.files {
                guard FontFolderScan.isRegularFile(file) || !FileManager.default.fileExists(atPath: file) else {
                    throw .badFontSource("--font-file \(file): not a regular file (a named pipe, a device or a folder)")
                }
                guard FileManager.default.isReadableFile(atPath: file),
                      libraries.fcConfigAppFontAddFile(configuration, file) != 0 else {
                    throw .badFontSource("--font-file \(file): not a font file fontconfig can read")
                }
            }
        } catch {
            libraries.fcConfigDestroy(configuration)
            throw error
        }
        configurations[sources] = configuration
        return configuration
    }
}
