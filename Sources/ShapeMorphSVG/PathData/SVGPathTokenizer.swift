/// The first layer of path-data reading: SVG 2 path grammar to commands as
/// written, one at a time, losing nothing but whitespace and commas.
///
/// Handles implicit repeated commands, implicit line-tos after a moveto,
/// compact numbers (`.5.5`, `-1-1`, `1e2`, `+3`) and arc flags without
/// separators (`a1 1 0 00 1 1`). The first error ends the data: SVG renders
/// a path up to the command that holds it.
///
/// - Complexity: O(n) in the length of the text, no allocation per command.
struct SVGPathTokenizer {
    private var scanner: SVGScanner
    /// The command that numbers without a letter repeat.
    private var current: (kind: SVGPathCommand.Kind, isRelative: Bool)? = nil

    private init(_ scanner: SVGScanner) { self.scanner = scanner }

    /// Hands the commands of `text` to `body` in order until `body` returns
    /// false or the data ends; returns the syntax error that ended it, if any.
    static func read(_ text: String, _ body: (SVGPathCommand) -> Bool) -> SVGAttributeSyntaxError? {
        SVGScanner.scan(text) { scanner -> SVGAttributeSyntaxError? in
            var tokenizer = SVGPathTokenizer(scanner)
            do throws(SVGAttributeSyntaxError) {
                while let command = try tokenizer.readCommand() {
                    guard body(command) else { return nil }
                }
                return nil
            } catch {
                return error
            }
        }
    }

    private mutating func readCommand() throws(SVGAttributeSyntaxError) -> SVGPathCommand? {
        scanner.skipWhitespace()
        guard let byte = scanner.current else { return nil }
        let start = scanner.position
        if SVGScanner.isLetter(byte), let kind = SVGPathCommand.Kind(rawValue: byte & ~0x20) {
            if current == nil && kind != .moveTo {
                throw scanner.error(expected: "a moveto (M or m) to begin the path data")
            }
            scanner.position += 1
            current = (kind, byte >= 0x61)
            if kind == .closePath {
                return SVGPathCommand(kind: .closePath, isRelative: byte >= 0x61, values: .zero, offset: start)
            }
        } else if let repeated = current, repeated.kind != .closePath, SVGScanner.startsNumber(byte) {
            // An implicit repeat; after a moveto it is a lineto.
            if repeated.kind == .moveTo { current = (.lineTo, repeated.isRelative) }
        } else if current == nil {
            throw scanner.error(expected: "a moveto (M or m) to begin the path data")
        } else {
            throw scanner.error(expected: current?.kind == .closePath ? "a command letter" : "a command letter or a number")
        }
        let (kind, isRelative) = current!
        var values = SIMD8<Double>.zero
        for index in 0..<kind.argumentCount {
            if index > 0 { scanner.skipCommaWhitespace() } else { scanner.skipWhitespace() }
            if kind == .arc && (index == 3 || index == 4) {
                guard let flag = scanner.current, flag == 0x30 || flag == 0x31 else {
                    throw scanner.error(expected: "an arc flag (0 or 1)")
                }
                values[index] = flag == 0x31 ? 1 : 0
                scanner.position += 1
            } else if let number = scanner.readNumber() {
                // SVG 2's implementation notes: an arc radius drops its sign.
                values[index] = kind == .arc && index < 2 ? abs(number) : number
            } else {
                throw scanner.error(expected: "a finite number")
            }
        }
        scanner.skipCommaWhitespace()
        return SVGPathCommand(kind: kind, isRelative: isRelative, values: values, offset: start)
    }
}
