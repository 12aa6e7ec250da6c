import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphSupport

/// A morph as the studio's page asks for it and sees it: two inputs, a
/// plan of pinned choices, a timing; answered with the animated SVG the
/// `morph` command writes for them, the plan of every choice made (the
/// pinned ones kept), and each end's elements and contours to draw over
/// the shapes. Everything goes through the commands themselves
/// (`MorphingOptions`, `MorphCommand`), so a plan saved from the studio
/// gives the command line the same morph.
struct StudioMorph: Encodable {
    /// What the page asks for.
    struct Request: Codable, Equatable {
        /// Inputs as the page names them (see `StudioWorkspace.input(_:)`).
        var source: String, target: String
        /// The choices pinned so far; none for all automatic.
        var plan: MorphPlan?
        /// A `--timing` value and a `--duration` in seconds.
        var timing: String?, duration: Double?
    }

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

    /// The SMIL-animated SVG, ids beginning with `preview-`.
    var svg: String
    /// In-betweens at `stripProgress`, as `at` draws them.
    var frames: [String]
    /// Every choice the morph made, those the request pinned still pinned.
    var plan: MorphPlan
    var source: End, target: End

    /// The progress of each in-between of the strip.
    static let stripProgress = [0, 0.25, 0.5, 0.75, 1.0]

    /// The timing the preview and exports use when the page gives none.
    static let defaultTiming = "ease-in-out", defaultDuration = 1.0

    /// The morph `request` asks for, among `workspace`'s files; its plan and
    /// preview written in `scratch` on the way.
    init(_ request: Request, in workspace: StudioWorkspace, scratch: URL) throws {
        let inputs = [try workspace.input(request.source), try workspace.input(request.target)]
        let planArguments = try Self.planArguments(request.plan, in: scratch)
        let morphing = try Self.parsed { try MorphingOptions.parse(planArguments) }
        let documents = try ShapeInput.loadAll(inputs, quiet: true, options: morphing.importOptions, text: morphing.text.input)
        let documentMorph = try morphing.documentMorph(from: documents[0], to: documents[1], arguments: (inputs[0], inputs[1]))
        plan = try morphing.plan(of: documentMorph, files: (request.source, request.target))
        let preview = scratch.appendingPathComponent("preview.svg")
        try Self.morph(request, inputs: inputs, planArguments: planArguments,
                       output: ["--format", "svg", "--id-prefix", "preview-", "--force", "-o", preview.path])
        svg = try String(contentsOf: preview, encoding: .utf8)
        let template = try AppearanceOptions.parse([]).template(for: documents)
        frames = Self.stripProgress.map { progress in
            AppearanceOptions.frame(documentMorph.document(at: progress), in: template).svgText(format: morphing.numberFormat)
        }
        (source, target) = (End(documents[0]), End(documents[1]))
    }

    /// Runs `morph` on `inputs` as `request` times it, with the plan in
    /// `planArguments`, writing as `output` (its options) says.
    static func morph(_ request: Request, inputs: [String], planArguments: [String], output: [String]) throws {
        let timing = ["--timing", request.timing ?? defaultTiming, "--duration", String(request.duration ?? defaultDuration)]
        let command = try parsed { try MorphCommand.parse(inputs + planArguments + timing + output + ["-q"]) }
        try command.run()
    }

    /// `--plan FILE` for `plan` written into `scratch`, or none.
    static func planArguments(_ plan: MorphPlan?, in scratch: URL) throws -> [String] {
        guard let plan else { return [] }
        let file = scratch.appendingPathComponent("plan.json")
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
