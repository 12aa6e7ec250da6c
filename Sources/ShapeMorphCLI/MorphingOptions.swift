import ArgumentParser
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphText
import ShapeMorphSupport

/// Options shared by the commands that morph and write SVG.
struct MorphingOptions: ParsableArguments {
    @Option(name: .customLong("min-segments"), help: "Give every matched contour at least this many segments.")
    var minimumSegments: Int = 0

    @Option(help: ArgumentHelp(
        "How target contours are oriented: match-winding keeps outlines outlines and holes holes.",
        valueName: "mode"))
    var direction: DirectionArgument = .matchWinding

    @Option(help: ArgumentHelp(
        "Whether a shape turns as a whole: auto turns it where the target is nearly the source turned (and moved and scaled) and not nearly the source unturned, linear never turns (points travel straight), rigid always plays the best-fitting turn.",
        valueName: "mode"))
    var motion: MotionArgument = .auto

    @Option(help: ArgumentHelp(
        "Start source contour C's match at segment S of its target contour (like GSAP's shapeIndex); repeatable.",
        valueName: "C:S"))
    var start: [String] = []

    @Option(name: .customLong("pair"), help: ArgumentHelp(
        "Pin element S of the first shape to element T of the second (numbered from 0 as `inspect` lists them); --pair=S:- leaves S without a partner (it shrinks into a neighbour), --pair=-:T leaves T (it grows out of one); repeatable; the other elements pair as they would, between the pinned pairs, which keep paint order. Two shapes only.",
        valueName: "S:T"))
    var elementPairs: [String] = []

    @Option(name: .customLong("split"), help: ArgumentHelp(
        "Grow target element T, left without a partner, out of the pair holding source element S instead of the nearest pair; repeatable. Two shapes only.",
        valueName: "T:S"))
    var splits: [String] = []

    @Option(name: .customLong("merge"), help: ArgumentHelp(
        "Shrink source element S, left without a partner, into the pair holding target element T instead of the nearest pair; repeatable. Two shapes only.",
        valueName: "S:T"))
    var merges: [String] = []

    @Option(name: .customLong("plan"), help: ArgumentHelp(
        "A morph plan (JSON, as `inspect A B --plan-out FILE` writes it): keep the element pairs and contour starts it pins, decide the rest as without it; --pair and --start pin more. Through more than two shapes, once per leg in order (a leg without one is automatic).",
        valueName: "file"))
    var planFiles: [String] = []

    /// The one --plan file, or nil without one.
    var planFile: String? { planFiles.first }

    @Flag(help: "Treat the importer's warnings as errors (a path-data error, a skipped element, an image that may not be read): exit 1 instead of drawing what SVG would.")
    var strict = false

    @Option(name: .customLong("images-from"), help: ArgumentHelp(
        "A folder whose image files an <image> may embed, besides the input's own folder; repeatable.", valueName: "dir"))
    var imageFolders: [String] = []

    @Flag(name: .customLong("outline-text"), help: "Draw the <text> of SVG inputs as glyph outlines, so that it morphs: the default (fonts as for text: inputs: --font is the default family, --font-dir, --font-file); text using what is not laid out in outlines, or with no font or font library at hand, is kept as text, with a warning naming it.")
    var outlineText = false

    @Flag(name: .customLong("keep-text"), help: "Keep the <text> of SVG inputs as live text: it does not morph, and where the two ends' words differ it cross-fades (a warning says so).")
    var keepText = false

    /// How the inputs are imported: --strict, --images-from, and text drawn
    /// as outlines unless --keep-text.
    var importOptions: SVGImportOptions {
        var options = SVGImportOptions(isStrict: strict, imageFolders: imageFolders)
        if !keepText { options.textOutliner = FontconfigTextOutliner(sources: text.input.sources, defaultFamily: text.font) }
        return options
    }

    @OptionGroup var numbers: PrecisionOption
    @OptionGroup var text: TextOptions

