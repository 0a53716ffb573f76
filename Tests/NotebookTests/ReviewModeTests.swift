import ClassProtocol
import Foundation
import LessonKit
@testable import LessonRunner
import Localization
import Marbles
import Testing
@testable import NotebookCore

/// `R`: the due reviews taken one by one in the exercise panes, through the reducer, on the
/// review clock fixed as `RXLEARN_NOW` fixes it (`ReviewFeature.State.fixedNow`): the due list,
/// the review's own answer and example, judging (up a box, back to the first, a compile error
/// leaving it open), moving on, and leaving back to where the learner was.
@Suite struct ReviewModeTests {
    /// 2026-03-01 09:00 UTC: when both exercises were passed.
    static let passedAt = Date(timeIntervalSince1970: 1_772_355_600)
    static func days(_ count: Double) -> Date { passedAt.addingTimeInterval(count * 86_400) }

    /// The fixture course with a second exercise, `fx-whisper` (a copy of `fx-shout`), in the
    /// other chapter's lesson `fx-just`: two groups to interleave.
    static let course = course()

    /// The course, each exercise worded by `wording` (a translation).
    static func course(wording: (inout Exercise) -> Void = { _ in }) -> Course {
        let (chapters, _) = LessonLibrary.load(folder: Fixtures.lessonsFolder)
        let shout = chapters.lazy.flatMap(\.lessons).flatMap(\.exercises).first { $0.id == "fx-shout" }!
        return Course(chapters: chapters.map { chapter in
            var chapter = chapter
            chapter.lessons = chapter.lessons.map { lesson in
                var lesson = lesson
                if lesson.id == "fx-just" {
                    var whisper = shout
                    whisper.id = "fx-whisper"
                    whisper.title = "Whisper it"
                    lesson.items.append(.exercise(whisper))
                }
                lesson.items = lesson.items.map { item in
                    guard case .exercise(var exercise) = item else { return item }
                    wording(&exercise)
                    return .exercise(exercise)
                }
                return lesson
            }
            return chapter
        })
    }

    /// At the first cell of `fx-just`, both exercises passed at `passedAt` (fx-whisper a minute
    /// later), the review clock at `now`.
    static func learner(now: Date, passed: [String] = ["fx-shout", "fx-whisper"]) -> NotebookState {
        var progress = LearnerProgress()
        for (offset, id) in passed.enumerated() {
            progress.apply(.exerciseAttempt(exerciseID: id, failure: nil, at: passedAt.addingTimeInterval(Double(offset) * 60)))
        }
        var state = NotebookState(course: course, progress: progress, language: .english)
        state.navigation.lessonIndex = course.index(ofLesson: "fx-just")!
        state.navigation.stop = .cell(0)
        state.review.fixedNow = now
        state.exercise.answers["fx-shout"] = "// the learner's own answer\n"
        return state
    }

    /// The review of `id` as the session prepares it: a fresh example (other values than the
    /// lesson's) whose goal the reference solution gave.
    static func review(of id: String, in state: NotebookState) -> ExerciseReview {
        var exercise = state.course.entries.flatMap(\.lesson.exercises).first { $0.id == id }!
        let fresh: [TimedEvent] = [.next("q", at: 10), .next("z", at: 20), .completed(at: 30)]
        exercise.inputs = [MarbleLane(name: "words", marbles: "-q-z-|", diagram: MarbleDiagram(events: fresh, frameDuration: 10),
                                      location: exercise.inputs[0].location)]
        exercise.expected = ExpectedOutput(lanes: [ExpectedLane(name: "shouted", events: [.next("Q", at: 10), .next("Z", at: 20), .completed(at: 30)],
                                                                frameDuration: 10, location: exercise.expected.lanes[0].location)])
        return ExerciseReview(exercise: exercise, number: 1)
    }

    private func screen(_ state: NotebookState) -> String {
        NotebookScreen.render(state).text
    }

    /// `R`, then the first review prepared: the state and the effects of both.
    @discardableResult
    private func startAndPrepare(_ state: inout NotebookState) -> [NotebookEffect] {
        var effects = Fixtures.send(Fixtures.keys("R"), to: &state)
        effects += prepareCurrent(&state)
        return effects
    }

