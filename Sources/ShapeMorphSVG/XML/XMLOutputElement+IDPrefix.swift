import Foundation

extension XMLOutputElement {
    /// The element with every `id` in it prefixed by `prefix`, and every
    /// reference to one of those ids with it: `url(#id)` in any attribute,
    /// `href`/`xlink:href` of `#id`, and SMIL's `id.begin`/`id.end` in
    /// `begin` and `end`. Written values (path data) hold no ids and are
    /// left alone; so is text content (a style sheet names what its writer
    /// prefixed itself).
    ///
    /// Two documents written with different prefixes can then live on one
    /// page without one's references reaching into the other.
    package func prefixingIDs(_ prefix: String) -> XMLOutputElement {
        guard !prefix.isEmpty else { return self }
        var ids: Set<String> = []
        collectIDs(into: &ids)
        return renamingIDs(ids, prefix: prefix)
    }

    private func collectIDs(into ids: inout Set<String>) {
        if let id = attributes.first(where: { $0.name == "id" })?.value { ids.insert(id) }
        for child in children { child.collectIDs(into: &ids) }
    }

    private func renamingIDs(_ ids: Set<String>, prefix: String) -> XMLOutputElement {
        var element = self
        element.attributes = attributes.map { name, value in
            switch name {
            case "id": (name, ids.contains(value) ? prefix + value : value)
            case "href", "xlink:href": (name, value.hasPrefix("#") && ids.contains(String(value.dropFirst())) ? "#" + prefix + value.dropFirst() : value)
            case "begin", "end": (name, Self.renamingSyncbases(value, ids, prefix: prefix))
            default: (name, Self.renamingURLs(value, ids, prefix: prefix))
            }
        }
        element.children = children.map { $0.renamingIDs(ids, prefix: prefix) }
        return element
    }

    /// `value` with each `url(#id)` of one of `ids` naming the prefixed id.
    private static func renamingURLs(_ value: String, _ ids: Set<String>, prefix: String) -> String {
        var renamed = "", written = value.startIndex
        for id in urlReferences(in: value) where ids.contains(String(value[id])) {
            renamed += value[written..<id.lowerBound] + prefix
            written = id.lowerBound
        }
        return renamed + value[written...]
    }

    /// Where `value` names an id in `url(#id)`: each id's range.
    static func urlReferences(in value: String) -> [Range<String.Index>] {
        var references: [Range<String.Index>] = []
        var rest = value[...]
        while let opening = rest.range(of: "url(#") {
            rest = rest[opening.upperBound...]
            guard let closing = rest.firstIndex(of: ")") else { break }
            references.append(opening.upperBound..<closing)
        }
        return references
    }

    /// A SMIL `begin` or `end` list with each `id.event` of one of `ids`
    /// naming the prefixed id.
    private static func renamingSyncbases(_ value: String, _ ids: Set<String>, prefix: String) -> String {
        value.split(separator: ";", omittingEmptySubsequences: false).map { entry in
            let trimmed = entry.drop { $0 == " " }
            guard let dot = trimmed.firstIndex(of: "."), ids.contains(String(trimmed[..<dot])) else { return String(entry) }
            return prefix + trimmed
        }.joined(separator: ";")
    }
}
