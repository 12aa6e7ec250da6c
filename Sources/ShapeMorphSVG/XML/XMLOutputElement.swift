import Dispatch
import Foundation
import ShapeMorphSupport

/// An element to write: name, attributes in the order given, then either
/// child elements or text content.
package struct XMLOutputElement: Sendable {
    package var name: String
    package var attributes: [(name: String, value: String)]
    /// An attribute too long to hold as text (an animation's values run to
    /// megabytes), written piece by piece as the document is written; it
    /// goes after the first `position` of `attributes`.
    package var writtenAttribute: (position: Int, name: String, value: XMLWrittenValue)?
    package var children: [XMLOutputElement]
    var text: String?
    /// Text content too long to hold (a style sheet of megabytes of path
    /// data), written piece by piece as the document is written, in place
    /// of `text`; its pieces write their text escaped as text content.
    package var writtenText: XMLWrittenValue?

    package init(_ name: String, _ attributes: [(name: String, value: String)] = [],
         children: [XMLOutputElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// Inserts attribute `attribute` before the one at `index`, the
    /// written attribute keeping its place among the others.
    package mutating func insertAttribute(_ attribute: (name: String, value: String), at index: Int) {
        attributes.insert(attribute, at: index)
        if let position = writtenAttribute?.position, position >= index { writtenAttribute?.position = position + 1 }
    }

    /// A run of text among an element's children (mixed content).
    static func textNode(_ text: String) -> XMLOutputElement { XMLOutputElement("", text: text) }

    /// Whether it is a run of text, not an element.
    var isTextNode: Bool { name.isEmpty }
}

/// An attribute value written straight into the document, piece by piece,
/// when the document is written: never held whole.
///
/// The pieces may write no byte XML reserves (`& < > "`, tab, line feed,
/// carriage return): they are not escaped.
package struct XMLWrittenValue: Sendable {
    /// How many pieces the value has.
    var count: Int
    /// Whether the pieces are written one after another as they come, each
    /// run handed on as it is written, rather than in blocks on every core
    /// (for a few pieces of which some may be long).
    var isSequential = false
    /// Writes piece `index` through `emit`, handing it the most bytes a run
    /// of the piece takes and a body that writes them: once, or once per run
    /// in order for a piece of megabytes, so that no buffer holds it whole.
    var write: @Sendable (_ index: Int, _ emit: Emit) -> Void

    typealias Emit = (_ maximumLength: Int, _ body: (inout ASCIIWriter) -> Void) -> Void
}

extension XMLWrittenValue {
    /// Hands `output` the bytes of every piece, in order, a block of pieces
    /// at a time: each round's blocks are written at once on every core,
    /// into buffers kept from round to round, while the round before is
    /// handed to `output` (so that no core waits while it takes them).
    ///
    /// Pieces of a megabyte or more (the keys of a shape of hundreds of
    /// thousands of segments) are written one after another instead, each
    /// run handed on as it is written: blocks of them would hold several
    /// whole.
    func writeInBlocks(_ output: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard count > 0 else { return }
        // The first piece tells which.
        var run = WrittenBlock()
        func stream(_ index: Int) -> Int {
            var written = 0
            write(index) { maximumLength, body in
                run.count = 0
                run.append(maximumLength: maximumLength, body)
                run.storage.withUnsafeBufferPointer { output(UnsafeBufferPointer(rebasing: $0[..<run.count])) }
                written += run.count
            }
            return written
        }
        let firstBytes = stream(0)
        if isSequential || firstBytes >= Self.streamedPieceBytes {
            for index in 1..<count { _ = stream(index) }
        } else {
            writeInBlocks(pieces: 1..<count, output)
        }
    }

    /// The whole text, every piece and run in order (for a value small
    /// enough to hold).
    var text: String {
        var text = ""
        for index in 0..<count {
            write(index) { maximumLength, body in text += ASCIIWriter.string(capacity: maximumLength, body) }
        }
        return text
    }

    /// From how many bytes pieces are written one at a time.
    private static let streamedPieceBytes = 1 << 20

    /// Blocks written at once: three a core, enough to keep every core
    /// busy, few enough that the buffers stay small (16 blocks, 4.3 MB of
    /// fresh pages for two cores, cost 1.2 ms of page faults in the
    /// 20,001-key run). Asked once: each ask reads the process's CPU quota
    /// from files (3 % of the quality harness's time, asked per value).
    private static let blocksPerRound = 3 * max(1, ProcessInfo.processInfo.activeProcessorCount)

    private func writeInBlocks(pieces: Range<Int>, _ output: (UnsafeBufferPointer<UInt8>) -> Void) {
        let blockSize = 256, blocksPerRound = Self.blocksPerRound
        let rounds = pieces.chunked(by: blockSize * blocksPerRound).map { $0.chunked(by: blockSize) }
        guard let first = rounds.first else { return }
        // Two sets of buffers: one being written while the other is handed on.
        let buffers = (0..<min(2, rounds.count)).map { _ in ConcurrentSlots(count: first.count, repeating: WrittenBlock()) }
        withoutActuallyEscaping(output) { output in
            // Called by one iteration at a time, each after the one before returned.
            let output = UncheckedSendable(output)
            for round in 0...rounds.count {
                let blocks = round < rounds.count ? rounds[round] : []
                // Iteration 0 hands on the round before; the others write this round's blocks.
                DispatchQueue.concurrentPerform(iterations: blocks.count + 1) { iteration in
                    if iteration > 0 {
                        append(blocks[iteration - 1], to: &buffers[round % 2].slots[iteration - 1])
                    } else if round > 0 {
                        for block in buffers[(round - 1) % 2].slots.prefix(rounds[round - 1].count) {
                            block.storage.withUnsafeBufferPointer { output.value(UnsafeBufferPointer(rebasing: $0[..<block.count])) }
                        }
                    }
                }
            }
        }
    }

    /// Replaces the bytes of `block` by those of pieces `pieces`, one after
    /// another.
    private func append(_ pieces: Range<Int>, to block: inout WrittenBlock) {
        block.count = 0
        for index in pieces {
            write(index) { block.append(maximumLength: $0, $1) }
        }
    }
}

/// A block of written pieces: the first `count` bytes of `storage`, which
/// only grows, so that the room a piece may take is there without zeroing
/// it for every piece.
private struct WrittenBlock {
    var storage: [UInt8] = []
    var count = 0

    /// Appends what `body` writes, at most `maximumLength` bytes.
    mutating func append(maximumLength: Int, _ body: (inout ASCIIWriter) -> Void) {
        let start = count, end = start + maximumLength
        if storage.count < end {
            storage.append(contentsOf: repeatElement(0, count: max(end - storage.count, storage.count)))
        }
        count += storage.withUnsafeMutableBufferPointer { storage in
            var writer = ASCIIWriter(UnsafeMutableBufferPointer(rebasing: storage[start..<end]))
            body(&writer)
            return writer.count
        }
    }
}

private extension Range<Int> {
    /// This range cut into consecutive ranges of `size` (the last maybe shorter).
    func chunked(by size: Int) -> [Range<Int>] {
        stride(from: lowerBound, to: upperBound, by: size).map { $0..<Swift.min($0 + size, upperBound) }
    }
}

/// A value handed to concurrent code that uses it from one thread at a
/// time, as its caller makes sure.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
