/// A failure to report in one sentence: exit status 1, 64 for a usage
/// error found only once the inputs are read, 128 + n after signal n (usage errors found by the
/// parser are `ValidationError`s, which exit with 64 and print the usage).
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    /// The exit status.
    var status: Int32

    init(_ description: String, isUsageError: Bool = false) {
        self.init(description, status: isUsageError ? 64 : 1)
    }

    init(_ description: String, status: Int32) {
        self.description = description
        self.status = status
    }
}
