import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphFormats
import ShapeMorphSVG

/// The options every living shape (`blob`, `wander`, `wave`) shares, and
/// how one is written: one document whose shape moves over time, each
/// element keeping its paint.
struct LivingShapeOptions: ParsableArguments {
    @OptionGroup(title: "Motion") var motion: MotionOptions
    @OptionGroup(title: "Output") var output: AnimationOutputOptions
    @OptionGroup(title: "Numbers") var precision: PrecisionOption
    @OptionGroup(title: "Appearance") var appearance: AppearanceOptions

    /// Writes the animation of `document` whose shape at a time is
    /// `shape(time)`; every shape keeps the document's contours (each
    /// element's range), so that each element moves in its own paint.
    /// `overflowAdvice` says what to change when the motion carries the
    /// shape beyond the largest numbers.
    func write(_ document: SVGDocument, input: String, title: String, overflowAdvice: String = "give a smaller amplitude",
               shape: @escaping @Sendable (Double) -> Shape) throws {
        let started = Date()
        var framing = try appearance.template(for: appearance.painted([document]))
        let keyTimes = motion.keyTimes
        let segments = shape(0).segmentCount
        if output.writesAnimation {
            try AnimationOutputOptions.checkSize(keys: keyTimes.count, segments: segments, fewerKeys: "a lower --fps or a shorter --loop or --duration")
        }
        if output.overlay && appearance.viewBox == nil {
            framing.viewBox = AnimationOutputOptions.viewBox(framing.viewBox, showingControlPointsOf: keyTimes.map(shape))
        }
        let template = framing
        let drawn = { @Sendable (time: Double) -> SVGDocument in
            var frame = template
            frame.shape = shape(time)
            frame.elements = template.elements
            return frame
        }
        let overflow = AnimationOutputOptions.Overflow(cause: "motion", advice: overflowAdvice)
        let export = AnimationExport(
            template: template, frameTimes: motion.frameTimes, framesPerSecond: motion.fps, numberFormat: precision.numberFormat,
            animation: {
                SVGAnimation(duration: motion.length, framesPerSecond: motion.fps, repeats: motion.loops,
                             elements: template.elements, shape: shape)
            },
            frame: { time in
                let frame = drawn(time)
                try overflow.check(frame.shape, at: time)
                return frame
            })
        try output.write(export, documents: [template], inputs: [input], title: title, overflow: overflow, started: started)
    }

    /// The size of `document`'s shape, for options given relative to it:
    /// the longer side of its bounds (1 when it has none).
    ///
    /// - Throws: when the shape's extent or outline is too large to measure.
    static func size(of document: SVGDocument, input: String) throws -> Double {
        let bounds = document.shape.bounds
        guard bounds.map({ $0.width.isFinite && $0.height.isFinite }) ?? true, document.shape.perimeter().isFinite else {
            throw CommandFailure("\(input): the shape spans more than the largest numbers can measure; draw it smaller.")
        }
        guard let bounds, max(bounds.width, bounds.height) > 0 else { return 1 }
        return max(bounds.width, bounds.height)
    }
}
