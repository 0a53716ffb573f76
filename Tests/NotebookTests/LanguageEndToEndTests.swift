import Foundation
import Testing

/// The real notebook binary under tmux, switching language with `L` at an exercise: the same
/// lesson and stop in Chinese, the learner's answer untouched, and back to English.
@Suite(.serialized, .enabled(if: Tmux.executable != nil || Tmux.isRequired, "tmux is not installed"))
struct LanguageEndToEndTests {
    @Test(arguments: [(80, 24), (120, 40)])
    func lSwitchesTheLanguageAtTheSamePlace(columns: Int, rows: Int) throws {
        let sandbox = EndToEndTests.Sandbox()
        defer { sandbox.remove() }
        let tmux = try Tmux(columns: columns, rows: rows, environment: try sandbox.environment())
        try tmux.type(try OpeningEndToEndTests.command(sandbox, "--open fx-shout"))
        var screen = try tmux.waitFor(text: "Exercise: Shout it")
        #expect(screen.contains("exercise 1 of 1"))

        try tmux.send("L")
        screen = try tmux.waitFor(text: "练习：大声说出来")
        #expect(screen.contains("界面语言：简体中文"), "\(screen)")
        #expect(screen.contains("练习 1/1"), "\(screen)")
        #expect(screen.contains("检查：你的 │ 预期"), "\(screen)")
        // The help speaks Chinese too, and lists the key.
        try tmux.send("?")
        screen = try tmux.waitFor(text: "─ 按键 ")
        #expect(screen.contains("English / 简体中文"), "\(screen)")
        try tmux.send("Escape")
        // Wait for the help to close: an `L` right behind Escape could be read as Alt-L.
        _ = try tmux.waitFor("the help closes") { !$0.contains("─ 按键 ") }

        try tmux.send("L")
        screen = try tmux.waitFor(text: "Language: English.")
        #expect(screen.contains("Exercise: Shout it"), "\(screen)")
        #expect(screen.contains("exercise 1 of 1"), "\(screen)")
        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0")
    }
}
