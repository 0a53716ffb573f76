import Foundation
import Testing
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The real notebook on lessons far larger than any real one, under tmux: it stays responsive
/// to `q`, and SIGTERM ends it with the terminal given back even while it lays out a huge lesson.
@Suite(.serialized, .enabled(if: Tmux.executable != nil || Tmux.isRequired, "tmux is not installed"))
struct HugeLessonEndToEndTests {
    /// A lesson folder of our own whose one lesson starts with `prose` (one line).
    static func lessons(prose: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-huge-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("lessons"), withIntermediateDirectories: true)
        let markdown = "# Chapter: Huge\n\n## Lesson: Huge {#huge}\n\n\(prose)\n\n```swift cell id=one\nprint(\"hi\")\n```\n\n```output\nhi\n```\n"
        try markdown.write(to: folder.appendingPathComponent("lessons/9.9-huge.md"), atomically: true, encoding: .utf8)
        return folder
    }

    static func environment(_ folder: URL) -> [String: String] {
        ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color",
         "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "EDITOR": "", "VISUAL": ""]
    }

    static func command(_ folder: URL) throws -> String {
        let binary = try NotebookBinary.folder().appendingPathComponent("NotebookHost").path
        return "'\(binary)' --lessons '\(folder.path)/lessons' --workspace '\(folder.path)/workspace'; echo notebook-exited-$?"
    }

    /// The notebook started on this pane's terminal (and only it).
    static func notebookProcess(in tmux: Tmux) throws -> pid_t? {
        let terminal = try tmux.value("pane_tty").replacingOccurrences(of: "/dev/", with: "")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pgrep-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try ChildCommand.run(["/usr/bin/env", "pgrep", "-t", terminal, "-x", "NotebookHost"], output: output)
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").first.flatMap { pid_t($0) }
    }

    static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Should the notebook outlive a failed test, it is killed, not left behind.
    static func killIfAlive(_ pid: pid_t?) {
        if let pid, isAlive(pid) { kill(pid, SIGKILL) }
    }

    @Test func qQuitsAtOnceOnALessonWithAOneMegabyteLine() throws {
        // Words longer than the line (each is cut into many lines) and ordinary words.
        let longWords = String(repeating: String(repeating: "x", count: 99_999) + " ", count: 5)
        let prose = longWords + String(repeating: "values over time ", count: 500_000 / 17)
        let folder = try Self.lessons(prose: prose)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try Tmux(columns: 80, rows: 24, environment: Self.environment(folder))
        try tmux.type(try Self.command(folder))
        try tmux.waitFor("the notebook's alternate screen", timeout: .seconds(60)) { _ in
            (try? tmux.value("alternate_on")) == "1"
        }
        let pid = try Self.notebookProcess(in: tmux)
        defer { Self.killIfAlive(pid) }
        try tmux.waitFor(text: "─ Cell 1 of 1: one", timeout: .seconds(60))
        // Keys the notebook answers with a repaint, then q.
        try tmux.send("j")
        try tmux.send("k")
        // q leaves through the notebook's own exit (status 0, not a watchdog's 128 + signal). How
        // long it takes on such lessons is Benchmarks/notebook-huge-lines.sh's "q → exit".
        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0", timeout: .seconds(120))
        #expect(pid.map { !Self.isAlive($0) } ?? true, "the notebook is gone")
        #expect(try tmux.value("alternate_on") == "0")
    }

    @Test func sigtermDuringLayoutEndsTheNotebookAndGivesTheTerminalBack() throws {
        // One 1 MB word: the first layout of it is the longest work the notebook does.
        let folder = try Self.lessons(prose: String(repeating: "x", count: 1_000_000))
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try Tmux(columns: 80, rows: 24, environment: Self.environment(folder))
        try tmux.type(try Self.command(folder))
        // As soon as curses is on (the alternate screen), before or during the first layout.
        try tmux.waitFor("the notebook's alternate screen", timeout: .seconds(60)) { _ in
            (try? tmux.value("alternate_on")) == "1"
        }
        let pid = try #require(try Self.notebookProcess(in: tmux))
        defer { Self.killIfAlive(pid) }
        #expect(kill(pid, SIGTERM) == 0)
        // Ended by its loop (0) or, if a layout kept the loop busy, by the watchdog (128 + SIGTERM);
        // how long either takes is Benchmarks/notebook-huge-lines.sh's "SIGTERM mid-layout → exit".
        let screen = try tmux.waitFor(text: "notebook-exited-", timeout: .seconds(120))
        let status = screen.components(separatedBy: "notebook-exited-").last?.prefix { $0.isNumber }
        #expect(status == "0" || status == "\(128 + SIGTERM)", "exit status \(String(describing: status))")
        #expect(!Self.isAlive(pid), "the notebook (pid \(pid)) is gone, not left running as an orphan")
        #expect(try Self.notebookProcess(in: tmux) == nil)
        #expect(try tmux.value("alternate_on") == "0")
        // Echo and line editing are back: typed text shows and runs.
        try tmux.type("echo typed-$((40+2))")
        try tmux.waitFor(text: "typed-42")
    }
}
