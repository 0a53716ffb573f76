import Foundation
import Testing

/// `rxlearn play map` in a terminal under tmux at 80×24: the playground screen opens with the
/// example played, typing into the lane re-runs the real operator and changes the output lane,
/// and q leaves rxlearn with its player gone.
@Suite(.serialized, .enabled(if: Tmux.executable != nil || Tmux.isRequired, "tmux is not installed"))
struct PlaygroundEndToEndTests {
    /// The `rxlearn` built next to the tests (`swift build --build-tests` builds it).
    static func rxlearn() throws -> String {
        let binary = try NotebookBinary.folder().appendingPathComponent("rxlearn")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw Tmux.Failure(description: "rxlearn was not built next to the tests: run `swift build --build-tests` first")
        }
        return binary.path
    }

    /// The row of the drawing that holds `lane`'s marbles.
    static func lane(_ name: String, in screen: String) -> String? {
        screen.split(separator: "\n").map(String.init).first { $0.hasPrefix(" \(name) ") && $0.contains("-") }
    }

    @Test func playMapTypeIntoTheLaneAndTheOutputChanges() throws {
        let sandbox = EndToEndTests.Sandbox()
        defer { sandbox.remove() }
        let tmux = try Tmux(columns: 80, rows: 24, environment: try sandbox.environment())
        try tmux.type("/bin/sh -c \"'\(try Self.rxlearn())' play map; echo playground-exited-\\$?\"")

        // The first start compiles the player (once per cache): allow for it.
        var screen = try tmux.waitFor("map's output lane", timeout: .seconds(240)) { Self.lane("map", in: $0) != nil }
        #expect(screen.hasPrefix("─ Marble playground: map"), "\(screen)")
        let before = try #require(Self.lane("map", in: screen))
        #expect(!before.contains("Q"))

        // A new first element, typed after the first frame: the output lane gets it, capitalised.
        try tmux.send("Enter", "Home", "Right", "q")
        screen = try tmux.waitFor("the output lane to change") { Self.lane("map", in: $0).map { $0 != before && $0.contains("Q") } ?? false }
        #expect(Self.lane("typed", in: screen)?.contains("q") == true, "\(screen)")

        // A lane that does not parse: the last drawing stays and the problem is said under it.
        try tmux.send("(")
        screen = try tmux.waitFor(text: "Lane typed")
        #expect(Self.lane("map", in: screen)?.contains("Q") == true, "\(screen)")

        // Esc ends the editing, q leaves rxlearn, and the player leaves with it.
        try tmux.send("Escape")
        try tmux.waitFor(text: "Esc/q back")
        let running = Self.processes(of: sandbox)
        #expect(running.map { $0.count >= 2 } ?? true, "rxlearn and its player run with the sandbox's environment: \(running ?? [])")
        try tmux.send("q")
        try tmux.waitFor(text: "playground-exited-0")
        let deadline = ContinuousClock.now + .seconds(10)
        while Self.processes(of: sandbox)?.isEmpty == false && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(Self.processes(of: sandbox)?.isEmpty ?? true, "left running: \(Self.processes(of: sandbox) ?? [])")
    }

    /// Closing the terminal (SIGHUP) ends rxlearn and its player: the playground's screen must
    /// not miss the signal because the command line watched it first (it once ran on, polling a
    /// terminal that was gone).
    @Test func closingTheTerminalEndsThePlaygroundAndItsPlayer() throws {
        let sandbox = EndToEndTests.Sandbox()
        defer { sandbox.remove() }
        let tmux = try Tmux(columns: 80, rows: 24, environment: try sandbox.environment())
        try tmux.type("'\(try Self.rxlearn())' play map")
        _ = try tmux.waitFor("map's output lane", timeout: .seconds(240)) { Self.lane("map", in: $0) != nil }
        #expect(Self.processes(of: sandbox).map { $0.count >= 2 } ?? true)

        try tmux.closeTerminal()
        let deadline = ContinuousClock.now + .seconds(10)
        while Self.processes(of: sandbox)?.isEmpty == false && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(Self.processes(of: sandbox)?.isEmpty ?? true, "left running after the terminal closed: \(Self.processes(of: sandbox) ?? [])")
    }

    /// The processes rxlearn started in this test: those whose environment names its sandbox
    /// folder, but for the shells under tmux. Read from /proc, so nil where there is none.
    static func processes(of sandbox: EndToEndTests.Sandbox) -> [Int32]? {
        #if os(Linux)
        let marker = Data(sandbox.folder.path.utf8)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            // The shells under tmux carry the marker too; only rxlearn and what it started count.
            let command = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
            return environment.range(of: marker) != nil && !command.hasPrefix("/bin/sh") && !command.contains("tmux")
        }
        #else
        return nil
        #endif
    }
}
