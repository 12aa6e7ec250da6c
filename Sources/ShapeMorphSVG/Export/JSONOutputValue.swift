/// A JSON value to write, its numbers in an `SVGNumberFormat` (whose
/// spellings are all valid JSON numbers).
indirect enum JSONOutputValue {
    case number(Double)
    /// A time, a rate or an easing handle, written as
    /// `SVGNumberFormat.time` whatever the format.
    case time(Double)
    case string(String)
    case bool(Bool)
    case array([JSONOutputValue])
    /// Members in the order written.
    case object([(String, JSONOutputValue)])

    /// Numbers, as a JSON array.
    static func numbers(_ values: [Double]) -> JSONOutputValue { .array(values.map(JSONOutputValue.number)) }

    /// The value as compact JSON text.
    func text(format: SVGNumberFormat) -> String {
        var text = ""
        write(to: &text, format: format)
        return text
    }

    private func write(to text: inout String, format: SVGNumberFormat) {
        switch self {
        case .number(let value):
            format.append(value, to: &text)
        case .time(let value):
            text.append(SVGNumberFormat.time.nonzeroString(value))
        case .string(let value):
            text.append("\"")
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
        case .bool(let value):
            text.append(value ? "true" : "false")
        case .array(let values):
            text.append("[")
            for (index, value) in values.enumerated() {
                if index > 0 { text.append(",") }
                value.write(to: &text, format: format)
            }
            text.append("]")
        case .object(let members):
            text.append("{")
            for (index, (name, value)) in members.enumerated() {
                if index > 0 { text.append(",") }
                JSONOutputValue.string(name).write(to: &text, format: format)
                text.append(":")
                value.write(to: &text, format: format)
            }
            text.append("}")
        }
    }
}
