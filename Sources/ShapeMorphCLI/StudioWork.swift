import Foundation
import ShapeMorphFormats
import ShapeMorphSVG

/// What the page asks to save: the shown leg's plan, or the morph in a
/// format, as a new file in the studio's folders.
struct StudioSave: Decodable {
    /// The morph, as the page shows it.
    var morph: StudioMorph.Request
    /// `plan`, `html` (the preview page `morph --html` writes), or a
    /// format `morph --format` writes (into a new folder: `frames`, `png`).
    var format: String
    /// The new file's name, relative to a folder.
    var name: String
}

/// Runs what the page asks for, one request at a time (the commands print
/// and write files), in a scratch folder of its own.
actor StudioWork {
    let workspace: StudioWorkspace
    let scratch: URL

    init(workspace: StudioWorkspace, scratch: URL) {
        (self.workspace, self.scratch) = (workspace, scratch)
    }

    /// The files the page may open.
    func listing() -> [String: [String]] {
        ["files": workspace.files(), "shapes": SVGDocument.builtInNames]
    }

    /// The morphs answered last, by what was asked and the state of the
    /// files asked for, newest last.
    private var answers: [(key: AnswerKey, morph: StudioMorph)] = []
    /// How many answers are kept.
    static let answersKept = 16

    private struct AnswerKey: Equatable {
        var request: StudioMorph.Request
        /// Each input file's modification date and size (nil for others).
        var dates: [Date?], sizes: [Int?]
    }

    /// The morph `request` asks for; the same again (files unchanged) at once.
    func morph(_ request: StudioMorph.Request) throws -> StudioMorph {
        let inputs = try request.keys.map(workspace.input)
        let attributes = inputs.map { try? FileManager.default.attributesOfItem(atPath: $0) }
        let key = AnswerKey(request: request, dates: attributes.map { $0?[.modificationDate] as? Date },
                            sizes: attributes.map { $0?[.size] as? Int })
        if let answer = answers.first(where: { $0.key == key }) { return answer.morph }
        let morph = try StudioMorph(request, in: workspace, scratch: scratch)
        answers = Array((answers + [(key, morph)]).suffix(Self.answersKept))
        return morph
    }

    /// Keeps a file dropped onto the page; its name as an input.
    func drop(_ data: Data, named name: String) throws -> String {
        try workspace.drop(data, named: name)
    }

    /// What `shapemorph check` says of the morph `request` asks for.
    func check(_ request: StudioMorph.Request) throws -> StudioCheck {
        try StudioCheck(request, in: workspace, scratch: scratch)
    }

    /// Writes what `save` asks for; the name written.
    func save(_ save: StudioSave) throws -> String {
        let output = try workspace.output(save.name)
        if save.format == "plan" {
            guard let plan = save.morph.plan(ofLeg: try save.morph.shownLeg()) else {
                throw StudioFailure.unusable("Nothing is pinned: there is no plan to save.")
            }
            try plan.text.write(to: output, atomically: true, encoding: .utf8)
            return save.name
        }
        let written: [String]
        if save.format == "html" {
            written = ["--html", output.path]
        } else if let format = AnimationExport.Format(rawValue: save.format) {
            written = ["--format", format.rawValue, "-o", output.path + (format.isOneFile ? "" : "/")]
        } else {
            throw StudioFailure.unusable("\(save.format): not a format the studio writes (svg, css, lottie, gif, mp4, frames, png, html, …).")
        }
        let plans = try StudioMorph.legs(of: save.morph, in: workspace, scratch: scratch).map(\.plan)
        try StudioMorph.morph(save.morph, in: workspace, plans: plans, scratch: scratch, output: written)
        return save.name
    }
}
