import Foundation
import LessonKit
import Marbles
import Testing
@testable import LessonRunner

/// The mistakes that used to pass the checker, one class each (issue 28), on fixtures of their
/// own: an answer right for the example's values only, one that shares state between
/// subscribers, one that never lets an input go, one that skips the side effect, and a right
/// answer in another style than the reference, which must pass.
@Suite(.serialized) struct CheckerPowerTests {
    private func check(_ answer: String, _ exercise: Exercise, hiddenCases: Int = 50) throws -> ExerciseVerdict {
        try CheckerFixtures.checker(hiddenCases: hiddenCases).check(answer, for: exercise)
    }

    @Test func aLimitTheExampleNeverReachesIsCaughtOnItsBoundaryAndShownOnTheSmallestInput() throws {
        let off = "func solve(scores: Observable<Int>) -> Observable<Int> { scores.filter { $0 > 60 } }"
        let verdict = try check(off, CheckerFixtures.passMark)
        guard case .wrongOnHiddenInput(let input, let yours, let expected) = verdict.result else {
            Issue.record("expected a hidden-input failure, got \(verdict.result)")
            return
        }
        #expect(verdict.difference == .output)
        // Shrunk: the one value that matters, at the first frame, and nothing else.
        #expect(input.inputs["scores"] == [.next("60", at: 0)])
        #expect(yours.isEmpty)
        #expect(expected == [.next("60", at: 0)])
        #expect(verdict.explanation == "for `scores: a (a=60)` yours gives nothing (no event at all), expected a (a=60)")
        let right = try check("func solve(scores: Observable<Int>) -> Observable<Int> { scores.filter { !($0 < 60) } }", CheckerFixtures.passMark)
        #expect(right.passed, "\(right.explanation ?? "")")
    }

    @Test func stateSharedByEverySubscriberIsCaughtByTheSecondSubscription() throws {
        let shared = """
        func solve(words: Observable<String>) -> Observable<String> {
            var count = 0
            return words.map { word -> String in
                count += 1
                return "\\(count) \\(word)"
            }
        }
        """
        let verdict = try check(shared, CheckerFixtures.numbering)
        guard case .secondSubscription(let time)? = verdict.difference else {
            Issue.record("expected the second subscription to differ, got \(String(describing: verdict.difference)): \(verdict.explanation ?? "")")
            return
        }
        #expect(time > 0)
        #expect(verdict.explanation?.contains("a second subscriber at \(time) gets") == true)
        #expect(verdict.explanation?.contains("outside `Observable.create` or `deferred`") == true)
    }

    @Test func anInputSubscriptionNeverDisposedIsCaughtAndSaidInRxTestsForm() throws {
        let leaking = """
        func solve(ticks: Observable<Int>, stop: Observable<Bool>) -> Observable<Int> {
            Observable.create { observer in
                let ticking = ticks.subscribe(observer)
                _ = stop.subscribe(onNext: { _ in observer.onCompleted() }, onError: { observer.onError($0) })
                return ticking
            }
        }
        """
        let verdict = try check(leaking, CheckerFixtures.takeUntil)
        guard case .inputSubscriptions(let name, let yours, let expected)? = verdict.difference else {
            Issue.record("expected the subscriptions to differ, got \(String(describing: verdict.difference)): \(verdict.explanation ?? "")")
            return
        }
        #expect(name == "stop")
        #expect(yours.contains { $0.disposed == nil })
        #expect(!expected.contains { $0.disposed == nil })
        #expect(verdict.explanation?.contains(": Infinity)") == true)
        #expect(verdict.explanation?.contains("one is never disposed (`Infinity`)") == true)
        // The pitfall named (issue 30).
        #expect(verdict.explanation?.contains("your subscription to `stop` is still live at the end, and nothing disposes it") == true)
    }

