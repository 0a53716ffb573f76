import Foundation
import Testing

/// The bundled course in the real notebook binary under tmux at 80×24, on its own server: the
/// lesson 1-target-action opens with its title, and `]` reaches its exercise before the next
/// lesson, saying so; a printing cell is predicted by choosing lines, and the prediction is judged.
@Suite(.serialized, .enabled(if: Tmux.executable != nil || Tmux.isRequired, "tmux is not installed"))
struct PathEndToEndTests {
    static let lessonsPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Lessons").path

    @Test func bracketReachesTheLessonsExerciseBeforeTheNextLesson() throws {
        let sandbox = EndToEndTests.Sandbox()
        defer { sandbox.remove() }
        let tmux = try Tmux(columns: 80, rows: 24, environment: try sandbox.environment())
        try tmux.type(try OpeningEndToEndTests.command(sandbox, "--open 1-target-action", lessons: Self.lessonsPath))
        var screen = try tmux.waitFor(text: "─ Cell 1 of 3: target-action")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.dropFirst().first?.hasPrefix("1 Target-action becomes a tap sequence") == true, "\(screen)")

        try tmux.send("]")
        screen = try tmux.waitFor(text: "Exercise: Count the taps")
        #expect(screen.contains("] again moves on"), "\(screen)")
        #expect(screen.contains("exercise 1 of 1"), "\(screen)")
        try tmux.send("]")
        screen = try tmux.waitFor(text: "Delegates and KVO")
        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0")
    }
}
