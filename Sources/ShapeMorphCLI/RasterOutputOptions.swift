import ArgumentParser
import ShapeMorph
import ShapeMorphRaster
import ShapeMorphSVG

/// How frames become pictures: their size, background, how often they play, and quality.
struct RasterOutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Pictures W pixels wide (H high: WxH); the height follows the viewBox when not given. Default: the document's size.", valueName: "W[xH]"))
    var size: String?
    @Option(help: ArgumentHelp("Paint behind the frames: a colour, or none (transparent; a GIF draws what is at least half covered over white and leaves the rest transparent). Default: none.", valueName: "colour"))
    var background: String?
    @Option(help: ArgumentHelp("How many times a GIF or WebP plays: 0 for ever (the default). (--loop is the timeline's: back to the first shape.)", valueName: "count"))
    var plays: Int = 0
    @Option(help: ArgumentHelp("0…100: a GIF's palette quality (default 90); a WebP below 100 is lossy at it (default 100: lossless).", valueName: "quality"))
    var quality: Int?

    /// Whether any of these options was given.
    var isGiven: Bool { size != nil || background != nil || plays != 0 || quality != nil }

    func validate() throws {
        try Self.validate(size: size, background: background)
        guard (0...65_535).contains(plays) else { throw ValidationError("--plays must be from 0 to 65535; got \(plays).") }
        if let quality, !(0...100).contains(quality) { throw ValidationError("--quality must be from 0 to 100; got \(quality).") }
    }

    /// Refuses a `--size` that is not W or WxH and a `--background` that is
    /// not an opaque colour or none.
    static func validate(size: String?, background: String?) throws {
        if let size, parse(size) == nil {
            throw ValidationError("--size \(size) is not W or WxH with whole numbers from 1 to \(SVGRenderer.maximumSide).")
        }
        if let background, background.lowercased() != "none", Color(background).map({ $0.alpha == 1 }) != true {
            throw ValidationError("--background \(background) is not an opaque colour or none.")
        }
    }

    /// The background as red, green and blue, or nil for none.
    var backgroundColour: (red: UInt8, green: UInt8, blue: UInt8)? { Self.colour(background) }

    /// The colour `background` names as red, green and blue, or nil for none.
    static func colour(_ background: String?) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        guard let background, let colour = Color(background) else { return nil }
        return (UInt8(colour.red.rounded()), UInt8(colour.green.rounded()), UInt8(colour.blue.rounded()))
    }

    /// The pictures' size for frames of `document`: `--size`, else the
    /// document's width and height (its viewBox's where it has none),
    /// rounded up; a height not given follows the viewBox's aspect.
    func size(of document: SVGDocument) throws -> (width: Int, height: Int) { try Self.size(size, of: document) }

    /// The size `size` (W or WxH) gives pictures of `document`, as `size(of:)`.
    static func size(_ size: String?, of document: SVGDocument) throws -> (width: Int, height: Int) {
        let parsed = size.flatMap(parse)
        var pixels = SVGRenderer.pictureSize(of: document, width: parsed?.width)
        if let height = parsed?.height { pixels.height = height }
        let range = 1...SVGRenderer.maximumSide
        guard range.contains(pixels.width), range.contains(pixels.height) else {
            throw CommandFailure(size.map { "--size \($0) gives pictures \(pixels.height) pixels high, more than the \(SVGRenderer.maximumSide) a side may have; give WxH." }
                                 ?? "The document is \(pixels.width) × \(pixels.height) pixels; give --size with sides from 1 to \(SVGRenderer.maximumSide).")
        }
        return pixels
    }

    /// `W` or `WxH`, each from 1 to the largest side.
    private static func parse(_ text: String) -> (width: Int, height: Int?)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        let range = 1...SVGRenderer.maximumSide
        switch parts.count {
        case 1: if let width = parts[0], range.contains(width) { return (width, nil) }
        case 2: if let width = parts[0], let height = parts[1], range.contains(width), range.contains(height) { return (width, height) }
        default: break
        }
        return nil
    }
}