    @Test func anAnswerThatSkipsTheCountedRequestIsCaughtThoughItsOutputIsRight() throws {
        let noRequest = """
        func solve(names: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
            names.flatMapLatest { name in
                Observable.just(name == "admin" ? "taken" : "free").delay(.milliseconds(20), scheduler: scheduler)
            }
        }
        """
        let verdict = try check(noRequest, CheckerFixtures.usernameCheck)
        guard case .sideEffects(let name, let yours, let expected)? = verdict.difference else {
            Issue.record("expected the side effects to differ, got \(String(describing: verdict.difference)): \(verdict.explanation ?? "")")
            return
        }
        #expect(name == "request")
        #expect(yours.isEmpty)
        #expect(!expected.isEmpty)
        #expect(verdict.explanation?.contains("your answer makes `request` 0 times, expected 1 time (at ") == true)
    }

    @Test func rightAnswersInAnotherStyleThanTheReferencePass() throws {
        // Errors of its own, where the statement does not say which (`any error:`).
        let byHand = """
        struct NotExactlyOne: Error {}
        func solve(answers: Observable<Int>) -> Observable<Int> {
            Observable.create { observer in
                var answer: Int?
                return answers.subscribe(onNext: { value in
                    if answer != nil { observer.onError(NotExactlyOne()) } else { answer = value }
                }, onError: observer.onError, onCompleted: {
                    if let answer { observer.onNext(answer); observer.onCompleted() } else { observer.onError(NotExactlyOne()) }
                })
            }
        }
        """
        let verdict = try check(byHand, CheckerFixtures.exactlyOne)
        #expect(verdict.passed, "\(verdict.explanation ?? "")")
        // An input subscribed twice over the same stretch of time listens as the reference does.
        let twice = """
        func solve(ticks: Observable<Int>, stop: Observable<Bool>) -> Observable<Int> {
            ticks.take(until: stop).take(until: stop.filter { _ in false })
        }
        """
        let coverage = try check(twice, CheckerFixtures.takeUntil)
        #expect(coverage.passed, "\(coverage.explanation ?? "")")
        // An error of the input must still pass through as it is, even with `any error:`.
        let swallowing = """
        struct Mine: Error {}
        func solve(answers: Observable<Int>) -> Observable<Int> {
            answers.catch { _ in .error(Mine()) }.asSingle().asObservable()
        }
        """
        #expect(try !check(swallowing, CheckerFixtures.exactlyOne).passed)
    }
}

/// How a failing verdict is worded (issue 28, "messages that teach").
@Suite(.serialized) struct CheckerMessageTests {
    private func check(_ answer: String, _ exercise: Exercise, hiddenCases: Int = 50) throws -> ExerciseVerdict {
        try CheckerFixtures.checker(hiddenCases: hiddenCases).check(answer, for: exercise)
    }

