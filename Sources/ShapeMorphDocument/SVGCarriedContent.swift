import Foundation
package import ShapeMorph

/// What a document draws that morphing does not change, carried into the
/// output as the file wrote it: effects on groups (filters, masks, group
/// opacity, blend modes, isolation), the definitions they and pattern
/// paints reference, and drawings that are not outlines (text, images).
///
/// Everything keeps the coordinate system it was written for: a group
/// holds the map from its user space to the root's, and what is drawn in
/// it is written in that space.
package struct SVGCarriedContent: Hashable, Sendable {
    /// The elements that effects, paints and drawings reference, each with
    /// its `id`, the cascade resolved into its attributes.
    package var definitions: [ParsedXMLElement] = []
    /// The groups elements and drawings are drawn in; a group's parent
    /// comes before it.
    package var groups: [Group] = []
    /// The drawings, in paint order.
    package var drawings: [Drawing] = []
    /// Where each kind of carried effect first appears, for writers that
    /// cannot say it: one warning per kind (`filter`, `mask`, `text`, …).
    package var firstUses: [SVGWarning] = []

    /// The syntax the content is written in, which reads masks' contents
    /// for morphing; nil for content no importer read. Not part of what
    /// the content is: two contents alike but for it are equal.
    package var syntax: (any CarriedContentSyntax)?

    /// Nothing carried.
    package init() {}

    package static func == (a: SVGCarriedContent, b: SVGCarriedContent) -> Bool {
        (a.definitions, a.groups, a.drawings, a.firstUses) == (b.definitions, b.groups, b.drawings, b.firstUses)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(definitions)
        hasher.combine(groups)
        hasher.combine(drawings)
        hasher.combine(firstUses)
    }

    /// Whether nothing is carried.
    package var isEmpty: Bool { definitions.isEmpty && groups.isEmpty && drawings.isEmpty }

    /// A group drawn as one layer: its content is drawn, then composited
    /// with `effects`.
    package struct Group: Hashable, Sendable {
        /// The group it is in, as an index into `groups`, or nil.
        package var parent: Int?
        /// The map from its user space to the root's.
        package var transform: ShapeMorph.AffineTransform
        /// Its attributes (`filter`, `mask`, `opacity`, `mix-blend-mode`,
        /// `isolation`, `shape-rendering`, `clip-path`; with filter
        /// functions, the `color` and `font-size` they see) as written; none
        /// for a group that only keeps a user space (for a pattern paint).
        package var effects: [String: String]
        /// A copy of it drawn first, where an effect changes between the
        /// ends of a morph in a way that cannot blend; nil where it is
        /// drawn once.
        package var underlay: Underlay?

        /// The value of each effect that does nothing: a group without the
        /// effect draws as one with it at this value.
        package static let inactiveValues = ["filter": "none", "mask": "none", "clip-path": "none", "mix-blend-mode": "normal",
                                             "isolation": "auto", "shape-rendering": "auto", "opacity": "1"]

        /// A group in `parent` with `effects`, its user space mapped by `transform`.
        package init(parent: Int?, transform: ShapeMorph.AffineTransform, effects: [String: String]) {
            (self.parent, self.transform, self.effects) = (parent, transform, effects)
        }
    }

    /// A copy of a group drawn just before it with some of its effects
    /// replaced: the group's drawing shared between the effects of the two
    /// ends of a morph (a blend mode, a filter that does not blend with the
    /// other end's), so that they change over the morph instead of at once.
    package struct Underlay: Hashable, Sendable {
        /// The effects the copy has in place of the group's, by name; an
        /// empty value, or an inactive one (`Group.inactiveValues`), for none.
        package var effects: [String: String]
        /// How much of the group the copy draws, 0…1: the copy's opacity is
        /// the group's times this, the group's own times the rest.
        package var share: Double
    }

    /// An element drawn as written: `<text>` or `<image>`.
    package struct Drawing: Hashable, Sendable {
        /// How many of the document's elements are drawn before it.
        package var position: Int
        /// The group it is in, or nil.
        package var group: Int?
        /// The map from its user space to the root's (its own transform
        /// included).
        package var transform: ShapeMorph.AffineTransform
        /// The element, without its `transform`.
        package var element: ParsedXMLElement
        /// The inheritable properties it inherits, computed (font sizes
        /// in user units).
        package var inherited: [String: String]
        /// The opacity it is faded to (in a morph's in-betweens).
        package var opacity = 1.0

        /// Whether `other`, drawn in `otherContent`, draws the same as this
        /// drawing in `content`: the same element at the same place, with
        /// the same inherited properties, in groups with the same effects
        /// and user spaces (paint order and opacity aside).
        package func drawsAlike(_ other: Drawing, in content: SVGCarriedContent, _ otherContent: SVGCarriedContent) -> Bool {
            func groups(_ group: Int?, _ content: SVGCarriedContent) -> [(ShapeMorph.AffineTransform, [String: String])] {
                var chain: [(ShapeMorph.AffineTransform, [String: String])] = []
                var index = group
                while let current = index {
                    chain.append((content.groups[current].transform, content.groups[current].effects))
                    index = content.groups[current].parent
                }
                return chain
            }
            let (mine, theirs) = (groups(group, content), groups(other.group, otherContent))
            return transform == other.transform && inherited == other.inherited && element.isWritten(like: other.element)
                && mine.count == theirs.count && zip(mine, theirs).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        }

        /// `element` drawn after `position` elements in `group`.
        package init(position: Int, group: Int?, transform: ShapeMorph.AffineTransform, element: ParsedXMLElement,
                     inherited: [String: String], opacity: Double = 1) {
            (self.position, self.group, self.transform, self.element) = (position, group, transform, element)
            (self.inherited, self.opacity) = (inherited, opacity)
        }
    }

    /// The content with every id in `renamed` replaced, in definitions and
    /// in the references to them.
    package func renamingIDs(_ renamed: [String: String]) -> SVGCarriedContent {
        guard !renamed.isEmpty else { return self }
        var content = self
        content.definitions = definitions.map { Self.renamingIDs(in: $0, renamed) }
        for index in content.groups.indices {
            content.groups[index].effects = content.groups[index].effects.mapValues { Self.renamingReferences(in: $0, renamed) }
            if let underlay = content.groups[index].underlay {
                content.groups[index].underlay?.effects = underlay.effects.mapValues { Self.renamingReferences(in: $0, renamed) }
            }
        }
        for index in content.drawings.indices {
            content.drawings[index].element = Self.renamingIDs(in: content.drawings[index].element, renamed)
            content.drawings[index].inherited = content.drawings[index].inherited.mapValues { Self.renamingReferences(in: $0, renamed) }
        }
        return content
    }

    /// `element` with its ids and references renamed.
    private static func renamingIDs(in element: ParsedXMLElement, _ renamed: [String: String]) -> ParsedXMLElement {
        var element = element
        for (name, value) in element.attributes {
            if name == "id" {
                element.attributes[name] = renamed[value] ?? value
            } else if name == "href", value.hasPrefix("#") {
                element.attributes[name] = "#" + (renamed[String(value.dropFirst())] ?? String(value.dropFirst()))
            } else if value.contains("url(") {
                element.attributes[name] = renamingReferences(in: value, renamed)
            }
        }
        element.children = element.children.map { renamingIDs(in: $0, renamed) }
        return element
    }

    /// `value` with each `url(#id)` of a renamed id replaced.
    package static func renamingReferences(in value: String, _ renamed: [String: String]) -> String {
        var result = value
        for (inside, id) in urlReferences(in: value).reversed() {
            if let name = renamed[id] { result.replaceSubrange(inside, with: "#" + name) }
        }
        return result
    }

    /// The ids `url(#id)` references and `href="#id"` in `element` and
    /// its descendants name.
    package static func references(in element: ParsedXMLElement) -> [String] {
        var ids: [String] = []
        for (name, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
            if name == "href", value.hasPrefix("#") { ids.append(String(value.dropFirst())) }
            ids += references(inValue: value)
        }
        for child in element.children { ids += references(in: child) }
        return ids
    }

    /// Whether an attribute value holds a `url()` of anything but an
    /// element of the document (`url(#id)`): another file, a server.
    package static func namesOtherFile(_ value: String) -> Bool {
        urlTargets(in: value).contains { !$0.target.hasPrefix("#") }
    }

    /// The ids `url(#id)` references in an attribute value name.
    package static func references(inValue value: String) -> [String] {
        urlReferences(in: value).map(\.id)
    }

    /// Each `url(#id)` in `value`: the text between its parentheses and the
    /// id it names (quotes and `#` taken off).
    private static func urlReferences(in value: String) -> [(inside: Range<String.Index>, id: String)] {
        urlTargets(in: value).filter { $0.target.hasPrefix("#") }.map { ($0.inside, String($0.target.dropFirst())) }
    }

    /// Each `url(…)` in `value`: the text between its parentheses and what
    /// it names, quotes taken off.
    private static func urlTargets(in value: String) -> [(inside: Range<String.Index>, target: String)] {
        var targets: [(inside: Range<String.Index>, target: String)] = []
        var rest = value[...]
        while let start = rest.range(of: "url("), let close = rest[start.upperBound...].firstIndex(of: ")") {
            var target = value[start.upperBound..<close].trimmingCharacters(in: .whitespaces)
            if target.first == "\"" || target.first == "'" { target = String(target.dropFirst().dropLast()) }
            targets.append((start.upperBound..<close, target))
            rest = value[close...]
        }
        return targets
    }
}

extension SVGPaint {
    /// The paint with each `url(#id)` of a renamed id in its fill and
    /// stroke replaced.
    package func renamingReferences(_ renamed: [String: String]) -> SVGPaint {
        guard !renamed.isEmpty else { return self }
        var paint = self
        func renaming(_ paint: Paint?) -> Paint? {
            guard case .unblendable(let text)? = paint else { return paint }
            return .unblendable(SVGCarriedContent.renamingReferences(in: text, renamed))
        }
        paint.fill = renaming(fill)
        paint.stroke = renaming(stroke)
        return paint
    }
}
