import Foundation
import ShapeMorph

/// A vertex of a path, where SVG draws markers: the end of each command
/// and the start of each subpath, with the path's direction into and out
/// of it (nil at the open ends of a subpath).
struct SVGPathVertex: Hashable, Sendable {
    var point: Point
    var incoming: Vector?
    var outgoing: Vector?

    /// The angle `orient="auto"` turns a marker by, in radians: half way
    /// from the incoming to the outgoing direction, the shorter way round
    /// (for opposite directions, the incoming one less a quarter turn, as
    /// resvg draws it); the one there is at an open end; 0 where the path
    /// has no direction.
    var bisectorAngle: Double {
        func angle(_ vector: Vector) -> Double {
            let radians = atan2(vector.dy, vector.dx)
            return radians < 0 ? radians + 2 * .pi : radians
        }
        switch (incoming.map(angle), outgoing.map(angle)) {
        case let (into?, out?):
            let half = (out - into) / 2
            return abs(half) > .pi / 2 ? into + half - .pi : into + half
        case let (into?, nil): return into
        case let (nil, out?): return out
        case (nil, nil): return 0
        }
    }

    /// The vertices of path data `text` in order (up to its first error).
    /// A closed subpath's first and last vertices both face its closing
    /// segment and its first segment.
    static func vertices(ofPathData text: String, arcTolerance: Double) -> [SVGPathVertex] {
        var interpreter = SVGPathInterpreter(arcTolerance: arcTolerance)
        var commandEnds: Set<Int> = []
        _ = SVGPathTokenizer.read(text) { command in
            do throws(SVGAttributeSyntaxError) {
                try interpreter.draw(command)
                commandEnds.insert(interpreter.segmentCount)
                return true
            } catch {
                return false
            }
        }
        return vertices(of: interpreter.finished().contours) { commandEnds.contains($0) }
    }

    /// The vertices of `contours` where `isVertex` says a command ends after
    /// that many segments (counted over all contours). `closesTwice` adds
    /// a vertex where a closed contour's last segment ends, as the `Z` of a
    /// path whose last curve already returns to its start has (the path
    /// SVG makes of an ellipse or a rounded rectangle).
    static func vertices(of contours: [Contour], closesTwice: Bool = false, isVertex: (Int) -> Bool = { _ in true }) -> [SVGPathVertex] {
        var vertices: [SVGPathVertex] = []
        var offset = 0
        for contour in contours {
            let segments = contour.segments
            guard let first = segments.first, let last = segments.last else { continue }
            let closing = contour.isClosed ? endDirection(of: last) : nil
            vertices.append(SVGPathVertex(point: first.start, incoming: closing, outgoing: startDirection(of: first)))
            for index in segments.indices.dropFirst() where isVertex(offset + index) {
                vertices.append(SVGPathVertex(point: segments[index].start, incoming: endDirection(of: segments[index - 1]),
                                              outgoing: startDirection(of: segments[index])))
            }
            if closesTwice, contour.isClosed {
                vertices.append(SVGPathVertex(point: last.end, incoming: endDirection(of: last), outgoing: nil))
            }
            vertices.append(SVGPathVertex(point: last.end, incoming: endDirection(of: last),
                                          outgoing: contour.isClosed ? startDirection(of: first) : nil))
            offset += segments.count
        }
        return vertices
    }

    /// The direction a segment leaves its start in: towards the first control
    /// point that is elsewhere (nil for a segment of no length).
    private static func startDirection(of segment: AnimatableCubicCurve) -> Vector? {
        [segment.control1, segment.control2, segment.end].lazy.map { $0 - segment.start }.first { $0.length > 0 }
    }

    private static func endDirection(of segment: AnimatableCubicCurve) -> Vector? {
        [segment.control2, segment.control1, segment.start].lazy.map { segment.end - $0 }.first { $0.length > 0 }
    }
}
