import Foundation
import LessonKit
import Marbles
import Testing
@testable import RxLearnCLI

/// The command line read on its own: an exercise's example and goal say what their letters
/// stand for, `progress` counts predictions, and the notebook's settings file is read.
@Suite struct ExampleValuesTests {
    private let lessons = RxLearnProcess.packageRoot.appendingPathComponent("Lessons").path

    @Test func showPrintsTheExamplesValuesAndTheGoals() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let shown = try process.run(["show", "op-scan-balance", "--lessons", lessons])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("[input amounts]\n    -a--b-c--|   a=50 b=-30 c=5\n"), "\(shown.stdout)")
        #expect(shown.stdout.contains("lane balance, one frame = 10 ms]\n    -a--b-c--|   a=150 b=120 c=125\n"), "\(shown.stdout)")
        // The task's words fit 80 columns, as `check` prints them: no word cut by the terminal.
        let statement = shown.stdoutLines.drop { !$0.hasPrefix("An account opens") }.prefix { !$0.hasPrefix("[") }
        #expect(statement.count >= 2 && statement.allSatisfy { DisplayWidth.of($0) <= 78 }, "\(statement)")
        #expect(statement.joined(separator: " ").contains("withdrawal (negative). Emit the balance"), "\(statement)")
    }

    @Test func definitionsPairTheLanesSymbolsWithItsEvents() {
        let events: [TimedEvent] = [.next("50", at: 10), .next("-30", at: 40), .next("5", at: 60), .completed(at: 90)]
        #expect(ExampleText.definitions(marbles: "-a--b-c--|", events: events) == "a=50 b=-30 c=5")
        // A symbol that is its value needs no definition; a time written in the lane is no event.
        let mixed: [TimedEvent] = [.next("1", at: 0), .next("two words", at: 110), .next("1", at: 120), .error("boom", at: 130)]
        #expect(ExampleText.definitions(marbles: "1 100ms (ab)#", events: mixed) == "a=\"two words\" b=1 #=boom")
        #expect(ExampleText.lane("-a-|", events: [.next("a", at: 10), .completed(at: 30)]) == "    -a-|")
    }

    @Test func progressCountsPredictionsRightTheFirstTime() {
        let chapter = ChapterParser.parse(text: """
            # Chapter: One

            ## Lesson: First {#first}

            ```swift cell id=a
            print(1)
            ```

            ```output
            1
            ```
            """, fileName: "4.1-one.md").chapter!
        var progress = LearnerProgress()
        progress.apply(.cellPredicted(lessonID: "first", cellID: "a", right: false), .cellPredicted(lessonID: "first", cellID: "a", right: true))
        #expect(progress.lessons["first"]?.predictions["a"] == CellPredictions(made: 2, rightFirstTime: false))
        let lines = ProgressReport(groups: LessonGroup.groups(of: [chapter], path: nil, order: .path), progress: progress).lines
        #expect(lines.contains("Predicted before running: 1 cell, 0 right the first time"), "\(lines)")
    }

    @Test func theSettingsFileTurnsShowExpectedOnAndSaysWhatItDoesNotKnow() {
        let settings = NotebookSettings.parse("# mine\nshow-expected = yes\ncolour = blue\n", place: "config")
        #expect(settings.showExpected)
        #expect(settings.problems == [CLIText.Help.configProblem("config:3", "colour = blue").text])
        #expect(!NotebookSettings.parse("show-expected = false", place: "config").showExpected)
        let home = URL(fileURLWithPath: "/home/someone")
        #expect(NotebookSettings.file(environment: ["HOME": home.path]) == home.appendingPathComponent(".config/rxlearn/config"))
        #expect(NotebookSettings.file(environment: ["HOME": home.path, "XDG_CONFIG_HOME": "/xdg"]) == URL(fileURLWithPath: "/xdg/rxlearn/config"))
    }
}

/// `--show-expected` is an option of every command that opens the notebook.
@Suite struct ShowExpectedOptionTests {
    @Test func theCommandsThatOpenTheNotebookTakeIt() throws {
        for command in [[], ["open"], ["present"]] {
            let parsed = try RxLearn.parseAsRoot(command + ["--show-expected"])
            let options = (parsed as? RxLearn)?.notebook ?? (parsed as? OpenCommand)?.notebook ?? (parsed as? PresentCommand)?.notebook
            #expect(options?.showExpected == true, "\(command)")
            #expect(options?.showsExpected(environment: [:]) == true)
        }
        #expect(try (RxLearn.parseAsRoot(["open"]) as? OpenCommand)?.notebook.showsExpected(environment: ["HOME": "/nonexistent"]) == false)
    }
}
