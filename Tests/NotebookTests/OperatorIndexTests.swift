import LessonKit
import Testing
@testable import NotebookCore

/// `o`: the operator decision tree as a searchable window that opens the operator's lesson.
@Suite struct OperatorIndexTests {
    static let course: Course = {
        let text = """
        # Chapter: Choosing

        ## Lesson: The tree {#5-tree}

        ```choose
        combine sequences › one after the other → concat
        combine sequences › whatever any emits → merge
        work with time › waiting for a quiet moment → debounce
        ```

        ## Lesson: concat {#op-concat}

        One after the other.

        ## Lesson: debounce {#op-debounce}

        Quiet moments.
        """
        return Course(chapters: [ChapterParser.parse(text: text, fileName: "5-choosing.md").chapter!])
    }()

    @Test func typingFiltersAndEnterOpensTheOperatorsLesson() {
        var state = NotebookState(course: Self.course)
        Fixtures.send(Fixtures.keys("o"), to: &state)
        #expect(state.overlay == .operators(SearchState()))
        #expect(OperatorIndex.matches(in: Self.course, query: "").map(\.operatorName) == ["concat", "merge", "debounce"])

        Fixtures.send(Fixtures.keys("quiet"), to: &state)
        #expect(OperatorIndex.matches(in: Self.course, query: "quiet").map(\.operatorName) == ["debounce"])
        let effects = Fixtures.send([.key(.enter)], to: &state)
        #expect(state.currentLesson?.id == "op-debounce")
        #expect(state.overlay == nil)
        #expect(effects == [.saveProgress(.position(lessonID: "op-debounce", cellID: nil))])
    }

    @Test func anOperatorWithoutALessonSaysSoAndStays() {
        var state = NotebookState(course: Self.course)
        Fixtures.send(Fixtures.keys("omerge") + [.key(.enter)], to: &state)
        #expect(state.message?.text == "`merge` has no lesson yet.")
        #expect(state.currentLesson?.id == "5-tree")
        let buffer = NotebookScreen.render(state, size: ScreenSize(columns: 80, rows: 24))
        #expect(buffer.text.contains("merge") && buffer.text.contains("(no lesson yet)"))
    }

    @Test func lessonsWithoutATreeExplainTheKey() {
        var state = Fixtures.state()
        Fixtures.send(Fixtures.keys("o"), to: &state)
        #expect(state.overlay == nil)
        #expect(state.message?.text.contains("decision tree") == true)
    }
}
