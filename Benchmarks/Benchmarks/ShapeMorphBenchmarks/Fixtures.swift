import Foundation
import ShapeMorph
import ShapeMorphSVG

/// Inputs shared by the benchmarks, built once.
enum Fixtures {
    static func builtIn(_ name: String) -> Shape {
        // The built-in shapes are part of the library; a missing one is a bug.
        try! SVGDocument.builtIn(named: name)!.shape
    }

    /// A closed contour of `count` cubic segments around a wobbly circle of
    /// radius 100: `lobes` bumps of relative height `wobble`.
    static func wobblyCircle(segments count: Int, lobes: Int, wobble: Double) -> Shape {
        func point(_ angle: Double) -> Point {
            let radius = 100 * (1 + wobble * sin(Double(lobes) * angle))
            return Point(x: radius * cos(angle), y: radius * sin(angle))
        }
        let step = 2 * Double.pi / Double(count)
        let points = (0..<count).map { point(Double($0) * step) }
        let segments = (0..<count).map { index in
            let a = points[index], b = points[(index + 1) % count]
            return AnimatableCubicCurve(start: a, control1: a.lerp(to: b, 1.0 / 3), control2: a.lerp(to: b, 2.0 / 3), end: b)
        }
        return Shape(contours: [Contour(segments: segments, isClosed: true)])
    }

    static let largeSource = wobblyCircle(segments: 10_000, lobes: 7, wobble: 0.2)
    static let largeTarget = wobblyCircle(segments: 10_000, lobes: 12, wobble: 0.1)

    /// 10,000 circles of `radius` (four cubics each) on a 100 × 100 grid of
    /// spacing 10, moved by `offset`.
    static func dots(radius: Double, offset: Double) -> Shape {
        let k = 0.5523 * radius
        return Shape(contours: (0..<10_000).map { index in
            let center = Point(x: Double(index % 100) * 10 + offset, y: Double(index / 100) * 10 + offset)
            func at(_ dx: Double, _ dy: Double) -> Point { Point(x: center.x + dx, y: center.y + dy) }
            return Contour(segments: [
                AnimatableCubicCurve(start: at(radius, 0), control1: at(radius, k), control2: at(k, radius), end: at(0, radius)),
                AnimatableCubicCurve(start: at(0, radius), control1: at(-k, radius), control2: at(-radius, k), end: at(-radius, 0)),
                AnimatableCubicCurve(start: at(-radius, 0), control1: at(-radius, -k), control2: at(-k, -radius), end: at(0, -radius)),
                AnimatableCubicCurve(start: at(0, -radius), control1: at(k, -radius), control2: at(radius, -k), end: at(radius, 0)),
            ], isClosed: true)
        })
    }

    static let manyDotsSource = dots(radius: 3, offset: 0)
    static let manyDotsTarget = dots(radius: 2, offset: 2)

    /// The `Shapes/` folder of the project.
    static let shapesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Shapes")

    /// An SVG document of about `megabytes` MB holding one path of
    /// `largePathData(megabytes:)`.
    static func largePathDocument(megabytes: Double) -> Data {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d=""#
            + largePathData(megabytes: megabytes) + #""/></svg>"#
        return Data(text.utf8)
    }

    /// About `megabytes` MB of SVG in many small elements, each a path of five
    /// segments with its own fill, at seeded random places.
    static func manyElementDocument(megabytes: Double) -> Data {
        var state: UInt64 = 7
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double((state >> 33) % 1_000_000) / 1000
        }
        var text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000">"# + "\n"
        var index = 0
        while Double(text.utf8.count) < megabytes * 1_048_576 {
            text += #"<path d="M\#(next()) \#(next())c1.234 2.345 3.456 4.567 5.678 6.789s7.891 2.345 3.456 -4.567"#
                + ##"l-12.345 6.789q3.21 4.32 5.43 6.54z" fill="#\##(String(index % 4096, radix: 16))"/>"## + "\n"
            index += 1
        }
        return Data((text + "</svg>\n").utf8)
    }

    /// About `megabytes` MB of path data: random relative cubic commands,
    /// seeded so every run reads the same bytes.
    static func largePathData(megabytes: Double) -> String {
        var state: UInt64 = 42
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: (state >> 33) % 2000) - 1000
        }
        var d = "M0 0"
        d.reserveCapacity(Int(megabytes * 1_048_576) + 100)
        while Double(d.utf8.count) < megabytes * 1_048_576 {
            d += " c\(Double(next()) / 100) \(Double(next()) / 100) \(Double(next()) / 100) \(Double(next()) / 100) \(Double(next()) / 100) \(Double(next()) / 100)"
        }
        d += " z"
        return d
    }
}
