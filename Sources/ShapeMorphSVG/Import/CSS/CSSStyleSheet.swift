import Foundation

/// The rules of a document's `<style>` sheets, indexed so that an element
/// is tested only against rules whose subject could match it (by id, class,
/// an attribute's exact value, type, or neither), which keeps matching near
/// linear in large documents.
struct CSSStyleSheet: Sendable {
    /// One selector of a rule with the rule's declarations.
    struct Rule: Sendable {
        var selector: CSSSelector
        var declarations: [CSSDeclaration]
        var specificity: CSSSelector.Specificity
        /// What the elements around a match must have (`CSSSelector.ancestorKeys`).
        var ancestorKeys: [Int]
    }

    /// Every rule in source order; the indexes hold positions in it.
    private var rules: [Rule] = []
    private var byID: [String: [Int]] = [:]
    private var byClass: [String: [Int]] = [:]
    /// Rules whose subject tests an attribute for an exact value (`[k="v"]`,
    /// case kept), by the attribute's name and value.
    private var byAttributeValue: [AttributeValue: [Int]] = [:]
    private struct AttributeValue: Hashable, Sendable {
        var name: String
        var value: String
    }
    private var byType: [String: [Int]] = [:]
    /// Rules whose subject has no id or class, by an id or class an ancestor must have.
    private var byAncestor: [Int: [Int]] = [:]
    private var others: [Int] = []
    /// What could not be read, each with its line in the document.
    private(set) var problems: [(line: Int, message: String)] = []

    var isEmpty: Bool { rules.isEmpty }

    /// Adds the rules of one sheet's text. `line` is the line its text starts
    /// on, for the problems found in it. At-rules (`@import`, `@media`, …)
    /// and rules whose selector cannot be read are left out as problems.
    mutating func add(_ text: String, line: Int) {
        var rest = CSSText.withoutComments(Substring(text))
        // Lines are counted as the reading moves on, once over the text.
        var (counted, countedLine) = (rest.startIndex, line)
        func lineOf(_ index: Substring.Index) -> Int {
            countedLine += rest.base[counted..<index].utf8.count { $0 == UInt8(ascii: "\n") }
            counted = index
            return countedLine
        }
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == ";" }) {
            let prelude = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            let preludeLine = lineOf(open)
            if rest[open] == ";" {
                if !prelude.isEmpty { problems.append((preludeLine, "CSS \(Self.atRuleName(prelude)) is not applied")) }
                rest = rest[rest.index(after: open)...]
                continue
            }
            let close = Self.matchingBrace(in: rest, from: open)
            let block = rest[rest.index(after: open)..<close]
            rest = close < rest.endIndex ? rest[rest.index(after: close)...] : rest[close...]
            if prelude.hasPrefix("@") {
                problems.append((preludeLine, "CSS \(Self.atRuleName(prelude)) is not applied; its rules are ignored"))
                continue
            }
            let declarations = CSSDeclaration.list(from: block)
            for selectorText in CSSText.split(Substring(prelude), at: ",") {
                switch CSSSelector.parse(selectorText) {
                case .failure(let error):
                    problems.append((preludeLine, "CSS selector \"\(selectorText.trimmingCharacters(in: .whitespacesAndNewlines))\": \(error.message); its rule is ignored"))
                case .success(let selector):
                    insert(Rule(selector: selector, declarations: declarations, specificity: selector.specificity,
                                ancestorKeys: selector.ancestorKeys))
                }
            }
        }
        if !rest.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            problems.append((lineOf(rest.startIndex), "CSS text without a declaration block is ignored"))
        }
    }

    /// The declarations of every rule matching the last element of `path`,
    /// in the order they apply: lower specificity first, then earlier rules.
    func declarations(matching path: CSSElementPath) -> [CSSDeclaration] {
        let element = path.elements[path.elements.count - 1]
        var candidates: [Int] = others
        if let id = element.attributes["id"] { candidates += byID[id] ?? [] }
        for name in Set(element.attributes["class"]?.split(whereSeparator: \.isWhitespace) ?? []) {
            candidates += byClass[String(name)] ?? []
        }
        if !byAttributeValue.isEmpty {
            for (name, value) in element.attributes { candidates += byAttributeValue[AttributeValue(name: name, value: value)] ?? [] }
        }
        candidates += byType[element.name] ?? []
        if !byAncestor.isEmpty {
            for key in path.presentKeys { candidates += byAncestor[key] ?? [] }
        }
        return candidates.filter { path.contains(rules[$0].ancestorKeys) && rules[$0].selector.matches(path) }
            .sorted { (rules[$0].specificity, $0) < (rules[$1].specificity, $1) }
            .flatMap { rules[$0].declarations }
    }

    private mutating func insert(_ rule: Rule) {
        let subject = rule.selector.subject
        let index = rules.count
        rules.append(rule)
        if let id = subject.id {
            byID[id, default: []].append(index)
        } else if let name = subject.classes.first {
            byClass[name, default: []].append(index)
        } else if let test = subject.attributes.first(where: { $0.operator == .equals && !$0.ignoresCase }) {
            byAttributeValue[AttributeValue(name: test.name, value: test.value), default: []].append(index)
        } else if let key = rule.selector.selectiveAncestorKey {
            byAncestor[key, default: []].append(index)
        } else if let type = subject.type {
            byType[type, default: []].append(index)
        } else {
            others.append(index)
        }
    }

    /// The index of the `}` closing the block opened at `open`, or the end.
    private static func matchingBrace(in text: Substring, from open: Substring.Index) -> Substring.Index {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return text.endIndex
    }

    private static func atRuleName(_ prelude: String) -> String {
        prelude.hasPrefix("@") ? String(prelude.prefix { !$0.isWhitespace && $0 != "\"" && $0 != "'" }) + " rule" : "text \"\(prelude.prefix(40))\""
    }
}
