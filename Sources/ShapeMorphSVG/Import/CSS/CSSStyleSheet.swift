import Foundation

/// The rules of a document's `<style>` sheets, indexed so that an element
/// is tested only against rules whose subject could match it (by id, class,
/// type, or neither), which keeps matching near linear in large documents.
struct CSSStyleSheet: Sendable {
    /// One selector of a rule with the rule's declarations.
    struct Rule: Sendable {
        var selector: CSSSelector
        var declarations: [CSSDeclaration]
        var specificity: CSSSelector.Specificity
        /// The rule's place among all rules, for ties in specificity.
        var order: Int
    }

    private var byID: [String: [Rule]] = [:]
    private var byClass: [String: [Rule]] = [:]
    private var byType: [String: [Rule]] = [:]
    private var others: [Rule] = []
    private var ruleCount = 0
    /// What could not be read, each with its line in the document.
    private(set) var problems: [(line: Int, message: String)] = []

    var isEmpty: Bool { ruleCount == 0 }

    /// Adds the rules of one sheet's text. `line` is the line its text starts
    /// on, for the problems found in it. At-rules (`@import`, `@media`, …)
    /// and rules whose selector cannot be read are left out as problems.
    mutating func add(_ text: String, line: Int) {
        var rest = CSSText.withoutComments(Substring(text))
        func lineOf(_ index: Substring.Index) -> Int { line + rest.base[..<index].count { $0 == "\n" } }
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
                    insert(Rule(selector: selector, declarations: declarations, specificity: selector.specificity, order: ruleCount))
                    ruleCount += 1
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
        var candidates: [Rule] = others
        if let id = element.attributes["id"] { candidates += byID[id] ?? [] }
        for name in Set(element.attributes["class"]?.split(whereSeparator: \.isWhitespace) ?? []) {
            candidates += byClass[String(name)] ?? []
        }
        candidates += byType[element.name] ?? []
        return candidates.filter { $0.selector.matches(path) }
            .sorted { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
            .flatMap(\.declarations)
    }

    private mutating func insert(_ rule: Rule) {
        let subject = rule.selector.subject
        if let id = subject.id {
            byID[id, default: []].append(rule)
        } else if let name = subject.classes.first {
            byClass[name, default: []].append(rule)
        } else if let type = subject.type {
            byType[type, default: []].append(rule)
        } else {
            others.append(rule)
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
