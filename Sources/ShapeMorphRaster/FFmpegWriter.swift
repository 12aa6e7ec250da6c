import Foundation

/// Writes a video (H.264 MP4, VP9 WebM) or an animated PNG by piping raw
/// frames to `ffmpeg`, which encodes them into a file.
public final class FFmpegWriter {
    /// What ffmpeg makes.
    public enum Container: String, Sendable {
        /// H.264 in yuv420p (no alpha; even sides), the format every player takes.
        case mp4
        /// VP9 with alpha.
        case webm
        /// Animated PNG: lossless, alpha kept.
        case apng
    }

    private let process: Process
    private let input: FileHandle
    private let errors: Pipe
    private let width: Int, height: Int

    /// Starts ffmpeg writing `container` to `path`: frames of `width` ×
    /// `height` at `framesPerSecond`; `quality` 0…100 (video: 100 is the
    /// least loss); an APNG plays `loopCount` times (0: for ever). The
    /// process ignores SIGPIPE from then on, so that an ffmpeg that stops
    /// is an error to report, not the end of the program.
    public init(path: String, container: Container, width: Int, height: Int, framesPerSecond: Double,
                quality: Int = 90, loopCount: Int = 0) throws {
        guard let executable = Self.ffmpeg else {
            throw RasterError.encoder(format: container.rawValue, reason: "ffmpeg is not installed (Debian: apt-get install ffmpeg)")
        }
        if container == .mp4, !width.isMultiple(of: 2) || !height.isMultiple(of: 2) {
            throw RasterError.encoder(format: "MP4", reason: "H.264 in yuv420p needs even sides, not \(width) × \(height)")
        }
        (self.width, self.height) = (width, height)
        // Constant quality: CRF from 51 (worst) down to 0 (lossless H.264) or 63 to 0 (VP9).
        let clamped = Double(max(0, min(100, quality))) / 100
        let codec: [String] = switch container {
        case .mp4: ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", String(Int((1 - clamped) * 51)), "-movflags", "+faststart",
                    "-f", "mp4"]
        case .webm: ["-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-crf", String(Int((1 - clamped) * 63)), "-b:v", "0",
                     "-f", "webm"]
        case .apng: ["-c:v", "apng", "-pix_fmt", "rgba", "-plays", String(loopCount), "-f", "apng"]
        }
        signal(SIGPIPE, SIG_IGN)
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                             "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
                             "-framerate", String(framesPerSecond), "-i", "pipe:0"] + codec + [path]
        let pipe = Pipe()
        errors = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        input = pipe.fileHandleForWriting
        do {
            try process.run()
        } catch {
            throw RasterError.encoder(format: container.rawValue, reason: "ffmpeg cannot start: \(error)")
        }
    }

    /// Adds the next frame.
    /// - Precondition: `image` is `width` × `height`.
    public func add(_ image: RasterImage) throws {
        precondition(image.width == width && image.height == height, "Every frame of a video has its size.")
        do {
            try input.write(contentsOf: image.pixels)
        } catch {
            try? finish()
            throw RasterError.encoder(format: "ffmpeg", reason: "ffmpeg stopped taking frames: \(lastError())")
        }
    }

    /// Ends the input and waits for ffmpeg to finish the file.
    public func finish() throws {
        try? input.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RasterError.encoder(format: "ffmpeg", reason: "ffmpeg failed (status \(process.terminationStatus)): \(lastError())")
        }
    }

    private func lastError() -> String {
        let text = String(decoding: (try? errors.fileHandleForReading.readToEnd()) ?? Data(), as: UTF8.self)
        return text.split(separator: "\n").last.map(String.init) ?? "no message"
    }

    /// The `ffmpeg` on the `PATH`, if any.
    static var ffmpeg: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
