import Foundation
import LessonKit
import Marbles
import Testing

/// The real notebook binary (`NotebookHost`, which calls `Notebook.open` exactly as `rxlearn`
/// does) driven under tmux: keys in, screen text out.
///
/// Skipped when tmux is missing, except on CI (`CI=true`), where a missing tmux fails.
@Suite(.serialized, .enabled(if: Tmux.executable != nil || Tmux.isRequired, "tmux is not installed"))
struct EndToEndTests {
    /// A scratch home for one test: progress, workspace; the cell cache is shared between runs so
    /// only the first run pays for compiling the fixture cells.
    struct Sandbox {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-e2e-\(UUID().uuidString)")
        var progressFile: URL { folder.appendingPathComponent("state/rxlearn/progress.json") }

        func environment(editor: String = "") throws -> [String: String] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return [
                "LANG": "C.UTF-8",
                "LC_ALL": "C.UTF-8",
                "TERM": "xterm-256color",
                "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                "XDG_CACHE_HOME": try NotebookBinary.folder().appendingPathComponent("NotebookE2ECache").path,
                "EDITOR": editor,
                "VISUAL": "",
            ]
        }

        func command(present: Bool = false) throws -> String {
            let binary = try NotebookBinary.folder().appendingPathComponent("NotebookHost").path
            let notebook = "'\(binary)' --lessons '\(Fixtures_lessonsPath)' --workspace '\(folder.appendingPathComponent("workspace").path)'"
                + (present ? " --present" : "")
            // In a shell of its own, so the exit line waits for the notebook even when Ctrl-Z
            // stops it for a while (an interactive shell would go on to the echo at once); that
            // shell ignores Ctrl-C, which is the notebook's to handle, so it lives to print it.
            return "/bin/sh -c \"trap '' INT; \(notebook); echo notebook-exited-\\$?\""
        }

        func remove() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @Test func launchRunReadResizeStepAndQuit() throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let tmux = try Tmux(columns: 100, rows: 30, environment: try sandbox.environment())
        try tmux.type(try sandbox.command())

        // Launch: the first lesson, with its panes.
        var screen = try tmux.waitFor(text: "4.1.1 Just one value")
        #expect(screen.contains("─ Cell 1 of 2: just-1"))
        #expect(try tmux.value("alternate_on") == "1")

        // Go to the next lesson and run its cell (the first run compiles it: allow time).
        try tmux.send("]")
        try tmux.waitFor(text: "4.1.2 Values over time")
        try tmux.send("r")
        screen = try tmux.waitFor(text: "matches the lesson", timeout: .seconds(240))

        // Read the panes: actual beside expected, the emoji lane on its time axis.
        #expect(screen.contains("✓ 用户"))
        let lane = screen.split(separator: "\n").first { $0.hasPrefix("values") }.map(String.init) ?? ""
        #expect(lane.contains("🐶") && lane.contains("用户"), "values lane: \(lane)")
        // The status line may be painted a moment after the panes: wait for it rather than race.
        try tmux.waitFor("the match counted in the status line") { $0.contains("✓ 2/4 cells") || $0.contains("✓ 1/4 cells") }

        // Resize: smaller still fits, too small says so, and the notebook comes back.
        try tmux.resize(columns: 70, rows: 20)
        screen = try tmux.waitFor("the 70-column layout") { $0.contains("─ Marbles") && $0.split(separator: "\n").count <= 20 }
        #expect(screen.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 70 })
        try tmux.resize(columns: 50, rows: 15)
        try tmux.waitFor(text: "at least 60×18")
        try tmux.resize(columns: 100, rows: 30)
        try tmux.waitFor(text: "─ Marbles")

        // Step through events, forward and back.
        try tmux.send("s")
        try tmux.waitFor(text: "step 0/7")
        try tmux.send("Space", "Space", "Space")
        screen = try tmux.waitFor(text: "step 3/7")
        #expect(screen.contains("▲ now 20"))
        try tmux.send("Left")
        try tmux.waitFor(text: "step 2/7")

