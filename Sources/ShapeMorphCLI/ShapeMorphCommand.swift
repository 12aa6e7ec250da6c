import ArgumentParser
import ShapeMorphSVG

@main
struct ShapeMorphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shapemorph",
        abstract: "Morph SVG shapes and export animation frames.",
        version: "0.1.0")
}
