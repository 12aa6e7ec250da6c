import Foundation

extension SVGImporter {
    /// The properties CSS may set on SVG elements (SVG 2's presentation
    /// attributes, geometry properties left out as SVG 1.1 renderers do).
    static let presentationProperties: Set<String> = [
        "alignment-baseline", "baseline-shift", "clip", "clip-path", "clip-rule", "color", "color-interpolation",
        "color-interpolation-filters", "color-rendering", "cursor", "direction", "display", "dominant-baseline",
        "enable-background", "fill", "fill-opacity", "fill-rule", "filter", "flood-color", "flood-opacity", "font",
        "font-family", "font-feature-settings", "font-kerning", "font-optical-sizing", "font-size", "font-size-adjust", "font-stretch",
        "font-style", "font-synthesis", "font-variant", "font-variant-caps", "font-variant-east-asian",
        "font-variant-ligatures", "font-variant-numeric", "font-variant-position", "font-variation-settings", "font-weight",
        "glyph-orientation-horizontal", "glyph-orientation-vertical", "image-rendering", "inline-size", "isolation",
        "kerning", "letter-spacing", "lighting-color", "line-height", "marker", "marker-end", "marker-mid",
        "marker-start", "mask", "mask-border", "mask-type", "mix-blend-mode", "opacity", "overflow", "paint-order",
        "pointer-events", "shape-image-threshold", "shape-inside", "shape-margin", "shape-padding",
        "shape-rendering", "shape-subtract", "solid-color", "solid-opacity", "stop-color", "stop-opacity", "stroke",
        "stroke-dasharray", "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
        "stroke-opacity", "stroke-width", "text-align", "text-align-last", "text-anchor", "text-decoration",
        "text-decoration-color", "text-decoration-fill", "text-decoration-line", "text-decoration-stroke",
        "text-decoration-style", "text-indent", "text-orientation", "text-overflow", "text-rendering",
        "transform", "transform-box", "transform-origin", "unicode-bidi", "vector-effect", "visibility",
        "white-space", "word-spacing", "writing-mode",
    ]

    /// CSS properties that are not SVG's but that drawing editors write on
    /// every element, at a value that draws nothing: the CSS initial value
    /// (what a renderer that knew them would draw anyway).
    static let initialValues: [String: String] = [
        "text-transform": "none", "white-space-collapse": "collapse", "text-wrap": "wrap", "tab-size": "8",
        "hyphens": "manual", "word-break": "normal", "line-break": "auto", "text-justify": "auto",
    ]

    /// Whether `declaration`, not a presentation property, draws nothing, so
    /// that ignoring it loses nothing: a property private to a drawing
    /// editor (Inkscape's `-inkscape-font-specification`, its
    /// `filter-blend-mode` and `filter-gaussianBlur-deviation`, which only
    /// its own dialogs read) or a CSS property at its initial value.
    static func drawsNothing(_ declaration: CSSDeclaration) -> Bool {
        declaration.name.hasPrefix("-inkscape-")
            || ["filter-blend-mode", "filter-gaussianblur-deviation"].contains(declaration.name)
            || initialValues[declaration.name] == declaration.value.lowercased()
    }

    /// Elements drawn where they are referenced, which inherit from where
    /// they are written.
    static let referencedElements: Set<String> = ["clipPath", "mask", "pattern", "marker", "filter"]

    /// The properties whose values are paints or colours.
    static let colorProperties = ["fill", "stroke", "color", "stop-color", "flood-color", "lighting-color",
                                  "solid-color", "text-decoration-color"]

    /// Presentation properties that only CSS may set: an attribute of their
    /// name is not one.
    static let cssOnlyProperties = ["font", "font-kerning", "isolation", "mix-blend-mode"]