    @Test func aLetterMeansOneValueInEveryLaneOfAMessage() throws {
        // Right for three of four words: `swift` is shouted wrong.
        let answer = #"func solve(words: Observable<String>) -> Observable<String> { words.map { $0 == "swift" ? "SWIFT!" : $0.uppercased() } }"#
        let verdict = try check(answer, CheckerFixtures.shout)
        // The goal's values take their own first letters; SWIFT!, only yours, one that is left.
        #expect(verdict.explanation?.hasPrefix("on the example yours gives -R-a-G-| (R=RX, a=SWIFT!, G=GO), expected -R-S-G-| (R=RX, S=SWIFT, G=GO)") == true,
                "\(verdict.explanation ?? "")")
    }

    @Test func lanesThatLookAlikePointAtTheFirstValueThatDiffers() throws {
        let answer = #"func solve(words: Observable<String>) -> Observable<String> { words.map { $0.capitalized } }"#
        let verdict = try check(answer, CheckerFixtures.shout)
        #expect(verdict.explanation?.hasSuffix(" — they first differ at 10: yours Rx, expected RX") == true, "\(verdict.explanation ?? "")")
    }

    @Test func errorsAreShownByTheirDescriptionOnBothSides() throws {
        let answer = "func solve(replies: Observable<String>) -> Observable<String> { replies.element(at: 0).asSingle().asObservable() }"
        let verdict = try check(answer, CheckerFixtures.firstReply)
        let explanation = verdict.explanation ?? ""
        #expect(explanation.contains("yours gives # (#=Argument out of range.)") || explanation.contains("yours gives -# (#=Argument out of range.)"), "\(explanation)")
        #expect(explanation.contains("(#=Sequence doesn't contain any elements.)"), "\(explanation)")
    }

    @Test func whatTheAnswerPrintedIsShownNeverJudged() throws {
        let answer = """
        func solve(words: Observable<String>) -> Observable<String> {
            words.do(onNext: { print("saw", $0) }).map { $0.lowercased() }
        }
        """
        let verdict = try check(answer, CheckerFixtures.shout)
        #expect(verdict.printed.prefix(3) == ["saw rx", "saw swift", "saw go"])
        #expect(verdict.explanation?.contains("\nyour answer printed (not judged):\n  saw rx\n  saw swift\n  saw go") == true)
        // Printing alone fails nothing.
        let right = "func solve(words: Observable<String>) -> Observable<String> { words.do(onNext: { print($0) }).map { $0.uppercased() } }"
        #expect(try check(right, CheckerFixtures.shout).passed)
    }

    @Test func aRealClockIsNamedWithTheSchedulerToUseInstead() throws {
        let main = """
        func solve(likes: Observable<Int>, scheduler: SchedulerType) -> Observable<[Int]> {
            likes.buffer(timeSpan: .milliseconds(40), count: 3, scheduler: MainScheduler.instance).filter { !$0.isEmpty }
        }
        """
        let verdict = try check(main, CheckerFixtures.batches)
        #expect(verdict.notes == [.realClock("MainScheduler.instance")])
        #expect(verdict.explanation?.contains("Your answer uses `MainScheduler.instance`, a real clock the check does not run") == true)
        let sleeping = """
        func solve(likes: Observable<Int>, scheduler: SchedulerType) -> Observable<[Int]> {
            likes.do(onNext: { _ in Thread.sleep(forTimeInterval: 0.3) }).map { [$0] }
        }
        """
        let slept = try check(sleeping, CheckerFixtures.batches, hiddenCases: 0)
        #expect(slept.notes.first == .realClock("Thread.sleep"))
        #expect(slept.notes.contains { if case .realWait = $0 { return true } else { return false } })
    }

    @Test func tooManyEventsAreToldAsSuchNotAsPrintingTooMuch() throws {
        let empties = "func solve(likes: Observable<Int>, scheduler: SchedulerType) -> Observable<[Int]> { likes.buffer(timeSpan: .milliseconds(40), count: 3, scheduler: scheduler) }"
        let verdict = try check(empties, CheckerFixtures.endlessBatches, hiddenCases: 0)
        guard case .wrongOnExample = verdict.result else {
            Issue.record("expected a failure on the example, got \(verdict.result)")
            return
        }
        #expect(verdict.yoursReachedEventLimit)
        #expect(verdict.explanation?.contains("yours gives more than 500 events") == true, "\(verdict.explanation ?? "")")
        #expect(verdict.explanation?.contains("Your answer sent more than 500 events on this input") == true)
        #expect(verdict.explanation?.contains("printed too much") == false)
    }

    /// On `stop: |` the reference ticks past the event limit while the answer ends at once: the
    /// expected lane is told by its start and count, and the answer is not said to flood (its
    /// second subscription, which comes after the hot `stop` has ended, does flood; the first,
    /// which the verdict is about, does not).
    @Test func aCutExpectedLaneIsToldByItsStartAndTheAnswerIsNotBlamedForItsOtherSubscription() throws {
        let endsAtOnce = """
        func solve(stop: Observable<Bool>, scheduler: SchedulerType) -> Observable<Int> {
            Observable<Int>.interval(.milliseconds(20), scheduler: scheduler).take(until: stop.materialize())
        }
        """
        let verdict = try check(endsAtOnce, CheckerFixtures.stopwatch)
        guard case .wrongOnHiddenInput(_, let yours, _) = verdict.result else {
            Issue.record("expected a hidden-input failure, got \(verdict.result)")
            return
        }
        #expect(yours.count == 1)
        #expect(!verdict.yoursReachedEventLimit)
        #expect(verdict.expectedReachedEventLimit)
        let explanation = verdict.explanation ?? ""
        #expect(explanation.contains("expected more than 500 events (next(0) at 20, next(1) at 40, next(2) at 60, …)"), "\(explanation)")
        #expect(!explanation.contains("yours gives more than"), "\(explanation)")
        #expect(explanation.count < 400, "the sentence stays short: \(explanation)")
    }
}
