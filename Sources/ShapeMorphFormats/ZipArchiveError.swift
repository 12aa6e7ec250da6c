/// Why a zip archive (a dotLottie) could not be written.
public enum ZipArchiveError: Error, Equatable, CustomStringConvertible {
    /// zlib, opened when the first archive is written, or one of its
    /// functions, could not be had, and why.
    case missingLibrary(name: String, reason: String)
    /// An entry or the archive beyond the 4 GiB a zip without its 64-bit
    /// extension holds.
    case tooLarge(entry: String)
    /// zlib's compressor failed, with its status.
    case compressor(status: Int32)

    public var description: String {
        switch self {
        case .missingLibrary(let name, let reason):
            "cannot write a zip archive without \(name) (\(reason)); install zlib (Debian: zlib1g)"
        case .tooLarge(let entry): "\(entry) would take more than the 4 GiB a zip archive holds"
        case .compressor(let status): "zlib's compressor failed (status \(status))"
        }
    }
}
