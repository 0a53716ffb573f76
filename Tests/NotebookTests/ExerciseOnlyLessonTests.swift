import Foundation
import LessonKit
import Testing
@testable import NotebookCore

/// A lesson with exercises and no cell (the pitfalls chapter has several): wherever it is opened
/// from — search, the contents, `]`, where the learner stopped — it opens at its first exercise,
/// so `r` checks it and `j` walks on, instead of a "cell 0" the lesson does not have.
@Suite struct ExerciseOnlyLessonTests {
    /// The fixture course with `fx-publish`'s cells taken out: its exercise `fx-shout` is left.
    static let course: Course = {
        let (chapters, _) = LessonLibrary.load(folder: Fixtures.lessonsFolder)
        return Course(chapters: chapters.map { chapter in
            var chapter = chapter
            chapter.lessons = chapter.lessons.map { lesson in
                guard lesson.id == "fx-publish" else { return lesson }
                var lesson = lesson
                lesson.items = lesson.items.filter { if case .exercise = $0 { return true } else { return false } }
                return lesson
            }
            return chapter
        })
    }()

    static var lessonIndex: Int { course.index(ofLesson: "fx-publish")! }

    @Test func goingToItOpensItsFirstExercise() {
        #expect(Self.course.entries[Self.lessonIndex].lesson.cells.isEmpty)
        var state = NotebookState(course: Self.course)
        state.screen.size = ScreenSize(columns: 80, rows: 24)
        Fixtures.send([.navigation(.go(lesson: Self.lessonIndex, stop: .cell(0)))], to: &state)
        #expect(state.navigation.stop == .exercise(0))
        #expect(state.currentExercise?.id == "fx-shout")
        // Its title and first words show above the exercise, as a lesson's first screen does.
        #expect(NotebookScreen.render(state).text.contains(state.currentLesson!.title))
    }

    @Test func whereTheLearnerStoppedInItIsItsFirstExercise() {
        var progress = LearnerProgress()
        progress.apply(.position(lessonID: "fx-publish", cellID: nil))
        let state = NotebookState(course: Self.course, progress: progress)
        #expect(state.navigation.stop == .exercise(0))
        #expect(state.currentExercise?.id == "fx-shout")
    }
}
