import Foundation

/// A complex CSS selector (Selectors Level 4): compound selectors joined by
/// combinators, matched right to left against an element and its ancestors
/// and earlier siblings.
///
/// Supported: type and universal selectors, `#id`, `.class`, attribute
/// tests (`[a]`, `=`, `~=`, `|=`, `^=`, `$=`, `*=`, with an `i` flag), the
/// combinators descendant, `>`, `+` and `~`, and the structural
/// pseudo-classes `:root`, `:first-child`, `:last-child`, `:only-child`.
/// The user-action and link pseudo-classes (`:hover`, `:visited`, …) never
/// match a drawing; anything else is a parse error naming what it met.
struct CSSSelector: Hashable, Sendable {
    /// How two compound selectors are related.
    enum Combinator: Hashable, Sendable {
        case descendant, child, nextSibling, subsequentSibling
    }

    /// One attribute test.
    struct AttributeTest: Hashable, Sendable {
        enum Operator: String, Hashable, Sendable {
            case exists = "", equals = "=", includes = "~=", dashMatch = "|=", prefix = "^=", suffix = "$=", substring = "*="
        }
        var name: String
        var `operator`: Operator
        var value: String
        var ignoresCase: Bool

        func matches(_ attributes: [String: String]) -> Bool {
            guard var actual = attributes[name] else { return false }
            var expected = value
            if ignoresCase { (actual, expected) = (actual.lowercased(), expected.lowercased()) }
            switch `operator` {
            case .exists: return true
            case .equals: return actual == expected
            case .includes: return !expected.isEmpty && CSSSelector.list(actual, hasWord: expected)
            case .dashMatch: return actual == expected || actual.hasPrefix(expected + "-")
            case .prefix: return !expected.isEmpty && actual.hasPrefix(expected)
            case .suffix: return !expected.isEmpty && actual.hasSuffix(expected)
            case .substring: return !expected.isEmpty && actual.contains(expected)
            }
        }
    }

    /// A structural pseudo-class, or one that never matches a drawing.
    enum PseudoClass: String, Hashable, Sendable {
        case root, firstChild = "first-child", lastChild = "last-child", onlyChild = "only-child"
        case never
    }

    /// Simple selectors that must all hold for one element.
    struct Compound: Hashable, Sendable {
        var type: String? = nil
        var id: String? = nil
        var classes: [String] = []
        var attributes: [AttributeTest] = []
        var pseudoClasses: [PseudoClass] = []
    }

    /// Left to right; `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    private(set) var compounds: [Compound]
    private(set) var combinators: [Combinator]

    /// The subject: the compound the matched element itself must meet.
    var subject: Compound { compounds[compounds.count - 1] }

    /// The types, `#id`s and `.class`es that elements around the subject
    /// must have for it to match: those of every compound that stands
    /// before a descendant or child combinator, which is an ancestor of the
    /// subject (an ancestor of a sibling shares the subject's ancestors).
    /// A path lacking one of them cannot match. They are hashed, as the
    /// path counts them: a collision only lets a selector be tried.
    var ancestorKeys: [Int] {
        ancestorCompounds.flatMap { CSSElementPath.keys(of: $0) }.map(\.hashValue)
    }

    /// The hash of an `#id` or `.class` an ancestor must have, the
    /// innermost such, when there is one: rules are indexed by it when their
    /// subject names neither.
    var selectiveAncestorKey: Int? {
        ancestorCompounds.reversed().lazy.compactMap { $0.id.map { "#" + $0 } ?? $0.classes.first.map { "." + $0 } }.first?.hashValue
    }

    private var ancestorCompounds: [Compound] {
        compounds.indices.dropLast().filter { [.descendant, .child].contains(combinators[$0]) }.map { compounds[$0] }
    }

    /// How specific a selector is: its ids, then its classes, attribute
    /// tests and pseudo-classes, then its types, compared in that order.
    struct Specificity: Comparable, Hashable, Sendable {
        var ids = 0, classes = 0, types = 0

        static func < (lhs: Specificity, rhs: Specificity) -> Bool {
            (lhs.ids, lhs.classes, lhs.types) < (rhs.ids, rhs.classes, rhs.types)
        }
    }

    var specificity: Specificity {
        compounds.reduce(into: Specificity()) { total, compound in
            total.ids += compound.id == nil ? 0 : 1
            total.classes += compound.classes.count + compound.attributes.count + compound.pseudoClasses.count
            total.types += compound.type == nil ? 0 : 1
        }
    }

    /// The most compound selectors one selector may chain.
    static let maximumCompoundCount = 32

    /// Parses one complex selector; the error says what was found where a
    /// selector was expected.
    static func parse(_ text: Substring) -> Result<CSSSelector, CSSSyntaxError> {
        var parser = Parser(text: text)
        return parser.selector()
    }

    // MARK: - Matching

    /// Whether the selector matches the last element of `path`.
    func matches(_ path: CSSElementPath) -> Bool {
        var failed: Set<Int> = []
        return matches(compounds.count - 1, at: path.last, in: path, failed: &failed)
    }

