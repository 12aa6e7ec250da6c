import Foundation
import ShapeMorph
import ShapeMorphSupport

extension SVGImporter {
    /// Elements whose `opacity` fades what they draw as one layer.
    static let containerElements: Set<String> = ["svg", "g", "a", "switch", "use"]
    /// The inheritable properties a carried drawing keeps from its ancestors
    /// (with `text-decoration`, which SVG draws through descendants).
    static let inheritableProperties: Set<String> = [
        "clip-rule", "color", "color-interpolation", "color-interpolation-filters", "color-rendering", "direction",
        "dominant-baseline", "fill", "fill-opacity", "fill-rule", "font-family", "font-feature-settings",
        "font-kerning", "font-size-adjust", "font-stretch", "font-style", "font-variant", "font-weight",
        "font-optical-sizing", "font-synthesis", "font-variant-caps", "font-variant-east-asian", "font-variant-ligatures",
        "font-variant-numeric", "font-variant-position", "font-variation-settings", "glyph-orientation-horizontal",
        "glyph-orientation-vertical", "image-rendering", "kerning", "letter-spacing", "line-height", "paint-order",
        "shape-rendering", "space", "stroke", "stroke-dasharray", "stroke-dashoffset", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-opacity", "stroke-width", "text-anchor", "text-decoration",
        "text-orientation", "text-rendering", "visibility", "white-space", "word-spacing", "writing-mode",
    ]
    /// The largest image file embedded from beside the input.
    static let maximumImageFileSize = 16 << 20

    /// The effects of `element` that are carried on a group: `filter`,
    /// `mask`, `mix-blend-mode`, `isolation` and `shape-rendering` (which
    /// its descendants inherit) where they do something, and an `opacity`
    /// below 1 of a container, of an element with a filter or mask, or of
    /// one drawn with `markers` (which fade with it as one layer).
    func carriedEffects(of element: ParsedXMLElement, markers: Style.Markers = Style.Markers()) -> [String: String] {
        var effects: [String: String] = [:]
        for name in ["filter", "mask", "mix-blend-mode", "isolation", "shape-rendering"] {
            let inactive = SVGCarriedContent.Group.inactiveValues[name]
            if let value = element.attributes[name]?.trimmingCharacters(in: .whitespaces), value != inactive, !value.isEmpty {
                effects[name] = value
            }
        }
        // A container fades as one layer; so does an element after its filter or mask.
        let isMarked = Self.markableElements.contains(element.name) && (markers.start ?? markers.mid ?? markers.end) != nil
        if Self.containerElements.contains(element.name) || effects["filter"] != nil || effects["mask"] != nil || isMarked,
           let opacity = element.attributes["opacity"].flatMap(Self.alpha), opacity > 0, opacity < 1 {
            effects["opacity"] = element.attributes["opacity"]!.trimmingCharacters(in: .whitespaces)
        }
        return effects
    }

    /// Starts a group with `effects` in user space `transform`, inside the
    /// style's group, and makes it the style's group.
    mutating func openGroup(effects: [String: String], of element: ParsedXMLElement, transform: AffineTransform, style: inout Style) {
        var effects = effects
        // Only references within the document are written: a url() of another
        // file or a server would be fetched by whoever opens the output.
        for (name, value) in effects where SVGCarriedContent.namesOtherFile(value) {
            warn(element, "\(name) \"\(value.prefix(80))\" names a resource outside the document; not written")
            effects[name] = nil
        }
        carried.groups.append(SVGCarriedContent.Group(parent: style.group, transform: transform, effects: effects))
        style.group = carried.groups.count - 1
        for name in effects.keys.sorted() {
            noteCarried(name == "opacity" ? Self.groupOpacity : name, of: element)
            let ids = SVGCarriedContent.references(inValue: effects[name]!)
            for id in ids where elementsByID[id] == nil {
                warn(element, "\(name) \"\(effects[name]!)\" names no element of this document; written as it is")
            }
            carryDefinitions(ids)
        }
    }

    /// Draws the group just drawn even when nothing was drawn in it, when
    /// its filter draws by itself (a flood, an image).
    mutating func keepFilteredGroup(_ group: Int, drawnFrom first: Int) {
        guard carried.groups[group].effects["filter"] != nil, !drawnElements.dropFirst(first).contains(where: { $0.group == group }),
              !carried.drawings.contains(where: { $0.group == group }), !carried.groups.contains(where: { $0.parent == group }) else { return }
        let empty = ParsedXMLElement(name: "g", namespace: nil, attributes: [:], children: [], line: 0)
        carried.drawings.append(SVGCarriedContent.Drawing(position: drawnElements.count, group: group,
                                                          transform: carried.groups[group].transform, element: empty, inherited: [:]))
    }

