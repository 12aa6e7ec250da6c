import Dispatch

/// An element to write: name, attributes in the order given, then either
/// child elements or text content.
package struct XMLOutputElement: Sendable {
    package var name: String
    package var attributes: [(name: String, value: String)]
    /// An attribute too long to hold as text (an animation's values run to
    /// megabytes), written piece by piece as the document is written; it
    /// goes after the first `position` of `attributes`.
    var writtenAttribute: (position: Int, name: String, value: XMLWrittenValue)?
    package var children: [XMLOutputElement]
    var text: String?

    package init(_ name: String, _ attributes: [(name: String, value: String)] = [],
         children: [XMLOutputElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
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
struct XMLWrittenValue: Sendable {
    /// How many pieces the value has.
    var count: Int
    /// Writes piece `index` through `emit`, handing it the most bytes the
    /// piece takes and a body that writes them (called at most once).
    var write: @Sendable (_ index: Int, _ emit: Emit) -> Void

    typealias Emit = (_ maximumLength: Int, _ body: (inout ASCIIWriter) -> Void) -> Void
}

extension XMLWrittenValue {
    /// Hands `output` the bytes of every piece, in order, a block of pieces
    /// at a time: each round's blocks are written at once on every core,
    /// into buffers kept from round to round.
    func writeInBlocks(_ output: (UnsafeBufferPointer<UInt8>) -> Void) {
        let blockSize = 256, blocksPerRound = 16
        let written = ConcurrentSlots<[UInt8]>(count: min(blocksPerRound, (count + blockSize - 1) / blockSize), repeating: [])
        var start = 0
        while start < count {
            let blocks = (start..<min(count, start + blockSize * blocksPerRound)).chunked(by: blockSize)
            if blocks.count == 1 {
                append(blocks[0], to: &written.slots[0])
            } else {
                DispatchQueue.concurrentPerform(iterations: blocks.count) { block in
                    append(blocks[block], to: &written.slots[block])
                }
            }
            for block in written.slots.prefix(blocks.count) { block.withUnsafeBufferPointer(output) }
            start = blocks.last!.upperBound
        }
    }

    /// Replaces `bytes` by those of pieces `pieces`, one after another,
    /// keeping its capacity.
    private func append(_ pieces: Range<Int>, to bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        for index in pieces {
            write(index) { maximumLength, body in
                let start = bytes.count
                bytes.append(contentsOf: repeatElement(0, count: maximumLength))
                let written = bytes.withUnsafeMutableBufferPointer { buffer in
                    var writer = ASCIIWriter(UnsafeMutableBufferPointer(rebasing: buffer[start...]))
                    body(&writer)
                    return writer.count
                }
                bytes.removeLast(maximumLength - written)
            }
        }
    }
}

private extension Range<Int> {
    /// This range cut into consecutive ranges of `size` (the last maybe shorter).
    func chunked(by size: Int) -> [Range<Int>] {
        stride(from: lowerBound, to: upperBound, by: size).map { $0..<Swift.min($0 + size, upperBound) }
    }
}
