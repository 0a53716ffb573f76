import Foundation
import LessonKit
@testable import LessonRunner

/// Exercises written for the checker's tests, each parsed from lesson text as an author writes it.
enum CheckerFixtures {
    /// An exercise of a fixture chapter: `blocks` are the blocks after the statement.
    static func exercise(id: String, _ blocks: String) -> Exercise {
        let text = """
        # Chapter: Fixture

        ## Lesson: Checker fixtures {#fixture-\(id) section=9.9}

        ### Exercise: Fixture {#\(id)}

        A fixture of the checker's tests.

        \(blocks)
        """
        let parsed = ChapterParser.parse(text: text, fileName: "9.9-fixture.md")
        precondition(parsed.diagnostics.allSatisfy { $0.severity != .error }, "\(parsed.diagnostics)")
        return parsed.chapter!.lessons[0].exercises[0]
    }

    static func checker(hiddenCases: Int = 50) throws -> ExerciseChecker {
        ExerciseChecker(runner: try RunnerEnvironment.runner.get(), hiddenCases: hiddenCases)
    }

    static let fence = "```"

    /// Scores pass from 60: the example never comes near it; the values say where it is.
    static let passMark = exercise(id: "pass-mark", """
        \(fence)swift start
        func solve(scores: Observable<Int>) -> Observable<Int> {
            scores
        }
        \(fence)

        \(fence)inputs
        scores: -a-b-|
        a=12
        b=95
        scores in 0...100
        \(fence)

        \(fence)swift solution
        func solve(scores: Observable<Int>) -> Observable<Int> {
            scores.filter { $0 >= 60 }
        }
        \(fence)

        \(fence)marbles
        passed: ---b-|
        b=95
        \(fence)
        """)

    /// Each subscriber numbers its elements from 1: state per subscription.
    static let numbering = exercise(id: "numbering", """
        \(fence)swift start
        func solve(words: Observable<String>) -> Observable<String> {
            words
        }
        \(fence)

        \(fence)inputs
        words: -a-b-|
        a=rx
        b=go
        words in {rx, go, swift}
        \(fence)

        \(fence)swift solution
        func solve(words: Observable<String>) -> Observable<String> {
            Observable.deferred {
                var count = 0
                return words.map { word -> String in
                    count += 1
                    return "\\(count) \\(word)"
                }
            }
        }
        \(fence)

        \(fence)marbles
        numbered: -a-b-|
        a="1 rx"
        b="2 go"
        \(fence)
        """)

    /// take(until:) by hand: both inputs must be let go.
    static let takeUntil = exercise(id: "take-until-by-hand", """
        \(fence)swift start
        func solve(ticks: Observable<Int>, stop: Observable<Bool>) -> Observable<Int> {
            ticks
        }
        \(fence)

        \(fence)inputs
        ticks: -1-2-3-4-|
        stop:  ----s-----
        s=true
        stop in example
        \(fence)

        \(fence)swift solution
        func solve(ticks: Observable<Int>, stop: Observable<Bool>) -> Observable<Int> {
            Observable.create { observer in
                let ticking = ticks.subscribe(observer)
                let stopping = stop.subscribe(onNext: { _ in observer.onCompleted() }, onError: { observer.onError($0) })
                return Disposables.create(ticking, stopping)
            }
        }
        \(fence)

        \(fence)marbles
        shown: -1-2|
        \(fence)
        """)

    /// The stub `isFree` is the request the statement is about: it is counted.
    static let usernameCheck = exercise(id: "username-check", """
        \(fence)swift start
        func solve(names: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
            func isFree(_ name: String) -> Observable<Bool> {
                Observable.just(name != "admin").delay(.milliseconds(20), scheduler: scheduler)
                    .do(onSubscribe: { recordSideEffect("request") })
            }
            return names
        }
        \(fence)

        \(fence)inputs
        names: -a---b---|
        a=ada
        b=admin
        names in {ada, admin, grace}
        \(fence)

        \(fence)check
        effects: request
        \(fence)

        \(fence)swift solution
        func solve(names: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
            func isFree(_ name: String) -> Observable<Bool> {
                Observable.just(name != "admin").delay(.milliseconds(20), scheduler: scheduler)
                    .do(onSubscribe: { recordSideEffect("request") })
            }
            return names.flatMapLatest { name in isFree(name).map { $0 ? "free" : "taken" } }
        }
        \(fence)

        \(fence)marbles
        status: ---f---t-|
        f=free
        t=taken
        \(fence)
        """)

