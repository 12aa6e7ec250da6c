/// A failure to report in one sentence, exiting with status 1 (usage errors
/// are `ValidationError`s, which exit with 64).
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
