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

/// The code pane's title names the lines its gutter shows: the folded setup line above the cell
/// and the continuations of wrapped lines are no lines of the cell (they once made the title say
/// "lines 8–21 of 32" above a pane showing lines 7–20).
@Suite struct CodeScrollTitleTests {
    static let course: Course = {
        let body = (1...30).map { $0 == 12 ? "let long = [" + (1...30).map(String.init).joined(separator: ", ") + "]" : "print(\($0))" }
        let text = """
        # Chapter: Long

        ## Lesson: With setup {#setup-cell}

        ```swift setup
        let shared = 1
        ```

        ```swift cell id=thirty
        \(body.joined(separator: "\n"))
        ```

        ```output
        1
        ```
        """
        return Course(chapters: [ChapterParser.parse(text: text, fileName: "9.9-setup.md").chapter!])
    }()

    /// The gutter numbers of the cell's lines in the code pane, and its title.
    static func shown(_ state: NotebookState) -> (numbers: [Int], title: String) {
        let buffer = NotebookScreen.render(state)
        let rows = (0..<buffer.size.rows).map { buffer.text(row: $0) }
        guard let title = rows.firstIndex(where: { $0.contains("thirty") }) else { return ([], "") }
        var numbers: [Int] = []
        // The pane's rows run to the next pane's title; a wrapped line's continuation has no number.
        for row in rows[(title + 1)...] {
            if row.hasPrefix("─") { break }
            let gutter = row.split(separator: "│", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if row.contains("│"), let number = Int(gutter) { numbers.append(number) }
        }
        return (numbers, rows[title])
    }

    @Test func theTitleNamesTheLinesTheGutterShows() {
        var state = NotebookState(course: Self.course)
        state.screen.size = ScreenSize(columns: 80, rows: 24)
        for _ in 0..<3 {
            let (numbers, title) = Self.shown(state)
            #expect(!numbers.isEmpty)
            #expect(title.contains("lines \(numbers.first ?? 0)–\(numbers.last ?? 0) of 30"), "\(title) over lines \(numbers)")
            Fixtures.send(Fixtures.keys("d"), to: &state)
        }
    }
}