    /// `root` with the CSS cascade resolved into presentation attributes:
    /// the rules of its `<style>` sheets (type `text/css` or none), then each
    /// element's `style` attribute, override its presentation attributes in
    /// cascade order (specificity, then source order; `!important` above
    /// both; the inline style above rules of equal importance). Every
    /// element keeps its other attributes; `style` is removed.
    ///
    /// What is not applied is warned about once per document and kind: an
    /// at-rule, a selector that cannot be read, a property that is not a
    /// presentation property.
    mutating func resolvingStyles(of root: ParsedXMLElement) -> ParsedXMLElement {
        var sheet = CSSStyleSheet()
        collectStyleSheets(in: root, into: &sheet)
        var ignoredProperties: Set<String> = []
        var path = CSSElementPath()
        return resolvingStyles(of: root, position: 0, sheet: sheet, path: &path, parent: [:], inherited: [:], color: "black",
                               ignoredProperties: &ignoredProperties)
    }

    private mutating func collectStyleSheets(in element: ParsedXMLElement, into sheet: inout CSSStyleSheet) {
        if element.name == "style", element.namespace == Self.svgNamespace || element.namespace == nil,
           (element.attributes["type"] ?? "text/css").trimmingCharacters(in: .whitespaces).lowercased() == "text/css"
               || element.attributes["type"]?.isEmpty == true {
            let before = sheet.problems.count
            sheet.add(element.text, line: element.line)
            for problem in sheet.problems[before...] { warn(element, problem.message, line: problem.line) }
        }
        for child in element.children { collectStyleSheets(in: child, into: &sheet) }
    }

    /// `element` resolved; `parent` is its parent's resolved attributes,
    /// `inherited` the inheritable properties its ancestors set, and
    /// `color` the `color` it inherits. A stop's `currentColor` and
    /// `inherit` are resolved here, in the tree: a stop inherits from its
    /// gradient, not from what the gradient paints. So do the elements
    /// drawn where they are referenced (clip paths, masks, patterns,
    /// markers, filters): they take what their ancestors set as attributes
    /// of their own, which they keep wherever they are drawn or carried.
    private mutating func resolvingStyles(of element: ParsedXMLElement, position: Int, sheet: CSSStyleSheet,
                                          path: inout CSSElementPath, parent: [String: String], inherited: [String: String],
                                          color inheritedColor: String, ignoredProperties: inout Set<String>) -> ParsedXMLElement {
        // The path is for selectors only: without a sheet, nothing walks it.
        if !sheet.isEmpty { path.push(element, position: position) }
        defer { if !sheet.isEmpty { path.pop() } }
        var resolved = element
        // Properties without a presentation attribute are set by CSS only.
        for name in Self.cssOnlyProperties where resolved.attributes[name] != nil {
            resolved.attributes[name] = nil
            warn(element, "\(name) is a CSS property without a presentation attribute; the attribute is ignored, as SVG does (write style=\"\(name): …\")")
        }
        let inline = element.attributes["style"].map { CSSDeclaration.list(from: Substring($0)) } ?? []
        let matched = sheet.isEmpty ? [] : sheet.declarations(matching: path)
        if !inline.isEmpty || !matched.isEmpty {
            resolved.attributes["style"] = nil
            apply(matched + inline, to: &resolved, ignoredProperties: &ignoredProperties)
        }
        // A property that is not inherited takes its parent's value only when
        // it says `inherit` (inherited ones do that by themselves).
        for (name, value) in resolved.attributes where value == "inherit" && !Self.inheritableProperties.contains(name)
            && Self.presentationProperties.contains(name) && name != "stop-color" {
            resolved.attributes[name] = parent[name]
        }
        dropUnreadableColours(of: &resolved)
        var color = inheritedColor
        if let own = resolved.attributes["color"], !["inherit", "currentcolor"].contains(own.lowercased()) { color = own }
        if element.name == "stop" {
            if resolved.attributes["stop-color"] == "inherit" { resolved.attributes["stop-color"] = parent["stop-color"] ?? "black" }
            if resolved.attributes["stop-color"]?.lowercased() == "currentcolor" { resolved.attributes["stop-color"] = color }
        }
        if Self.referencedElements.contains(element.name) {
            for (name, value) in inherited where resolved.attributes[name] == nil { resolved.attributes[name] = value }
        }
        var attributes = resolved.attributes
        // What a child's `overflow: inherit` takes where nothing sets it: the
        // user agent's sheet hides it on every viewport but the root's (the
        // only element resolved with an empty parent).
        if attributes["overflow"] == nil {
            let isInnerViewport = ["symbol", "marker", "pattern", "image"].contains(element.name)
                || (element.name == "svg" && !parent.isEmpty)
            attributes["overflow"] = isInnerViewport ? "hidden" : "visible"
        }
        var childInherited = inherited
        for (name, value) in attributes where Self.inheritableProperties.contains(name) && value != "inherit" {
            childInherited[name] = value
        }
        resolved.children = element.children.indices.map { index in
            resolvingStyles(of: element.children[index], position: index, sheet: sheet, path: &path, parent: attributes,
                            inherited: childInherited, color: color, ignoredProperties: &ignoredProperties)
        }
        return resolved
    }

