import Foundation

/// The frames of an animation as pictures, rendered by librsvg on every
/// core a batch at a time (so memory holds a few frames, never the
/// animation) and handed on in order: to an encoder, or one by one.
public struct FramePictures: Sendable {
    /// How many frames there are.
    public let count: Int
    /// The pictures' size in pixels.
    public let width: Int, height: Int
    /// What the frames are drawn over; nil for transparent.
    public let background: (red: UInt8, green: UInt8, blue: UInt8)?
    /// The SVG text of frame `index`.
    private let svg: @Sendable (_ index: Int) throws -> String

    /// The `count` frames whose SVG text `svg` gives by index, as pictures
    /// of `width` × `height` over `background` (nil: transparent).
    public init(count: Int, width: Int, height: Int, background: (red: UInt8, green: UInt8, blue: UInt8)?,
                svg: @escaping @Sendable (_ index: Int) throws -> String) {
        (self.count, self.width, self.height, self.background, self.svg) = (count, width, height, background, svg)
    }

    /// The most bytes the frames of one batch may take as pictures (two
    /// batches are in memory at once: one being used, the next rendering).
    static let batchBytes = 256 << 20

    /// How many frames render at once: two per core, but no more than
    /// `batchBytes` of pictures, and at least one (so a 16-core machine
    /// holds no more of an 8192-pixel animation than a 2-core one).
    static func batchSize(framesOf size: (width: Int, height: Int), cores: Int) -> Int {
        let frameBytes = max(1, size.width * size.height * 4)
        return max(1, min(2 * max(1, cores), batchBytes / frameBytes))
    }

    /// Frame `index` as a picture.
    public func picture(_ index: Int) throws -> RasterImage {
        let image = try SVGRenderer.render(try svg(index), width: width, height: height)
        return background.map(image.composited) ?? image
    }

    /// Renders every frame and hands each to `use` in order, then tells
    /// `handedOn` how many have been; either may throw to stop.
    public func render(handedOn: (Int) throws -> Void = { _ in }, _ use: (RasterImage) throws -> Void) throws {
        try render(preparing: { $0 }, handedOn: handedOn, use)
    }

    /// Renders every frame, turns each into what `prepare` makes of it (in
    /// parallel too: a GIF's quantising) and hands that to `use` in order,
    /// then tells `handedOn` how many have been; the first error stops it.
    /// The next batch renders while `use` takes this one, so an encoder
    /// that works in order overlaps the rendering.
    public func render<Prepared: Sendable>(preparing prepare: @escaping @Sendable (RasterImage) throws -> Prepared,
                                           handedOn: (Int) throws -> Void = { _ in },
                                           _ use: (Prepared) throws -> Void) throws {
        let batch = Self.batchSize(framesOf: (width, height), cores: ProcessInfo.processInfo.activeProcessorCount)
        let batches = stride(from: 0, to: count, by: batch).map { $0..<min($0 + batch, count) }
        func start(_ indices: Range<Int>) -> RenderedBatch<Prepared> {
            let rendered = RenderedBatch<Prepared>(count: indices.count)
            DispatchQueue.global().async(group: rendered.group) {
                DispatchQueue.concurrentPerform(iterations: indices.count) { offset in
                    rendered.store(Result { try prepare(try picture(indices.lowerBound + offset)) }, at: offset)
                }
            }
            return rendered
        }
        var next = batches.first.map(start)
        var handed = 0
        for position in batches.indices {
            guard let current = next else { break }
            current.group.wait()
            next = position + 1 < batches.count ? start(batches[position + 1]) : nil
            do {
                for result in current.results {
                    try use(try result!.get())
                    handed += 1
                    try handedOn(handed)
                }
            } catch {
                next?.group.wait()
                throw error
            }
        }
    }
}

/// What one batch of frames became, stored from several threads; `group`
/// is done when every frame is.
private final class RenderedBatch<Value>: @unchecked Sendable {
    let group = DispatchGroup()
    private let lock = NSLock()
    private(set) var results: [Result<Value, any Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ result: Result<Value, any Error>, at index: Int) { lock.withLock { results[index] = result } }
}
