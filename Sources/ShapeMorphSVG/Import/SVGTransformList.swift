import ShapeMorph

/// The `transform` attribute: a list of `matrix`, `translate`, `scale`,
/// `rotate` (with or without a centre), `skewX` and `skewY`, separated by
/// whitespace or commas, composed left to right as SVG defines (the rightmost
/// applies first).
enum SVGTransformList {
    /// The transform of `text`, or the syntax error that stops it.
    static func transform(from text: String) -> Result<AffineTransform, SVGAttributeSyntaxError> {
        SVGScanner.scan(text) { scanner in transform(from: &scanner) }
    }

    private static func transform(from scanner: inout SVGScanner) -> Result<AffineTransform, SVGAttributeSyntaxError> {
        var result = AffineTransform.identity
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            let functions: [(String, ClosedRange<Int>)] = [
                ("matrix", 6...6), ("translate", 1...2), ("scale", 1...2), ("rotate", 1...3),
                ("skewX", 1...1), ("skewY", 1...1),
            ]
            guard let (name, arity) = functions.first(where: { scanner.consume($0.0) }) else {
                return .failure(scanner.error(expected: "a transform function (matrix, translate, scale, rotate, skewX, skewY)"))
            }
            scanner.skipWhitespace()
            guard scanner.consume("(") else { return .failure(scanner.error(expected: "\"(\"")) }
            scanner.skipWhitespace()
            var arguments: [Double] = []
            while let number = scanner.readNumber() {
                arguments.append(number)
                scanner.skipCommaWhitespace()
            }
            guard scanner.consume(")") else { return .failure(scanner.error(expected: "a number or \")\"")) }
            guard arity.contains(arguments.count), !(name == "rotate" && arguments.count == 2) else {
                return .failure(SVGAttributeSyntaxError.unexpected(
                    offset: scanner.position - 1, expected: "\(name) with \(name == "rotate" ? "1 or 3" : "\(arity.lowerBound)…\(arity.upperBound)") numbers",
                    found: "\(arguments.count)"))
            }
            result = function(name, arguments).followed(by: result)
            scanner.skipCommaWhitespace()
        }
        return .success(result)
    }

    private static func function(_ name: String, _ a: [Double]) -> AffineTransform {
        switch name {
        case "matrix": return AffineTransform(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[5])
        case "translate": return .translation(dx: a[0], dy: a.count > 1 ? a[1] : 0)
        case "scale": return .scale(x: a[0], y: a.count > 1 ? a[1] : a[0])
        case "rotate":
            let rotation = AffineTransform.rotation(radians: a[0] * .pi / 180)
            guard a.count == 3 else { return rotation }
            return AffineTransform.translation(dx: -a[1], dy: -a[2])
                .followed(by: rotation).followed(by: .translation(dx: a[1], dy: a[2]))
        case "skewX": return .skewX(radians: a[0] * .pi / 180)
        default: return .skewY(radians: a[0] * .pi / 180)
        }
    }
}
