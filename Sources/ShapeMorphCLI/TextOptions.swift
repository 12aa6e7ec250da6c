import ArgumentParser
import ShapeMorphText

/// How `text:` inputs are laid out: --font, --font-dir and --font-file.
struct TextOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The font of text: inputs, as fontconfig names it: a family or sans-serif, serif, monospace, then :bold, :italic, :weight=300, :width=75.",
        valueName: "font"))
    var font = "sans-serif"

    @Option(name: .customLong("font-dir"), help: ArgumentHelp("A folder of fonts to add for text: inputs; repeatable.", valueName: "dir"))
    var fontFolders: [String] = []

    @Option(name: .customLong("font-file"), help: ArgumentHelp("A font file to add for text: inputs; repeatable.", valueName: "file"))
    var fontFiles: [String] = []

    /// What the options say.
    var input: ShapeInput.Text { ShapeInput.Text(font: font, sources: FontSources(folders: fontFolders, files: fontFiles)) }
}
