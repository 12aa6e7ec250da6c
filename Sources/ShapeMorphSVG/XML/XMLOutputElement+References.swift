extension XMLOutputElement {
    /// Of `definitions`, those `elements` use, directly or through other
    /// definitions, in their order (one without an id is kept): what an
    /// in-between of two documents draws with, without the ends' own
    /// definitions it has blended.
    static func used(_ definitions: [XMLOutputElement], by elements: [XMLOutputElement]) -> [XMLOutputElement] {
        var referenced: Set<String> = []
        for element in elements { element.addReferences(to: &referenced) }
        var kept = definitions.map { $0.id == nil }
        var grew = true
        while grew {
            grew = false
            for (index, definition) in definitions.enumerated() where !kept[index] && referenced.contains(definition.id!) {
                kept[index] = true
                definition.addReferences(to: &referenced)
                grew = true
            }
        }
        return zip(definitions, kept).compactMap { $1 ? $0 : nil }
    }

    /// Its `id` attribute.
    private var id: String? { attributes.first { $0.name == "id" }?.value }

    /// Adds the ids it and its children reference to `ids`: `url(#id)` in
    /// any attribute, `href`/`xlink:href` of `#id`.
    private func addReferences(to ids: inout Set<String>) {
        for (name, value) in attributes {
            if (name == "href" || name == "xlink:href"), value.hasPrefix("#") { ids.insert(String(value.dropFirst())) }
            for reference in Self.urlReferences(in: value) { ids.insert(String(value[reference])) }
        }
        for child in children { child.addReferences(to: &ids) }
    }
}
