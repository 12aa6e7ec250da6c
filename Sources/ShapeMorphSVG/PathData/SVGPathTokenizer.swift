/// The first layer of path-data reading: SVG 2 path grammar to commands as
/// written, losing nothing but whitespace and commas.
///
/// Handles implicit repeated commands, implicit line-tos after a moveto,
/// compact numbers (`.5.5`, `-1-1`, `1e2`, `+3`) and arc flags without
/// separators (`a1 1 0 00 1 1`). On an error it returns the commands before
/// the one that holds the error, with the error: SVG renders a path up to its
/// first error.
///
/// - Complexity: O(n) in the length of the text.
enum SVGPathTokenizer {
    /// The commands of `text`, and the first error if there is one.
    static func commands(in text: String) -> (commands: [SVGPathCommand], error: SVGPathSyntaxError?) {
        var scanner = SVGScanner(text)
        var commands: [SVGPathCommand] = []
        let error = read(&scanner, into: &commands)
        return (commands, error)
    }

    private static func read(_ scanner: inout SVGScanner, into commands: inout [SVGPathCommand]) -> SVGPathSyntaxError? {
        var current: (kind: SVGPathCommand.Kind, isRelative: Bool)? = nil
        while true {
            scanner.skipWhitespace()
            guard let byte = scanner.current else { return nil }
            let start = scanner.position
            if SVGScanner.isLetter(byte), let kind = SVGPathCommand.Kind(rawValue: byte & ~0x20) {
                if current == nil && kind != .moveTo {
                    return scanner.error(expected: "a moveto (M or m) to begin the path data")
                }
                scanner.position += 1
                current = (kind, byte >= 0x61)
                if kind == .closePath {
                    commands.append(SVGPathCommand(kind: .closePath, isRelative: byte >= 0x61, arguments: [], offset: start))
                    continue
                }
            } else if let repeated = current, repeated.kind != .closePath, SVGScanner.startsNumber(byte) {
                // An implicit repeat; after a moveto it is a lineto.
                if repeated.kind == .moveTo { current = (.lineTo, repeated.isRelative) }
            } else if current == nil {
                return scanner.error(expected: "a moveto (M or m) to begin the path data")
            } else {
                return scanner.error(expected: current?.kind == .closePath ? "a command letter" : "a command letter or a number")
            }
            let (kind, isRelative) = current!
            var arguments: [Double] = []
            arguments.reserveCapacity(kind.argumentCount)
            for index in 0..<kind.argumentCount {
                if index > 0 { scanner.skipCommaWhitespace() } else { scanner.skipWhitespace() }
                if kind == .arc && (index == 3 || index == 4) {
                    guard let flag = scanner.current, flag == 0x30 || flag == 0x31 else {
                        return scanner.error(expected: "an arc flag (0 or 1)")
                    }
                    arguments.append(flag == 0x31 ? 1 : 0)
                    scanner.position += 1
                } else if let number = scanner.readNumber(), !(kind == .arc && index < 2 && number < 0) {
                    arguments.append(number)
                } else {
                    return scanner.error(expected: kind == .arc && index < 2 ? "a non-negative radius" : "a finite number")
                }
            }
            commands.append(SVGPathCommand(kind: kind, isRelative: isRelative, arguments: arguments, offset: start))
            scanner.skipCommaWhitespace()
        }
    }
}
