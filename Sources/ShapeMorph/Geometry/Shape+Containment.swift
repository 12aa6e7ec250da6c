extension Shape {
    /// How many times the contours wind around `point`: clockwise turns on
    /// screen (y down) count +1, counterclockwise −1. Open contours count as
    /// closed by a straight line, as SVG fills them.
    ///
    /// The curves are flattened to `piecesPerSegment` chords each, so a point
    /// within about 1e-3 of a curved segment's size from it may be counted
    /// on the wrong side.
    ///
    /// - Complexity: O(segments × piecesPerSegment).
    public func windingNumber(at point: Point, piecesPerSegment: Int = 16) -> Int {
        FlattenedShape(self, piecesPerSegment: piecesPerSegment).windingNumber(at: point)
    }

    /// Whether the shape fills `point` under its fill rule (see
    /// `windingNumber(at:piecesPerSegment:)` for the accuracy).
    public func contains(_ point: Point, piecesPerSegment: Int = 16) -> Bool {
        FlattenedShape(self, piecesPerSegment: piecesPerSegment).contains(point)
    }
}

extension Contour {
    /// The winding number of the closed polygon through `vertices` around
    /// `point`, by signed crossings of the horizontal ray to its right:
    /// +1 for each clockwise turn on screen (y down).
    static func windingNumber(of vertices: [Point], at point: Point) -> Int {
        var winding = 0
        var previous = vertices[vertices.count - 1]
        for vertex in vertices {
            if previous.y <= point.y {
                // Going down the screen (y increasing) across the ray.
                if vertex.y > point.y, (vertex - previous).cross(point - previous) > 0 { winding += 1 }
            } else if vertex.y <= point.y, (vertex - previous).cross(point - previous) < 0 {
                winding -= 1
            }
            previous = vertex
        }
        return winding
    }
}
