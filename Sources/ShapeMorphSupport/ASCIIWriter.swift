/// Writes ASCII bytes into memory sized in advance: the fast path for text
/// made of many numbers, such as path data, with no per-byte growth checks
/// beyond a bounds precondition.
package struct ASCIIWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The number of bytes written so far.
    package private(set) var count = 0

    package init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        precondition(count < buffer.count, "ASCIIWriter overflow: the size estimate was wrong.")
        buffer[count] = byte
        count += 1
    }

    @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        precondition(count + bytes.count <= buffer.count, "ASCIIWriter overflow: the size estimate was wrong.")
        (buffer.baseAddress! + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the `count` lowest decimal digits of `value` (leading zeros
    /// where it has fewer), with a point after the first `integerCount` of
    /// them when that is fewer than `count`.
    @inline(__always)
    package mutating func append(digitsOf value: UInt64, count digitCount: Int, pointAfter integerCount: Int) {
        let hasPoint = integerCount < digitCount
        let length = hasPoint ? digitCount + 1 : digitCount
        precondition(digitCount <= 20 && integerCount >= 0 && count + length <= buffer.count,
                     "ASCIIWriter overflow: the size estimate was wrong.")
        let first = buffer.baseAddress! + count
        // The digits go last first, in pairs, one byte to the right of
        // where they end up when a point is to go in.
        let digits = hasPoint ? first + 1 : first
        let pairs = twoDigitTable.utf8Start
        /// Writes the last `count` digits of `chunk` to end before `end`.
        func put(_ chunk: UInt32, count: Int, endingAt end: Int) {
            var index = end, rest = chunk
            while index >= end - count + 2 {
                let pair = Int(rest % 100)
                rest /= 100
                index -= 2
                digits[index] = pairs[2 * pair]
                digits[index + 1] = pairs[2 * pair + 1]
            }
            if index > end - count {
                digits[index - 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            }
        }
        /// Writes the eight digits of `chunk` (below 10^8) to end before
        /// `end`, first to last: chunk × ⌈2^48 / 10^6⌉ has the first two
        /// digits above bit 48, and each ×100 of the bits below brings up
        /// the next two (exact for every chunk below 10^8).
        func putEight(_ chunk: UInt64, endingAt end: Int) {
            var scaled = chunk &* 281_474_977
            for index in stride(from: end - 8, to: end, by: 2) {
                let pair = Int(truncatingIfNeeded: scaled &>> 48)
                digits[index] = pairs[2 * pair]
                digits[index + 1] = pairs[2 * pair + 1]
                scaled = (scaled & (1 << 48 - 1)) &* 100
            }
        }
        // Eight digits at a time from the last, then the rest in pairs.
        var end = digitCount, rest = value
        while end > 8 {
            putEight(rest % 100_000_000, endingAt: end)
            rest /= 100_000_000
            end -= 8
        }
        put(UInt32(truncatingIfNeeded: rest), count: end, endingAt: end)
        if hasPoint {
            for index in 0 ..< integerCount { first[index] = digits[index] }
            first[integerCount] = UInt8(ascii: ".")
        }
        count += length
    }

    /// Appends `units` thousandths (below 10^8) as `NumberFormat` writes
    /// three decimals: `0` for none, else a minus sign when `isNegative`,
    /// the whole part, and a point and the decimals without trailing zeros
    /// where there are any. Checks its room once (at most 10 bytes), and
    /// stores the point and decimals as one word from a table.
    @inline(__always)
    package mutating func append(thousandths units: UInt32, isNegative: Bool) {
        precondition(count + 10 <= buffer.count, "ASCIIWriter overflow: the size estimate was wrong.")
        var out = buffer.baseAddress! + count
        if units == 0 {
            out.pointee = UInt8(ascii: "0")
            count += 1
            return
        }
        if isNegative {
            out.pointee = UInt8(ascii: "-")
            out += 1
        }
        let whole = units / 1000, pairs = twoDigitTable.utf8Start
        // The whole part, 1 to 5 digits, in pairs from the last.
        let length = whole < 10 ? 1 : whole < 100 ? 2 : whole < 1_000 ? 3 : whole < 10_000 ? 4 : 5
        var rest = Int(whole), end = length
        while end >= 2 {
            let pair = rest % 100
            rest /= 100
            out[end - 2] = pairs[2 * pair]
            out[end - 1] = pairs[2 * pair + 1]
            end -= 2
        }
        if end == 1 { out[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest) }
        out += length
        let decimals = thousandthsText[Int(units % 1000)]
        UnsafeMutableRawPointer(out).storeBytes(of: UInt32(truncatingIfNeeded: decimals), as: UInt32.self)
        count = out + Int(decimals >> 32) - buffer.baseAddress!
    }

    /// Appends `zeros` zero digits (none when it is not positive).
    @inline(__always)
    package mutating func append(zeros: Int) {
        guard zeros > 0 else { return }
        precondition(count + zeros <= buffer.count, "ASCIIWriter overflow: the size estimate was wrong.")
        (buffer.baseAddress! + count).initialize(repeating: UInt8(ascii: "0"), count: zeros)
        count += zeros
    }

    /// The number of decimal digits of `value` (none for 0).
    @inline(__always)
    package static func digitCount(of value: UInt64) -> Int {
        // log10(2) ≈ 1233 / 4096 gives the count or one less.
        let estimate = ((64 - value.leadingZeroBitCount) * 1233) >> 12
        return value >= powersOfTen[estimate] ? estimate + 1 : estimate
    }

    /// 10^0 … 10^19.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000,
        1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// A string of at most `capacity` bytes written by `body`.
    package static func string(capacity: Int, _ body: (inout ASCIIWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: Swift.max(capacity, 1)) { buffer in
            var writer = ASCIIWriter(buffer)
            body(&writer)
            return writer.count
        }
    }
}

/// "00", "01", … "99": the digits of each number below 100, two bytes each.
let twoDigitTable: StaticString = """
    0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849\
    5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
    """

/// For each fraction of 1000, `.` and its decimals without trailing zeros
/// (`.5` for 500, `.001` for 1; nothing for 0): up to four ASCII bytes from
/// the lowest up, then from bit 32 how many there are.
private let thousandthsText: [UInt64] = (0..<1000).map { fraction in
    guard fraction > 0 else { return 0 }
    var digits = Array(String(fraction).utf8)
    digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: 3 - digits.count), at: 0)
    while digits.last == UInt8(ascii: "0") { digits.removeLast() }
    let bytes = [UInt8(ascii: ".")] + digits
    return bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) } | UInt64(bytes.count) << 32
}