    /// The matching options (starts pinned by --plan too, unless
    /// `reversed`: the closing leg of a loop starts on the plan's source).
    func morphOptions(reversed: Bool = false) throws -> MorphOptions {
        var starts = try startSegments()
        var reversals: [Int: Bool] = [:]
        if !reversed, let plan = try plan() {
            // A --start over a pinned start of the plan takes the plan's direction too only where it pins the same segment.
            reversals = plan.pinnedReversals.filter { starts[$0.key] == nil || starts[$0.key] == plan.pinnedStarts[$0.key] }
            starts.merge(plan.pinnedStarts) { given, _ in given }
        }
        var options = MorphOptions(minimumSegmentCount: minimumSegments, direction: direction.direction,
                                   startSegmentOverrides: starts, motion: motion.motion)
        options.targetReversals = reversals
        return options
    }

    /// The --plan file read, or nil without one; more than one is for the
    /// legs of a timeline (see `leg(_:from:to:)`).
    func plan() throws -> MorphPlan? {
        guard planFiles.count <= 1 else {
            throw CommandFailure("--plan is given once for each leg of a timeline; between two shapes, give one.", isUsageError: true)
        }
        return try planFile.map(MorphPlan.read)
    }

    /// These options for leg `index` of a timeline, from keyframe `from` to
    /// `to`, with only that leg's plan, and whether the leg plays its plan
    /// backward: the leg back to the first of two shapes (a loop's) keeps
    /// the plan of the way there, swapped; any other leg has the plan given
    /// in its place, if any.
    func leg(_ index: Int, from: Int, to: Int) -> (options: MorphingOptions, reversed: Bool) {
        let reversed = to == from - 1
        let planIndex = reversed ? to : index
        var options = self
        options.planFiles = planFiles.indices.contains(planIndex) ? [planFiles[planIndex]] : []
        return (options, reversed)
    }

    /// The plan of `documentMorph` (made by `documentMorph(from:to:arguments:)`
    /// between the inputs named `files`): what these options pin, pinned.
    func plan(of documentMorph: DocumentMorph, files: (source: String, target: String)) throws -> MorphPlan {
        let pins = try pins(from: documentMorph.source, to: documentMorph.target)
        let neighbours = try neighbourPins(from: documentMorph.source, to: documentMorph.target, reversed: false, pins: pins)
        let plan = try plan()
        let pinned = MorphPlan.Pinned(pairs: pins + neighbours.map(\.pin.element), contours: (plan?.pinnedContours(reversed: false) ?? []).map(\.pair),
                                      starts: Set(try morphOptions().startSegmentOverrides.keys),
                                      motions: Set((plan?.pinnedMotions(reversed: false) ?? [:]).keys))
        return MorphPlan(documentMorph, files: files, pinned: pinned)
    }

    /// The most segments --min-segments may ask for, all contours together:
    /// as many as a document may draw.
    static let mostMatchedSegments = 4_000_000

