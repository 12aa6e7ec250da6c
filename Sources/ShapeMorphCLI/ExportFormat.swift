import ArgumentParser

/// What `morph -o` writes.
enum ExportFormat: String, CaseIterable, ExpressibleByArgument {
    /// A directory of SVG frames.
    case frames
    /// One self-playing SVG (SMIL).
    case svg
    /// A Lottie animation (JSON).
    case lottie
    /// An SVG animated by CSS `@keyframes`.
    case css
    /// An Android `AnimatedVectorDrawable` (XML).
    case avd

    /// Whether it is one file (rather than a directory of frames).
    var isOneFile: Bool { self != .frames }

}
