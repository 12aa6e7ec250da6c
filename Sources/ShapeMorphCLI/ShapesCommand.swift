import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphSVG

struct ShapesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shapes", abstract: "List the built-in shapes with their contour and segment counts.",
        discussion: """
            Examples:
              shapemorph shapes
              shapemorph morph "$(shapemorph shapes | head -1 | cut -d ' ' -f 1)" circle -o frames/
            """)

    func run() throws {
        var standardOutput = StandardOutput()
        for name in SVGDocument.builtInNames {
            let document = try SVGDocument(builtIn: name)
            let counts = document.shape.contours.map { String($0.segments.count) }.joined(separator: " + ")
            let contours = document.shape.contours.count, segments = document.shape.segmentCount
            print("\(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(contours) contour\(contours == 1 ? "" : "s"), "
                  + "\(counts) segment\(segments == 1 ? "" : "s")", to: &standardOutput)
        }
        try standardOutput.finish()
    }
}
