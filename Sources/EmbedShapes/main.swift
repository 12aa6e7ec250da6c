// Writes a Swift file that holds SVG files as string literals:
// EmbedShapes OUTPUT.swift FILE.svg…  (used by EmbedShapesPlugin at build time)
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: EmbedShapes OUTPUT.swift FILE.svg…\n".utf8))
    exit(64)
}
var source = "// Generated at build time from Shapes/ by EmbedShapes; do not edit.\n"
source += "let builtInShapeFiles: [(name: String, svg: String)] = [\n"
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    let text = try String(contentsOf: url, encoding: .utf8)
    var hashes = "#"
    while text.contains("\"" + hashes) { hashes += "#" }
    let name = url.deletingPathExtension().lastPathComponent
    source += "    (\"\(name)\", \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)),\n"
}
source += "]\n"
try source.write(toFile: output, atomically: true, encoding: .utf8)
