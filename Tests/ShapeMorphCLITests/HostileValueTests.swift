import Foundation
import Testing

/// Values the tool accepts at the parser but cannot honour: each is refused
/// with exit 1 (or 64 for usage) and one sentence, within seconds of CPU
/// time (`ulimit -t` turns a hang into a failure), or handled correctly.
@Suite("Hostile values")
struct HostileValueTests {
    static func run(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, in: try CommandRunner.temporaryDirectory(), shellPrefix: "ulimit -t 20")
    }

    @Test("springs that never settle, or settle after more than an hour, are refused unless --duration is given",
          arguments: [
              ("spring(duration:0.5,bounce:1)", "never settles"), ("spring(damping:0)", "never settles"),
              ("spring(dampingRatio:0)", "never settles"),
              ("spring(duration:1,bounce:0.999999999)", "1.099e+09 s to settle"),
              ("spring(mass:1,stiffness:1,damping:1e-300)", "to settle"), ("spring(damping:1e-20)", "to settle"),
              ("spring(mass:1e300)", "to settle"), ("spring(response:1,dampingRatio:1e-20)", "to settle"),
          ])
    func unsettledSprings(timing: String, message: String) throws {
        for extra in [[], ["--animated"]] {
            let output = extra.isEmpty ? "frames" : "morph.svg"
            let result = try Self.run(["morph", "heart", "club", "--timing", timing, "-o", output] + extra)
            #expect(result.status == 1, "\(timing) \(extra): \(result.error)")
            #expect(result.error.contains(message) && result.error.split(separator: "\n").count == 1, "\(result.error)")
        }
        let bounded = try Self.run(["morph", "heart", "club", "--timing", timing, "--duration", "1", "-o", "frames", "-q"])
        #expect(bounded.status == 0, "\(timing) with --duration: \(bounded.error)")
        #expect(try Self.run(["timing", timing]).status == 0)
    }

    @Test("spring parameters whose stiffness overflows or vanishes are refused", arguments: [
        "spring(response:1e-300,dampingRatio:1)", "spring(response:1e200)", "spring(duration:1e-200)",
    ])
    func overflowingSprings(timing: String) throws {
        for arguments in [["timing", timing], ["morph", "heart", "club", "--timing", timing, "-o", "frames"]] {
            let result = try Self.run(arguments)
            #expect(result.status == 1 && result.error.contains("finite and positive"), "\(arguments): \(result.error)")
        }
    }

    @Test("a stiff spring settles in a second and a half")
    func stiffSpring() throws {
        let result = try Self.run(["morph", "heart", "club", "--timing", "spring(stiffness:1e300)", "-o", "frames"])
        #expect(result.status == 0 && result.error.contains("43 frames"), "\(result.error)")
    }

    @Test("counts past the documented limits are refused", arguments: [
        (["sheet", "heart", "club", "--columns", "9223372036854775806"], Int32(64), "--columns must be from 1 to 10000"),
        (["sheet", "heart", "club", "--count", "1000000"], 64, "--count must be from 2 to 10000"),
        (["morph", "heart", "club", "--duration", "3600", "--fps", "1000", "-o", "frames"], 1, "more than the 100000"),
        (["at", "heart", "club", "--progress", "nan"], 64, "--progress must be a finite number"),
        (["at", "heart", "club", "--progress", "inf"], 64, "--progress must be a finite number"),
        (["at", "heart", "club", "--progress", "1e308"], 1, "beyond the largest representable numbers"),
    ])
    func counts(arguments: [String], status: Int32, message: String) throws {
        let result = try Self.run(arguments)
        #expect(result.status == status && result.error.contains(message), "\(arguments): \(result.error)")
    }
}