    @discardableResult
    private func prepareCurrent(_ state: inout NotebookState, answer: String? = nil) -> [NotebookEffect] {
        guard let session = state.review.session, case .preparing(let runID) = session.step else {
            Issue.record("no review is being prepared")
            return []
        }
        let review = Self.review(of: session.exerciseID, in: state)
        return Fixtures.send([.review(.prepared(runID: runID, .ready(review, answer: answer ?? review.exercise.startFile), at: Date()))], to: &state)
    }

    /// `r`, and the check's result.
    @discardableResult
    private func check(_ state: inout NotebookState, _ result: ExerciseCheck) -> [NotebookEffect] {
        let asked = Fixtures.send(Fixtures.keys("r"), to: &state)
        guard case .checkReview(let runID, let review)? = asked.first else {
            Issue.record("r asked for no review check: \(asked)")
            return asked
        }
        #expect(review == state.review.session?.review)
        return asked + Fixtures.send([.review(.checked(runID: runID, result, answer: "answer", checkedAt: Date()))], to: &state)
    }

    // MARK: Nothing due

    @Test func withNothingPassedTheKeySaysReviewsComeAfterAPass() {
        var state = Self.learner(now: Self.days(5), passed: [])
        let effects = Fixtures.send(Fixtures.keys("R"), to: &state)
        #expect(effects.isEmpty)
        #expect(!state.isReviewing)
        #expect(state.message?.text == "No reviews yet: an exercise comes back for review a day after you pass it.")
    }

    @Test func withNoneDueTheKeySaysWhenTheNextOneIsInOneSentence() {
        var state = Self.learner(now: Self.passedAt)
        #expect(Fixtures.send(Fixtures.keys("R"), to: &state).isEmpty)
        #expect(!state.isReviewing)
        #expect(state.message?.text == "No reviews due. The next one is due \(ReviewDates.text(Self.days(1))).")
        var chinese = state
        chinese.languages.current = .simplifiedChinese
        #expect(screen(chinese).contains("没有到期的复习。下一次复习在 \(ReviewDates.text(Self.days(1))) 到期。"))
    }

    @Test func aProjectorTakesNoReviews() {
        var state = Self.learner(now: Self.days(2))
        state.presentMode = true
        #expect(Fixtures.send(Fixtures.keys("R"), to: &state).isEmpty)
        #expect(!state.isReviewing)
        #expect(state.message?.text == "Reviews are each learner's own: present mode takes none.")
    }

    // MARK: The due list

    @Test func theDueReviewsAreTakenInTheSchedulesOrderTheOneUnderWayFirst() throws {
        var state = Self.learner(now: Self.days(2))
        let effects = Fixtures.send(Fixtures.keys("R"), to: &state)
        let session = try #require(state.review.session)
        // Longest overdue first: fx-shout was passed a minute before fx-whisper.
        #expect(session.exerciseIDs == ["fx-shout", "fx-whisper"])
        #expect(effects == [.prepareReview(runID: 1, exerciseID: "fx-shout", progress: state.progress.exercises["fx-shout"])])
        #expect(state.isRunning, "the spinner turns while the review is prepared")
        #expect(screen(state).contains("Preparing review 1 of 2"))

        // A review given earlier and never judged (`rxlearn review`, or a notebook that quit) comes first.
        var underWay = Self.learner(now: Self.days(2))
        underWay.progress.apply(.reviewStarted(exerciseID: "fx-whisper", at: Self.days(1.5)))
        Fixtures.send(Fixtures.keys("R"), to: &underWay)
        #expect(underWay.review.session?.exerciseIDs == ["fx-whisper", "fx-shout"])
    }