    /// Sets `declarations` (the sheet's matches, then the inline style) as
    /// attributes of `element` in cascade order, important ones last;
    /// shorthands (`marker`, `font`) set their longhands and a CSS
    /// `transform` becomes the attribute's list. What is not a presentation
    /// property, or cannot be read, is warned of and ignored.
    private mutating func apply(_ declarations: [CSSDeclaration], to element: inout ParsedXMLElement,
                                ignoredProperties: inout Set<String>) {
        for important in [false, true] {
            for declaration in declarations where declaration.isImportant == important {
                guard Self.presentationProperties.contains(declaration.name) else {
                    if !Self.drawsNothing(declaration), ignoredProperties.insert(declaration.name).inserted {
                        warn(element, "CSS property \(declaration.name) is not a presentation property of SVG; ignored")
                    }
                    continue
                }
                if declaration.name == "marker" {
                    for name in ["marker-start", "marker-mid", "marker-end"] { element.attributes[name] = declaration.value }
                } else if declaration.name == "font" {
                    guard let longhands = CSSFontShorthand.longhands(of: declaration.value) else {
                        warn(element, "font \"\(declaration.value.prefix(60))\" is not a font shorthand read here (a size and a family, after style, variant, weight and stretch); ignored")
                        continue
                    }
                    for (name, value) in longhands { element.attributes[name] = value }
                } else if declaration.name == "transform" {
                    // CSS transforms take units and functions the attribute has not.
                    guard let list = CSSTransform.svgTransformList(declaration.value) else {
                        warn(element, "transform \"\(declaration.value.prefix(60))\" uses what is not read here (lengths in px only, no 3D); ignored")
                        continue
                    }
                    element.attributes["transform"] = list
                } else {
                    element.attributes[declaration.name] = declaration.value
                }
            }
        }
    }

    /// Removes from `element` the paints and colours that cannot be read,
    /// as SVG renderers ignore them (the inherited one applies), and warns
    /// of ICC colours, whose fallback colour is used.
    private mutating func dropUnreadableColours(of element: inout ParsedXMLElement) {
        for name in ["fill", "stroke", "color", "stop-color"] {
            guard let value = element.attributes[name] else { continue }
            let readable = name == "fill" || name == "stroke" ? Color.isPaint(value)
                : Color(value) != nil || ["currentcolor", "inherit"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
            if !readable {
                warn(element, "\(name) \"\(value.prefix(60))\" is not a \(name == "fill" || name == "stroke" ? "paint" : "colour"); ignored, as SVG does")
                element.attributes[name] = nil
            }
        }
        // Only colours carry ICC colours (and a path's data can be megabytes long).
        for name in Self.colorProperties {
            guard let value = element.attributes[name], value.contains("icc-color(") else { continue }
            warn(element, "\(name) \"\(value)\": the ICC colour is not kept; the colour before it is used")
        }
    }
}
