import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphSupport

/// A morph as the studio's page asks for it and sees it: a timeline
/// through two or more inputs, each leg with a plan of pinned choices and a
/// timing; answered with the animated SVG the `morph` command writes for
/// them, every leg's plan of the choices made (the pinned ones kept), and
/// the shown leg's in-betweens and ends, with their elements and contours
/// to draw over the shapes. Everything goes through the commands themselves
/// (`MorphingOptions`, `MorphCommand`), so plans saved from the studio give
/// the command line the same morph.
struct StudioMorph: Encodable {
    /// One end as the page draws it.
    struct End: Encodable {
        /// The document's viewBox: x, y, width, height.
        var viewBox: [Double]
        /// Its elements in paint order: their contours, and letters.
        var elements: [Element]
        /// Its contours: path data, the point where each segment starts
        /// (what a start pins), and whether closed.
        var contours: [Contour]

        struct Element: Encodable {
            var contours: [Int]
            var letter: String?
        }

        struct Contour: Encodable {
            var d: String
            var points: [[Double]]
            var closed: Bool
        }

        init(_ document: SVGDocument) {
            let box = document.viewBox
            viewBox = [box.minX, box.minY, box.width, box.height]
            elements = document.elements.map { Element(contours: Array($0.contours), letter: $0.letter.map(String.init)) }
            contours = document.shape.contours.map { contour in
                let format = NumberFormat.decimals(3)
                return Contour(d: SVGPathData.string(for: Shape(contours: [contour]), format: format),
                               points: contour.segments.map { [$0.start.x, $0.start.y] }, closed: contour.isClosed)
            }
        }
    }

    /// The SMIL-animated SVG of the whole timeline, ids beginning with `preview-`.
    var svg: String
    /// The shown leg's in-betweens at `stripProgress`, as `at` draws them.
    var frames: [String]
    /// Every choice each leg made, those the request pinned still pinned.
    var plans: [MorphPlan]
    /// The shown leg's ends.
    var source: End, target: End

    /// The progress of each in-between of the strip.
    static let stripProgress = [0, 0.25, 0.5, 0.75, 1.0]

    /// The timing the preview and exports use when the page gives none.
    static let defaultTiming = "ease-in-out", defaultDuration = 1.0

    /// The morph `request` asks for, among `workspace`'s files; its plans
    /// and preview written in `scratch` on the way.
    init(_ request: Request, in workspace: StudioWorkspace, scratch: URL) throws {
        let shown = try request.shownLeg()
        let legs = try Self.legs(of: request, in: workspace, scratch: scratch)
        plans = legs.map(\.plan)
        let preview = scratch.appendingPathComponent("preview.svg")
        try Self.morph(request, in: workspace, plans: plans, scratch: scratch,
                       output: ["--format", "svg", "--id-prefix", "preview-", "--force", "-o", preview.path])
        svg = try String(contentsOf: preview, encoding: .utf8)
        let leg = legs[shown]
        let template = try AppearanceOptions.parse([]).template(for: [leg.morph.source, leg.morph.target])
        frames = Self.stripProgress.map { progress in
            AppearanceOptions.frame(leg.morph.document(at: progress), in: template).svgText(format: leg.numberFormat)
        }
        (source, target) = (End(leg.morph.source), End(leg.morph.target))
    }

    /// One leg of a request's timeline: its morph, as `morph` makes it, and
    /// the plan of its choices.
    struct Leg {
        var morph: DocumentMorph, plan: MorphPlan
        var numberFormat: NumberFormat
    }

    /// Every leg of `request`'s timeline, each with the choices its plan pins.
    static func legs(of request: Request, in workspace: StudioWorkspace, scratch: URL) throws -> [Leg] {
        let inputs = try request.keys.map(workspace.input)
        let importing = try parsed { try MorphingOptions.parse([]) }
        let documents = try ShapeInput.loadAll(inputs, quiet: true, options: importing.importOptions, text: importing.text.input)
        return try (0..<request.legCount).map { index in
            let planArguments = try Self.planArguments(request.plan(ofLeg: index), leg: index, in: scratch)
            let morphing = try parsed { try MorphingOptions.parse(planArguments) }
            let morph = try morphing.documentMorph(from: documents[index], to: documents[index + 1], arguments: (inputs[index], inputs[index + 1]))
            return Leg(morph: morph, plan: try morphing.plan(of: morph, files: (request.keys[index], request.keys[index + 1])),
                       numberFormat: morphing.numberFormat)
        }
    }

    /// Runs `morph` through `request`'s keys, as it times each leg, with
    /// `plans` (one per leg, written into `scratch`), writing as `output`
    /// (its options) says.
    static func morph(_ request: Request, in workspace: StudioWorkspace, plans: [MorphPlan], scratch: URL, output: [String]) throws {
        let inputs = try request.keys.map(workspace.input)
        let planned = try plans.enumerated().flatMap { try planArguments($0.element, leg: $0.offset, in: scratch) }
        let arguments = inputs + planned + request.timingArguments + output + ["-q"]
        let command = try parsed { try MorphCommand.parse(arguments) }
        try command.run()
    }

    /// `--plan FILE` for leg `leg`'s `plan` written into `scratch`, or
    /// nothing without a plan.
    static func planArguments(_ plan: MorphPlan?, leg: Int, in scratch: URL) throws -> [String] {
        guard let plan else { return [] }
        let file = scratch.appendingPathComponent("plan-\(leg).json")
        try plan.text.write(to: file, atomically: true, encoding: .utf8)
        return ["--plan", file.path]
    }

    /// `parse()`, a usage error said as the page's fault.
    static func parsed<Command>(_ parse: () throws -> Command) throws -> Command {
        do {
            return try parse()
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw StudioFailure.unusable(MorphCommand.message(for: error))
        }
    }
}
