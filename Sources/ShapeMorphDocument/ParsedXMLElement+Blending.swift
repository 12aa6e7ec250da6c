import ShapeMorphSupport

extension ParsedXMLElement {
    /// Attributes whose numbers are whole (a blend rounds them).
    private static let wholeNumberAttributes: Set<String> = ["numOctaves", "order", "targetX", "targetY", "seed"]

    /// The element `amount` of the way from `self` to `other`, when the two
    /// differ only in numbers and colours; nil otherwise.
    ///
    /// They must have the same name, the same attributes (`id` aside) and
    /// the same text, and children that blend in turn. An attribute value
    /// blends when both are the same, when both are colours (blended in
    /// OKLab, `Color.blend`) or when the text around their numbers is
    /// the same (`blur(2px)` and `blur(8px)`, a filter primitive's
    /// `stdDeviation`, a colour matrix's `values`): the numbers interpolate
    /// linearly (written to six decimals), rounded where the attribute takes
    /// whole numbers. A number
    /// inside a name (`#f1`) is part of the name. The result keeps `self`'s
    /// id.
    package func blended(with other: ParsedXMLElement, amount: Double) -> ParsedXMLElement? {
        guard name == other.name, namespace == other.namespace, textNodes == other.textNodes,
              children.count == other.children.count, attributes.count == other.attributes.count else { return nil }
        var blended = self
        for (name, value) in attributes where name != "id" {
            guard let end = other.attributes[name],
                  let mixed = Self.blendedValue(value, end, amount: amount, isWhole: Self.wholeNumberAttributes.contains(name)) else {
                return nil
            }
            blended.attributes[name] = mixed
        }
        if attributes["id"] == nil, other.attributes["id"] != nil { return nil }
        for index in children.indices {
            guard let child = children[index].blended(with: other.children[index], amount: amount) else { return nil }
            blended.children[index] = child
        }
        return blended
    }

    /// An attribute value `amount` of the way from `start` to `end`, or nil
    /// when they do not blend (see `blended(with:amount:)`).
    package static func blendedValue(_ start: String, _ end: String, amount: Double, isWhole: Bool = false) -> String? {
        if start == end { return start }
        if Color(start) != nil, Color(end) != nil { return Color.blend(start, end, amount: amount) }
        let (a, b) = (NumberTemplate(start), NumberTemplate(end))
        guard a.texts == b.texts else { return nil }
        var result = a.texts[0]
        for (index, (x, y)) in zip(a.numbers, b.numbers).enumerated() {
            var number = x + (y - x) * amount
            if isWhole { number = number.rounded() }
            result += NumberFormat.decimals(6).nonzeroString(number) + a.texts[index + 1]
        }
        return result
    }

    /// `value` with every number in it 0 (`2 3` → `0 0`, `blur(4px)` →
    /// `blur(0px)`), the text around them as it is.
    package static func zeroingNumbers(_ value: String) -> String {
        NumberTemplate(value).texts.joined(separator: "0")
    }
}

/// A value read as the numbers in it and the text around them: `texts`
/// has one more entry than `numbers`, and the value is `texts[0]`,
/// `numbers[0]`, `texts[1]`, …
private struct NumberTemplate {
    package var texts: [String] = []
    package var numbers: [Double] = []

    package init(_ value: String) {
        let bytes = Array(value.utf8)
        var text: [UInt8] = []
        var index = 0
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "#") || byte >= 0x80
        }
        func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9") }
        while index < bytes.count {
            let byte = bytes[index]
            if isNameByte(byte) {
                // A name runs on through its digits and hyphens.
                while index < bytes.count, isNameByte(bytes[index]) || isDigit(index) || bytes[index] == UInt8(ascii: "-") {
                    text.append(bytes[index])
                    index += 1
                }
                continue
            }
            var end = index
            if bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
            let digitsStart = end
            while isDigit(end) { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: ".") { end += 1; while isDigit(end) { end += 1 } }
            let hasDigits = (digitsStart..<end).contains { isDigit($0) }
            if hasDigits, end < bytes.count, bytes[end] | 0x20 == UInt8(ascii: "e") {
                var exponent = end + 1
                if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") { exponent += 1 }
                if isDigit(exponent) {
                    while isDigit(exponent) { exponent += 1 }
                    end = exponent
                }
            }
            if hasDigits, let number = Double(String(decoding: bytes[index..<end], as: UTF8.self)) {
                texts.append(String(decoding: text, as: UTF8.self))
                text = []
                numbers.append(number)
                index = end
            } else {
                text.append(byte)
                index += 1
            }
        }
        texts.append(String(decoding: text, as: UTF8.self))
    }
}
