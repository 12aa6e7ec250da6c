import ShapeMorphSVG
import ShapeMorphSupport

/// A JSON value to write, its numbers in a `NumberFormat` (whose
/// spellings are all valid JSON numbers).
indirect enum JSONOutputValue {
    case number(Double)
    /// A time, a rate or an easing handle, written as
    /// `NumberFormat.time` whatever the format.
    case time(Double)
    case string(String)
    case bool(Bool)
    case array([JSONOutputValue])
    /// An array whose `count` elements are made one at a time as they are
    /// written, so that a long one (every keyframe of a path) is never
    /// held whole.
    case lazyArray(count: Int, element: (Int) -> JSONOutputValue)
    /// An array of `count` arrays of two numbers (`[[x,y],…]`), each pair
    /// made as it is written and written straight: the vertices or handles
    /// of a Bézier, hundreds of thousands in a big path, with no value made
    /// for each.
    case pairs(count: Int, pair: (Int) -> (Double, Double))
    /// Members in the order written.
    case object([(String, JSONOutputValue)])

    /// Numbers, as a JSON array.
    static func numbers(_ values: [Double]) -> JSONOutputValue { .array(values.map(JSONOutputValue.number)) }

    /// The value as compact JSON text followed by `suffix`.
    func text(format: NumberFormat, followedBy suffix: String = "") -> String {
        var text: [UInt8] = []
        // Appending to memory cannot fail.
        try? write(format: format, followedBy: suffix, chunkSize: .max) { text.append(contentsOf: $0) }
        return String(decoding: text, as: UTF8.self)
    }

    /// The value as compact JSON text followed by `suffix`, handed to
    /// `output` in order in chunks of `chunkSize` bytes (the last maybe
    /// shorter) as it is written. Stops at the first error `output` throws,
    /// and throws it.
    func write(format: NumberFormat, followedBy suffix: String = "", chunkSize: Int = 1 << 16,
               to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try withoutActuallyEscaping(output) { output in
            var writer = ChunkWriter(chunkSize: chunkSize, output: output)
            try write(to: &writer, format: format)
            try writer.append(suffix)
            try writer.flush()
        }
    }

    /// Bytes gathered into chunks for an output.
    private struct ChunkWriter {
        let chunkSize: Int
        let output: (UnsafeRawBufferPointer) throws -> Void
        var bytes: [UInt8] = []

        mutating func append(_ text: String) throws {
            bytes.append(contentsOf: text.utf8)
            try handOnFullChunks()
        }

        mutating func append(_ value: Double, format: NumberFormat) throws {
            format.append(value, to: &bytes)
            try handOnFullChunks()
        }

        private mutating func handOnFullChunks() throws {
            guard bytes.count >= chunkSize else { return }
            var start = 0
            while bytes.count - start >= chunkSize {
                try bytes[start..<start + chunkSize].withUnsafeBytes(output)
                start += chunkSize
            }
            bytes.removeFirst(start)
        }

        /// Hands on what is left, maybe less than a chunk.
        mutating func flush() throws {
            guard !bytes.isEmpty else { return }
            try bytes.withUnsafeBytes(output)
            bytes.removeAll(keepingCapacity: true)
        }
    }

    private func write(to writer: inout ChunkWriter, format: NumberFormat) throws {
        switch self {
        case .number(let value):
            try writer.append(value, format: format)
        case .time(let value):
            try writer.append(NumberFormat.time.nonzeroString(value))
        case .string(let value):
            var text = "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": text.append("\\\"")
                case "\\": text.append("\\\\")
                case "\n": text.append("\\n")
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    text.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                default: text.unicodeScalars.append(scalar)
                }
            }
            text.append("\"")
            try writer.append(text)
        case .bool(let value):
            try writer.append(value ? "true" : "false")
        case .array(let values):
            try Self.lazyArray(count: values.count) { values[$0] }.write(to: &writer, format: format)
        case .lazyArray(let count, let element):
            try writer.append("[")
            for index in 0..<count {
                if index > 0 { try writer.append(",") }
                try element(index).write(to: &writer, format: format)
            }
            try writer.append("]")
        case .pairs(let count, let pair):
            try writer.append("[")
            for index in 0..<count {
                let (x, y) = pair(index)
                try writer.append(index > 0 ? ",[" : "[")
                try writer.append(x, format: format)
                try writer.append(",")
                try writer.append(y, format: format)
                try writer.append("]")
            }
            try writer.append("]")
        case .object(let members):
            try writer.append("{")
            for (index, (name, value)) in members.enumerated() {
                if index > 0 { try writer.append(",") }
                try JSONOutputValue.string(name).write(to: &writer, format: format)
                try writer.append(":")
                try value.write(to: &writer, format: format)
            }
            try writer.append("}")
        }
    }
}
