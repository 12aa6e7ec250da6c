import Foundation
import Testing
@testable import ShapeMorphCLI

/// The studio reads and writes only inside the folders it was opened with,
/// and answers only its own page (the server's checks; Tests/Browser/
/// check-studio asks the running server the same).
@Suite("studio: folders, hosts and tokens")
struct StudioWorkspaceTests {
    /// A folder with `a.svg` and `sub/b.svg`, a link out of it, and a file beside it.
    static func workspace() throws -> (StudioWorkspace, URL) {
        let root = try CommandRunner.temporaryDirectory()
        let folder = root.appendingPathComponent("open")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>"#
        for name in ["open/a.svg", "open/sub/b.svg", "beside.svg"] {
            try svg.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("out"), withDestinationURL: root)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.svg"),
                                                   withDestinationURL: root.appendingPathComponent("beside.svg"))
        return (try StudioWorkspace(opening: [folder.appendingPathComponent("a.svg").path], droppedFolder: root.appendingPathComponent("dropped")),
                folder.resolvingSymlinksInPath())
    }

    @Test("inputs: files of the folder and its subfolders, built-in shapes and text as they are; nothing that leads out")
    func inputs() throws {
        let (workspace, folder) = try Self.workspace()
        #expect(try workspace.input("a.svg") == folder.appendingPathComponent("a.svg").path)
        #expect(try workspace.input("sub/b.svg") == folder.appendingPathComponent("sub/b.svg").path)
        #expect(try workspace.input("heart") == "heart" && workspace.input("text:PLAY") == "text:PLAY")
        #expect(workspace.files() == ["a.svg", "sub/b.svg"])
        for name in ["../beside.svg", "sub/../../beside.svg", "/etc/passwd", "out/beside.svg", "link.svg", "missing.svg", "sub", "a.svg\0x", ""] {
            #expect(throws: StudioFailure.self, "\(name)") { try workspace.input(name) }
        }
    }

    @Test("dropped files: kept under their own name (sanitised) and read as dropped/NAME; only *.svg; never written to by name")
    func droppedFiles() throws {
        let (workspace, _) = try Self.workspace()
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>"#.utf8)
        #expect(try workspace.drop(svg, named: "../my icon.svg") == "dropped/my_icon.svg")
        #expect(try workspace.input("dropped/my_icon.svg").hasSuffix("/dropped/my_icon.svg"))
        for name in ["x.png", ".svg", String(repeating: "a", count: 120) + ".svg"] {
            #expect(throws: StudioFailure.self, "\(name)") { try workspace.drop(svg, named: name) }
        }
        for name in ["dropped/../a.svg", "dropped/missing.svg"] {
            #expect(throws: StudioFailure.self, "\(name)") { try workspace.input(name) }
        }
        #expect(throws: StudioFailure.self) { try workspace.output("dropped/new.svg") }
    }

    @Test("outputs: a new file in the folder; never over a file, never through a link out")
    func outputs() throws {
        let (workspace, folder) = try Self.workspace()
        #expect(try workspace.output("new.gif") == folder.appendingPathComponent("new.gif"))
        #expect(try workspace.output("sub/new.json") == folder.appendingPathComponent("sub/new.json"))
        for name in ["a.svg", "out/new.gif", "../new.gif", "/tmp/new.gif"] {
            #expect(throws: StudioFailure.self, "\(name)") { try workspace.output(name) }
        }
    }

    @Test("hosts: the loopback address and localhost, any port; tokens compared whole")
    func hostsAndTokens() {
        #expect(StudioServer.isLoopback(host: "127.0.0.1:8421") && StudioServer.isLoopback(host: "localhost"))
        #expect(!StudioServer.isLoopback(host: "evil.example:8421") && !StudioServer.isLoopback(host: "127.0.0.1.evil.example"))
        #expect(StudioServer.same("abc", "abc") && !StudioServer.same("abd", "abc") && !StudioServer.same("ab", "abc"))
    }
}
