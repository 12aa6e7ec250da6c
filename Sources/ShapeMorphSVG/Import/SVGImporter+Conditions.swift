import Foundation

extension SVGImporter {
    /// Whether the conditional attributes let `element` draw: a
    /// `systemLanguage` naming one of the reader's languages (or a dialect
    /// of one), and no `requiredExtensions` (none is supported).
    /// `requiredFeatures`, dropped from SVG 2, always holds.
    func passesConditions(_ element: ParsedXMLElement) -> Bool {
        if element.attributes["requiredExtensions"] != nil { return false }
        guard let languages = element.attributes["systemLanguage"] else { return true }
        let readers = options.languages.map { $0.lowercased() }
        return languages.split(separator: ",").contains { tag in
            let tag = tag.trimmingCharacters(in: .whitespaces).lowercased()
            return readers.contains { tag == $0 || tag.hasPrefix($0 + "-") }
        }
    }
}
