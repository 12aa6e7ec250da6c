import ArgumentParser
import Foundation
import ShapeMorphCheck

/// What `shapemorph check` says of the morph the studio shows, with the
/// same plan and timing: the failures (each with the progresses of the
/// frames that show it) and the measures in a line.
struct StudioCheck: Encodable {
    var failures: [MorphFailure]
    var summary: String

    /// The check of the morph `request` asks for; its plan written in `scratch`.
    init(_ request: StudioMorph.Request, in workspace: StudioWorkspace, scratch: URL) throws {
        let inputs = [try workspace.input(request.source), try workspace.input(request.target)]
        let timing = ["--timing", request.timing ?? StudioMorph.defaultTiming, "--duration", String(request.duration ?? StudioMorph.defaultDuration)]
        let arguments = inputs + (try StudioMorph.planArguments(request.plan, in: scratch)) + timing
        let command = try StudioMorph.parsed { try CheckCommand.parse(arguments) }
        let measurement = try command.measure(inputs[0], inputs[1], at: try command.frameProgresses()).measurement
        failures = command.limits.failures(of: measurement)
        summary = CheckCommand.summary(measurement)
    }
}
