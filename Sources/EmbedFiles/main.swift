// Writes a Swift file that holds text files as string literals, each named
// by its file name without the extension:
// EmbedFiles OUTPUT.swift NAME FILE…  (NAME: the array's; used by the Embed…Plugin build tools)
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: EmbedFiles OUTPUT.swift NAME FILE…\n".utf8))
    exit(64)
}
var source = "// Generated at build time by EmbedFiles; do not edit.\n"
source += "let \(arguments[1]): [(name: String, text: String)] = [\n"
for path in arguments.dropFirst(2) {
    let url = URL(fileURLWithPath: path)
    let text = try String(contentsOf: url, encoding: .utf8)
    var hashes = "#"
    while text.contains("\"" + hashes) { hashes += "#" }
    let name = url.deletingPathExtension().lastPathComponent
    source += "    (\"\(name)\", \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)),\n"
}
source += "]\n"
try source.write(toFile: arguments[0], atomically: true, encoding: .utf8)
