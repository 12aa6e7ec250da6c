import ArgumentParser

/// Where a command that writes one SVG document puts it: a file, written by
/// `OutputFile`'s rule (replaced only with `--force`), or standard output.
struct DocumentOutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "Output SVG file (default: standard output).") var output: String?
    @Flag(help: "Replace an existing output file.") var force = false

    /// Writes `text` to the output file, never over one of `inputs`, and then
    /// prints `report(path)` on standard error; or writes it to standard
    /// output.
    func write(_ text: String, inputs: [String], report: (String) -> String) throws {
        if let output {
            try OutputFile.write(text, to: output, force: force, inputs: inputs)
            TerminalText.printToStandardError(report(output))
        } else {
            try StandardOutput.write(text)
        }
    }
}
