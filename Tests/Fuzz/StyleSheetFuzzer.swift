// libFuzzer target: CSS style sheets, through the selector engine and the
// cascade. Built and run by Tests/Fuzz/run (with -enable-testing, for the
// engine's internal types).
//
// The input is read two ways:
// - each line that is a selector alone (no braces, semicolons, commas,
//   quotes, escapes or comments) becomes a rule `SELECTOR { order: N }`,
//   and for every element of a fixed document the indexed sheet must find
//   exactly the rules whose selector matches when tested one by one, in
//   cascade order (specificity, then source order);
// - the whole input is the `<style>` sheet of that document, imported and
//   written as a file would be.
import Foundation
@testable import ShapeMorphSVG

/// Elements with types, ids, classes, attributes, siblings and nesting for
/// selectors to tell apart.
private let document = """
<svg xmlns="http://www.w3.org/2000/svg" id="root" class="icon" viewBox="0 0 100 100">
<defs><linearGradient id="g"><stop offset="0"/><stop class="b" offset="1"/></linearGradient></defs>
<g id="a" class="x y" fill="red" data-k="v">
<rect class="x" width="10" height="10"/><rect id="r2" class="y z" x="20" width="10" height="10" data-k="V"/>
<circle class="x" cx="50" r="5"/><g class="y"><path d="M0 0h5v5z" class="x y z"/><path id="p" d="M9 9h5v5z"/></g>
<rect lang="en-GB" xml:lang="en" width="1" height="1"/><ellipse rx="2" ry="3" class="X"/>
</g>
<g class="y"><g><g><rect id="deep" class="x" width="4" height="4"/></g></g><use href="#p" class="u"/></g>
<text class="t">a<tspan class="x">b</tspan></text><rect/><rect class="last"/>
</svg>
"""

private let root = try! XMLDocumentReader.document(of: Data(document.utf8)).root

/// Whether `line` keeps its meaning as the selector of a rule written
/// around it, so that it can be parsed alone and in the sheet alike.
private func isPlainSelector(_ line: Substring) -> Bool {
    !line.contains { "{};,\"'\\@".contains($0) } && !line.contains("/*") && !line.contains("*/")
        && !line.trimmingCharacters(in: .whitespaces).isEmpty
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStyleSheet(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)

    let selectors = text.split(separator: "\n").filter(isPlainSelector).prefix(200)
    var sheet = CSSStyleSheet()
    sheet.add(selectors.enumerated().map { "\($1) { order: \($0) }" }.joined(separator: "\n"), line: 1)
    let parsed = selectors.map { try? CSSSelector.parse($0).get() }
    var path = CSSElementPath()
    func visit(_ element: ParsedXMLElement, position: Int) {
        path.push(element, position: position)
        defer { path.pop() }
        let found = sheet.declarations(matching: path).map { Int($0.value)! }
        let expected = parsed.indices.filter { parsed[$0]?.matches(path) == true }
            .sorted { (parsed[$0]!.specificity, $0) < (parsed[$1]!.specificity, $1) }
        precondition(found == expected, "element on line \(element.line): the sheet finds rules \(found), one by one they are \(expected)")
        for (position, child) in element.children.enumerated() { visit(child, position: position) }
    }
    visit(root, position: 0)

    let styled = document.replacingOccurrences(
        of: "<defs>", with: "<style><![CDATA[\(text.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>"))]]></style><defs>")
    if let imported = try? SVGDocument(data: Data(styled.utf8), fileName: "fuzz.svg") { _ = imported.svgText() }
    return 0
}