    @Test func aPreparedReviewShowsItsFreshExampleInTheExercisePanesAndStartsItsClock() throws {
        var state = Self.learner(now: Self.days(2))
        let effects = startAndPrepare(&state)
        #expect(effects.last == .saveProgress(.reviewStarted(exerciseID: "fx-shout", at: Self.days(2))))
        #expect(state.progress.exercises["fx-shout"]?.review?.startedAt == Self.days(2))
        let text = NotebookScreen.render(state, size: ScreenSize(columns: 120, rows: 40)).text
        #expect(text.contains("Review 1 of 2: Shout it · start file"), "the header says where the learner is")
        #expect(text.contains("Review 1 of 2 due — fx-shout: Shout it (box 1)"))
        #expect(text.contains("A new example (not the one in the lesson):"))
        #expect(text.contains("words: -qz|"), "the example in words, as `rxlearn review` prints it")
        #expect(text.contains("shouted: -QZ|"), "and its goal")
        #expect(text.contains("a new example"), "the marble pane says whose inputs it draws")
        #expect(!text.contains("the learner's own answer"), "the review is answered apart from the exercise")
        #expect(state.exercise.answers["fx-shout"] == "// the learner's own answer\n")

        // A review under way keeps the start it had.
        var again = state
        Fixtures.send(Fixtures.keys("q"), to: &again)
        again.review.fixedNow = Self.days(2.1)
        #expect(!startAndPrepare(&again).contains { if case .saveProgress = $0 { true } else { false } })
        #expect(again.progress.exercises["fx-shout"]?.review?.startedAt == Self.days(2))
    }

    @Test func theLessonsCheckOfTheSameExerciseIsNotTheReviewsOwn() {
        var state = Self.learner(now: Self.days(2))
        // The learner asked for a check of fx-shout in its lesson, then opened the reviews while
        // it still ran: the review's own answer is not being checked, and Esc here stops nothing.
        state.exercise.checking = RunningCheck(runID: 41, exerciseID: "fx-shout")
        startAndPrepare(&state)
        #expect(state.review.session?.exerciseID == "fx-shout")
        let text = NotebookScreen.render(state, size: ScreenSize(columns: 120, rows: 40)).text
        #expect(text.contains("checking fx-shout"), "the background check is named as another one")
        #expect(!text.contains("checking · Esc stops waiting"), "not as the review's own check")
    }

    // MARK: Judging

    @Test func aPassedReviewMovesUpABoxIsSavedAndToldToTheClass() throws {
        var state = Self.learner(now: Self.days(2))
        Fixtures.send([.classroom(.linkChanged(ClassLinkStatus(name: "Ann", reachable: true, queued: 0)))], to: &state)
        startAndPrepare(&state)
        let effects = check(&state, Fixtures.checked(.passed))
        #expect(effects.contains(.saveProgress(.reviewed(exerciseID: "fx-shout", passed: true, at: Self.days(2)))))
        #expect(effects.last == .tellClass([.review(item: "fx-shout", remembered: true)]))
        let record = try #require(state.progress.exercises["fx-shout"]?.review)
        #expect(record.box == 2 && record.dueAt == Self.days(5) && record.reviews == 1 && record.startedAt == nil)
        #expect(state.message?.text == "Remembered in 0 s. Up to box 2: next review \(ReviewDates.text(Self.days(5))). n: the next review.")
        #expect(screen(state).contains("✓ "))
        // Judged once: r and e now say so.
        #expect(Fixtures.send(Fixtures.keys("r"), to: &state).isEmpty)
        #expect(state.message?.text == "This review is judged: n goes to the next one, Esc back to the lesson.")
    }

    @Test func aFailedReviewGoesBackToTheFirstBox() throws {
        var state = Self.learner(now: Self.days(2))
        // In box 3 after two remembered reviews.
        state.progress.exercises["fx-shout"]?.review = ReviewRecord(box: 3, dueAt: Self.days(0.5), reviews: 2)
        startAndPrepare(&state)
        let wrong = Fixtures.checked(.wrongOnExample(yours: [.next("q", at: 10)], expected: [.next("Q", at: 10)]))
        let effects = check(&state, wrong)
        #expect(effects.contains(.saveProgress(.reviewed(exerciseID: "fx-shout", passed: false, at: Self.days(2)))))
        let record = try #require(state.progress.exercises["fx-shout"]?.review)
        #expect(record.box == 1 && record.lapses == 1 && record.dueAt == Self.days(3))
        #expect(state.message?.text.hasPrefix("Not this time (after 0 s): back to box 1, next review \(ReviewDates.text(Self.days(3))).") == true)
    }

