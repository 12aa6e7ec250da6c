import ShapeMorphSupport

/// Writes `XMLOutputElement` trees as XML text, laid out and escaped as
/// libxml2's text writer lays them out with a two-space indent (the text
/// every writer of this package has always produced): the declaration, each
/// element on its own line, attributes in their given order, an element
/// without children or text closed with `/>`, text content inline.
///
/// The text is measured first and then written straight into one string of
/// that size: however long the attributes, nothing is copied or reallocated
/// on the way. Or it streams, in chunks of a fixed size, to wherever it
/// goes, with a written attribute's pieces written straight into the chunks.
package enum XMLDocumentWriter {
    /// The document with `root` as its root element, ending with a newline.
    package static func text(root: XMLOutputElement) -> String {
        var counter = ByteCounter()
        write(document: root, to: &counter)
        return ASCIIWriter.string(capacity: counter.count) { write(document: root, to: &$0) }
    }

    /// Hands the text of `text(root:)` to `output` in chunks of 64 KiB (the
    /// last maybe shorter), in order; stops at the first error `output` throws, and throws it.
    package static func write(root: XMLOutputElement, to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try withoutActuallyEscaping(output) { output in
            var sink = ChunkedSink(output: output)
            write(document: root, to: &sink)
            try sink.finish()
        }
    }

    private static func write(document root: XMLOutputElement, to sink: inout some XMLByteSink) {
        sink.append(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        sink.append(UInt8(ascii: "\n"))
        write(root, depth: 0, to: &sink)
    }

    private static func write(_ element: XMLOutputElement, depth: Int, to sink: inout some XMLByteSink) {
        if element.children.contains(where: \.isTextNode) {
            indent(depth, to: &sink)
            writeInline(element, to: &sink)
            sink.append(UInt8(ascii: "\n"))
            return
        }
        indent(depth, to: &sink)
        sink.append(UInt8(ascii: "<"))
        sink.append(text: element.name)
        writeAttributes(of: element, to: &sink)
        if element.children.isEmpty && element.text == nil && element.writtenText == nil {
            sink.append("/>\n")
            return
        }
        sink.append(UInt8(ascii: ">"))
        if !element.children.isEmpty {
            sink.append(UInt8(ascii: "\n"))
            for child in element.children { write(child, depth: depth + 1, to: &sink) }
        }
        if let text = element.text {
            appendEscaped(text, inAttribute: false, to: &sink)
        } else if let written = element.writtenText {
            sink.append(pieces: written)
        } else {
            indent(depth, to: &sink)
        }
        sink.append("</")
        sink.append(text: element.name)
        sink.append(">\n")
    }

    /// Writes mixed content (text among elements, as in `<text>`) as it
    /// is: no indent or line break is added, since they would be text.
    private static func writeInline(_ element: XMLOutputElement, to sink: inout some XMLByteSink) {
        if element.isTextNode {
            appendEscaped(element.text ?? "", inAttribute: false, to: &sink)
            return
        }
        sink.append(UInt8(ascii: "<"))
        sink.append(text: element.name)
        writeAttributes(of: element, to: &sink)
        guard !element.children.isEmpty || element.text != nil || element.writtenText != nil else {
            sink.append("/>")
            return
        }
        sink.append(UInt8(ascii: ">"))
        for child in element.children { writeInline(child, to: &sink) }
        if let text = element.text {
            appendEscaped(text, inAttribute: false, to: &sink)
        } else if let written = element.writtenText {
            sink.append(pieces: written)
        }
        sink.append("</")
        sink.append(text: element.name)
        sink.append(UInt8(ascii: ">"))
    }

    /// The attributes of `element`, its written attribute in its place.
    private static func writeAttributes(of element: XMLOutputElement, to sink: inout some XMLByteSink) {
        for (index, (name, value)) in element.attributes.enumerated() {
            if let written = element.writtenAttribute, written.position == index {
                write(attribute: written.name, written.value, to: &sink)
            }
            appendAttribute(name, value, to: &sink)
        }
        if let written = element.writtenAttribute, written.position >= element.attributes.count {
            write(attribute: written.name, written.value, to: &sink)
        }
    }

    private static func write(attribute name: String, _ value: XMLWrittenValue, to sink: inout some XMLByteSink) {
        appendAttributeStart(name, to: &sink)
        sink.append(pieces: value)
        sink.append(UInt8(ascii: "\""))
    }

    /// ` name="`: what comes before an attribute's value.
    private static func appendAttribute(_ name: String, _ value: String, to sink: inout some XMLByteSink) {
        appendAttributeStart(name, to: &sink)
        appendEscaped(value, inAttribute: true, to: &sink)
        sink.append(UInt8(ascii: "\""))
    }

    private static func appendAttributeStart(_ name: String, to sink: inout some XMLByteSink) {
        sink.append(UInt8(ascii: " "))
        sink.append(text: name)
        sink.append(#"=""#)
    }

    private static func indent(_ depth: Int, to sink: inout some XMLByteSink) {
        for _ in 0..<depth { sink.append("  ") }
    }

    /// `text` with the characters XML reserves written as references:
    /// `& < > "` everywhere, and in attribute values the tab, line feed and
    /// carriage return (which a reader would otherwise turn into spaces), in
    /// text the carriage return.
    static func appendEscaped(_ text: String, inAttribute: Bool, to sink: inout some XMLByteSink) {
        var text = text
        text.withUTF8 { bytes in
            // Most values (path data, numbers, names) have nothing to escape:
            // found sixteen bytes at a time, they go in whole.
            guard needsEscaping(bytes) else { return sink.append(bytes) }
            var runStart = 0
            for index in bytes.indices {
                let reference: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): reference = "&amp;"
                case UInt8(ascii: "<"): reference = "&lt;"
                case UInt8(ascii: ">"): reference = "&gt;"
                case UInt8(ascii: "\""): reference = "&quot;"
                case UInt8(ascii: "\r"): reference = "&#13;"
                case UInt8(ascii: "\n") where inAttribute: reference = "&#10;"
                case UInt8(ascii: "\t") where inAttribute: reference = "&#9;"
                default: continue
                }
                sink.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                sink.append(reference)
                runStart = index + 1
            }
            sink.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }
}

/// Whether `bytes` hold any byte `appendEscaped` may write as a reference
/// (`& < > "`, tab, line feed, carriage return), looked for sixteen at a time.
private func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    typealias Bytes = SIMD16<UInt8>
    func isReserved(_ chunk: Bytes) -> SIMDMask<SIMD16<Int8>> {
        chunk .== Bytes(repeating: UInt8(ascii: "&")) .| chunk .== Bytes(repeating: UInt8(ascii: "<"))
            .| chunk .== Bytes(repeating: UInt8(ascii: ">")) .| chunk .== Bytes(repeating: UInt8(ascii: "\""))
            .| chunk .== Bytes(repeating: UInt8(ascii: "\t")) .| chunk .== Bytes(repeating: UInt8(ascii: "\n"))
            .| chunk .== Bytes(repeating: UInt8(ascii: "\r"))
    }
    let raw = UnsafeRawBufferPointer(bytes)
    var offset = 0
    while offset + 16 <= raw.count {
        if any(isReserved(raw.loadUnaligned(fromByteOffset: offset, as: Bytes.self))) { return true }
        offset += 16
    }
    return bytes[offset...].contains { isReserved(Bytes(repeating: $0))[0] }
}

