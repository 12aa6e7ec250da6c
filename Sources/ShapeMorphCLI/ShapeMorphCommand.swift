import ArgumentParser

@main
struct ShapeMorphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shapemorph",
        abstract: "Morph SVG shapes and export animation frames.",
        discussion: """
            Shapes are SVG files, - for standard input, or built-in names (see `shapemorph shapes`).
            """,
        version: "0.2.0",
        subcommands: [MorphCommand.self, AtCommand.self, InspectCommand.self, SheetCommand.self, ShapesCommand.self, TimingCommand.self])
}
