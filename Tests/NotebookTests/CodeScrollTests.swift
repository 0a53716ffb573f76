import LessonKit
import Testing
@testable import NotebookCore

/// A cell longer than the code pane can be read to its end: `d` and `u` scroll it half a pane at
/// a time, the title says which lines are shown, and a new stop starts at the top.
@Suite struct CodeScrollTests {
    static let course: Course = {
        let body = (1...40).map { "print(\($0))" }.joined(separator: "\n")
        let text = """
        # Chapter: Long

        ## Lesson: Forty lines {#long-cell}

        ```swift cell id=forty
        \(body)
        ```

        ```output
        1
        ```

        ```swift cell id=short
        print("x")
        ```

        ```output
        x
        ```
        """
        return Course(chapters: [ChapterParser.parse(text: text, fileName: "9.9-long.md").chapter!])
    }()

    @Test func dAndUScrollALongCellAndTheTitleSaysWhere() {
        let size = ScreenSize(columns: 80, rows: 24)
        var state = NotebookState(course: Self.course)
        state.screen.size = size
        let view = NotebookScreen.frame(state).viewports.code
        #expect(view.total == 40 && view.visible < 40)

        var buffer = NotebookScreen.render(state, size: size)
        #expect(buffer.text.contains("lines 1–\(view.visible) of 40 · d/u scroll"))

        Fixtures.send(Fixtures.keys("d"), to: &state)
        #expect(state.codeScroll == max(1, view.visible / 2))
        for _ in 0..<20 { Fixtures.send(Fixtures.keys("d"), to: &state) }
        #expect(state.codeScroll == 40 - view.visible, "never past the last line")
        buffer = NotebookScreen.render(state, size: size)
        #expect(buffer.text.contains("40 │ print(40)"))
        #expect(buffer.text.contains("of 40 · d/u scroll"))

        for _ in 0..<30 { Fixtures.send(Fixtures.keys("u"), to: &state) }
        #expect(state.codeScroll == 0)

        // The next stop starts at its top; a short cell has nothing to scroll.
        Fixtures.send(Fixtures.keys("dj"), to: &state)
        #expect(state.currentCell?.id == "short", "\(state.message?.text ?? "")")
        #expect(state.codeScroll == 0)
        Fixtures.send(Fixtures.keys("d"), to: &state)
        #expect(state.message?.text == "The whole cell is in view.")
    }
}