    /// Exactly one answer; the statement does not say with which error of its own to fail.
    static let exactlyOne = exercise(id: "exactly-one", """
        \(fence)swift start
        func solve(answers: Observable<Int>) -> Observable<Int> {
            answers
        }
        \(fence)

        \(fence)inputs
        answers: -a---|
        a=42
        answers in 0...9
        \(fence)

        \(fence)check
        any error: the statement says when the result fails, not with which error of its own
        \(fence)

        \(fence)swift solution
        func solve(answers: Observable<Int>) -> Observable<Int> {
            answers.asSingle().asObservable()
        }
        \(fence)

        \(fence)marbles
        checked: -----(a|)
        a=42
        \(fence)
        """)

    /// The first reply, failing with a named error on no reply at all.
    static let firstReply = exercise(id: "first-reply", """
        \(fence)swift start
        func solve(replies: Observable<String>) -> Observable<String> {
            replies
        }
        \(fence)

        \(fence)inputs
        replies: --a-a-|
        a=ok
        replies in {ok, again}
        \(fence)

        \(fence)swift solution
        func solve(replies: Observable<String>) -> Observable<String> {
            replies.take(1).asSingle().asObservable()
        }
        \(fence)

        \(fence)marbles
        reply: --(a|)
        a=ok
        \(fence)
        """)

    /// Shouting words: letters stand for words, so equal marbles can hide other values.
    static let shout = exercise(id: "shout", """
        \(fence)swift start
        func solve(words: Observable<String>) -> Observable<String> {
            words
        }
        \(fence)

        \(fence)inputs
        words: -a-b-c-|
        a=rx
        b=swift
        c=go
        words in {rx, swift, go, ok}
        \(fence)

        \(fence)swift solution
        func solve(words: Observable<String>) -> Observable<String> {
            words.map { $0.uppercased() }
        }
        \(fence)

        \(fence)marbles
        shouted: -A-B-C-|
        A=RX
        B=SWIFT
        C=GO
        \(fence)
        """)

    /// Batches of likes on the case's clock.
    static let batches = exercise(id: "batches", """
        \(fence)swift start
        func solve(likes: Observable<Int>, scheduler: SchedulerType) -> Observable<[Int]> {
            likes.map { [$0] }
        }
        \(fence)

        \(fence)inputs
        likes: -abc--d------|
        a=1 b=2 c=3 d=4
        likes in 0...9
        \(fence)

        \(fence)swift solution
        func solve(likes: Observable<Int>, scheduler: SchedulerType) -> Observable<[Int]> {
            likes.buffer(timeSpan: .milliseconds(40), count: 3, scheduler: scheduler).filter { !$0.isEmpty }
        }
        \(fence)

        \(fence)marbles
        a="[1, 2, 3]"
        b="[4]"
        batches: ---a---b-----|
        \(fence)
        """)

    /// The same batches on an example that never ends: a batch without likes is due every 40 ms
    /// for the whole case.
    static let endlessBatches = exercise(id: "endless-batches", """
        \(fence)swift start
        func solve(likes: Observable<Int>, scheduler: SchedulerType) -> Observable<[Int]> {
            likes.map { [$0] }
        }
        \(fence)

        \(fence)inputs
        likes: -abc--d-------
        a=1 b=2 c=3 d=4
        likes in 0...9
        \(fence)

        \(fence)swift solution
        func solve(likes: Observable<Int>, scheduler: SchedulerType) -> Observable<[Int]> {
            likes.buffer(timeSpan: .milliseconds(40), count: 3, scheduler: scheduler).filter { !$0.isEmpty }
        }
        \(fence)

        \(fence)marbles
        a="[1, 2, 3]"
        b="[4]"
        batches: ---a---b------
        \(fence)
        """)

    /// A stopwatch whose reference ticks for ever when `stop` ends without a value: the
    /// expected lane of that input is cut at the event limit.
    static let stopwatch = exercise(id: "stopwatch", """
        \(fence)swift start
        func solve(stop: Observable<Bool>, scheduler: SchedulerType) -> Observable<Int> {
            Observable<Int>.interval(.milliseconds(20), scheduler: scheduler)
        }
        \(fence)

        \(fence)inputs
        stop: -----s
        s=true
        stop in example
        \(fence)

        \(fence)swift solution
        func solve(stop: Observable<Bool>, scheduler: SchedulerType) -> Observable<Int> {
            Observable<Int>.interval(.milliseconds(20), scheduler: scheduler).take(until: stop)
        }
        \(fence)

        \(fence)marbles
        ticks: --a-b|
        a=0 b=1
        \(fence)
        """)
}
