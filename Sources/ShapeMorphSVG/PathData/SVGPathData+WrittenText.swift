package import ShapeMorphSupport

extension SVGPathData {
    /// A part of text content that holds path data (a style sheet's
    /// `d: path(…)` keyframes).
    package enum TextPart: Sendable {
        case text(String)
        /// Key `key`'s path data in `.cubic` commands, the key made and
        /// written as the document is written.
        case pathData(SVGAnimation.Shapes, key: Int)
    }

    /// Text content made of `parts`, written one after another as the
    /// document is written: the text escaped as any text content is, each
    /// key's path data run by run, never held whole.
    package static func writtenText(_ parts: [TextPart], format: NumberFormat) -> XMLWrittenValue {
        var value = XMLWrittenValue(count: parts.count) { index, emit in
            switch parts[index] {
            case .text(let text):
                // An escaped byte takes at most six (`&quot;`).
                emit(6 * text.utf8.count) { XMLDocumentWriter.appendEscaped(text, inAttribute: false, to: &$0) }
            case .pathData(let shapes, let key):
                writeRuns(of: shapes[key], format: format, commands: .cubic, emit: emit)
            }
        }
        value.isSequential = true
        return value
    }
}
