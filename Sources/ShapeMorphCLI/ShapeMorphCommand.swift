import ArgumentParser
import Foundation

@main
struct ShapeMorphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shapemorph",
        abstract: "Morph SVG shapes and export animation frames.",
        discussion: """
            Shapes are SVG files, - for standard input, or built-in names (see `shapemorph shapes`).
            """,
        version: "0.3.0",
        subcommands: [MorphCommand.self, AtCommand.self, InspectCommand.self, SheetCommand.self, CheckCommand.self, BatchCommand.self, ShapesCommand.self, TimingCommand.self,
                      BlobCommand.self, WanderCommand.self, WaveCommand.self, ResampleCommand.self, StudioCommand.self])

    /// Runs the command; errors are printed with their control characters
    /// escaped, since they quote file names and arguments.
    static func main() {
        Interruption.watch()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            TerminalText.printToStandardError("Error: \(failure)")
            Foundation.exit(failure.status)
        } catch {
            var code = exitCode(for: error)
            let message = fullMessage(for: error)
            // check tells failing morphs (1) from input it cannot check (2): a bad option too.
            if CommandLine.arguments.dropFirst().first == CheckCommand.configuration.commandName, code == .validationFailure {
                code = ExitCode(2)
            }
            // Help and --version exit cleanly, on standard output.
            let stream = code == .success ? FileHandle.standardOutput : FileHandle.standardError
            if !message.isEmpty { stream.write(Data((TerminalText.escaped(message) + "\n").utf8)) }
            Foundation.exit(code.rawValue)
        }
    }
}
