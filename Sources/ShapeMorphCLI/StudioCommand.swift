import ArgumentParser
import FlyingFox
import FlyingSocks
import Foundation
import ShapeMorphSVG

struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "See and steer a morph in the browser: pick shapes, pin pairs and starts, time each leg, save plans and exports.",
        discussion: """
            Serves a page on 127.0.0.1 at a random port (or --port), with a token of this run in its address, \
            and opens it in the browser (unless --no-open): the page morphs SVG files of the folders of the \
            shapes given (or of the working directory), SVG files dropped onto it, built-in shapes and text: \
            words. It plays and scrubs \
            the morph, numbers every element, contour and point of both ends, pins a pair when one element is \
            clicked and then another, and pins where a contour starts when one of its target's points is \
            clicked; more keys make a timeline, each leg with its own plan and timing. It saves a leg's \
            plan (for --plan) and the morph in any format morph writes next to the inputs, never over a file. Requests without the token, for another host or from another page's origin are \
            refused. Ctrl-C stops it; so does --stop-after-idle.

            Examples:
              shapemorph studio heart club --no-open --stop-after-idle 1
              shapemorph studio docs/heart-club.svg docs/heart-spade.svg --port 8421 --no-open --stop-after-idle 1
            """)

    @Argument(help: "Two shapes or more to open with, the keys of the timeline (files, built-in names or text:); files open their folders.")
    var shapes: [String] = []

    @Option(help: "The port to serve on (0: any free one).")
    var port: UInt16 = 0

    @Flag(name: .customLong("no-open"), help: "Print the page's address without opening a browser.")
    var noOpen = false

    @Option(name: .customLong("stop-after-idle"), help: ArgumentHelp("Stop when no request has come for this many seconds.", valueName: "seconds"))
    var idleSeconds: Double?

    func validate() throws {
        guard shapes.count == 0 || (2...StudioMorph.Request.mostKeys).contains(shapes.count) else {
            throw ValidationError("Give from 2 to \(StudioMorph.Request.mostKeys) shapes to open with, or none.")
        }
        if let idleSeconds, !(idleSeconds > 0 && idleSeconds.isFinite) {
            throw ValidationError("--stop-after-idle needs a positive number of seconds; got \(idleSeconds).")
        }
    }

    func run() throws {
        let files = shapes.filter { FileManager.default.fileExists(atPath: $0) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shapemorph-studio-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        // Ctrl-C (and SIGTERM, SIGHUP) stops the server, then the scratch folder goes, then the command ends with the signal's status.
        try Interruption.whileWriting {
            defer { try? FileManager.default.removeItem(at: scratch) }
            let workspace = try StudioWorkspace(opening: files, droppedFolder: scratch.appendingPathComponent("dropped"))
            // 256 random bits, as 64 hexadecimal digits.
            let token = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max)) }.joined()
            let clock = StudioClock()
            let server = HTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), logger: .disabled,
                                    handler: StudioServer(token: token, work: StudioWork(workspace: workspace, scratch: scratch), clock: clock))
            try serve(server, token: token, files: files, clock: clock)
        }
    }

    /// Runs `server` until it stops (a signal, --stop-after-idle), printing
    /// (and opening) its address once it listens.
    private func serve(_ server: HTTPServer, token: String, files: [String], clock: StudioClock) throws {
        let stopped = DispatchSemaphore(value: 0)
        let failure = ServerFailure()
        Task {
            do { try await server.run() } catch is CancellationError {
                // Stopped by a signal or --stop-after-idle.
            } catch {
                // Stopping closes the listening socket: the server may end by a "disconnected" error instead.
                if !failure.isStopping { failure.set("The studio's server stopped: \(error)") }
            }
            stopped.signal()
        }
        Task {
            do {
                try await server.waitUntilListening()
            } catch {
                failure.set("The studio cannot listen on 127.0.0.1:\(port): \(error)")
                stopped.signal()
                return
            }
            let listeningAddress = await server.listeningAddress
            guard case .ip4(_, let listening)? = listeningAddress else { return }
            var address = "http://127.0.0.1:\(listening)/?token=\(token)"
            for (name, shape) in zip(["source", "target"] + Array(repeating: "then", count: max(0, shapes.count - 2)), shapes) {
                let named = files.contains(shape) ? URL(fileURLWithPath: shape).lastPathComponent : shape
                address += "&\(name)=" + (named.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
            }
            FileHandle.standardOutput.write(Data("Studio at \(address) (Ctrl-C stops it)\n".utf8))
            if !noOpen { Self.open(address) }
            while !Interruption.isRequested, await clock.idleSeconds() < idleSeconds ?? .infinity {
                try? await Task.sleep(for: .milliseconds(100))
            }
            failure.stop()
            await server.stop(timeout: 1)
        }
        stopped.wait()
        if let reason = failure.reason { throw CommandFailure(reason) }
    }

    /// Opens `address` in the desktop's browser (`xdg-open`), or says to.
    private static func open(_ address: String) {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        guard let opener = folders.map({ "\($0)/xdg-open" }).first(where: FileManager.default.isExecutableFile(atPath:)) else {
            TerminalText.printToStandardError("No browser to open here (no xdg-open): open the address above in one.")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [address]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}

/// When the studio last answered a request, for --stop-after-idle.
actor StudioClock {
    private var last = Date()

    /// A request came now.
    func tick() { last = Date() }

    /// Seconds since the last request (or the start).
    func idleSeconds() -> Double { Date().timeIntervalSince(last) }
}

/// Why the studio's server stopped, when it failed (the first reason given), and whether it was asked to stop.
private final class ServerFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var first: String?
    private var stopping = false

    var reason: String? { lock.withLock { first } }
    func set(_ reason: String) { lock.withLock { first = first ?? reason } }
    /// Whether the server was asked to stop (an error it ends with then is no failure).
    var isStopping: Bool { lock.withLock { stopping } }
    func stop() { lock.withLock { stopping = true } }
}
