import Foundation
import LessonKit
import Testing

/// The real notebook binary under tmux, on its own socket: a review due (`RXLEARN_NOW` two days
/// after the pass) is taken with `R` in the exercise panes, answered in the learner's editor in
/// the review's own file, judged, moved up a box and saved; Esc goes back to where the learner
/// was, and `R` then says when the next review is due.
@Suite(.serialized, .enabled(if: Tmux.executable != nil || Tmux.isRequired, "tmux is not installed"))
struct ReviewEndToEndTests {
    @Test func aDueReviewIsTakenInThePanesAndMovesUpABox() throws {
        let sandbox = EndToEndTests.Sandbox()
        defer { sandbox.remove() }
        let passedAt = Date(timeIntervalSince1970: 1_772_355_600)
        let now = passedAt.addingTimeInterval(2 * 86_400)
        // The "editor" answers the way a learner would, in the file it is given.
        let editor = "sed -i -e 's|words // TODO: upper case|words.map { $0.uppercased() }|'"
        var environment = try sandbox.environment(editor: editor)
        environment[ReviewClock.variable] = ISO8601DateFormatter().string(from: now)
        _ = try ProgressStore(fileURL: sandbox.progressFile).update([.exerciseAttempt(exerciseID: "fx-shout", failure: nil, at: passedAt)])
        // The learner's own answer to the exercise, which a review never touches.
        let answer = sandbox.folder.appendingPathComponent("workspace/exercises/fx-shout.swift")
        let own = "// my own answer\nfunc solve(words: Observable<String>) -> Observable<String> { words.map { $0.uppercased() } }\n"
        try WorkspaceLayout.write(own, to: answer)

        let tmux = try Tmux(columns: 110, rows: 32, environment: environment)
        try tmux.type(try sandbox.command())
        var screen = try tmux.waitFor(text: "1 review due today: R takes it here")

        try tmux.send("R")
        screen = try tmux.waitFor(text: "Review 1 of 1: Shout it · start file", timeout: .seconds(240))
        #expect(screen.contains("Review 1 of 1 due — fx-shout: Shout it (box 1)"))
        #expect(screen.contains("A new example (not the one in the lesson):"))

        try tmux.send("e")
        try tmux.waitFor(text: "Review 1 of 1: Shout it · your answer")
        try tmux.send("r")
        screen = try tmux.waitFor(text: "Remembered in 0 s. Up to box 2", timeout: .seconds(240))
        #expect(screen.contains("Esc: back to the lesson."))
        #expect(try String(contentsOf: answer, encoding: .utf8) == own, "the exercise's own answer is left as it was")
        let review = sandbox.folder.appendingPathComponent("workspace/reviews/fx-shout.swift")
        #expect(try String(contentsOf: review, encoding: .utf8).contains("words.map { $0.uppercased() }"))

        try tmux.send("Escape")
        try tmux.waitFor(text: "No more reviews due today: back where you were.")
        try tmux.waitFor(text: "─ Cell 1 of 2: just-1")
        try tmux.send("R")
        try tmux.waitFor(text: "No reviews due. The next one is due \(ReviewDates.text(now.addingTimeInterval(3 * 86_400))).")

        try tmux.send("q")
        try tmux.waitFor(text: "notebook-exited-0")
        let progress = try ProgressStore(fileURL: sandbox.progressFile).load().progress
        let record = try #require(progress.exercises["fx-shout"]?.review)
        #expect(record.box == 2 && record.reviews == 1 && record.startedAt == nil)
        #expect(record.dueAt == now.addingTimeInterval(3 * 86_400))
    }
}
