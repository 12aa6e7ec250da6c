import Foundation
import ShapeMorph

extension SVGImporter {
    /// The gradient element a paint value `url(#id)` names, when it is a
    /// linear or radial gradient with stops (its own or, through `href`,
    /// another's); nil otherwise.
    func referencedGradient(_ paint: String) -> ParsedXMLElement? {
        guard let id = Self.reference(in: paint), let gradient = elementsByID[id],
              ["linearGradient", "radialGradient"].contains(gradient.name), !stops(of: gradient).isEmpty else { return nil }
        return gradient
    }

    /// The `#id` a paint value `url(#id)` or `url(#id) fallback` names.
    static func reference(in paint: String) -> String? {
        let trimmed = paint.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("url("), let close = trimmed.firstIndex(of: ")") else { return nil }
        let reference = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<close]
            .trimmingCharacters(in: CharacterSet(charactersIn: " '\""))
        return reference.hasPrefix("#") ? String(reference.dropFirst()) : nil
    }

    /// `gradient` painting an element whose contours, before `transform`
    /// places them, have `bounds`: in user space. Nil where an
    /// object-bounding-box gradient meets an element without width or
    /// height, which SVG does not paint with it.
    mutating func gradient(_ gradient: ParsedXMLElement, bounds: Rect?, transform: AffineTransform) -> SVGGradient? {
        let chain = Self.chain(from: gradient, in: elementsByID)
        // Geometry comes only from gradients of the same kind; units, spread and transform from any.
        let geometryNames: Set<String> = ["x1", "y1", "x2", "y2", "cx", "cy", "r", "fx", "fy", "fr"]
        func attribute(_ name: String) -> String? {
            chain.lazy.filter { !geometryNames.contains(name) || $0.name == gradient.name }.compactMap { $0.attributes[name] }.first
        }
        var placement = transform
        let usesBoundingBox = attribute("gradientUnits") != "userSpaceOnUse"
        if usesBoundingBox {
            guard let bounds, bounds.width > 0, bounds.height > 0 else { return nil }
            placement = AffineTransform(a: bounds.width, b: 0, c: 0, d: bounds.height, tx: bounds.minX, ty: bounds.minY)
                .followed(by: transform)
        }
        if let text = attribute("gradientTransform"), case .success(var own) = SVGTransformList.transform(from: text) {
            if own.determinant == 0 {
                warn(gradient, "gradientTransform \"\(text)\" flattens the gradient to nothing; ignored, as resvg does")
            } else {
                // Its origin is in the gradient's own units: fractions of the box or user space.
                let space = usesBoundingBox ? Rect(minX: 0, minY: 0, maxX: 1, maxY: 1) : viewport
                if let origin = attribute("transform-origin").flatMap({ SVGTransformOrigin.point($0, viewport: space) }) {
                    own = SVGTransformOrigin.transform(own, about: origin)
                }
                placement = own.followed(by: placement)
            }
        }
        // Coordinates: fractions of the box (numbers or percentages), or
        // user-space lengths.
        func coordinate(_ name: String, _ axis: SVGLength.Axis, default value: Double) -> Double {
            guard let text = attribute(name) else { return value }
            if usesBoundingBox { return Self.fraction(text) ?? value }
            return SVGLength.userUnits(text, axis: axis, viewport: viewport) ?? value
        }
        let whole = usesBoundingBox ? 1.0 : nil
        let geometry: SVGGradient.Geometry
        if gradient.name == "linearGradient" {
            geometry = .linear(
                start: Point(x: coordinate("x1", .horizontal, default: 0), y: coordinate("y1", .vertical, default: 0)),
                end: Point(x: coordinate("x2", .horizontal, default: whole ?? viewport.map(\.width) ?? 0),
                           y: coordinate("y2", .vertical, default: 0)))
        } else {
            let viewport = self.viewport
            let half = { (axis: SVGLength.Axis) in
                usesBoundingBox ? 0.5 : SVGLength.userUnits("50%", axis: axis, viewport: viewport) ?? 0
            }
            let centre = Point(x: coordinate("cx", .horizontal, default: half(.horizontal)),
                               y: coordinate("cy", .vertical, default: half(.vertical)))
            geometry = .radial(centre: centre, radius: max(0, coordinate("r", .diagonal, default: half(.diagonal))),
                               focus: Point(x: coordinate("fx", .horizontal, default: centre.x),
                                            y: coordinate("fy", .vertical, default: centre.y)),
                               focusRadius: max(0, coordinate("fr", .diagonal, default: 0)))
        }
        return SVGGradient(geometry: geometry, stops: stops(of: gradient),
                           spread: attribute("spreadMethod").flatMap(SVGGradient.Spread.init(rawValue:)) ?? .pad,
                           transform: placement)
    }

    /// The stops of `gradient`, or of the first gradient in its `href`
    /// chain that has any: offsets clamped to 0…1 and to at least the
    /// previous stop's.
    func stops(of gradient: ParsedXMLElement) -> [SVGGradient.Stop] {
        let elements = Self.chain(from: gradient, in: elementsByID).lazy
            .map { $0.children.filter { $0.name == "stop" } }.first { !$0.isEmpty } ?? []
        var stops: [SVGGradient.Stop] = []
        for element in elements {
            func value(_ name: String) -> String? { element.attributes[name] }
            let offset = max(stops.last?.offset ?? 0, min(1, max(0, value("offset").flatMap(Self.fraction) ?? 0)))
            stops.append(SVGGradient.Stop(offset: offset, colour: Paint(value("stop-color") ?? "black"),
                                          opacity: value("stop-opacity").flatMap(Self.alpha) ?? 1))
        }
        return stops
    }

    /// The most gradients or patterns an `href` chain is followed through
    /// (a longer one is warned of: `warnOfHrefCycles`).
    static let maximumHrefChain = 1_024

    /// `gradient` and the gradients its `href` references lead to, at most
    /// `maximumHrefChain` long and without repeats.
    private static func chain(from gradient: ParsedXMLElement, in elementsByID: [String: ParsedXMLElement]) -> [ParsedXMLElement] {
        var chain = [gradient]
        var seen: Set<String> = []
        while chain.count < maximumHrefChain, let last = chain.last,
              let href = last.attributes["href"] ?? last.attributes["xlink:href"], href.hasPrefix("#"),
              seen.insert(href).inserted, let next = elementsByID[String(href.dropFirst())],
              ["linearGradient", "radialGradient"].contains(next.name) {
            chain.append(next)
        }
        return chain
    }

    /// A number, or a percentage as a fraction.
    static func fraction(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let isPercentage = trimmed.hasSuffix("%")
        guard let number = Double(isPercentage ? String(trimmed.dropLast()) : trimmed), number.isFinite else { return nil }
        return isPercentage ? number / 100 : number
    }
}

