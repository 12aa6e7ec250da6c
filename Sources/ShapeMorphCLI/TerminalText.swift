import Foundation

/// Text from the command line or a file, made safe to print on a terminal:
/// control characters (escape sequences that could recolour, move the cursor
/// or retitle the window) are shown as `\u{1B}`, not sent.
enum TerminalText {
    /// `text` with every control character but newline escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control && scalar != "\n" {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Writes `line` and a newline to standard error, escaped.
    static func printToStandardError(_ line: String) {
        FileHandle.standardError.write(Data(escaped(line + "\n").utf8))
    }
}
