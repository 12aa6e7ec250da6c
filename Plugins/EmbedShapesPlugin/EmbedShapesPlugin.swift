import Foundation
import PackagePlugin

/// Embeds every `Shapes/*.svg` file into the target as Swift string
/// literals, so built-in shapes work from an installed binary in any working
/// directory while `Shapes/` stays their single source.
@main
struct EmbedShapesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Shapes")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "svg" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInShapeFiles.swift")
        return [.buildCommand(
            displayName: "Embedding \(files.count) files of Shapes/",
            executable: try context.tool(named: "EmbedFiles").url,
            arguments: [output.path, "builtInShapeFiles"] + files.map(\.path),
            inputFiles: files, outputFiles: [output])]
    }
}
