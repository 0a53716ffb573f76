import Foundation
import Testing

/// The real notebook binary under tmux at 80×24: opened at a lesson it shows that lesson's title
/// at the top of the prose; a first run shows the welcome page, a later one does not.
@Suite(.serialized, .enabled(if: Tmux.executable != nil || Tmux.isRequired, "tmux is not installed"))
struct OpeningEndToEndTests {
    static let lessonsPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/lessons").path

    static func command(_ sandbox: EndToEndTests.Sandbox, _ arguments: String, lessons: String = lessonsPath) throws -> String {
        let binary = try NotebookBinary.folder().appendingPathComponent("NotebookHost").path
        let workspace = sandbox.folder.appendingPathComponent("workspace").path
        return "/bin/sh -c \"'\(binary)' --lessons '\(lessons)' --workspace '\(workspace)' \(arguments); echo notebook-exited-\\$?\""
    }

    /// The screen's rows.
    static func rows(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func openedAtALessonItsTitleIsAtTheTop() throws {
        let sandbox = EndToEndTests.Sandbox()
        defer { sandbox.remove() }
        let tmux = try Tmux(columns: 80, rows: 24, environment: try sandbox.environment())
        try tmux.type(try Self.command(sandbox, "--open fx-interval"))
        let screen = try tmux.waitFor(text: "─ Cell 1 of 1: emoji-lane")
        let rows = Self.rows(screen)
        #expect(rows.first?.hasPrefix("─ 4.1 Observable") == true, "\(screen)")
        #expect(rows.dropFirst().first?.hasPrefix("4.1.2 Values over time") == true, "\(screen)")
        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0")
    }

    @Test func theWelcomePageOnlyOnTheFirstRun() throws {
        let sandbox = EndToEndTests.Sandbox()
        defer { sandbox.remove() }
        let tmux = try Tmux(columns: 80, rows: 24, environment: try sandbox.environment())
        try tmux.type(try Self.command(sandbox, "--welcome"))
        var screen = try tmux.waitFor(text: "Welcome to rxlearn")
        #expect(screen.contains("any other key starts the course"))
        // Enter opens the first lesson at its top.
        try tmux.send("Enter")
        screen = try tmux.waitFor(text: "─ Cell 1 of 2: just-1")
        #expect(!screen.contains("Welcome to rxlearn"))
        #expect(Self.rows(screen).dropFirst().first?.hasPrefix("4.1.1 Just one value") == true, "\(screen)")
        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0")

        // The second run opens on the lesson, at its top.
        try tmux.type("clear; " + (try Self.command(sandbox, "--welcome")))
        screen = try tmux.waitFor(text: "─ Cell 1 of 2: just-1")
        #expect(!screen.contains("Welcome to rxlearn"))
        #expect(Self.rows(screen).dropFirst().first?.hasPrefix("4.1.1 Just one value") == true, "\(screen)")
        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0")
    }

    /// NotebookHost reads the folder's PATH.md as `rxlearn` does: the first run starts at the
    /// path's first lesson, not the documents' first.
    @Test func theFirstRunStartsWhereTheFoldersPathDoes() throws {
        let sandbox = EndToEndTests.Sandbox()
        defer { sandbox.remove() }
        let lessons = sandbox.folder.appendingPathComponent("lessons")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.lessonsPath), to: lessons)
        try "## Stage: Subjects first\n- fx-publish\n## Stage: Then observables\n- fx-just\n- fx-interval\n"
            .write(to: lessons.appendingPathComponent("PATH.md"), atomically: true, encoding: .utf8)
        let binary = try NotebookBinary.folder().appendingPathComponent("NotebookHost").path
        let workspace = sandbox.folder.appendingPathComponent("workspace").path
        let tmux = try Tmux(columns: 80, rows: 24, environment: try sandbox.environment())
        try tmux.type("/bin/sh -c \"'\(binary)' --lessons '\(lessons.path)' --workspace '\(workspace)' --welcome; echo notebook-exited-\\$?\"")
        try tmux.waitFor(text: "Welcome to rxlearn")
        try tmux.send("Enter")
        let screen = try tmux.waitFor(text: "4.3.2 PublishSubject")
        #expect(Self.rows(screen).dropFirst().first?.hasPrefix("4.3.2 PublishSubject") == true, "\(screen)")
        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0")
    }
}
