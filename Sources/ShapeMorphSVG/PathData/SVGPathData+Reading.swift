public import ShapeMorph

extension SVGPathData {
    /// The relative accuracy of arcs unless told otherwise: each cubic lies
    /// within this fraction of the ellipse's larger radius of the true arc.
    /// At 3e-4 a full circle takes four cubics (error 2.73e-4 of the radius).
    public static let defaultArcTolerance = 3e-4

    /// The shape drawn by path data `text`: absolute cubic contours, one per
    /// subpath, with the first error if there is one.
    ///
    /// Lines and quadratics become one exact cubic each; arcs become cubics
    /// within `arcTolerance` of the larger radius. Like an SVG renderer, on an
    /// error it keeps everything before the command that holds it: a syntax
    /// error, or geometry leaving the range of `Double` (relative coordinates
    /// adding up beyond ±1.8e308, say). Subpaths that draw nothing (a lone
    /// moveto) are dropped.
    ///
    /// - Complexity: O(n) in the length of the text; the text is read once,
    ///   with no allocation per command.
    public static func shape(
        from text: String, arcTolerance: Double = defaultArcTolerance
    ) -> (shape: Shape, error: SVGAttributeSyntaxError?) {
        var interpreter = SVGPathInterpreter(arcTolerance: arcTolerance)
        var rangeError: SVGAttributeSyntaxError? = nil
        let syntaxError = SVGPathTokenizer.read(text) { command in
            do throws(SVGAttributeSyntaxError) {
                try interpreter.draw(command)
                return true
            } catch {
                rangeError = error
                return false
            }
        }
        return (interpreter.finished(), rangeError ?? syntaxError)
    }

    /// The commands of path data `text` as written (implicit repeats as
    /// commands of their own), up to the first syntax error, with that error.
    public static func commands(in text: String) -> (commands: [SVGPathCommand], error: SVGAttributeSyntaxError?) {
        var commands: [SVGPathCommand] = []
        let error = SVGPathTokenizer.read(text) { command in
            commands.append(command)
            return true
        }
        return (commands, error)
    }
}
