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

extension ThereAndBack {
    /// Which of two matches of a closed and an open contour is kept.
    enum Preference {
        /// The closed contour meets the open one at a seam (or as the caller matched them).
        case direct(ContourCorrespondence)
        /// The closed contour meets the open one's loop.
        case thereAndBack(ContourCorrespondence)
    }

    /// The `loop` match (the open contour traced there and back) where it
    /// does not fold and travels less than the `direct` one, else the direct
    /// one. The side whose candidates travel least is chosen first, and the
    /// other only where one of its candidates travels less than that (as
    /// `ContourCorrespondence.Candidates.chosen(travellingLessThan:)`):
    /// choosing searches for crossings, the costly part, and where the guess
    /// is right the loser's search is not made.
    static func preferred(_ direct: ContourCorrespondence.Candidates,
                          _ loop: ContourCorrespondence.Candidates) -> Preference {
        guard loop.leastTravel < direct.leastTravel else {
            let seam = direct.chosen()
            guard let doubled = loop.chosen(travellingLessThan: seam.travel), !doubled.folds,
                  doubled.travel < seam.travel else { return .direct(seam) }
            return .thereAndBack(doubled)
        }
        let doubled = loop.chosen()
        guard !doubled.folds else { return .direct(direct.chosen()) }
        guard let seam = direct.chosen(travellingLessThan: doubled.travel) else { return .thereAndBack(doubled) }
        return doubled.travel < seam.travel ? .thereAndBack(doubled) : .direct(seam)
    }
}
