import ShapeMorph
package import ShapeMorphSupport

extension SVGGradient {
    /// The gradient as a `linearGradient` or `radialGradient` element with
    /// `id`, in user-space units, with its stops.
    package func element(id: String, format: NumberFormat) -> XMLOutputElement {
        XMLOutputElement(isLinear ? "linearGradient" : "radialGradient",
                         [("id", id)] + geometryAttributes(format: format),
                         children: stops.map { stop in
                             XMLOutputElement("stop", [("offset", format.string(stop.offset)), ("stop-color", stop.colour.text)]
                                              + (stop.opacity < 1 ? [("stop-opacity", format.string(stop.opacity))] : []))
                         })
    }

    /// Its units, line or circles, spread method and transform, as the
    /// attributes of its element (fixed names and order for every gradient
    /// of its kind, so that an animation can animate them one by one).
    func geometryAttributes(format: NumberFormat) -> [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = [("gradientUnits", "userSpaceOnUse")]
        switch geometry {
        case let .linear(start, end):
            attributes += [("x1", start.x), ("y1", start.y), ("x2", end.x), ("y2", end.y)].map { ($0, format.string($1)) }
        case let .radial(centre, radius, focus, focusRadius):
            attributes += [("cx", centre.x), ("cy", centre.y), ("r", radius), ("fx", focus.x), ("fy", focus.y),
                           ("fr", focusRadius)].map { ($0, format.string($1)) }
        }
        if spread != .pad { attributes.append(("spreadMethod", spread.rawValue)) }
        if transform != .identity {
            attributes.append(("gradientTransform", SVGCarriedContent.matrix(transform, format: format)))
        }
        return attributes
    }
}

extension SVGPaint {
    /// The ids of the gradients of the paint of element `id`, where it has
    /// them.
    func gradientIDs(element id: String) -> (fill: String?, stroke: String?) {
        (fillGradient.map { _ in "fill-\(id)" }, strokeGradient.map { _ in "stroke-\(id)" })
    }

    /// The elements of its gradients for element `id`.
    func gradientElements(element id: String, format: NumberFormat) -> [XMLOutputElement] {
        let ids = gradientIDs(element: id)
        return [(fillGradient, ids.fill), (strokeGradient, ids.stroke)].compactMap { gradient, id in
            guard let gradient, let id else { return nil }
            return gradient.element(id: id, format: format)
        }
    }
}
