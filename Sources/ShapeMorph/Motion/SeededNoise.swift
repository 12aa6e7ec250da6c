/// Random numbers that are pure functions of a seed and a place: the same
/// seed, stream and index always give the same number, computed in any
/// order, with no generator state to carry from one call to the next.
///
/// Each number hashes its three keys through SplitMix64's finaliser, whose
/// output passes the usual statistical batteries; that is ample for organic
/// motion and not meant for cryptography.
struct SeededNoise: Sendable {
    let seed: UInt64

    /// A number in `0..<1` for `stream` (say, a contour) and `index` (say,
    /// an anchor within it).
    func unit(_ stream: Int, _ index: Int = 0) -> Double {
        var hash = Self.mixed(seed &+ 0x9E37_79B9_7F4A_7C15)
        hash = Self.mixed(hash ^ UInt64(truncatingIfNeeded: stream) &* 0xD6E8_FEB8_6659_FD93)
        hash = Self.mixed(hash ^ UInt64(truncatingIfNeeded: index) &* 0xA076_1D64_78BD_642F)
        return Double(hash >> 11) * 0x1p-53
    }

    /// The noise for one stream of this one: a seed of its own, as
    /// independent of the others as hashing makes it.
    func substream(_ stream: Int) -> SeededNoise {
        SeededNoise(seed: Self.mixed(seed ^ UInt64(truncatingIfNeeded: stream) &* 0xE703_7ED1_A0B4_28DB))
    }

    /// SplitMix64's output function: a bijection of 64-bit words that
    /// spreads every input bit over the whole output.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
