import Foundation
import Testing

/// The bundled course at 80×24 under tmux: open at op-debounce, press r, and read the
/// `.debounce` line of the cell without scrolling.
@Suite(.serialized, .enabled(if: Tmux.executable != nil || Tmux.isRequired, "tmux is not installed"))
struct LayoutEndToEndTests {
    static let bundledLessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Lessons").path

    @Test func at80x24TheDebounceCellIsReadableAfterARun() throws {
        let sandbox = EndToEndTests.Sandbox()
        defer { sandbox.remove() }
        let environment = try sandbox.environment()
        // Where the learner stopped: the progress file puts the notebook at op-debounce.
        try FileManager.default.createDirectory(at: sandbox.progressFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"version": 1, "lessons": {}, "exercises": {}, "position": {"lessonID": "op-debounce", "cellID": "search-box"}}"#.utf8)
            .write(to: sandbox.progressFile)
        let binary = try NotebookBinary.folder().appendingPathComponent("NotebookHost").path
        let tmux = try Tmux(columns: 80, rows: 24, environment: environment)
        try tmux.type("'\(binary)' --lessons '\(Self.bundledLessons)' --workspace '\(sandbox.folder.appendingPathComponent("workspace").path)'; echo notebook-exited-$?")

        try tmux.waitFor(text: "─ Cell 1 of 1: search-box")
        try tmux.send("r")
        // The first run compiles the cell: allow time.
        let screen = try tmux.waitFor(text: "✓ matches the lesson", timeout: .seconds(240))
        #expect(screen.contains(" 5 │     .debounce(.milliseconds(300), scheduler: MainScheduler.instance)"))
        #expect(screen.contains("14 │ at(1000) { query.onCompleted() }"))
        #expect(screen.contains("more lines · Tab, then d/u"))
        #expect(screen.split(separator: "\n").allSatisfy { !$0.contains("lines 1–") }, "the cell needed no scrolling")

        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0")
    }
}
