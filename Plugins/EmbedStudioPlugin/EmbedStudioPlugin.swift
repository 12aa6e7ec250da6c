import Foundation
import PackagePlugin

/// Embeds the studio's page (`Studio/`: its HTML, script and style) into
/// the command-line tool as Swift string literals, so `shapemorph studio`
/// serves it from an installed binary with nothing beside it, while the
/// page stays plain files with no build step of its own.
@main
struct EmbedStudioPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Studio")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { ["html", "js", "css"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "StudioFiles.swift")
        return [.buildCommand(
            displayName: "Embedding \(files.count) files of Studio/",
            executable: try context.tool(named: "EmbedFiles").url,
            arguments: [output.path, "studioFiles"] + files.map(\.path),
            inputFiles: files, outputFiles: [output])]
    }
}