    @Test func anAnswerThatDoesNotCompileLeavesTheReviewOpen() {
        var state = Self.learner(now: Self.days(2))
        startAndPrepare(&state)
        let typo = ExerciseCheck.judged(ExerciseVerdict(
            result: .couldNotRun(Fixtures.report(status: .compileFailed, compileErrors: [Fixtures.compileError(line: 2, "cannot find 'wrds' in scope")])),
            casesChecked: 1))
        let effects = check(&state, typo)
        #expect(!effects.contains { if case .saveProgress(.reviewed) = $0 { true } else { false } })
        #expect(state.progress.exercises["fx-shout"]?.review?.startedAt != nil, "still under way")
        #expect(state.message?.text == "This review is still open: mend your answer so it compiles (e), then check it again (r).")
        Fixtures.send(Fixtures.keys("n"), to: &state)
        #expect(state.review.session?.index == 0, "n does not skip a review that is not judged")
        #expect(state.message?.text.hasPrefix("Answer this review first") == true)
    }

    @Test func aCheckNobodyWaitsForIsIgnored() {
        var state = Self.learner(now: Self.days(2))
        startAndPrepare(&state)
        let before = state.review
        #expect(Fixtures.send([.review(.checked(runID: 99, Fixtures.checked(.passed), answer: "", checkedAt: Date()))], to: &state).isEmpty)
        #expect(state.review == before)
    }

    // MARK: Moving on and leaving

    @Test func nextTakesTheFollowingReviewAndTheLastOneLeavesBackWhereTheLearnerWas() throws {
        var state = Self.learner(now: Self.days(2))
        let place = (state.navigation.lessonIndex, state.navigation.stop)
        startAndPrepare(&state)
        check(&state, Fixtures.checked(.passed))
        let effects = Fixtures.send(Fixtures.keys("n"), to: &state)
        #expect(effects.first == .prepareReview(runID: 3, exerciseID: "fx-whisper", progress: state.progress.exercises["fx-whisper"]))
        prepareCurrent(&state)
        #expect(screen(state).contains("Review 2 of 2: Whisper it"))
        check(&state, Fixtures.checked(.passed))
        #expect(state.message?.text.hasSuffix("Esc: back to the lesson.") == true, "the last review says how to leave")
        Fixtures.send(Fixtures.keys("n"), to: &state)
        #expect(!state.isReviewing)
        #expect((state.navigation.lessonIndex, state.navigation.stop) == place)
        #expect(state.message?.text == "No more reviews due today: back where you were.")
        #expect(state.reviewsDue == 0)
        #expect(state.progress.exercises["fx-whisper"]?.review?.box == 2)
    }

    @Test func escLeavesInTheMiddleKeepingTheReviewsDoneAndTheOneUnderWay() throws {
        var state = Self.learner(now: Self.days(2))
        state.navigation.stop = .exercise(0)
        state.review.dueCount = 2
        let place = state.navigation
        startAndPrepare(&state)
        check(&state, Fixtures.checked(.passed))
        Fixtures.send(Fixtures.keys("n"), to: &state)
        prepareCurrent(&state)
        Fixtures.send([.key(.escape)], to: &state)
        #expect(!state.isReviewing)
        #expect(state.navigation == place)
        #expect(state.progress.exercises["fx-shout"]?.review?.box == 2, "the review done is kept")
        #expect(state.progress.exercises["fx-whisper"]?.review?.startedAt == Self.days(2), "the one under way stays open")
        #expect(state.reviewsDue == 1)
        #expect(state.message?.text == "Back where you were; 1 review still due (R).")
        #expect(screen(state).contains("Exercise: Whisper it"), "the exercise the learner was at is shown again")
    }

    @Test func escStopsACheckBeforeItLeaves() {
        var state = Self.learner(now: Self.days(2))
        startAndPrepare(&state)
        Fixtures.send(Fixtures.keys("r"), to: &state)
        #expect(state.review.session?.checkingRunID != nil)
        Fixtures.send([.key(.escape)], to: &state)
        #expect(state.isReviewing && state.review.session?.checkingRunID == nil)
        #expect(state.message?.text == "Stopped the check.")
        Fixtures.send([.key(.escape)], to: &state)
        #expect(!state.isReviewing)
    }