    /// The morph from `source` to `target` element by element, keeping
    /// what --plan, --pair, --split and --merge pin (their sides swapped
    /// when `reversed`: the closing leg of a loop); between two `text:`
    /// inputs (`arguments` names the inputs) without pins, the same letters
    /// pair first, then the others in order.
    func documentMorph(from source: SVGDocument, to target: SVGDocument, arguments: (source: String, target: String),
                       reversed: Bool = false) throws -> DocumentMorph {
        let pins = try pins(from: source, to: target, reversed: reversed)
        let neighbours = try neighbourPins(from: source, to: target, reversed: reversed, pins: pins)
        let plan = try plan()
        let motions = plan?.pinnedMotions(reversed: reversed) ?? [:]
        var pairs: [(source: Int, target: Int)]?
        if pins.isEmpty, neighbours.isEmpty, motions.isEmpty, let sourceText = try ShapeInput.textLayout(of: arguments.source, text.input),
           let targetText = try ShapeInput.textLayout(of: arguments.target, text.input) {
            pairs = TextLayout.elementPairs(from: sourceText, to: targetText)
        }
        // --min-segments applies to every contour: refused before any matching when all of them together are too many.
        let contours = max(source.shape.contours.count, target.shape.contours.count)
        guard minimumSegments * contours <= Self.mostMatchedSegments else {
            throw CommandFailure("--min-segments \(minimumSegments) for each of \(contours) contours asks for \(minimumSegments * contours) segments, "
                                 + "more than the \(Self.mostMatchedSegments) a morph may match; give a smaller --min-segments.", isUsageError: true)
        }
        var options = try morphOptions(reversed: reversed)
        let contourPins = plan?.pinnedContours(reversed: reversed) ?? []
        options.pinnedContourPairs = contourPins.map(\.pair)
        let morph = pairs.map { DocumentMorph(from: source, to: target, options: options, elementPairs: $0) }
            ?? DocumentMorph(from: source, to: target, options: options, pinning: pins, neighbourPins: neighbours.map(\.pin), motions: motions)
        try checkNeighbours(neighbours, of: morph)
        try checkContours(contourPins, in: morph)
        if morph.crossFadingTexts > 0 {
            let count = morph.crossFadingTexts
            TerminalText.printToStandardError("warning: \(arguments.source) → \(arguments.target): \(count) text\(count == 1 ? "" : "s") kept as text "
                + "cross-fade\(count == 1 ? "s" : "") instead of morphing (the words differ at the two ends); "
                + (keepText ? "leave out --keep-text to morph \(count == 1 ? "it" : "them") as outlines" : "the warnings above say why it was not drawn as outlines"))
        }
        if morph.currentColorBlends > 0 {
            let count = morph.currentColorBlends
            TerminalText.printToStandardError("warning: \(arguments.source) → \(arguments.target): \(count) element\(count == 1 ? "" : "s") "
                + "blend\(count == 1 ? "s" : "") currentColor (the page's colour) with another colour, as black: the frames between "
                + "are not in the page's colour; paint both ends in currentColor (--fill currentColor) to keep it")
        }
        if morph.gradientKindChanges > 0 {
            let count = morph.gradientKindChanges
            TerminalText.printToStandardError("warning: \(arguments.source) → \(arguments.target): \(count) element\(count == 1 ? "" : "s") "
                + "turn\(count == 1 ? "s" : "") from a linear gradient into a radial one (or back): frames and pictures bend one into the other, "
                + "but an animation (SVG, CSS, Lottie) draws the fallback colours (the first visible stops)")
        }
        return morph
    }

    /// The element choices pinned for a morph from `source` to `target`
    /// (the closing leg of a loop when `reversed`): --plan's, and --pair's
    /// over those of the same elements.
    func pins(from source: SVGDocument, to target: SVGDocument, reversed: Bool = false) throws -> [ElementPair] {
        var pins = try parsedPins()
        if reversed { pins = pins.map { ElementPair(source: $0.target, target: $0.source) } }
        if let problem = DocumentMorph.problem(withPins: pins, from: source, to: target) {
            throw CommandFailure("--pair: \(problem)", isUsageError: true)
        }
        if let plan = try plan(), let planFile {
            // --pair pins over the plan's pins of the same elements.
            let planned = try plan.pins(from: source, to: target, reversed: reversed, path: planFile).filter { pin in
                !pins.contains { ($0.source != nil && $0.source == pin.source) || ($0.target != nil && $0.target == pin.target) }
            }
            if let problem = DocumentMorph.problem(withPins: planned + pins, from: source, to: target) {
                throw CommandFailure("--plan \(planFile): \(problem)", isUsageError: true)
            }
            pins = planned + pins
        }
        return pins
    }

    /// The --pair values: pinned pairs, and elements pinned alone (`-` on
    /// the other side).
    private func parsedPins() throws -> [ElementPair] {
        try elementPairs.map { text in
            let words = text.split(separator: ":", omittingEmptySubsequences: false)
            guard words.count == 2, words.allSatisfy({ $0 == "-" || (Int($0).map { $0 >= 0 } ?? false) }), words != ["-", "-"] else {
                throw ValidationError("--pair needs SOURCE:TARGET, element numbers from 0 (like 0:1), or - on one side for an element "
                                      + "left without a partner (like 2:-); got '\(text)'.")
            }
            return ElementPair(source: Int(words[0]), target: Int(words[1]))
        }
    }

