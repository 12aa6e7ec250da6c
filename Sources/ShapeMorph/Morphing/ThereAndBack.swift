/// An open contour traced there and back: a closed loop that runs along it
/// to its end and returns the same way.
///
/// A closed contour paired with an open one meets it at a seam, and its
/// whole outline then runs along the open contour once: one side of a slash
/// morphing into a line turns over on its way, passing through a point.
/// Matched with the loop instead, the outline flattens onto the line with
/// both its sides, each side to its own way along it. The end drawn is the
/// open contour twice over: a stroke draws that the same where it turns back
/// as it ends (round caps and joins, or butt caps and miter or bevel joins,
/// undashed), and a fill draws nothing there.
enum ThereAndBack {
    /// `open` and then `open` reversed, as one closed contour of twice its
    /// segments, starting where `open` starts.
    static func loop(_ open: Contour) -> Contour {
        Contour(segments: Array(open.segments) + open.reversed().segments, isClosed: true)
    }

    /// The way there of `contour` where it is a loop traced there and back
    /// (its second half its first reversed, each point within a billionth
    /// of its size), else nil.
    static func wayThere(of contour: Contour) -> Contour? {
        let segments = contour.segments, count = segments.count
        guard count >= 2, count.isMultiple(of: 2), let bounds = contour.bounds else { return nil }
        let tolerance = 1e-9 * max(bounds.width, bounds.height)
        for index in 0..<count / 2 {
            let (there, back) = (segments[index], segments[count - 1 - index])
            guard there.start.distance(to: back.end) <= tolerance, there.control1.distance(to: back.control2) <= tolerance,
                  there.control2.distance(to: back.control1) <= tolerance, there.end.distance(to: back.start) <= tolerance
            else { return nil }
        }
        return Contour(uncheckedSegments: Array(segments.prefix(count / 2)), isClosed: false)
    }
}