    @Test func keysThatMeanNothingInAReviewSayWhichDo() {
        var state = Self.learner(now: Self.days(2))
        startAndPrepare(&state)
        let place = state.navigation
        for key in ["j", "]", "x", "h", "w", "t"] {
            #expect(Fixtures.send(Fixtures.keys(key), to: &state).isEmpty, "\(key)")
            #expect(state.navigation == place && state.isReviewing && state.overlay == nil, "\(key)")
        }
        #expect(state.message?.text.hasPrefix("In a review: e edits your answer, r checks it") == true)
        #expect(Fixtures.send(Fixtures.keys("e"), to: &state) == [.openReviewEditor(exerciseID: "fx-shout")])
    }

    @Test func theReviewsAnswerIsReadFromItsOwnFileAndAnOlderVerdictForgotten() {
        var state = Self.learner(now: Self.days(2))
        startAndPrepare(&state)
        Fixtures.send([.review(.answerRead(exerciseID: "fx-shout", code: "func solve() {}\n"))], to: &state)
        #expect(state.review.session?.answer == "func solve() {}\n")
        #expect(screen(state).contains("Review 1 of 2: Shout it · your answer"))
        #expect(state.exercise.answers["fx-shout"] == "// the learner's own answer\n")
    }

    // MARK: The key table

    @Test func theKeysAreInTheHelpInBothLanguages() {
        let row = KeyTable.notebook.first { $0.command == .review(.start) }
        #expect(row?.keys == [.character("R")])
        #expect(row?.summaryPhrase.english == "take the due reviews")
        #expect(row?.summaryPhrase.chinese == "做到期的复习")
        #expect(KeyTable.summary(of: .review) == "e edit your answer · r Enter check your answer · n next review · Tab next pane gets the screen"
            + " · d/u scroll · J/K scroll the task · ? this help · L English / 简体中文 · Esc back to the lesson · any other key says which keys work")
        #expect(KeyTable.reviewCommand(for: .character("R")) == .review(.leave))
    }

    @Test func everyKeyOfAReviewDoesSomething() {
        for binding in KeyTable.review {
            for key in binding.keys.isEmpty ? [Key.character("j")] : binding.keys {
                var state = Self.learner(now: Self.days(2))
                startAndPrepare(&state)
                // A long answer, so that the scroll keys have somewhere to go.
                Fixtures.send([.review(.answerRead(exerciseID: "fx-shout", code: (1...80).map { "// line \($0)" }.joined(separator: "\n")))], to: &state)
                let before = state
                let effects = Fixtures.send([.key(key)], to: &state)
                #expect(state != before || !effects.isEmpty, "\(binding.label) (\(key)) did nothing")
            }
        }
    }

    @Test func switchingTheLanguageWordsTheReviewInItAndKeepsItsExample() throws {
        var state = Self.learner(now: Self.days(2))
        startAndPrepare(&state)
        let before = try #require(state.review.session?.review)
        let translated = Self.course { exercise in
            exercise.title = "大声说出来"
            exercise.prose = "把每个值都变成大写。"
        }
        Fixtures.send(Fixtures.keys("L"), to: &state)
        Fixtures.send([.language(.courseLoaded(.simplifiedChinese, translated))], to: &state)
        let after = try #require(state.review.session?.review)
        #expect(after.exercise.title == "大声说出来" && after.exercise.prose == "把每个值都变成大写。")
        #expect(after.exercise.inputs == before.exercise.inputs && after.exercise.expected == before.exercise.expected)
        #expect(after.number == before.number)
        #expect(screen(state).contains("复习 1/2：大声说出来"))
    }

    @Test func theTeachersFollowMeEndsTheSessionAtTheTeachersLesson() {
        var state = Self.learner(now: Self.days(2))
        Fixtures.send([.classroom(.linkChanged(ClassLinkStatus(name: "Ann", reachable: true, queued: 0)))], to: &state)
        startAndPrepare(&state)
        Fixtures.send([.classroom(.heard([TeacherPush(seq: 1, at: 0, kind: .followMe, lesson: "fx-interval", poll: nil)], openPoll: nil)),
                       .key(.character("y"))], to: &state)
        #expect(!state.isReviewing)
        #expect(state.currentLesson?.id == "fx-interval")
        #expect(state.progress.exercises["fx-shout"]?.review?.startedAt == Self.days(2), "the review stays open for next time")
    }
}