    /// Records where a kind of carried effect is first used.
    mutating func noteCarried(_ feature: String, of element: ParsedXMLElement) {
        guard !carried.firstUses.contains(where: { $0.message.hasPrefix(feature + " ") }) else { return }
        let message = switch feature {
        case Self.groupOpacity:
            "\(feature) is kept in SVG frames and in SVG, CSS and Lottie animations, but not yet in Android or SwiftUI ones, drawn without it"
        case "mask":
            "\(feature) is kept in SVG frames and, where it is made of shapes, in SVG, CSS and Lottie animations, but not yet in Android "
                + "or SwiftUI ones, drawn without it"
        default:
            "\(feature) is kept in SVG frames but not yet in animated output (SVG, CSS, Lottie, Android); the animation is drawn without it"
        }
        carried.firstUses.append(SVGWarning(file: fileName, line: element.line, element: element.name, message: message))
    }

    /// What the first use of a group `opacity` is called.
    static let groupOpacity = "group opacity"

    /// Folds the group just drawn into its elements when it only fades and
    /// they do not overlap (so fading each draws the same): their paints
    /// take its opacity and morph with it.
    mutating func foldOpacityGroup(_ group: Int, of element: ParsedXMLElement, drawnFrom first: Int) {
        let effects = carried.groups[group].effects
        guard effects.count == 1, let opacity = effects["opacity"].flatMap(Self.alpha),
              group == carried.groups.count - 1, !carried.drawings.contains(where: { $0.group == group }),
              !drawnElementsOverlap(from: first) else { return }
        let parent = carried.groups[group].parent
        for index in drawnElements.indices.dropFirst(first) where drawnElements[index].group == group {
            drawnElements[index].paint.opacity = (drawnElements[index].paint.opacity ?? 1) * opacity
            drawnElements[index].group = parent
        }
        carried.groups.removeLast()
        carried.firstUses.removeAll { $0.line == element.line && $0.element == element.name && $0.message.hasPrefix(Self.groupOpacity + " ") }
    }

    /// Whether the bounds of any two elements drawn from `first` on overlap
    /// (assumed for more than 256).
    func drawnElementsOverlap(from first: Int) -> Bool {
        let bounds = elements[first...].compactMap(\.bounds)
        return bounds.count > 256 || bounds.indices.contains { i in
            bounds[(i + 1)...].contains { other in
                bounds[i].minX < other.maxX && other.minX < bounds[i].maxX && bounds[i].minY < other.maxY && other.minY < bounds[i].maxY
            }
        }
    }

    /// The group an element is drawn in where it needs its own user space
    /// (a pattern paint tiles in it; a stroke under a skew or a stretch
    /// draws with a pen it shapes): the style's, when it has that space,
    /// else a new one that keeps it.
    mutating func userSpaceGroup(for transform: AffineTransform, style: Style) -> Int? {
        if (style.group.map { carried.groups[$0].transform } ?? .identity) == transform { return style.group }
        carried.groups.append(SVGCarriedContent.Group(parent: style.group, transform: transform, effects: [:]))
        return carried.groups.count - 1
    }

    /// Adds the elements `ids` name, and what they reference in turn, to
    /// the carried definitions (each once).
    mutating func carryDefinitions(_ ids: [String]) {
        var pending = ids
        var carriedNow: [String] = []
        while let id = pending.popLast() {
            guard !carriedIDs.contains(id), let element = elementsByID[id] else { continue }
            carriedIDs.formUnion(element.ids)
            carried.definitions.append(bounded(element))
            carriedNow.append(id)
            pending += references(ofID: id)
        }
        warnOfCycles(through: carriedNow)
    }

    /// The most octaves of noise an `feTurbulence` is written with: each
    /// adds half the one before, so past 53 they add less than a double's
    /// last bit, and a million of them took a renderer minutes a frame.
    static let mostNoiseOctaves = 53

    /// `element` (a carried definition) as it may be written: every
    /// `feTurbulence` in it asking at most `mostNoiseOctaves` octaves, and
    /// every `<image>` and `<feImage>` of a file or a `data:` URL held to
    /// what a drawn `<image>` is (a file beside the input embedded, a bounded
    /// image; anything else left without its `href`, so it draws nothing),
    /// each change warned of.
    private mutating func bounded(_ element: ParsedXMLElement) -> ParsedXMLElement {
        var element = element
        if element.name == "feTurbulence", let text = element.attributes["numOctaves"],
           let octaves = Double(text.trimmingCharacters(in: .whitespaces)), octaves > Double(Self.mostNoiseOctaves) {
            warn(element, "numOctaves \(text) asks more octaves than change anything at double precision; written as \(Self.mostNoiseOctaves)")
            element.attributes["numOctaves"] = String(Self.mostNoiseOctaves)
        }
        if ["image", "feImage"].contains(element.name), let href = element.attributes["href"] {
            let reference = href.trimmingCharacters(in: .whitespacesAndNewlines)
            if !reference.hasPrefix("#") {
                let url = reference.lowercased().hasPrefix("data:") ? reference : embeddedImage(reference, of: element)
                element.attributes["href"] = url.flatMap { checkedImage($0, named: reference, of: element) ? $0 : nil }
            }
        }
        element.children = element.children.map { bounded($0) }
        return element
    }

