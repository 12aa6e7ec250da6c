// libFuzzer target: batch manifests, through the reader `batch` uses.
// Built and run by Tests/Fuzz/run with the command-line tool's batch files.
//
// Every job line must give a job or a one-sentence reason; a job's command
// line must be the command, the output and options (`--name`, `--name
// value` with a value that is no option, `--name=-value`), `--` and the
// shapes; the shards of any count must share out the lines, each exactly
// once.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let lines = BatchJob.jobs(in: text)
    precondition(lines.map(\.line) == lines.map(\.line).sorted() && Set(lines.map(\.line)).count == lines.count,
                 "job lines out of order or repeated: \(lines.map(\.line))")
    for (line, parsed) in lines {
        switch parsed {
        case .success(let job):
            precondition(job.line == line, "job of line \(line) says line \(job.line)")
            let arguments = job.arguments
            let output = job.output.hasPrefix("-") ? ["--output=\(job.output)"] : ["--output", job.output]
            precondition(BatchJob.commands.contains(arguments[0]) && Array(arguments[1...].prefix(output.count)) == output,
                         "line \(line) runs \(arguments.prefix(3))")
            precondition(Array(arguments.suffix(job.shapes.count + 1)) == ["--"] + job.shapes, "line \(line): shapes \(job.shapes) not last in \(arguments)")
            var takesValue = false
            for argument in arguments.dropFirst(1 + output.count).dropLast(job.shapes.count + 1) {
                if takesValue && !argument.hasPrefix("-") {
                    takesValue = false
                    continue
                }
                let scalars = argument.unicodeScalars
                let name = String(String.UnicodeScalarView(scalars.dropFirst(2).prefix { $0 != "=" }))
                let value = scalars.firstIndex(of: "=").map { String(String.UnicodeScalarView(scalars[scalars.index(after: $0)...])) }
                precondition(argument.hasPrefix("--") && name.first?.isLetter == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
                             && value.map { $0.hasPrefix("-") } != false, "line \(line): \(argument) is not an option")
                takesValue = value == nil
            }
            _ = OutputFile.resolved(job.output)
        case .failure(let failure):
            precondition(!failure.description.isEmpty && !failure.description.contains("\n"), "line \(line): reason \(failure.description)")
        }
    }
    for shards in 1...4 {
        let dealt = (0..<shards).flatMap { shard in lines.filter { BatchJob.isLine($0.line, inShard: shard, of: shards) }.map(\.line) }
        precondition(dealt.sorted() == lines.map(\.line), "\(shards) shards deal lines \(dealt.sorted()), not \(lines.map(\.line))")
    }
    return 0
}
