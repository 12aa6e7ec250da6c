import Foundation
import ShapeMorphSVG
import ShapeMorphSupport

/// One line of a batch manifest: a `morph`, `at` or `sheet` run, written
/// as a JSON object with the command's own options.
///
///     {"command": "morph", "shapes": ["heart", "club"], "output": "heart-club.gif", "timing": "bouncy", "fps": 24}
///
/// `command` names the command, `shapes` its shapes in order and `output`
/// the file (or folder) it writes; every other key is an option by its long
/// name without the dashes: a string or number is its value, `true` gives a
/// flag (`false` leaves it out), an array repeats the option once per
/// value.
struct BatchJob: Equatable {
    /// The commands a batch may run.
    static let commands: Set<String> = ["morph", "at", "sheet"]

    /// The line number in the manifest, from 1.
    var line: Int
    /// Where the job writes.
    var output: String
    /// The shapes it reads (files or built-in names).
    var shapes: [String]
    /// The command line after `shapemorph`: the command, the output and
    /// the options (`--name value`, `--name=-value`, `--name` for a flag),
    /// then `--` and the shapes, so that no value or shape is ever read as
    /// an option (a negative number, a file named `-x.svg`).
    var arguments: [String]

    /// The job on manifest line `line`, or why it cannot run, in one
    /// sentence (without the line number).
    init(line: Int, text: String) throws(CommandFailure) {
        self.line = line
        guard let object = try? JSONDecoder().decode([String: Value].self, from: Data(text.utf8)) else {
            throw CommandFailure("not a JSON object of strings, numbers, true, false and lists of them")
        }
        guard case .string(let command)? = object["command"], Self.commands.contains(command) else {
            throw CommandFailure("\"command\" must be one of \(Self.commands.sorted().joined(separator: ", "))")
        }
        guard case .list(let list)? = object["shapes"], !list.isEmpty,
              case let shapes = list.compactMap({ if case .string(let shape) = $0 { shape } else { nil } }), shapes.count == list.count else {
            throw CommandFailure("\"shapes\" must be a list of shapes (files or built-in names)")
        }
        guard case .string(let output)? = object["output"], !output.isEmpty else {
            throw CommandFailure("\"output\" must name the file the job writes")
        }
        self.output = output
        self.shapes = shapes
        var arguments = [command] + Self.option("output", output)
        for key in object.keys.sorted() where !["command", "shapes", "output"].contains(key) {
            guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }), key.first?.isLetter == true else {
                throw CommandFailure("\"\(key)\" is not an option name (write it without dashes, as \"min-segments\")")
            }
            let values: [Value]
            if case .list(let list) = object[key]! { values = list } else { values = [object[key]!] }
            for value in values {
                switch value {
                case .flag(let isOn): if isOn { arguments.append("--\(key)") }
                case .number(let number): arguments += Self.option(key, NumberFormat.exact.string(number))
                case .string(let string): arguments += Self.option(key, string)
                case .list: throw CommandFailure("\"\(key)\" must be a string, a number, true or false, or a list of them")
                }
            }
        }
        self.arguments = arguments + ["--"] + shapes
    }

    /// Option `name` with `value`: `--name=value` when the value starts
    /// with a dash (else it would read as an option), else `--name value`
    /// (else a value starting with a combining mark would join the `=`).
    private static func option(_ name: String, _ value: String) -> [String] {
        value.hasPrefix("-") ? ["--\(name)=\(value)"] : ["--\(name)", value]
    }

    /// A JSON value a job may hold.
    private enum Value: Decodable {
        case flag(Bool), number(Double), string(String), list([Value])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) { self = .flag(flag) }
            else if let number = try? container.decode(Double.self) { self = .number(number) }
            else if let string = try? container.decode(String.self) { self = .string(string) }
            else { self = .list(try container.decode([Value].self)) }
        }
    }

    /// Each job line of a manifest's text: its number and its job, or why
    /// it is none; blank lines and lines starting with `#` are not jobs.
    static func jobs(in text: String) -> [(line: Int, job: Result<BatchJob, CommandFailure>)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
            return (index + 1, Result { () throws(CommandFailure) in try BatchJob(line: index + 1, text: trimmed) })
        }
    }

    /// Whether the job's output is there as a run of it leaves it when it
    /// ends well (what `--resume` skips): a file that is not empty (files
    /// arrive whole, by a rename), or a folder holding a published frame
    /// sequence and no staging of a run cut short. An empty folder or file,
    /// or frames whose run was killed, are not: the job runs again.
    var isFinished: Bool {
        var status = stat()
        guard stat(output, &status) == 0 else { return false }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return status.st_size > 0
        case S_IFDIR: return FrameSequence.holdsPublishedSequence(in: output)
        default: return false
        }
    }

    /// Whether manifest line `line` belongs to shard `index` of `count`:
    /// lines are dealt round the shards by their number, so the shards of
    /// one manifest share out its jobs, each exactly once, whatever runs
    /// them.
    static func isLine(_ line: Int, inShard index: Int, of count: Int) -> Bool { (line - 1) % count == index }
}
