import Foundation
import LessonKit
import Localization
import Testing
@testable import Notebook
@testable import NotebookCore

/// Small things a learner reads: search snippets without Markdown's marks, the contents' and
/// the key bar's words, and the file a prediction is written in for the editor.
@Suite struct ReadableScreensTests {
    @Test func searchSnippetsShowNoRawMarkdown() {
        #expect(Overlays.readable("## `debounce` waits for a **quiet** moment") == "debounce waits for a quiet moment")
        #expect(Overlays.readable("- *first* item with `code`") == "first item with code")
        #expect(Overlays.readable("> a quoted line") == "a quoted line")
        #expect(Overlays.readable("1. Subscribe: `subscribe(onNext:)`") == "Subscribe: subscribe(onNext:)")
        #expect(Overlays.readable("2 * 3 stays as written") == "2 * 3 stays as written")
        var state = Fixtures.state()
        Fixtures.send([.key(.character("/"))] + Fixtures.keys("subscriber"), to: &state)
        let screen = NotebookScreen.render(state).text
        #expect(screen.contains("subscriber") && !screen.contains("`"), "\(screen)")
    }

    @Test func theKeyBarAndTheContentsSayWhatTheirMarksMean() {
        var state = Fixtures.state(lesson: "fx-publish", cell: 1)
        #expect(NotebookScreen.render(state).text.contains("j/k cells & exercises"))
        Fixtures.send([.key(.character("t"))], to: &state)
        #expect(NotebookScreen.render(state).text.contains("marks: ✓ every cell matched, · visited"))
    }

    @Test func aPredictionForTheEditorIsOneLinePerLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-predictions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let predictions = WorkspacePredictions(workspace: folder)
        let key = CellKey(lessonID: "fx-just", cellID: "just-1")
        let file = try predictions.prepare(key, lines: ["next(1)", "..."])
        #expect(file.path.hasSuffix("predictions/fx-just/just-1.txt"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "next(1)\n...\n")
        // What an editor leaves: Windows line ends, blank lines after the last one.
        try Data("next(1)\r\n\r\ncompleted\r\n\n\n".utf8).write(to: file)
        #expect(try predictions.read(key) == ["next(1)", "", "completed"])
        #expect(try predictions.prepare(key, lines: [""]) == file)
        #expect(try predictions.read(key) == [])
    }
}
