import Foundation
import ShapeMorph
import ShapeMorphSVG

/// The repository's `Shapes/` folder, found from this file's path.
let shapesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Shapes")

/// The URL of `Shapes/NAME.svg`.
func shapeFile(_ name: String) -> URL { shapesFolder.appendingPathComponent("\(name).svg") }

/// The names of every SVG file in `Shapes/`, without extension.
func allShapeNames() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: shapesFolder.path)) ?? [])
        .filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.sorted()
}

/// The largest distance between corresponding sample points of two shapes
/// with the same structure of contours (segments may be cut differently:
/// samples are taken at equal parameter steps per contour, so use it for
/// shapes whose segments correspond).
func maximumSampledDistance(_ a: Shape, _ b: Shape, samplesPerSegment: Int = 16) -> Double {
    guard a.contours.count == b.contours.count else { return .infinity }
    var worst = 0.0
    for (p, q) in zip(a.contours, b.contours) {
        guard p.segments.count == q.segments.count else { return .infinity }
        for (s, t) in zip(p.segments, q.segments) {
            for index in 0...samplesPerSegment {
                let u = Double(index) / Double(samplesPerSegment)
                worst = max(worst, s.point(at: u).distance(to: t.point(at: u)))
            }
        }
    }
    return worst
}

/// A linear congruential generator: the same sequence for a seed on every
/// run, for random test cases that reproduce.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}

/// A document drawing `body` in a 100 × 100 viewBox.
func svgDocument(drawing body: String) throws -> SVGDocument {
    let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\(body)</svg>"
    return try SVGDocument(data: Data(text.utf8), fileName: "test.svg")
}