    /// Whether compound `index` and those before it match at `node`;
    /// `failed` remembers the places tried in vain (compound, depth and
    /// position in one number), so that chains of descendant combinators
    /// stay polynomial.
    private func matches(_ index: Int, at node: CSSElementPath.Node, in path: CSSElementPath, failed: inout Set<Int>) -> Bool {
        let key = (index << 48) | (node.depth << 32) | node.position
        if failed.contains(key) { return false }
        var matched = Self.matches(compounds[index], path.element(at: node), at: node, in: path)
        if matched, index > 0 {
            // The earlier compound must match the one node the combinator
            // names, or any node along the way it walks.
            let step: (CSSElementPath.Node) -> CSSElementPath.Node?
            switch combinators[index - 1] {
            case .child, .descendant: step = path.parent(of:)
            case .nextSibling, .subsequentSibling: step = path.previousSibling(of:)
            }
            let walks = [.descendant, .subsequentSibling].contains(combinators[index - 1])
            matched = false
            if combinators[index - 1] == .subsequentSibling, let key = CSSElementPath.keys(of: compounds[index - 1]).last {
                // Only the earlier siblings with the compound's id, class
                // or type can match it: found in the parent's index, not by
                // walking every earlier sibling for every rule.
                for position in path.siblingPositions(of: node, having: key).reversed() where position < node.position && !matched {
                    matched = matches(index - 1, at: CSSElementPath.Node(depth: node.depth, position: position), in: path, failed: &failed)
                }
            } else {
                var candidate = step(node)
                while let current = candidate, !matched {
                    matched = matches(index - 1, at: current, in: path, failed: &failed)
                    candidate = walks ? step(current) : nil
                }
            }
        }
        if !matched { failed.insert(key) }
        return matched
    }

    private static func matches(_ compound: Compound, _ element: ParsedXMLElement, at node: CSSElementPath.Node,
                                in path: CSSElementPath) -> Bool {
        if let type = compound.type, type != element.name { return false }
        if let id = compound.id, element.attributes["id"] != id { return false }
        if !compound.classes.isEmpty {
            let classes = element.attributes["class"] ?? ""
            guard compound.classes.allSatisfy({ Self.list(classes, hasWord: $0) }) else { return false }
        }
        guard compound.attributes.allSatisfy({ $0.matches(element.attributes) }) else { return false }
        return compound.pseudoClasses.allSatisfy { pseudoClass in
            switch pseudoClass {
            case .root: node.depth == 0
            case .firstChild: node.depth > 0 && node.position == 0
            case .lastChild: node.depth > 0 && node.position == path.siblingCount(of: node) - 1
            case .onlyChild: node.depth > 0 && path.siblingCount(of: node) == 1
            case .never: false
            }
        }
    }

    /// Whether the whitespace-separated `list` (a `class` attribute) holds
    /// `word`, read byte by byte: a sibling combinator tests the classes of
    /// many elements for each element styled, and splitting the list into
    /// characters was most of the time a stylesheet took.
    static func list(_ list: String, hasWord word: String) -> Bool {
        guard !word.isEmpty else { return false }
        let bytes = list.utf8, wanted = word.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
        var start = bytes.startIndex
        while start < bytes.endIndex {
            while start < bytes.endIndex, isSpace(bytes[start]) { start = bytes.index(after: start) }
            var end = start
            while end < bytes.endIndex, !isSpace(bytes[end]) { end = bytes.index(after: end) }
            if start < end, bytes[start..<end].elementsEqual(wanted) { return true }
            start = end
        }
        return false
    }

    // MARK: - Parsing

    private struct Parser {
        let text: Substring
        var index: Substring.Index

        init(text: Substring) {
            self.text = text
            self.index = text.startIndex
        }

        private var current: Character? { index < text.endIndex ? text[index] : nil }

        mutating func selector() -> Result<CSSSelector, CSSSyntaxError> {
            var compounds: [Compound] = []
            var combinators: [Combinator] = []
            skipWhitespace()
            while true {
                switch compound() {
                case .failure(let error): return .failure(error)
                case .success(let compound): compounds.append(compound)
                }
                guard compounds.count <= CSSSelector.maximumCompoundCount else {
                    return .failure(CSSSyntaxError(message: "a selector of more than \(CSSSelector.maximumCompoundCount) compound selectors"))
                }
                let hadWhitespace = skipWhitespace()
                guard let character = current else { break }
                switch character {
                case ">": combinators.append(.child); advance()
                case "+": combinators.append(.nextSibling); advance()
                case "~": combinators.append(.subsequentSibling); advance()
                default:
                    guard hadWhitespace else { return .failure(unexpected("a combinator")) }
                    combinators.append(.descendant)
                }
                skipWhitespace()
            }
            return .success(CSSSelector(compounds: compounds, combinators: combinators))
        }

