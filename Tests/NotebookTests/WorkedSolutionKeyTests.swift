import Foundation
import LessonKit
import Localization
import Testing
@testable import NotebookCore

/// `w` at an exercise: the reference solution beside the learner's answer, only once the exercise
/// has passed, recorded in progress; and the count of due reviews in the contents.
@Suite struct WorkedSolutionKeyTests {
    private let answer = "// Exercise fx-shout: Shout it\n\nfunc solve(words: Observable<String>) -> Observable<String> {\n    words.map { $0.uppercased() } // shout\n}\n"

    /// The fixture course with a "why" on `fx-shout`.
    private static let course: Course = {
        let (chapters, _) = LessonLibrary.load(folder: Fixtures.lessonsFolder)
        return Course(chapters: chapters.map { chapter in
            var chapter = chapter
            chapter.lessons = chapter.lessons.map { lesson in
                var lesson = lesson
                lesson.items = lesson.items.map { item in
                    guard case .exercise(var exercise) = item, exercise.id == "fx-shout" else { return item }
                    exercise.why = "`map` keeps the timing and the end of `words`.\n\nNo state is kept between words."
                    return .exercise(exercise)
                }
                return lesson
            }
            return chapter
        })
    }()

    private func onExercise(passed: Bool, size: ScreenSize = ScreenSize(columns: 80, rows: 24)) -> NotebookState {
        var progress = LearnerProgress()
        if passed { progress.apply(.exerciseAttempt(exerciseID: "fx-shout", failure: nil, at: Date(timeIntervalSince1970: 1_000))) }
        var state = NotebookState(course: Self.course, progress: progress)
        state.navigation.lessonIndex = Self.course.index(ofLesson: "fx-publish")!
        state.navigation.stop = state.currentLesson!.stops[0]
        state.screen.size = size
        Fixtures.send(Fixtures.keys("j"), to: &state)
        state.exercise.answers["fx-shout"] = answer
        return state
    }

    private func screenText(_ state: NotebookState) -> String {
        let buffer = NotebookScreen.render(state, size: state.screenSize)
        return (0..<state.screenSize.rows).map { buffer.text(row: $0) }.joined(separator: "\n")
    }

    @Test func beforeAPassTheSolutionStaysClosedAndNothingIsRecorded() {
        var state = onExercise(passed: false)
        let effects = Fixtures.send(Fixtures.keys("w"), to: &state)
        #expect(effects.isEmpty)
        #expect(state.overlay == nil)
        #expect(state.message?.text == "The reference solution opens once your answer passes: check it with r (h for a hint).")
        #expect(state.progress.exercises["fx-shout"]?.solutionSeenAt == nil)
    }

    @Test func afterAPassWShowsItAndRecordsTheLook() throws {
        var state = onExercise(passed: true)
        let effects = Fixtures.send(Fixtures.keys("w"), to: &state)
        #expect(state.overlay == .solution(exerciseID: "fx-shout", scroll: 0))
        guard case .saveProgress(.solutionShown(exerciseID: "fx-shout", _))? = effects.first, effects.count == 1 else {
            Issue.record("expected the look to be saved, got \(effects)")
            return
        }
        #expect(state.progress.exercises["fx-shout"]?.solutionSeenAt != nil)
        let screen = screenText(state)
        #expect(screen.contains("Reference solution: Shout it"))
        #expect(screen.contains("Your answer"))
        #expect(screen.contains("words.map { $0.uppercased() } // shout"))
        #expect(screen.contains("The same code as yours, apart from comments and blank lines."))
        #expect(screen.contains("Why this way"))
        #expect(screen.contains("No state is kept between words."))
        #expect(!screen.contains("// Exercise fx-shout"), "the task comment is not part of the answer")

        // Arrows scroll, any other key closes.
        Fixtures.send([.key(.down)], to: &state)
        #expect(state.overlay == .solution(exerciseID: "fx-shout", scroll: 1))
        Fixtures.send(Fixtures.keys("x"), to: &state)
        #expect(state.overlay == nil)
    }

    @Test func aWideScreenPutsTheTwoSideBySide() {
        var state = onExercise(passed: true, size: ScreenSize(columns: 120, rows: 40))
        state.exercise.answers["fx-shout"] = "func solve(words: Observable<String>) -> Observable<String> {\n    words.map { $0.capitalized }\n}\n"
        Fixtures.send(Fixtures.keys("w"), to: &state)
        let rows = screenText(state).split(separator: "\n")
        #expect(rows.contains { $0.contains("Your answer") && $0.contains("│ Reference solution") })
        #expect(rows.contains { $0.contains("words.map { $0.capitalized }") && $0.contains("│     words.map { $0.uppercased() }") })
    }

    /// At a cell `w` keeps its other meaning, the setup's lanes: the solution is an exercise's.
    @Test func atACellWIsTheSetupLanesKey() {
        var state = NotebookState(course: Self.course)
        state.navigation.lessonIndex = Self.course.index(ofLesson: "fx-publish")!
        let folded = state.run.showsSetupLanes
        Fixtures.send(Fixtures.keys("w"), to: &state)
        #expect(state.overlay == nil)
        #expect(state.run.showsSetupLanes == !folded)
    }

    @Test func theKeyIsInTheHelpInBothLanguages() {
        let row = KeyTable.notebook.first { $0.keys == [.character("w")] && $0.mode == .atExercise }
        #expect(row?.summaryPhrase.english == "passed exercise: solution")
        #expect(row?.summaryPhrase.chinese == "已通过的练习：参考答案")
        #expect(KeyTable.windows.contains { $0.context == .solution && $0.matchesOtherKeys })
    }

    @Test func theContentsSayHowManyReviewsAreDue() {
        var state = onExercise(passed: true)
        state.review.dueCount = 3
        Fixtures.send(Fixtures.keys("t"), to: &state)
        #expect(screenText(state).contains("3 reviews due: R"))
        state.review.dueCount = 0
        #expect(!screenText(state).contains("reviews due"))
    }
}
