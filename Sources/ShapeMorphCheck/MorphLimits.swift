import Foundation
import ShapeMorph

/// What a clean morph stays within, and the failures of a measurement
/// beyond it. The defaults pass the engine's morphs of the card suits and
/// of most corpus icons, and fail twists, pops, wrong end frames, area
/// growing from empty space and cross-fades.
public struct MorphLimits: Sendable, Codable, Equatable {
    /// A change of drawn area between consecutive frames larger than this
    /// share of the ends' mean area is a pop (and so is a picture changing
    /// at once: `MorphMeasurement.picturePops`).
    public static let popShare = 0.08

    /// New self-crossings allowed: stretches of progress over which a
    /// contour crosses itself although neither of its ends does.
    public var newCrossings = 0
    /// Pops allowed: jumps of the drawn area, or of the picture.
    public var pops = 0
    /// The least overlap of an end frame's pixels with its input's.
    public var endOverlap = 0.99
    /// The most total turning at progress ½ over the ends' mean, if any.
    /// No limit by default: on the corpus it does not tell good morphs from
    /// bad (five tally strokes merging into one, a clean morph, turn 4.0
    /// times as much; heart → spade twisted by a forced start 1.26), and new
    /// self-crossings catch twists.
    public var turningExcess: Double?
    /// The largest share of the area that may grow from empty space.
    public var areaFromNothing = 0.25
    /// Elements allowed to fade while the other end has elements.
    public var crossFades = 0
    /// The most mean travel over the ends' diagonal, if any.
    public var travel: Double?

    /// The defaults.
    public init() {}

    /// What `measurement` does beyond these limits, one sentence each,
    /// naming frames and places.
    public func failures(of measurement: MorphMeasurement) -> [MorphFailure] {
        var failures: [MorphFailure] = []
        func percent(_ value: Double) -> String { String(format: "%.1f %%", 100 * value) }
        if measurement.newCrossings.count > newCrossings {
            let places = measurement.newCrossings.prefix(4).map { crossing in
                let stretch = crossing.from == crossing.to ? String(format: "at p = %.4f", crossing.from)
                    : String(format: "from p = %.4f to %.4f", crossing.from, crossing.to)
                return String(format: "contour %d %@ (near %.4g, %.4g)", crossing.contour, stretch, crossing.point.x, crossing.point.y)
            }
            let count = measurement.newCrossings.count
            failures.append(MorphFailure(measure: .newCrossings, progresses: measurement.newCrossings.map(\.progress),
                message: "\(count) new self-crossing\(count == 1 ? "" : "s") (a contour crossing itself where neither end does): "
                    + places.joined(separator: ", ") + (count > 4 ? ", …" : "")))
        }
        if measurement.pops.count > pops {
            let areaPops = measurement.pops.filter { $0.kind == .area }, picturePops = measurement.pops.filter { $0.kind == .picture }
            func places(_ pops: [MorphMeasurement.Pop], _ size: (Double) -> String) -> String {
                pops.prefix(4).map { String(format: "p = %.3g → %.3g (%@)", $0.from, $0.to, size($0.jump)) }.joined(separator: ", ")
                    + (pops.count > 4 ? ", …" : "")
            }
            func pairs(_ count: Int) -> String { count == 1 ? "1 pair" : "\(count) pairs" }
            var parts: [String] = []
            if !areaPops.isEmpty {
                parts.append("the drawn area jumps by more than \(percent(Self.popShare)) of the ends' between \(pairs(areaPops.count)) of frames: "
                    + places(areaPops, percent))
            }
            if !picturePops.isEmpty {
                parts.append("the picture changes at once, over \(Int(MorphMeasurement.picturePopRatio)) times as fast as the frames beside, "
                    + "between \(pairs(picturePops.count)) of frames (an effect, group or paint switching): "
                    + places(picturePops) { percent($0) + " of the colour" })
            }
            failures.append(MorphFailure(measure: .pops, progresses: measurement.pops.map(\.to), message: parts.joined(separator: "; ")))
        }
        for (progress, overlap) in zip([0.0, 1], measurement.endOverlaps) where overlap < endOverlap {
            failures.append(MorphFailure(measure: .endOverlap, progresses: [progress],
                message: "the frame at p = \(Int(progress)) covers \(percent(overlap)) of what its input covers (pixels in common over either's), below \(percent(endOverlap))"))
        }
        if let turningExcess, measurement.turningExcess > turningExcess {
            let (value, limit) = Self.shownApart(measurement.turningExcess, turningExcess, digits: 2)
            failures.append(MorphFailure(measure: .turningExcess, progresses: [0.5],
                message: "the frame at p = 0.5 turns \(value) times as much as the ends (a twist), more than \(limit)"))
        }
        if measurement.areaFromNothing > areaFromNothing {
            let (value, limit) = Self.shownApart(100 * measurement.areaFromNothing, 100 * areaFromNothing, digits: 1)
            failures.append(MorphFailure(measure: .areaFromNothing, progresses: [0.5],
                message: "\(measurement.contoursFromNothing) contours holding \(value) % of the area grow from empty space, more than \(limit) %"))
        }
        if measurement.crossFades > crossFades {
            failures.append(MorphFailure(measure: .crossFades, progresses: [0.5],
                message: measurement.textCrossFades == measurement.crossFades
                    ? (measurement.crossFades == 1 ? "1 text kept as text cross-fades" : "\(measurement.crossFades) texts kept as text cross-fade")
                        + " instead of morphing (drawn as outlines they morph: leave out --keep-text, or give the fonts they need)"
                    : "\(measurement.crossFades) elements fade out or in instead of morphing (no element pairs; give --pair)"
                        + (measurement.textCrossFades > 0 ? ", \(measurement.textCrossFades) of them texts kept as text" : "")))
        }
        if let travel, measurement.travel > travel {
            let (value, limit) = Self.shownApart(measurement.travel, travel, digits: 3)
            failures.append(MorphFailure(measure: .travel, progresses: [0.5],
                message: "points travel \(value) of the diagonal on average, more than \(limit)"))
        }
        return failures
    }

    /// A measured value and the limit it passes, each with at least
    /// `digits` decimals and as many more as it takes to tell them apart
    /// (1.0004 over a limit of 1 reads "1.0004" and "1.0000", not "1.00"
    /// twice); at most 17 significant digits.
    static func shownApart(_ value: Double, _ limit: Double, digits: Int) -> (value: String, limit: String) {
        var decimals = digits
        while decimals < 17, String(format: "%.*f", decimals, value) == String(format: "%.*f", decimals, limit) { decimals += 1 }
        return (String(format: "%.*f", decimals, value), String(format: "%.*f", decimals, limit))
    }
}

/// One way a morph goes beyond its `MorphLimits`.
public struct MorphFailure: Sendable, Codable, Equatable, CustomStringConvertible {
    /// The measures limits apply to.
    public enum Measure: String, Sendable, Codable {
        /// Frames crossing themselves where neither end does.
        case newCrossings
        /// Jumps of the drawn area or the picture between frames.
        case pops
        /// End frames rendering unlike their inputs.
        case endOverlap
        /// Turning half way beyond the ends' (a twist).
        case turningExcess
        /// Area growing out of empty space.
        case areaFromNothing
        /// Elements fading instead of morphing.
        case crossFades
        /// How far points travel.
        case travel
    }

    /// The measure beyond its limit.
    public var measure: Measure
    /// The progresses of the frames that show it.
    public var progresses: [Double]
    /// What is wrong, and where.
    public var message: String

    public var description: String { message }
}
