import Foundation
import Testing
@testable import Notebook
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real notebook under tmux where something around it goes wrong: another program holds the
/// progress file's lock, the learner's `$EDITOR` is not there, or never ends. The notebook starts,
/// answers keys, says what happened and who is in the way, and exits with a failure when
/// progress could not be saved.
@Suite(.serialized, .enabled(if: Tmux.executable != nil || Tmux.isRequired, "tmux is not installed"))
struct NotebookSafetyEndToEndTests {
    typealias Sandbox = EndToEndTests.Sandbox

    /// The screen's text with its rows joined, so that a message wrapped over several rows reads
    /// as one sentence.
    static func joined(_ screen: String) -> String {
        screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test func theNotebookStartsAndQuitsWhileAnotherProgramHoldsTheProgressLock() throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let environment = try sandbox.environment()
        // The lock, held by this test process (a flock lock excludes another open file as it
        // excludes another process), as `flock progress.json.lock sleep 60` would hold it.
        try FileManager.default.createDirectory(at: sandbox.progressFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lock = open(sandbox.progressFile.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0)
        defer { close(lock) }

        let tmux = try Tmux(columns: 80, rows: 24, environment: environment)
        try tmux.type(try sandbox.command())
        try tmux.waitFor(text: "4.1.1 Just one value")
        // The opening save waits a few seconds for the lock, then says who holds it.
        let who = "is locked by process \(getpid())"
        try tmux.waitFor("the holder named", timeout: .seconds(60)) { Self.joined($0).contains(who) }

        // Keys work meanwhile.
        try tmux.send("j")
        try tmux.waitFor(text: "cell 2 of 2")

        // q quits, and the notebook says the progress was not saved, with a failure status.
        try tmux.send("q")
        let screen = try tmux.waitFor(text: "notebook-exited-1", timeout: .seconds(60))
        #expect(Self.joined(screen).contains("NotebookHost: progress not saved:"), "\(screen)")
        #expect(try tmux.value("alternate_on") == "0")
        #expect(!FileManager.default.fileExists(atPath: sandbox.progressFile.path), "nothing was written under another's lock")
    }

    /// `rxlearn` itself, not the test host: with the progress lock held throughout, quitting
    /// the notebook ends with status 1 and the sentence that says the progress was not saved and
    /// who holds the lock — never a silent 0 (issue 32, item 21).
    @Test func rxlearnExitsWithAFailureAndItsSentenceWhenProgressWasNotSaved() throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let rxlearn = try NotebookBinary.folder().appendingPathComponent("rxlearn")
        try #require(FileManager.default.isExecutableFile(atPath: rxlearn.path), "rxlearn was not built next to the tests")
        var environment = try sandbox.environment()
        environment["HOME"] = sandbox.folder.path
        try FileManager.default.createDirectory(at: sandbox.progressFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lock = open(sandbox.progressFile.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0)
        defer { close(lock) }

        let tmux = try Tmux(columns: 80, rows: 24, environment: environment)
        let command = "'\(rxlearn.path)' --lessons '\(Fixtures.lessonsFolder.path)' --workspace '\(sandbox.folder.appendingPathComponent("workspace").path)'"
        try tmux.type("/bin/sh -c \"trap '' INT; \(command); echo notebook-exited-\\$?\"")
        // The fixture lessons are not rxlearn's own course: trusted first.
        try tmux.waitFor("the trust question") { Self.joined($0).contains("is not rxlearn's own course") }
        try tmux.type("y")
        // A first run: the welcome page, then the course.
        try tmux.waitFor(text: "Welcome to rxlearn", timeout: .seconds(60))
        try tmux.send("j")
        try tmux.waitFor(text: "Just one value", timeout: .seconds(60))
        try tmux.waitFor("the holder named", timeout: .seconds(60)) { Self.joined($0).contains("is locked by process \(getpid())") }
        try tmux.send("q")
        let screen = try tmux.waitFor(text: "notebook-exited-1", timeout: .seconds(60))
        let said = Self.joined(screen)
        #expect(said.contains("rxlearn: your progress was not saved:") && said.contains("is locked by process \(getpid())"), "\(screen)")
        #expect(try tmux.value("alternate_on") == "0")
        #expect(!FileManager.default.fileExists(atPath: sandbox.progressFile.path), "nothing was written under another's lock")
    }

    /// An edited copy saved as Latin-1 (issue 32, item 10): said when the notebook opens, kept
    /// byte for byte, and running the cell runs nothing — not the lesson's code, which would
    /// match and be recorded as the learner's.
    @Test func anEditedCopyInLatin1IsSaidKeptAndNotReplacedByTheLessonsCode() throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let environment = try sandbox.environment()
        let copy = sandbox.folder.appendingPathComponent("workspace/cells/fx-just/just-1.swift")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        let latin1 = Data("// caf".utf8) + Data([0xE9]) + Data("\nObservable.just(1).subscribe { print($0) }.disposed(by: bag)\n".utf8)
        try latin1.write(to: copy)

        let tmux = try Tmux(columns: 80, rows: 24, environment: environment)
        try tmux.type(try sandbox.command())
        try tmux.waitFor("the unreadable copy said") {
            Self.joined($0).contains("Your edited copy cells/fx-just/just-1.swift in your workspace is not UTF-8 text (it looks like Latin-1)")
        }
        try tmux.send("r")
        let screen = try tmux.waitFor("the run said it ran nothing", timeout: .seconds(120)) {
            Self.joined($0).contains("(the lesson's own code was not run in its place)")
        }
        #expect(!screen.contains("matches the lesson"), "\(screen)")
        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0", timeout: .seconds(60))
        #expect(try Data(contentsOf: copy) == latin1)
        let progress = try JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.progressFile)) as? [String: Any]
        let lesson = (progress?["lessons"] as? [String: Any])?["fx-just"] as? [String: Any]
        #expect(lesson?["visited"] as? Bool == true, "the progress was saved: \(String(describing: progress))")
        #expect((lesson?["matchedCells"] as? [String])?.isEmpty == true, "the cell was recorded as matched: \(String(describing: lesson))")
    }

    @Test func anEditorThatIsNotThereIsSaidAsNotFound() throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let editor = sandbox.folder.appendingPathComponent("no-such-editor").path
        let tmux = try Tmux(columns: 80, rows: 24, environment: try sandbox.environment(editor: editor))
        try tmux.type(try sandbox.command())
        try tmux.waitFor(text: "─ Cell 1 of 2: just-1")
        try tmux.send("e")
        let screen = try tmux.waitFor("the missing editor said") { Self.joined($0).contains("was not found: set $VISUAL or $EDITOR") }
        #expect(Self.joined(screen).contains("the editor `\(editor)` was not found"), "\(screen)")
        #expect(!screen.contains("status 127"))
        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0")
    }

    @Test func anEditorThatNeverEndsGivesTheScreenBackAndEscOrCtrlCEndIt() throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let pidFile = sandbox.folder.appendingPathComponent("editor.pid")
        let editor = sandbox.folder.appendingPathComponent("hangs")
        try FileManager.default.createDirectory(at: sandbox.folder, withIntermediateDirectories: true)
        try Data("echo $$ > '\(pidFile.path)'\nexec sleep 100000\n".utf8).write(to: editor)
        // Through /bin/sh (see `EditorJobTests.Scratch.script`: never "text file busy").
        let tmux = try Tmux(columns: 80, rows: 24, environment: try sandbox.environment(editor: "/bin/sh \(editor.path)"))
        try tmux.type(try sandbox.command())
        try tmux.waitFor(text: "─ Cell 1 of 2: just-1")

        for giveUp in ["Escape", "C-c"] {
            try? FileManager.default.removeItem(at: pidFile)
            try tmux.send("e")
            // The editor does not use the terminal: the notebook comes back and waits for it.
            try tmux.waitFor("the notebook waiting for the editor", timeout: .seconds(60)) {
                Self.joined($0).contains("is still open, outside this terminal") && $0.contains("─ Cell 1 of 2: just-1")
            }
            let pid = try #require(pid_t((try String(contentsOf: pidFile, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
            // Other keys wait with it.
            try tmux.send("j")
            let waiting = try tmux.waitFor("still waiting after j") { Self.joined($0).contains("is still open") }
            #expect(waiting.contains("cell 1 of 2"))

            try tmux.send(giveUp)
            let screen = try tmux.waitFor("the editor ended", timeout: .seconds(30)) { Self.joined($0).contains("stopped waiting for the editor") }
            #expect(screen.contains("─ Cell 1 of 2: just-1 ─"), "the cell is as it was: \(screen)")
            #expect(EditorJobTests.process(pid).map(\.isZombie) ?? true, "\(giveUp): the editor still runs")
        }
        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0")
    }
}
