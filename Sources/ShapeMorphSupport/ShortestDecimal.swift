/// The shortest decimal that reads back as a given positive `Double`; of
/// several that short, the closest; of two equally close, the one with an
/// even last digit. The same digits as the standard library's
/// `description`, found without making text.
///
/// Giulietti's Schubfach method ("The Schubfach way to render doubles",
/// 2020): the value's rounding interval is scaled by a power of ten read
/// from a table, with three 64 × 128-bit products rounded to odd, so that
/// the digits are the interval's one or two candidate integers: no search
/// digit by digit, no big integers.
struct ShortestDecimal {
    /// The decimal digits, without trailing zeros (1 to 17 of them).
    private(set) var significand: UInt64
    /// The value is `significand` × 10^`exponent`.
    private(set) var exponent: Int

    /// - Precondition: `value` is positive and finite.
    @inline(__always)
    init(_ value: Double) {
        precondition(value > 0 && value.isFinite, "ShortestDecimal takes positive finite values.")
        let fraction = value.significandBitPattern
        let biasedExponent = Int(value.exponentBitPattern)
        if biasedExponent == 0 {
            // Subnormal. The two smallest are taken at ten times their size
            // (one decimal place lower), as the method needs.
            if fraction < 3 {
                (significand, exponent) = Self.digits(of: 10 * fraction, timesPowerOfTwo: -1074, isIrregular: false)
                exponent -= 1
            } else {
                (significand, exponent) = Self.digits(of: fraction, timesPowerOfTwo: -1074, isIrregular: false)
            }
        } else {
            let whole = fraction | 1 << 52
            let powerOfTwo = biasedExponent - 1075
            // A whole number below 2^53 is its own shortest decimal.
            if powerOfTwo < 0 && powerOfTwo > -53 && whole & (1 << -powerOfTwo - 1) == 0 {
                (significand, exponent) = (whole >> -powerOfTwo, 0)
            } else {
                (significand, exponent) = Self.digits(of: whole, timesPowerOfTwo: powerOfTwo,
                                                      isIrregular: fraction == 0 && biasedExponent > 1)
            }
        }
        while significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
    }

    /// The shortest decimal in the rounding interval of `whole` × 2^`powerOfTwo`,
    /// possibly with trailing zeros. The interval reaches half a step of 2^`powerOfTwo`
    /// either side, a quarter below where `isIrregular` (a power of two, whose
    /// lower neighbour is nearer), and holds its ends when `whole` is even.
    @inline(__always)
    private static func digits(of whole: UInt64, timesPowerOfTwo powerOfTwo: Int,
                               isIrregular: Bool) -> (significand: UInt64, exponent: Int) {
        // Everything ×4, so that the interval's ends are whole numbers.
        let excludesEnds: UInt64 = whole & 1
        let center = whole &<< 2, upper = center + 2, lower = isIrregular ? center - 1 : center - 2
        let k = isIrregular ? floorLog10ThreeQuartersPowerOfTwo(powerOfTwo) : floorLog10PowerOfTwo(powerOfTwo)
        let shift = powerOfTwo + floorLog2PowerOfTen(-k) + 2
        let index = 2 * (k - smallestPowerOfTen)
        let gHigh = scaledPowersOfTen[index], gLow = scaledPowersOfTen[index + 1]
        // The interval times 10^-k, ×4, rounded to odd.
        let scaledCenter = roundedToOdd(center &<< shift, gHigh, gLow)
        let scaledLower = roundedToOdd(lower &<< shift, gHigh, gLow)
        let scaledUpper = roundedToOdd(upper &<< shift, gHigh, gLow)

        let below = scaledCenter &>> 2
        if below >= 10 {
            // One digit fewer, when exactly one multiple of ten is inside.
            let lowerTen = below / 10 * 10, upperTen = lowerTen + 10
            let lowerTenInside = scaledLower + excludesEnds <= lowerTen &<< 2
            let upperTenInside = upperTen &<< 2 + excludesEnds <= scaledUpper
            if lowerTenInside != upperTenInside { return (lowerTenInside ? lowerTen : upperTen, k) }
        }
        let above = below + 1
        let belowInside = scaledLower + excludesEnds <= below &<< 2
        let aboveInside = above &<< 2 + excludesEnds <= scaledUpper
        if belowInside != aboveInside { return (belowInside ? below : above, k) }
        // Both inside: the closer, or the even one at the midpoint.
        let midpoint = (below + above) &<< 1
        let isBelowCloser = scaledCenter < midpoint || scaledCenter == midpoint && below & 1 == 0
        return (isBelowCloser ? below : above, k)
    }

    /// ⌊`factor` × g / 2^127⌋, g = `high` × 2^63 + `low`, with the lowest bit
    /// set when bits below were cut off — counting only the bits from 2^64
    /// up of `factor` × `low`, as the method's proof does (the lower ones
    /// belong to g's rounding up, and counting them would push exact ends
    /// of the interval outside).
    @inline(__always)
    private static func roundedToOdd(_ factor: UInt64, _ high: UInt64, _ low: UInt64) -> UInt64 {
        let lowPart = factor.multipliedFullWidth(by: low).high
        let highProduct = factor.multipliedFullWidth(by: high)
        // The bits from 2^64 up, shifted down by 63 more.
        let middle = highProduct.low &>> 1 &+ lowPart
        let top = highProduct.high &+ middle &>> 63
        let cutOff = middle & (1 << 63 - 1)
        return top | (cutOff != 0 ? 1 : 0)
    }

    /// ⌊log₁₀ 2^e⌋ for |e| ≤ 5,456,721.
    @inline(__always)
    private static func floorLog10PowerOfTwo(_ e: Int) -> Int { (e * 661_971_961_083) >> 41 }

    /// ⌊log₁₀ (¾ · 2^e)⌋ for |e| ≤ 5,456,721.
    @inline(__always)
    private static func floorLog10ThreeQuartersPowerOfTwo(_ e: Int) -> Int {
        (e * 661_971_961_083 - 274_743_187_321) >> 41
    }

    /// ⌊log₂ 10^e⌋ for |e| ≤ 5,456,721.
    @inline(__always)
    private static func floorLog2PowerOfTen(_ e: Int) -> Int { (e * 913_124_641_741) >> 38 }
}
