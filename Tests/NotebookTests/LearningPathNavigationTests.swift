import Foundation
import LessonKit
import Testing
@testable import NotebookCore

/// The notebook along a learning path: `]`/`[`, the first run, where the learner stopped, and
/// the contents in path order or the documents' order, on the fixture lessons with a path that
/// puts the subjects chapter (4.3) before the observables one (4.1).
@Suite struct LearningPathNavigationTests {
    static let path = LearningPathParser.parse(text: """
    ## Stage: Subjects first
    - fx-publish
    ## Stage: Then time and values
    - fx-interval
    - fx-just
    """).path

    static let titles = SectionTitles.parse(text: "- 4.1 可监听序列\n- 4.3 既是可监听序列也是观察者\n").titles

    static let course: Course = {
        let (chapters, _) = LessonLibrary.load(folder: Fixtures.lessonsFolder)
        return Course(chapters: chapters, path: path, sectionTitles: titles)
    }()

    static func state(progress: LearnerProgress = LearnerProgress()) -> NotebookState {
        var state = NotebookState(course: course, progress: progress)
        state.screen.size = ScreenSize(columns: 80, rows: 24)
        return state
    }

    @Test func nextAndPreviousLessonFollowThePath() {
        var state = Self.state()
        #expect(state.currentLesson?.id == "fx-publish")
        // The lesson's exercise is a stop on the path before the next lesson, and says so.
        Fixtures.send(Fixtures.keys("]"), to: &state)
        #expect(state.currentLesson?.id == "fx-publish" && state.currentExercise?.id == "fx-shout")
        #expect(state.message?.text.contains("] again moves on") == true)
        Fixtures.send(Fixtures.keys("]"), to: &state)
        #expect(state.currentLesson?.id == "fx-interval")
        Fixtures.send(Fixtures.keys("]"), to: &state)
        #expect(state.currentLesson?.id == "fx-just")
        Fixtures.send(Fixtures.keys("]"), to: &state)
        #expect(state.message?.text == "This is the last lesson.")
        Fixtures.send(Fixtures.keys("[["), to: &state)
        #expect(state.currentLesson?.id == "fx-publish")
    }

    @Test func aSolvedExerciseIsNoStopOfThePath() {
        var progress = LearnerProgress()
        progress.apply(.exerciseAttempt(exerciseID: "fx-shout", failure: nil, at: Date(timeIntervalSince1970: 0)))
        var state = Self.state(progress: progress)
        Fixtures.send(Fixtures.keys("]"), to: &state)
        #expect(state.currentLesson?.id == "fx-interval")
    }

    @Test func theFirstRunStartsAtThePathsFirstLesson() {
        var state = Self.state()
        state.open(at: .welcomeOnFirstRun)
        #expect(state.overlay == .welcome)
        let text = Overlays.welcomeText(state, width: 500).map { $0.spans.map(\.text).joined() }.joined(separator: "\n")
        #expect(text.contains("The course starts with “\(Self.course.entries[0].lesson.title)”, in 4.3 "))
        #expect(text.contains("(既是可监听序列也是观察者)"))
        #expect(text.contains("] follows the learning path (2 stages)"))
        Fixtures.send([.key(.enter)], to: &state)
        #expect(state.currentLesson?.id == "fx-publish")
    }

    /// Progress is keyed by ids, so a learner's progress from before the path shows as it was:
    /// the lesson where they stopped opens, and their matched cells count in the contents.
    @Test func progressFromBeforeThePathStillShows() throws {
        let before = LearnerProgress(
            lessons: ["fx-just": LessonProgress(visited: true, matchedCells: Set(Fixtures.course.entries[0].lesson.cells.map(\.id)))],
            position: .init(lessonID: "fx-interval"))
        var state = Self.state(progress: before)
        state.open(at: .whereLearnerStopped)
        #expect(state.currentLesson?.id == "fx-interval")
        state.overlays.open = .tableOfContents(selection: state.lessonIndex)
        let screen = NotebookScreen.render(state, size: ScreenSize(columns: 80, rows: 24)).text
        let justTitle = Fixtures.course.entries[0].lesson.title
        #expect(screen.contains("✓ \(justTitle)"))
    }

    @Test func contentsMovesAlongTheOrderShownAndSwitchesWithO() {
        var state = Self.state()
        Fixtures.send(Fixtures.keys("t"), to: &state)
        #expect(state.overlay == .tableOfContents(selection: 0))
        Fixtures.send([.key(.down)], to: &state)
        #expect(state.overlay == .tableOfContents(selection: Self.course.index(ofLesson: "fx-interval")!))
        // The documents' order: 4.1 (fx-just, fx-interval) before 4.3 (fx-publish).
        Fixtures.send(Fixtures.keys("o"), to: &state)
        #expect(state.overlays.contentsOrder == .documents)
        Fixtures.send([.key(.down)], to: &state)
        #expect(state.overlay == .tableOfContents(selection: Self.course.index(ofLesson: "fx-publish")!))
        Fixtures.send([.key(.home)], to: &state)
        #expect(state.overlay == .tableOfContents(selection: Self.course.index(ofLesson: "fx-just")!))
        Fixtures.send([.key(.enter)], to: &state)
        #expect(state.currentLesson?.id == "fx-just")
        // `]` still follows the path, whatever the contents showed.
        Fixtures.send(Fixtures.keys("]"), to: &state)
        #expect(state.message?.text == "This is the last lesson.")
    }

    @Test func contentsSnapshotsInBothOrders() throws {
        let size = ScreenSize(columns: 80, rows: 24)
        var state = Self.state()
        state.overlays.open = .tableOfContents(selection: 1)
        try Snapshot.assertMatches(NotebookScreen.render(state, size: size), named: "path-contents")
        state.overlays.contentsOrder = .documents
        try Snapshot.assertMatches(NotebookScreen.render(state, size: size), named: "path-contents-documents")
        state.overlays.contentsOrder = .path
        state.overlays.open = .welcome
        try Snapshot.assertMatches(NotebookScreen.render(state, size: size), named: "path-welcome")
    }

    @Test func theLessonTitleBarShowsTheDocumentsTitle() {
        let screen = NotebookScreen.render(Self.state(), size: ScreenSize(columns: 80, rows: 24)).text
        #expect(screen.contains("既是可监听序列也是观察者 ─"))
    }
}