/// Where `XMLDocumentWriter` puts bytes: a counter, to size the text, then
/// the text itself.
protocol XMLByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Appends the pieces of `value`, in order.
    mutating func append(pieces value: XMLWrittenValue)
}

extension XMLByteSink {
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends the pieces of `value`, written a block at a time on every
    /// core, the blocks appended in order.
    mutating func append(pieces value: XMLWrittenValue) {
        value.writeInBlocks { append($0) }
    }
}

/// Counts the bytes it is given.
private struct ByteCounter: XMLByteSink {
    var count = 0
    mutating func append(_ byte: UInt8) { count += 1 }
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { count += bytes.count }
    /// Counts the most each piece may take, which is what the text is
    /// sized for, without writing them.
    mutating func append(pieces value: XMLWrittenValue) {
        for index in 0..<value.count {
            value.write(index) { maximumLength, _ in count += maximumLength }
        }
    }
}

extension ASCIIWriter: XMLByteSink {}

/// Gathers bytes into a 64 KiB buffer and hands each full buffer on; after
/// the first error, drops the rest and keeps the error for `finish()`.
private struct ChunkedSink: XMLByteSink {
    private let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)
    private var count = 0
    private let output: (UnsafeRawBufferPointer) throws -> Void
    private var error: (any Error)?

    init(output: @escaping (UnsafeRawBufferPointer) throws -> Void) { self.output = output }

    mutating func append(_ byte: UInt8) {
        if count == buffer.count { flush() }
        buffer[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        var rest = bytes
        while !rest.isEmpty {
            if count == buffer.count { flush() }
            let taken = min(rest.count, buffer.count - count)
            _ = UnsafeMutableBufferPointer(rebasing: buffer[count..<count + taken])
                .update(fromContentsOf: UnsafeBufferPointer(rebasing: rest[..<taken]))
            count += taken
            rest = UnsafeBufferPointer(rebasing: rest[taken...])
        }
    }

    /// Hands on what is left, frees the buffer and throws the first error.
    mutating func finish() throws {
        flush()
        buffer.deallocate()
        if let error { throw error }
    }

    private mutating func flush() {
        if error == nil {
            do { try output(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<count]))) } catch { self.error = error }
        }
        count = 0
    }
}
