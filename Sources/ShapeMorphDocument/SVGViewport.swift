package import ShapeMorph

/// The `viewBox` to viewport mapping of `preserveAspectRatio`.
package enum SVGViewport {
    /// The transform from `viewBox` to a `width` × `height` viewport.
    /// Unknown or malformed values fall back to `xMidYMid meet`, as browsers do.
    package static func transform(viewBox: Rect, width: Double, height: Double, preserveAspectRatio: String) -> ShapeMorph.AffineTransform {
        guard viewBox.width > 0, viewBox.height > 0 else { return .identity }
        var scaleX = width / viewBox.width, scaleY = height / viewBox.height
        let words = preserveAspectRatio.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        let align = words.first ?? "xMidYMid"
        var alignX = 0.5, alignY = 0.5
        if align != "none" {
            let scale = words.contains("slice") ? max(scaleX, scaleY) : min(scaleX, scaleY)
            (scaleX, scaleY) = (scale, scale)
            if align.count == 8 {
                alignX = ["xMin": 0, "xMid": 0.5, "xMax": 1][String(align.prefix(4))] ?? 0.5
                alignY = ["YMin": 0, "YMid": 0.5, "YMax": 1][String(align.suffix(4))] ?? 0.5
            }
        }
        let tx = (width - viewBox.width * scaleX) * alignX - viewBox.minX * scaleX
        let ty = (height - viewBox.height * scaleY) * alignY - viewBox.minY * scaleY
        return AffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: tx, ty: ty)
    }
}
