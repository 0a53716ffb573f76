import Foundation
import LessonKit
import Testing
@testable import NotebookCore

/// An order-the-chain exercise in the notebook: `,` and `.` select a given line, `<` and `>` carry
/// it up and down, `i` takes it out of the chain or puts it back; every change is the learner's
/// file edited and saved, so `rxlearn check` sees the same order.
@Suite struct ChainOrderReducerTests {
    static let fence = "```"
    static let chapter = """
        # Chapter: Ordering

        ## Lesson: Order {#order-lesson}

        Put it in order.

        ### Exercise: Doubled positives {#order-doubled}

        Keep the positives, double them.

        \(fence)swift start
        func solve(xs: Observable<Int>) -> Observable<Int> {
            xs
        }
        \(fence)

        \(fence)inputs
        xs: -1-2-|
        \(fence)

        \(fence)swift lines
                .filter { $0 > 0 }
                .map { $0 * 2 }
        \(fence)

        \(fence)swift distractors
                .skip(1)
        \(fence)

        \(fence)swift solution
        func solve(xs: Observable<Int>) -> Observable<Int> {
            xs
                .filter { $0 > 0 }
                .map { $0 * 2 }
        }
        \(fence)

        \(fence)marbles
        out: -2-4-|
        \(fence)

        ### Exercise: Written {#order-written}

        Write it.

        \(fence)swift start
        func solve(xs: Observable<Int>) -> Observable<Int> {
            xs
        }
        \(fence)

        \(fence)inputs
        xs: -1-|
        \(fence)

        \(fence)swift solution
        func solve(xs: Observable<Int>) -> Observable<Int> {
            xs.map { $0 }
        }
        \(fence)

        \(fence)marbles
        out: -1-|
        \(fence)
        """

