import Foundation

/// One `name: value` pair of a CSS declaration block or a `style` attribute.
struct CSSDeclaration: Hashable, Sendable {
    /// The property name, lowercased.
    var name: String
    /// The value as written, trimmed, without `!important`.
    var value: String
    /// Whether the value ended in `!important`.
    var isImportant: Bool

    /// The declarations of a block's text (`fill: red; stroke: blue !important`),
    /// in order; comments are dropped, and so are items without a name or
    /// colon. Semicolons inside quotes and parentheses (`url("a;b")`) do not
    /// end a declaration.
    static func list(from text: Substring) -> [CSSDeclaration] {
        var declarations: [CSSDeclaration] = []
        for item in CSSText.split(CSSText.withoutComments(text), at: ";") {
            guard let colon = item.firstIndex(of: ":") else { continue }
            let name = item[..<colon].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            var value = item[item.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { continue }
            var isImportant = false
            if let bang = value.lastIndex(of: "!"),
               value[value.index(after: bang)...].trimmingCharacters(in: .whitespaces).lowercased() == "important" {
                isImportant = true
                value = value[..<bang].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            declarations.append(CSSDeclaration(name: name, value: value, isImportant: isImportant))
        }
        return declarations
    }
}

/// Small text helpers shared by the CSS readers.
enum CSSText {
    /// `text` with every `/* … */` comment removed (an unclosed one runs to the end).
    static func withoutComments(_ text: Substring) -> Substring {
        guard text.contains("/*") else { return text }
        var result = ""
        var rest = text
        while let open = rest.firstRange(of: "/*") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: "*/") else { return Substring(result) }
            rest = rest[close.upperBound...]
        }
        return Substring(result + rest)
    }

    /// The pieces of `text` between top-level `separator`s: separators inside
    /// quotes, parentheses or brackets do not split.
    static func split(_ text: Substring, at separator: Character) -> [Substring] {
        var pieces: [Substring] = []
        var depth = 0
        var quote: Character? = nil
        var start = text.startIndex
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth = max(0, depth - 1)
            } else if character == separator, depth == 0 {
                pieces.append(text[start..<index])
                start = text.index(after: index)
            }
        }
        pieces.append(text[start...])
        return pieces
    }
}
