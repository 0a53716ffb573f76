import Foundation
import LessonKit
import Testing
@testable import NotebookCore

/// Where the notebook opens: the welcome page on a first run only, the top of the lesson where
/// the learner stopped on later runs, or the lesson or exercise asked for.
@Suite struct WelcomeAndOpeningTests {
    static func opened(at place: OpeningPlace, progress: LearnerProgress = LearnerProgress(), presentMode: Bool = false) -> NotebookState {
        var state = NotebookState(course: Fixtures.course, progress: progress, presentMode: presentMode)
        state.open(at: place)
        return state
    }

    @Test func aFirstRunOpensOnTheWelcomePage() {
        let state = Self.opened(at: .welcomeOnFirstRun)
        #expect(state.overlay == .welcome)
        #expect(state.lessonIndex == 0 && state.stop == .cell(0))
        let screen = NotebookScreen.render(state, size: ScreenSize(columns: 80, rows: 24)).text
        #expect(screen.contains("Welcome to rxlearn"))
        #expect(screen.contains("The course starts with “Just one value”"))
        // The five keys, with the labels of the key table.
        for command in Overlays.welcomeCommands {
            let binding = KeyTable.notebook.first { $0.command == command && !$0.label.isEmpty }!
            #expect(screen.contains(binding.label), "\(command)")
        }
        // A page of its own: nothing of the lesson's panes shows around it.
        #expect(!screen.contains("─ Cell 1"))
    }

    @Test func anyKeyEntersTheCourseAtTheTopOfItsFirstLesson() {
        for key: Key in [.enter, .character("j"), .character("r"), .character("x"), .escape, .right, .character("?")] {
            var state = Self.opened(at: .welcomeOnFirstRun)
            state.screen.size = ScreenSize(columns: 80, rows: 24)
            let effects = NotebookReducer.reduce(&state, .key(key))
            #expect(state.overlay == nil, "\(key)")
            #expect(state.currentLesson?.id == "fx-just" && state.stop == .cell(0), "\(key)")
            #expect(state.proseScroll == 0, "\(key)")
            #expect(!state.isRunning && !state.shouldQuit, "\(key) only enters the course")
            // Entering counts as the first visit, so the next run opens without the welcome.
            #expect(effects == [.saveProgress(.position(lessonID: "fx-just", cellID: "just-1"))], "\(key)")
        }
    }

    @Test func qOnTheWelcomePageQuits() {
        var state = Self.opened(at: .welcomeOnFirstRun)
        let effects = NotebookReducer.reduce(&state, .key(.character("q")))
        #expect(state.shouldQuit && effects == [.quit])
    }

    @Test func laterRunsOpenAtTheTopOfTheLessonWhereTheLearnerStopped() {
        let progress = LearnerProgress(lessons: ["fx-publish": LessonProgress(visited: true)],
                                       position: Position(lessonID: "fx-publish", cellID: "fx-shout"))
        let state = Self.opened(at: .welcomeOnFirstRun, progress: progress)
        #expect(state.overlay == nil)
        #expect(state.currentLesson?.id == "fx-publish")
        #expect(state.stop == .exercise(0), "the learner's stop is kept")
        #expect(state.proseScroll == 0, "the prose opens at the lesson's title")
        // Having only tried an exercise is progress too.
        let triedOnly = Self.opened(at: .welcomeOnFirstRun, progress: LearnerProgress(exercises: ["fx-shout": ExerciseProgress()]))
        #expect(triedOnly.overlay == nil)
    }

    @Test func presentModeAndOpeningAnItemNeverWelcome() {
        #expect(Self.opened(at: .welcomeOnFirstRun, presentMode: true).overlay == nil)
        #expect(Self.opened(at: .item(id: "fx-interval")).overlay == nil)
        #expect(Self.opened(at: .whereLearnerStopped).overlay == nil)
    }

    @Test func openingAtALessonOrAnExercise() {
        let lesson = Self.opened(at: .item(id: "fx-interval"))
        #expect(lesson.currentLesson?.id == "fx-interval" && lesson.stop == .cell(0) && lesson.proseScroll == 0)
        let exercise = Self.opened(at: .item(id: "fx-shout"))
        #expect(exercise.currentLesson?.id == "fx-publish" && exercise.stop == .exercise(0))
        #expect(exercise.proseScroll == nil, "the prose follows the exercise asked for")
        #expect(Fixtures.course.place(ofItem: "no-such-thing") == nil)
    }

    @Test func welcomePageSnapshots() throws {
        let state = Self.opened(at: .welcomeOnFirstRun)
        for size in [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 18)] {
            try Snapshot.assertMatches(NotebookScreen.render(state, size: size), named: "welcome-\(size.columns)x\(size.rows)")
        }
    }
}