    func onExercise(_ index: Int = 0) throws -> NotebookState {
        let parsed = ChapterParser.parse(text: Self.chapter, fileName: "4.1-ordering.md")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        var state = NotebookState(course: Course(chapters: [try #require(parsed.chapter)]))
        state.navigation.stop = .exercise(index)
        state.screen.size = ScreenSize(columns: 120, rows: 40)
        return state
    }

    /// The given lines in the order the learner's file holds them now.
    func order(_ state: NotebookState) throws -> [String] {
        let exercise = try #require(state.currentExercise)
        let answer = try #require(ChainAnswer(state.answer(to: exercise), for: exercise))
        return answer.slots.map { answer.lines[$0].trimmingCharacters(in: .whitespaces) }
    }

    @Test func theSelectedLineMovesAndTheFileIsSaved() throws {
        var state = try onExercise()
        let before = try order(state)
        #expect(before.count == 3)
        #expect(state.selectedChainLine != nil, "the first given line is selected")

        let effects = Fixtures.send(Fixtures.keys(">"), to: &state)
        let after = try order(state)
        #expect(after == [before[1], before[0], before[2]])
        #expect(state.chainOrder.selected["order-doubled"] == 1, "the selection follows the line")
        let saved = try #require(state.exercise.answers["order-doubled"])
        #expect(effects == [.saveExerciseAnswer(exerciseID: "order-doubled", code: saved)])

        Fixtures.send(Fixtures.keys("<"), to: &state)
        #expect(try order(state) == before)
        #expect(state.chainOrder.selected["order-doubled"] == 0)
    }

    @Test func selectingDoesNotChangeTheFileAndStopsAtTheEnds() throws {
        var state = try onExercise()
        let before = try order(state)
        #expect(Fixtures.send(Fixtures.keys(".."), to: &state).isEmpty)
        #expect(state.chainOrder.selected["order-doubled"] == 2)
        #expect(try order(state) == before)
        #expect(state.exercise.answers["order-doubled"] == nil, "nothing was written")
        Fixtures.send(Fixtures.keys("."), to: &state)
        #expect(state.chainOrder.selected["order-doubled"] == 2)
        #expect(state.message?.text.contains("at the end") == true)
        Fixtures.send(Fixtures.keys(">"), to: &state)
        #expect(try order(state) == before, "the last line cannot go further down")
        Fixtures.send(Fixtures.keys(",,,"), to: &state)
        #expect(state.chainOrder.selected["order-doubled"] == 0)
    }

    @Test func iTakesALineOutAndPutsItBack() throws {
        var state = try onExercise()
        let before = try order(state)
        Fixtures.send(Fixtures.keys("i"), to: &state)
        #expect(try order(state)[0] == "// " + before[0])
        let exercise = try #require(state.currentExercise)
        #expect(ChainAnswer.problem(in: state.answer(to: exercise), for: exercise) == nil, "a dropped line is a comment")
        Fixtures.send(Fixtures.keys("i"), to: &state)
        #expect(try order(state) == before)
    }

    @Test func anOrderingMadeWithTheKeysIsTheSolutionsCode() throws {
        var state = try onExercise()
        // Bubble the lines into the author's order, the distractor last and taken out.
        let target = [".filter { $0 > 0 }", ".map { $0 * 2 }", ".skip(1)"]
        for (place, line) in target.enumerated() {
            var current = try order(state)
            var index = try #require(current.firstIndex(of: line))
            state.chainOrder.selected["order-doubled"] = index
            while index > place {
                Fixtures.send(Fixtures.keys("<"), to: &state)
                index -= 1
                current = try order(state)
            }
            #expect(current[place] == line)
        }
        Fixtures.send(Fixtures.keys("i"), to: &state)
        let exercise = try #require(state.currentExercise)
        let code = state.answer(to: exercise).split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") && !$0.isEmpty }
        #expect(code.map { $0.trimmingCharacters(in: .whitespaces) } == ["func solve(xs: Observable<Int>) -> Observable<Int> {", "xs", ".filter { $0 > 0 }", ".map { $0 * 2 }", "}"])
    }

    @Test func theKeysSayWhatTheyAreForOnAnExerciseTheLearnerWrites() throws {
        var state = try onExercise(1)
        #expect(Fixtures.send(Fixtures.keys(">"), to: &state).isEmpty)
        #expect(state.message?.text.contains("order-the-chain") == true)
        #expect(state.selectedChainLine == nil)
    }

    @Test func aFileThatLostItsStartCodeIsToldToStartAfresh() throws {
        var state = try onExercise()
        state.exercise.answers["order-doubled"] = "let x = 1\n"
        #expect(Fixtures.send(Fixtures.keys(">"), to: &state).isEmpty)
        #expect(state.message?.text.contains("x starts afresh") == true)
    }

    @Test func theSelectedLineIsMarkedOnTheScreen() throws {
        var state = try onExercise()
        Fixtures.send(Fixtures.keys("."), to: &state)
        let buffer = NotebookScreen.frame(state).buffer
        let rows = (0..<buffer.size.rows).map { buffer.text(row: $0) }
        let exercise = try #require(state.currentExercise)
        let answer = try #require(ChainAnswer(state.answer(to: exercise), for: exercise))
        let selected = answer.lines[answer.slots[1]].trimmingCharacters(in: .whitespaces)
        #expect(rows.contains { $0.contains("▶") && $0.contains(selected) })
        #expect(rows.contains { $0.contains("< > move") })
    }

    /// On a small screen the file is longer than the code pane: the selected line is scrolled
    /// into view as the selection moves, down and back up.
    @Test func theSelectedLineStaysInViewOnASmallScreen() throws {
        var state = try onExercise()
        state.screen.size = ScreenSize(columns: 60, rows: 18)
        func selectionShown() -> Bool {
            let buffer = NotebookScreen.frame(state).buffer
            return (0..<buffer.size.rows).contains { buffer.text(row: $0).contains("▶") }
        }
        for key in ". . , , ,".split(separator: " ") {
            Fixtures.send(Fixtures.keys(String(key)), to: &state)
            let buffer = NotebookScreen.frame(state).buffer
            #expect(selectionShown(), "after \(key), selected \(state.chainOrder.selected["order-doubled"] ?? -1):\n\((0..<buffer.size.rows).map { buffer.text(row: $0) }.joined(separator: "\n"))")
        }
    }
}
