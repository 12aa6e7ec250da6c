// Checks shared by the fuzz targets: what every imported shape must allow.
import ShapeMorph
import ShapeMorphSVG

/// Writes `shape` exactly, reads it back and morphs it with a heart; traps
/// (so libFuzzer reports) when written data does not read back as written
/// or a morph of finite shapes produces a non-finite point.
func exerciseShape(_ shape: Shape) {
    let text = SVGPathData.string(for: shape, format: .exact)
    let (reread, error) = SVGPathData.shape(from: text)
    if error != nil || reread.segmentCount != shape.segmentCount {
        fatalError("written path data does not read back: \(error.map(String.init(describing:)) ?? "segment count differs")")
    }
    guard shape.segmentCount <= 2_000 else { return }
    let heart = Shape(contours: [Contour(closedThrough: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 8)])])
    let morph = Morph(from: shape, to: heart)
    for progress in [0.0, 0.5, 1.0] {
        if !morph.shape(at: progress).isFinite { fatalError("non-finite point at progress \(progress)") }
    }
}

