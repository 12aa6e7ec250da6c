import Testing
@testable import ShapeMorphSVG

@Suite("Path data tokenizer")
struct SVGPathTokenizerTests {
    /// A command written compactly: letter (lowercase for relative) and numbers.
    static func spelled(_ commands: [SVGPathCommand]) -> String {
        commands.map { command in
            let letter = command.isRelative ? Character(command.kind.letter.lowercased()) : command.kind.letter
            return ([String(letter)] + command.arguments.map { $0 == $0.rounded() ? String(Int($0)) : String($0) })
                .joined(separator: " ")
        }.joined(separator: ", ")
    }

    @Test("grammar cases", arguments: [
        ("", ""),
        ("M10 20", "M 10 20"),
        ("M10,20L30,40", "M 10 20, L 30 40"),
        ("M1 2 3 4 5 6", "M 1 2, L 3 4, L 5 6"),
        ("m1 2 3 4", "m 1 2, l 3 4"),
        ("M.5.5", "M 0.5 0.5"),
        ("M-1-1", "M -1 -1"),
        ("M1e2 1E-2", "M 100 0.01"),
        ("M+3 -.5e1", "M 3 -5"),
        ("M0 0a1 1 0 00 1 1", "M 0 0, a 1 1 0 0 0 1 1"),
        ("M0 0A1,1,0,1,1,2,2", "M 0 0, A 1 1 0 1 1 2 2"),
        ("M0 0a1 1 0 1110 10", "M 0 0, a 1 1 0 1 1 10 10"),
        ("M0 0H10V20h-5v-5", "M 0 0, H 10, V 20, h -5, v -5"),
        ("M0 0C1 2 3 4 5 6 7 8 9 10 11 12", "M 0 0, C 1 2 3 4 5 6, C 7 8 9 10 11 12"),
        ("M0 0S1 2 3 4Q5 6 7 8T9 10", "M 0 0, S 1 2 3 4, Q 5 6 7 8, T 9 10"),
        ("M0 0L1 1ZM5 5zm1 1", "M 0 0, L 1 1, Z, M 5 5, z, m 1 1"),
        (" \t\n M 1 , 2 \r\n L 3 4 ", "M 1 2, L 3 4"),
        // SVG 2: a negative arc radius is taken without its sign.
        ("M0 0 A-20 -20 0 0 1 50 70", "M 0 0, A 20 20 0 0 1 50 70"),
    ])
    func grammar(text: String, expected: String) {
        let (commands, error) = SVGPathData.commands(in: text)
        #expect(error == nil, "\(String(describing: error))")
        #expect(Self.spelled(commands) == expected, "for \"\(text)\"")
    }

    @Test("errors keep the commands before them and give the offset", arguments: [
        ("L10 10", 0, "", "a moveto (M or m) to begin the path data"),
        ("M10 10 L20", 10, "M 10 10", "a finite number"),
        ("M0 0 L1 1 X", 10, "M 0 0, L 1 1", "a command letter or a number"),
        ("M0 0 L NaN 5", 7, "M 0 0", "a finite number"),
        ("M0 0 L Infinity 5", 7, "M 0 0", "a finite number"),
        ("M0 0 L1e999 5", 6, "M 0 0", "a number within ±1.8e308"),
        ("M0 0 A1 1 0 2 0 5 5", 12, "M 0 0", "an arc flag (0 or 1)"),
        ("M0 0 Z 5", 7, "M 0 0, Z", "a command letter"),
        ("M0 0 L1,,2", 8, "M 0 0", "a finite number"),
    ])
    func errors(text: String, offset: Int, kept: String, expected: String) throws {
        let (commands, error) = SVGPathData.commands(in: text)
        let found = try #require(error)
        #expect(found.offset == offset, "wanted offset \(offset), got \(found.offset)")
        #expect(found.expected == expected)
        #expect(Self.spelled(commands) == kept)
    }
}
