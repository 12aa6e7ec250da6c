import FlyingFox
import Foundation

/// The studio's web server: its page and the page's API, answering only
/// requests that carry the run's token, name the loopback address as
/// their host (a page of another site that resolves its own name to this
/// machine names its own) and come from no origin but the page's own
/// (this host and port), with bodies of at most `mostBodyBytes`.
///
/// - `GET /`, `/script.js`, `/style.css`: the page (`Studio/`, embedded);
///   the page's answer sets a cookie (HttpOnly, SameSite=Strict) with the
///   token, which its style and script are loaded with.
/// - `GET /api/files`: the SVG files of the studio's folders and the
///   built-in shapes.
/// - `POST /api/morph`: a `StudioMorph.Request`; the `StudioMorph`.
/// - `POST /api/check`: a `StudioMorph.Request`; the `StudioCheck`.
/// - `POST /api/timing`: a `StudioTiming.Request`; the `StudioTiming`.
/// - `POST /api/save`: a `StudioSave`; the name written.
/// - `POST /api/drop`: `{"name": …, "svg": …}`, a file dropped onto the
///   page; its name as an input (`StudioWorkspace.drop(_:named:)`).
struct StudioServer: HTTPHandler {
    /// What each request must carry: as `?token=`, `X-Studio-Token`, or the page's cookie.
    let token: String
    /// Runs the commands, one at a time.
    let work: StudioWork
    /// Told of every request.
    let clock: StudioClock

    /// The largest body a request may have: a plan and some names, or a dropped SVG file.
    static let mostBodyBytes = 1 << 20

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        await clock.tick()
        guard let host = request.headers[.host], Self.isLoopback(host: host) else {
            return Self.refusal(.forbidden, "The studio answers only at 127.0.0.1 or localhost.")
        }
        // A page's own requests come from its own origin: this host and port (a cookie would reach any port of it).
        if let origin = request.headers[HTTPHeader("Origin")], origin != "http://" + host {
            return Self.refusal(.forbidden, "The studio answers only its own page.")
        }
        let given = request.query["token"] ?? request.headers[HTTPHeader("X-Studio-Token")] ?? Self.cookie(in: request)
        guard Self.same(given ?? "", token) else {
            return Self.refusal(.unauthorized, "Open the studio at the address it printed: it carries the token.")
        }
        switch (request.method, request.path) {
        case (.GET, "/"):
            // The page's style and script come with the cookie: only from this page, never sent by another site's.
            var page = Self.file("index", type: "text/html; charset=utf-8")
            page.headers[.setCookie] = "\(Self.cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"
            return page
        case (.GET, "/script.js"): return Self.file("script", type: "text/javascript; charset=utf-8")
        case (.GET, "/style.css"): return Self.file("style", type: "text/css; charset=utf-8")
        case (.GET, "/api/files"): return try Self.json(await work.listing())
        case (.POST, "/api/morph"), (.POST, "/api/save"), (.POST, "/api/timing"), (.POST, "/api/check"), (.POST, "/api/drop"):
            guard let length = request.headers[.contentLength].flatMap(Int.init), length <= Self.mostBodyBytes else {
                return Self.refusal(.init(413, phrase: "Content Too Large"), "A request body needs a Content-Length of at most \(Self.mostBodyBytes) bytes.")
            }
            let body = try await request.bodyData
            do {
                switch request.path {
                case "/api/morph": return try Self.json(await work.morph(try Self.decoded(StudioMorph.Request.self, from: body)))
                case "/api/check": return try Self.json(await work.check(try Self.decoded(StudioMorph.Request.self, from: body)))
                case "/api/timing": return try Self.json(try StudioTiming(try Self.decoded(StudioTiming.Request.self, from: body)))
                case "/api/drop":
                    let dropped = try Self.decoded([String: String].self, from: body)
                    guard let name = dropped["name"], let svg = dropped["svg"] else { throw StudioFailure.unusable("A dropped file needs a name and its svg.") }
                    return try Self.json(["name": await work.drop(Data(svg.utf8), named: name)])
                default: return try Self.json(["written": await work.save(try Self.decoded(StudioSave.self, from: body))])
                }
            } catch let failure as StudioFailure {
                if case .forbidden(let reason) = failure { return Self.refusal(.forbidden, reason) }
                return Self.refusal(.badRequest, failure.description)
            } catch let failure as CommandFailure {
                return Self.refusal(.badRequest, failure.description)
            }
        default:
            return Self.refusal(.notFound, "No such page.")
        }
    }

    /// The cookie the page is given, which carries the token.
    static let cookieName = "shapemorph-studio"

    /// The token in `request`'s cookie, if any.
    private static func cookie(in request: HTTPRequest) -> String? {
        for pair in (request.headers[.cookie] ?? "").split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, parts[0] == cookieName { return parts[1] }
        }
        return nil
    }

    /// Whether `host` (a Host header, or an origin without its scheme) is
    /// this machine's loopback address, with or without a port.
    static func isLoopback(host: String) -> Bool {
        let name = host.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        return name == "127.0.0.1" || name == "localhost"
    }

    /// Whether two tokens are equal, compared in a time that does not tell
    /// how much of them is.
    static func same(_ given: String, _ token: String) -> Bool {
        let (a, b) = (Array(given.utf8), Array(token.utf8))
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private static func decoded<Value: Decodable>(_ type: Value.Type, from body: Data) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            throw StudioFailure.unusable("The request is not the JSON the studio expects: \(error)")
        }
    }

    private static func file(_ name: String, type: String) -> HTTPResponse {
        guard let text = studioFiles.first(where: { $0.name == name })?.text else { return refusal(.notFound, "No such page.") }
        return response(.ok, type: type, body: Data(text.utf8))
    }

    private static func json(_ value: some Encodable) throws -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return response(.ok, type: "application/json", body: try encoder.encode(value))
    }

    private static func refusal(_ status: HTTPStatusCode, _ reason: String) -> HTTPResponse {
        response(status, type: "text/plain; charset=utf-8", body: Data((reason + "\n").utf8))
    }

    private static func response(_ status: HTTPStatusCode, type: String, body: Data) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [
            .contentType: type, .cacheControl: "no-store", HTTPHeader("X-Content-Type-Options"): "nosniff",
            HTTPHeader("Content-Security-Policy"): "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:",
        ], body: body)
    }
}
