/// Writes ASCII bytes into memory sized in advance: the fast path for text
/// made of many numbers, such as path data, with no per-byte growth checks
/// beyond a bounds precondition.
struct ASCIIWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The number of bytes written so far.
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        precondition(count < buffer.count, "ASCIIWriter overflow: the size estimate was wrong.")
        buffer[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        precondition(count + bytes.count <= buffer.count, "ASCIIWriter overflow: the size estimate was wrong.")
        (buffer.baseAddress! + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the `count` lowest decimal digits of `value` (leading zeros
    /// where it has fewer), with a point after the first `integerCount` of
    /// them when that is fewer than `count`.
    @inline(__always)
    mutating func append(digitsOf value: UInt64, count digitCount: Int, pointAfter integerCount: Int) {
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

    /// Appends `zeros` zero digits (none when it is not positive).
    @inline(__always)
    mutating func append(zeros: Int) {
        guard zeros > 0 else { return }
        precondition(count + zeros <= buffer.count, "ASCIIWriter overflow: the size estimate was wrong.")
        (buffer.baseAddress! + count).initialize(repeating: UInt8(ascii: "0"), count: zeros)
        count += zeros
    }

    /// The number of decimal digits of `value` (none for 0).
    @inline(__always)
    static func digitCount(of value: UInt64) -> Int {
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
    static func string(capacity: Int, _ body: (inout ASCIIWriter) -> Void) -> String {
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
