import Foundation
import Testing

/// Labels set in SVG `<text>`, as designers write them, morph by default:
/// drawn as outlines, letter by letter, cleanly.
@Suite("word pairs in <text>")
struct SVGTextWordPairsTests {
    /// With and without shared letters, mixed case, digits and signs.
    static let words = [
        ("PLAY", "PAUSE"), ("Stop", "Start"), ("2024", "2025"), ("Menu", "Close"), ("Save", "Saved"), ("Login", "Logout"),
        ("ON", "OFF"), ("Yes", "No"), ("Open", "Closed"), ("Like", "Liked"), ("9:59", "10:00"), ("Draft", "Sent"),
        ("Add", "Added"), ("Follow", "Following"), ("Mute", "Unmute"), ("Send", "Sending"), ("Day", "Night"), ("Light", "Dark"),
        ("Show", "Hide"), ("Edit", "Done"), ("12%", "100%"), ("Alpha", "Beta"), ("Buy", "Bought"), ("Zoom", "Pan"),
    ]
    static let fonts = ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"]

    /// The length of the longest common subsequence of `a` and `b`.
    static func commonLetters(_ a: String, _ b: String) -> Int {
        let (a, b) = (Array(a), Array(b))
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices {
            for j in b.indices { table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j]) }
        }
        return table[a.count][b.count]
    }

    @Test("24 pairs in three fonts: outlines half way by default, the same letters paired, no pops, cross-fades or crossings")
    func wordPairs() throws {
        let directory = try CommandRunner.temporaryDirectory()
        var files: [(String, String)] = []
        for (number, (a, b)) in Self.words.enumerated() {
            let font = Self.fonts[number % Self.fonts.count]
            for (side, word) in [("a", a), ("b", b)] {
                let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 80"><text x="12" y="58" font-family="\##(font)" font-size="44" fill="#1d4ed8">\##(word)</text></svg>"##
                try Data(svg.utf8).write(to: directory.appendingPathComponent("\(number)-\(side).svg"))
            }
            files.append(("\(number)-a.svg", "\(number)-b.svg"))
        }
        try Data(files.map { "\($0) \($1)" }.joined(separator: "\n").utf8).write(to: directory.appendingPathComponent("pairs.txt"))

        // (End frames are not asked for: the inputs' text is drawn by librsvg's own text, which rounds glyph positions.)
        let check = try CommandRunner.run(["check", "--pairs", "pairs.txt", "--json"], in: directory)
        let lines = check.output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(lines.count == Self.words.count, "\(check.error)")
        for (line, words) in zip(lines, Self.words) {
            let measurement = line["measurement"] as? [String: Any] ?? [:]
            #expect((measurement["newCrossings"] as? [Any])?.isEmpty == true && (measurement["pops"] as? [Any])?.isEmpty == true
                && measurement["crossFades"] as? Int == 0, "\(words): \(line["failures"] ?? "")")
        }

        for ((a, b), (source, target)) in zip(Self.words, files) {
            let half = try CommandRunner.run(["at", source, target, "--progress", "0.5"], in: directory)
            #expect(half.status == 0 && half.output.contains("<path") && !half.output.contains("<text"), "\(a) → \(b): \(half.error)")
            // A layer of two elements reads "layer k: element i (X) → element j (Y)".
            let inspect = try CommandRunner.run(["inspect", source, target], in: directory)
            let same = inspect.output.split(separator: "\n").count { line in
                guard let match = String(line).wholeMatch(of: /\s*layer \d+: element \d+ \((.)\) → element \d+ \((.)\)/) else { return false }
                return match.1 == match.2
            }
            #expect(same == Self.commonLetters(a, b), "\(a) → \(b): \(same) same letters paired\n\(inspect.output)")
        }
    }
}