    /// The ids the element `id` references (itself and its descendants),
    /// read once per element: a chain of thousands of references is
    /// followed from each of its links.
    private mutating func references(ofID id: String) -> [String] {
        if let known = referencesByID[id] { return known }
        let found = elementsByID[id].map(SVGCarriedContent.references(in:)) ?? []
        referencesByID[id] = found
        return found
    }

    /// Warns, for each of `ids` in turn, when what it references leads back
    /// to it (a cycle) or to an element being drawn: renderers break such a
    /// cycle in different places. One warning per cycle, from where it is
    /// first found. Every element reachable is visited once (Tarjan's
    /// strongly connected components, without recursion): a chain of
    /// 20,000 masks is one pass, not 20,000.
    private mutating func warnOfCycles(through ids: [String]) {
        guard !ids.isEmpty else { return }
        let drawing = Set(drawingIDs)
        // Tarjan's algorithm: components come out after every component
        // they reach, so what a component reaches is known when it is made.
        var index: [String: Int] = [:], lowLink: [String: Int] = [:], component: [String: Int] = [:]
        var stack: [String] = [], onStack: Set<String> = []
        var componentSizes: [Int] = [], drawnReached: [String?] = []
        for root in ids where index[root] == nil {
            var frames: [(id: String, next: Int)] = [(root, 0)]
            index[root] = index.count; lowLink[root] = index[root]
            stack.append(root); onStack.insert(root)
            while let (id, next) = frames.last {
                // Elements being drawn end a path: reaching one is what is warned of.
                let targets = references(ofID: id)
                if next < targets.count {
                    frames[frames.count - 1].next += 1
                    let target = targets[next]
                    guard elementsByID[target] != nil, !drawing.contains(target) else { continue }
                    if index[target] == nil {
                        index[target] = index.count; lowLink[target] = index[target]
                        stack.append(target); onStack.insert(target)
                        frames.append((target, 0))
                    } else if onStack.contains(target) {
                        lowLink[id] = min(lowLink[id]!, index[target]!)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { lowLink[parent.id] = min(lowLink[parent.id]!, lowLink[id]!) }
                guard lowLink[id] == index[id] else { continue }
                let number = componentSizes.count
                var members: [String] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component[member] = number
                    members.append(member)
                    if member == id { break }
                }
                componentSizes.append(members.count)
                // The first element being drawn this component references, directly or further on.
                var reached: String?
                for member in members where reached == nil {
                    for target in referencesByID[member] ?? [] {
                        if drawing.contains(target) { reached = target; break }
                        if let other = component[target], other != number, let further = drawnReached[other] { reached = further; break }
                    }
                }
                drawnReached.append(reached)
            }
        }
        for id in ids {
            let own = component[id]!
            let references = referencesByID[id] ?? []
            let next = drawnReached[own] ?? references.first { component[$0] == own && (componentSizes[own] > 1 || $0 == id) }
            guard let next else { continue }
            // One warning per cycle, from where it is first found.
            let isNew = !cyclicIDs.contains(id) && !cyclicIDs.contains(next)
            cyclicIDs.formUnion([id, next])
            if isNew {
                warn(elementsByID[id]!, "it references #\(next), which references it back; renderers break such a cycle in different places")
            }
        }
    }

    /// Carries `element` (`<text>`, `<image>`) into the output as written,
    /// in user space `transform`, with what it inherits from `parent`.
    mutating func carryDrawing(_ element: ParsedXMLElement, transform: AffineTransform, style: Style, parent: Style) {
        noteCarried(element.name, of: element)
        var drawn = element
        for name in ["transform", "transform-origin", "class", "style"] { drawn.attributes[name] = nil }
        var inherited = parent.inheritedProperties
        inherited["font-size"] = NumberFormat.exact.string(parent.fontSize)
        if style.clip != nil {
            warn(element, "a clip-path around this \(element.name) is not applied to it; it is drawn unclipped")
        }
        carryDefinitions(SVGCarriedContent.references(in: drawn) + inherited.values.flatMap(SVGCarriedContent.references(inValue:)))
        carried.drawings.append(SVGCarriedContent.Drawing(position: drawnElements.count, group: style.group, transform: transform,
                                                          element: drawn, inherited: inherited))
    }

    /// Carries an `<image>`: a `data:` URL as written, a file in the input's
    /// folder or an image folder of the options (or below them) embedded as
    /// a `data:` URL so that the output stands alone. Anything else is never
    /// read: skipped with a warning.
    mutating func carryImage(_ element: ParsedXMLElement, transform: AffineTransform, style: Style, parent: Style) {
        let reference = (element.attributes["href"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        var image = element
        // Percentages are of the viewport it is drawn in (a symbol's, a nested svg's), which the output does not have.
        for (name, axis) in [("x", SVGLength.Axis.horizontal), ("y", .vertical), ("width", .horizontal), ("height", .vertical)]
        where image.attributes[name]?.contains("%") == true {
            image.attributes[name] = SVGLength.userUnits(image.attributes[name]!, axis: axis, viewport: viewport, fontSize: parent.fontSize)
                .map(NumberFormat.exact.string)
        }
        if !reference.lowercased().hasPrefix("data:") {
            guard let embedded = embeddedImage(reference, of: element) else { return }
            image.attributes["href"] = embedded
        }
        guard checkedImage(image.attributes["href"]!, named: reference, of: element) else { return }
        carryDrawing(image, transform: transform, style: style, parent: parent)
    }

    /// Whether the image of the `data:` URL `url` (written as `reference`)
    /// may reach a renderer, warned of where not: a raster image that
    /// declares its size and at most `EmbeddedImageSize.maximumPixels`, or an
    /// SVG image that imports within the limits a document does (not
    /// compressed: 181 KB of gzip held two million rectangles). A raster
    /// image whose structure is damaged is kept, with a warning.
    private mutating func checkedImage(_ url: String, named reference: String, of element: ParsedXMLElement) -> Bool {
        let shown = reference.lowercased().hasPrefix("data:") ? "in a data: URL" : "\"\(reference.prefix(80))\""
        guard let (type, bytes) = EmbeddedImageSize.contents(ofDataURL: url) else {
            warn(element, "the image's data: URL cannot be decoded; skipped")
            return false
        }
        var refusal = EmbeddedImageSize.refusal(of: bytes, type: type)
        if refusal == nil, EmbeddedImageSize.isSVG(bytes, type: type) {
            if bytes.starts(with: [0x1F, 0x8B]) {
                refusal = "is a compressed SVG image, which is not read"
            } else {
                do {
                    _ = try SVGDocument(data: Data(bytes), fileName: "the image", options: options)
                } catch {
                    refusal = "is an SVG image that cannot be drawn within the limits of a document (\(error.description))"
                }
            }
        }
        if let refusal {
            warn(element, "the image \(shown) \(refusal); skipped")
        } else if let damage = EmbeddedImageDamage.damage(of: bytes) {
            warn(element, "the image \(shown) is damaged: \(damage); renderers draw part of it or nothing")
        }
        return refusal == nil
    }

    /// The file `reference` names, as a `data:` URL, or nil (with a warning)
    /// when it is not one that may be read.
    private mutating func embeddedImage(_ reference: String, of element: ParsedXMLElement) -> String? {
        let types = ["png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
                     "webp": "image/webp", "svg": "image/svg+xml"]
        let base = URL(fileURLWithPath: folder ?? FileManager.default.currentDirectoryPath)
        let file = URL(fileURLWithPath: reference, relativeTo: base).standardizedFileURL.resolvingSymlinksInPath()
        let allowed = ((folder.map { [$0] } ?? []) + options.imageFolders).map {
            URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        }
        guard !reference.isEmpty, !reference.contains(":"), let type = types[file.pathExtension.lowercased()],
              allowed.contains(where: { file.pathComponents.starts(with: $0) }) else {
            warn(element, "the image \"\(reference.prefix(80))\" is not a data: URL or a PNG, JPEG, GIF, WebP or SVG file in the input's folder or an image folder (--images-from); not read, skipped")
            return nil
        }
        // Opened without waiting (a named pipe would wait for a writer for
        // ever), and read only when it is a regular file.
        let descriptor = open(file.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            if descriptor >= 0 { close(descriptor) }
            warn(element, "the image file \"\(file.path)\" cannot be read (\(descriptor >= 0 ? "not a regular file" : String(cString: strerror(errno)))); skipped")
            return nil
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard let data = try? handle.read(upToCount: Self.maximumImageFileSize + 1) else {
            warn(element, "the image file \"\(file.path)\" cannot be read; skipped")
            return nil
        }
        guard data.count <= Self.maximumImageFileSize else {
            warn(element, "the image file \"\(file.path)\" is larger than \(Self.maximumImageFileSize >> 20) MiB; skipped")
            return nil
        }
        return "data:\(type);base64,\(data.base64EncodedString())"
    }
}