        // Quit: the shell is back, off the alternate screen, and progress was saved.
        try tmux.send("q")
        screen = try tmux.waitFor(text: "notebook-exited-0")
        #expect(!screen.contains("─ Marbles"))
        #expect(try tmux.value("alternate_on") == "0")
        #expect(try tmux.value("cursor_flag") == "1")
        let progress = try String(contentsOf: sandbox.progressFile, encoding: .utf8)
        #expect(progress.contains("emoji-lane"))
        #expect(progress.contains("\"lessonID\" : \"fx-interval\""))
    }

    @Test func editingKeepsTheCopyInTheWorkspaceAndResetBringsTheLessonBack() throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        // An "editor" that changes the cell without a screen: the notebook must give the terminal
        // away and take it back all the same.
        let tmux = try Tmux(columns: 100, rows: 30, environment: try sandbox.environment(editor: "sed -i -e 's/just(1)/just(42)/'"))
        let lessonFile = URL(fileURLWithPath: Fixtures_lessonsPath).appendingPathComponent("4.1-observable.md")
        let lessonBefore = try String(contentsOf: lessonFile, encoding: .utf8)
        try tmux.type(try sandbox.command())
        try tmux.waitFor(text: "─ Cell 1 of 2: just-1")

        try tmux.send("e")
        let screen = try tmux.waitFor(text: "just(42)")
        #expect(screen.contains("just-1 · your copy"))
        let copy = sandbox.folder.appendingPathComponent("workspace/cells/fx-just/just-1.swift")
        #expect(try String(contentsOf: copy, encoding: .utf8).contains("just(42)"))
        #expect(try String(contentsOf: lessonFile, encoding: .utf8) == lessonBefore)

        try tmux.send("x")
        try tmux.waitFor(text: "y drops it")
        try tmux.send("y")
        try tmux.waitFor(text: "Observable.just(1)")
        #expect(!FileManager.default.fileExists(atPath: copy.path))
        // Dropped, not deleted: the learner's version is beside it.
        #expect(try String(contentsOf: copy.appendingPathExtension("bak"), encoding: .utf8).contains("just(42)"))
        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0")
    }

    @Test func anExerciseIsCheckedEditedAndSolvedInsideThePane() throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        // The "editor" writes the answer the way a learner would, into the workspace file.
        let editor = "sed -i -e 's|words // TODO: upper case|words.map { $0.uppercased() }|'"
        let tmux = try Tmux(columns: 110, rows: 32, environment: try sandbox.environment(editor: editor))
        try tmux.type(try sandbox.command())
        try tmux.waitFor(text: "─ Cell 1 of 2: just-1")

        // The third lesson's stop after its cell is the exercise.
        try tmux.send("]", "]", "j")
        var screen = try tmux.waitFor(text: "Exercise: Shout it · start file")
        #expect(screen.contains("words // TODO: upper case"))

        // As shipped, the start file fails on the example, shown as marbles.
        try tmux.send("r")
        screen = try tmux.waitFor(text: "✗ on the example yours gives", timeout: .seconds(240))
        #expect(screen.contains("expected -A-B-|"))
        #expect(screen.contains("yours"))

        // A hint inside the pane, saved with progress.
        try tmux.send("h")
        try tmux.waitFor(text: "Hint 1: map turns each element into another.")
        try tmux.send("Escape")

        // Edit, check again: solved, and recorded like `rxlearn check` records it.
        try tmux.send("e")
        try tmux.waitFor(text: "words.map { $0.uppercased() }")
        try tmux.send("r")
        screen = try tmux.waitFor(text: "✓ passed on the example and on 50 other inputs", timeout: .seconds(240))
        let answer = sandbox.folder.appendingPathComponent("workspace/exercises/fx-shout.swift")
        #expect(try String(contentsOf: answer, encoding: .utf8).contains("uppercased()"))

        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let progress = try decoder.decode(LearnerProgress.self, from: Data(contentsOf: sandbox.progressFile))
        #expect(progress.exercises["fx-shout"]?.passed == true)
        #expect(progress.exercises["fx-shout"]?.attempts == 2)
        #expect(progress.exercises["fx-shout"]?.lastFailure == .wrongOutput)
        #expect(progress.exercises["fx-shout"]?.hintsShown == 1)
    }

    @Test func suspendResumeAndInterruptLeaveTheTerminalClean() throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let tmux = try Tmux(columns: 90, rows: 26, environment: try sandbox.environment())
        // `set -m`: job control, so Ctrl-Z stops the notebook and `fg` brings it back.
        try tmux.type("set -m")
        try tmux.type(try sandbox.command(present: true))
        try tmux.waitFor(text: "─ Cell 1 of 2: just-1")

        try tmux.send("C-z")
        try tmux.waitFor("the shell after Ctrl-Z") { $0.contains("e2e$") && !$0.contains("─ Cell") }
        #expect(try tmux.value("alternate_on") == "0")
        try tmux.type("fg")
        try tmux.waitFor(text: "─ Cell 1 of 2: just-1")

        try tmux.send("C-c")
        try tmux.waitFor(text: "notebook-exited-0")
        #expect(try tmux.value("alternate_on") == "0")

        // SIGTERM, from outside, restores the terminal too.
        try tmux.type(try sandbox.command())
        try tmux.waitFor(text: "─ Cell 1 of 2: just-1")
        // Only the notebook on this pane's terminal.
        let terminal = try tmux.value("pane_tty").replacingOccurrences(of: "/dev/", with: "")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("pkill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        #expect(try ChildCommand.run(["/usr/bin/env", "pkill", "-TERM", "-t", terminal, "-x", "NotebookHost"], output: log) == 0)
        try tmux.waitFor(text: "notebook-exited-0")
        #expect(try tmux.value("alternate_on") == "0")
    }
}

private let Fixtures_lessonsPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/lessons").path

/// Where `swift build` put the binaries next to the running tests.
enum NotebookBinary {
    static func folder() throws -> URL {
        var candidates: [URL] = []
        #if os(Linux)
        candidates.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        #endif
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("NotebookHost").path) }) else {
            throw Tmux.Failure(description: "NotebookHost was not built next to the tests (looked in \(candidates.map(\.path)))")
        }
        return found
    }
}
