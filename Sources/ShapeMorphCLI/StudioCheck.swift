import ArgumentParser
import Foundation
import ShapeMorphCheck

/// What `shapemorph check` says of the leg the studio shows, with the
/// same plan and timing: the failures (each with the progresses of the
/// frames that show it) and the measures in a line.
struct StudioCheck: Encodable {
    var failures: [MorphFailure]
    var summary: String

    /// The check of the leg `request` shows; its plan written in `scratch`.
    init(_ request: StudioMorph.Request, in workspace: StudioWorkspace, scratch: URL) throws {
        let leg = try request.shownLeg()
        let inputs = try request.keys[leg...(leg + 1)].map(workspace.input)
        let arguments = inputs + (try StudioMorph.planArguments(request.plan(ofLeg: leg), leg: leg, in: scratch))
            + request.timingArguments(ofLeg: leg)
        let command = try StudioMorph.parsed { try CheckCommand.parse(arguments) }
        let measurement = try command.measure(inputs[0], inputs[1], at: try command.frameProgresses()).measurement
        failures = command.limits.failures(of: measurement)
        summary = CheckCommand.summary(measurement)
    }
}
