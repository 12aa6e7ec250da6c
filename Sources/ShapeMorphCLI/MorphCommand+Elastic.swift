import Foundation
import ShapeMorph
import ShapeMorphFormats
import ShapeMorphSVG
import ShapeMorphSupport

extension MorphCommand {
    /// The export of `morph` played elastic (`ElasticMorph`): every control
    /// point on its own copy of `spring`, the points half way round each
    /// contour `lag` seconds late on springs `softening` softer; paints
    /// blended as `spring` alone moves. It lasts `duration` seconds, else
    /// until every point settles; frames and keys every 1/`fps` s.
    static func elasticExport(_ morph: DocumentMorph, spring: Spring, lag: Double, softening: Double, duration: Double?, fps: Double,
                              template: SVGDocument, format: NumberFormat, overflow: AnimationOutputOptions.Overflow) throws -> AnimationExport {
        let jelly = ElasticMorph(morph.morph, spring: spring, lag: lag, softening: softening)
        let length = duration ?? jelly.duration
        guard length <= TimelineOptions.longestLeg, length * fps <= Double(TimelineOptions.mostFrames) else {
            throw CommandFailure("--elastic: its points settle after \(String(format: "%.4g", length)) s, more than a morph may last at "
                                 + "\(String(format: "%g", fps)) fps; give --duration, a stiffer spring or a lower --fps.")
        }
        let times = (0...Int((length * fps).rounded(.down))).map { Double($0) / fps } + (length * fps == (length * fps).rounded() ? [] : [length])
        // The frame at `time`: the points on their springs, the paints where the spring alone is.
        @Sendable func drawn(at time: Double) -> SVGDocument {
            var frame = morph.document(at: min(max(spring.position(at: time), -1), 2))
            frame.shape = jelly.shape(at: time)
            return frame
        }
        return AnimationExport(
            template: template, frameTimes: times, framesPerSecond: fps, numberFormat: format,
            animation: {
                // A key at every frame: each point eases on its own, which no shared easing says.
                let keys = try times.map { time in
                    let frame = drawn(at: time)
                    try overflow.check(frame.shape, at: time)
                    return SVGAnimation.Key(time: time, shape: frame.shape, elements: frame.elements)
                }
                return SVGAnimation(tracks: [SVGAnimation.Track(keys: keys)], duration: length, repeats: false)
            },
            frame: { time in
                let frame = AppearanceOptions.frame(drawn(at: time), in: template)
                try overflow.check(frame.shape, at: time)
                return frame
            })
    }
}