        private mutating func compound() -> Result<Compound, CSSSyntaxError> {
            var compound = Compound()
            var isEmpty = true
            if current == "*" {
                advance()
                isEmpty = false
            } else if let name = identifier() {
                compound.type = name
                isEmpty = false
            }
            if current == "|" { return .failure(CSSSyntaxError(message: "namespace prefixes in selectors are not supported")) }
            loop: while let character = current {
                switch character {
                case "#":
                    advance()
                    guard let name = identifier() else { return .failure(unexpected("an id after #")) }
                    compound.id = name
                case ".":
                    advance()
                    guard let name = identifier() else { return .failure(unexpected("a class name after .")) }
                    compound.classes.append(name)
                case "[":
                    advance()
                    switch attributeTest() {
                    case .failure(let error): return .failure(error)
                    case .success(let test): compound.attributes.append(test)
                    }
                case ":":
                    advance()
                    guard current != ":" else { return .failure(CSSSyntaxError(message: "pseudo-elements (::) are not supported")) }
                    guard let name = identifier()?.lowercased() else { return .failure(unexpected("a pseudo-class after :")) }
                    if current == "(" {
                        return .failure(CSSSyntaxError(message: "the pseudo-class :\(name)() is not supported"))
                    }
                    if let pseudoClass = PseudoClass(rawValue: name), pseudoClass != .never {
                        compound.pseudoClasses.append(pseudoClass)
                    } else if ["hover", "active", "focus", "focus-visible", "focus-within", "visited", "target"].contains(name) {
                        compound.pseudoClasses.append(.never)
                    } else {
                        return .failure(CSSSyntaxError(message: "the pseudo-class :\(name) is not supported"))
                    }
                default:
                    break loop
                }
                isEmpty = false
            }
            return isEmpty ? .failure(unexpected("a selector")) : .success(compound)
        }

        private mutating func attributeTest() -> Result<AttributeTest, CSSSyntaxError> {
            skipWhitespace()
            guard let name = identifier() else { return .failure(unexpected("an attribute name after [")) }
            skipWhitespace()
            var test = AttributeTest(name: name.contains(":") ? String(name.split(separator: ":").last!) : name,
                                     operator: .exists, value: "", ignoresCase: false)
            if current != "]" {
                var symbol = ""
                while let character = current, "=~|^$*".contains(character), symbol.count < 2 {
                    symbol.append(character)
                    advance()
                }
                guard let op = AttributeTest.Operator(rawValue: symbol), op != .exists else {
                    return .failure(unexpected("an attribute operator (=, ~=, |=, ^=, $=, *=)"))
                }
                test.operator = op
                skipWhitespace()
                if let quote = current, quote == "\"" || quote == "'" {
                    advance()
                    let start = index
                    while let character = current, character != quote { advance() }
                    guard current == quote else { return .failure(unexpected("a closing quote")) }
                    test.value = String(text[start..<index])
                    advance()
                } else if let value = identifier() {
                    test.value = value
                } else {
                    return .failure(unexpected("an attribute value"))
                }
                skipWhitespace()
                if current == "i" || current == "I" {
                    test.ignoresCase = true
                    advance()
                    skipWhitespace()
                } else if current == "s" || current == "S" {
                    advance()
                    skipWhitespace()
                }
            }
            guard current == "]" else { return .failure(unexpected("]")) }
            advance()
            return .success(test)
        }

        /// A CSS identifier (letters, digits, `-`, `_`, non-ASCII and
        /// escapes), or nil at anything else. An escape is `\\` and one to
        /// six hex digits (and one whitespace after them) for that code
        /// point, as `#\\31 23` names the id `123`, or `\\` and any other
        /// character for itself.
        private mutating func identifier() -> String? {
            var name = ""
            while let character = current {
                if character == "\\" {
                    advance()
                    guard let escaped = current else { break }
                    var digits = ""
                    while digits.count < 6, let digit = current, digit.isHexDigit {
                        digits.append(digit)
                        advance()
                    }
                    if digits.isEmpty {
                        name.append(escaped)
                    } else {
                        // Zero, a surrogate or past U+10FFFF stands for U+FFFD, as CSS says.
                        let value = UInt32(digits, radix: 16) ?? 0
                        name.unicodeScalars.append(value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}")
                        if let space = current, space == " " || space == "\t" || space == "\n" { advance() }
                        continue
                    }
                } else if character.isLetter || character.isNumber || character == "-" || character == "_" || !character.isASCII {
                    name.append(character)
                } else {
                    break
                }
                advance()
            }
            return name.isEmpty ? nil : name
        }

        @discardableResult
        private mutating func skipWhitespace() -> Bool {
            let start = index
            while let character = current, character.isWhitespace { advance() }
            return index != start
        }

        private mutating func advance() { index = text.index(after: index) }

        private func unexpected(_ expected: String) -> CSSSyntaxError {
            CSSSyntaxError(message: "expected \(expected), found " + (current.map { "\"\($0)\"" } ?? "the end of the selector"))
        }
    }
}

/// Why a piece of CSS was not read.
struct CSSSyntaxError: Error, Hashable, Sendable {
    var message: String
}