    /// The --start values, source contour to target segment.
    private func startSegments() throws -> [Int: Int] {
        var overrides: [Int: Int] = [:]
        for text in start {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, let contour = parts[0], let segment = parts[1], contour >= 0, segment >= 0 else {
                throw ValidationError("--start needs CONTOUR:SEGMENT, two whole numbers from 0, like 0:3; got '\(text)'.")
            }
            guard overrides[contour] == nil else {
                throw ValidationError("--start names contour \(contour) twice (\(contour):\(overrides[contour]!) and \(text)); give each contour one start.")
            }
            overrides[contour] = segment
        }
        return overrides
    }

    /// Refuses contour pairs the --plan pins (each with its place in the
    /// plan's `contours`) that `morph` could not keep: contours of elements
    /// not paired together, or a contour pinned twice.
    private func checkContours(_ pins: [(index: Int, pair: ContourPair)], in morph: DocumentMorph) throws {
        let made = Set(morph.morph.matches.map(\.pair))
        for (index, pin) in pins where !made.contains(pin) {
            throw CommandFailure("--plan \(planFile ?? ""): contours[\(index)]: \(pin.source.map { "source contour \($0)" } ?? "nothing") with "
                                 + "\(pin.target.map { "target contour \($0)" } ?? "nothing") cannot be kept: a contour pair must lie inside "
                                 + "one pair of elements, and each contour be pinned once.", isUsageError: true)
        }
    }

    /// Refuses --start values (and starts a --plan pins, unless `reversed`)
    /// that name no contour of `morph`'s source, a contour without a closed
    /// partner, or a segment its partner lacks.
    func checkStarts(of morph: Morph, reversed: Bool = false) throws {
        let planned = reversed ? [] : try plan()?.starts.enumerated().filter { $0.element.pinned }
            .map { ("--plan \(planFile!): starts[\($0.offset)]", $0.element.sourceContour, $0.element.startSegment) } ?? []
        let given = try startSegments().sorted(by: { $0.key < $1.key }).map { ("--start \($0.key):\($0.value)", $0.key, $0.value) }
        for (name, contour, segment) in given + planned {
            let count = morph.source.contours.count
            guard contour < count else {
                throw CommandFailure("\(name): the source has \(count) contour\(count == 1 ? "" : "s"), numbered from 0 to \(count - 1).", isUsageError: true)
            }
            guard let target = morph.matches.first(where: { $0.pair.source == contour })?.pair.target else {
                throw CommandFailure("\(name): source contour \(contour) has no partner to start on.", isUsageError: true)
            }
            // As matching sees them: closed where their ends meet, segments of nonzero length.
            let (source, partner) = (morph.source.contours[contour].tidied(), morph.target.contours[target].tidied())
            guard source.isClosed, partner.isClosed else {
                throw CommandFailure("\(name): source contour \(contour) or its partner is open, and an open match starts at its ends.", isUsageError: true)
            }
            let segments = partner.segments.count
            guard segment < segments else {
                throw CommandFailure("\(name): the partner of source contour \(contour) has \(segments) segment\(segments == 1 ? "" : "s"), numbered from 0 to \(segments - 1).", isUsageError: true)
            }
        }
    }

    var numberFormat: NumberFormat { numbers.numberFormat }

    func validate() throws {
        _ = try startSegments()
        _ = try parsedPins()
        _ = try parsedNeighbourPins()
        if planFiles.contains("-") { throw ValidationError("--plan needs a file: it is read once for each leg, and standard input only once.") }
        guard !(outlineText && keepText) else {
            throw ValidationError("--outline-text and --keep-text ask for opposite things; give one (outlines are the default).")
        }
        guard minimumSegments >= 0, minimumSegments <= 100_000 else {
            throw ValidationError("--min-segments must be from 0 to 100000.")
        }
    }
}