extension SVGImporter {
    /// Resolves the gradients and patterns that elements drawn from `first`
    /// on took from a `use` as context paint against the use: its user
    /// space `transform` and the bounds of all it drew in that space.
    mutating func resolveContextPaints(drawnFrom first: Int, inUseSpace transform: AffineTransform) {
        guard contextGradients.last.map({ $0.element >= first }) == true || contextPatterns.last.map({ $0.element >= first }) == true,
              let local = transform.inverse else { return }
        let bounds = Shape(contours: elements[first...].flatMap(\.contours)).transformed(by: local).bounds
        resolveContextPatterns(drawnFrom: first, bounds: bounds)
        while let last = contextGradients.last, last.element >= first {
            contextGradients.removeLast()
            let resolved = gradient(last.gradient, bounds: bounds, transform: transform)
            // Without a box to paint in, a bounding-box gradient paints nothing.
            let colour = resolved?.fallbackColour ?? Paint.nothing
            if last.isFill {
                (drawnElements[last.element].paint.fillGradient, drawnElements[last.element].paint.fill) = (resolved, colour)
            } else {
                (drawnElements[last.element].paint.strokeGradient, drawnElements[last.element].paint.stroke) = (resolved, colour)
            }
        }
    }

    /// Warns, once per cycle, where the `href` chain of a gradient or a
    /// pattern loops back on itself: what it inherits along the chain stops
    /// there (a gradient left without stops paints nothing); and, from the
    /// start of a chain longer than `maximumHrefChain`, that it is
    /// followed no further. Each element is visited once, however long its
    /// chain (every element's own walk to the end was quadratic: 20,000
    /// gradients took minutes).
    mutating func warnOfHrefCycles() {
        let kinds: Set<String> = ["linearGradient", "radialGradient", "pattern"]
        func next(_ id: String) -> String? {
            guard let href = elementsByID[id]?.attributes["href"], href.hasPrefix("#"),
                  let target = elementsByID[String(href.dropFirst())], kinds.contains(target.name) else { return nil }
            return String(href.dropFirst())
        }
        let ids = elementsByID.keys.filter { kinds.contains(elementsByID[$0]!.name) }.sorted()
        // How many elements the chain from each id holds, cycles counted once.
        var lengths: [String: Int] = [:]
        for id in ids where lengths[id] == nil {
            var path: [String] = [], positions: [String: Int] = [:]
            var current: String? = id
            while let node = current, lengths[node] == nil, positions[node] == nil {
                positions[node] = path.count
                path.append(node)
                current = next(node)
            }
            var rest = current.flatMap { lengths[$0] } ?? 0
            if let node = current, let start = positions[node] {
                let cycle = path[start...]
                warn(elementsByID[cycle.first!]!, "its href chain loops back (\(cycle.map { "#" + $0 }.joined(separator: " → ")) → #\(node)); what it inherits stops there")
                for member in cycle { lengths[member] = cycle.count }
                rest = cycle.count
                path.removeSubrange(start...)
            }
            for node in path.reversed() {
                rest += 1
                lengths[node] = rest
            }
        }
        let referenced = Set(ids.compactMap(next))
        for id in ids where lengths[id]! > Self.maximumHrefChain && !referenced.contains(id) {
            warn(elementsByID[id]!, "its href chain is \(lengths[id]!) long; what it inherits is looked for in the first \(Self.maximumHrefChain) only")
        }
    }
}
