import Foundation
import LessonKit
import Marbles
import Testing
@testable import LessonRunner

/// Exercises whose `solve` is `async`: what it returns or throws is judged, on virtual time that
/// waits for the answer's tasks, and an answer that never returns is told so.
@Suite struct AwaitedExerciseTests {
    private static let fence = CheckerFixtures.fence

    /// The first three prices of a live feed, collected in a `for try await` loop over `values`.
    static let firstThree = CheckerFixtures.exercise(id: "awaited-first-three", """
        \(fence)swift start
        func solve(prices: Observable<Int>) async throws -> [Int] {
            []
        }
        \(fence)

        \(fence)inputs
        prices: -a-b--c-d-
        a=101 b=99 c=102 d=98
        prices in 50...150
        \(fence)

        \(fence)swift solution
        func solve(prices: Observable<Int>) async throws -> [Int] {
            var firstThree: [Int] = []
            for try await price in prices.values {
                firstThree.append(price)
                if firstThree.count == 3 { break }
            }
            return firstThree
        }
        \(fence)

        \(fence)marbles
        firstThree: ------(x|)
        x="[101, 99, 102]"
        \(fence)
        """)

    /// A `Single`'s `value` awaited, its error caught into a line.
    static let signIn = CheckerFixtures.exercise(id: "awaited-sign-in", """
        \(fence)swift start
        func solve(answers: Observable<String>) async throws -> String {
            try await answers.take(1).asSingle().value
        }
        \(fence)

        \(fence)inputs
        answers: ---a--
        a=ada
        answers in {ada, grace}
        \(fence)

        \(fence)inputs edge
        answers: --#
        \(fence)

        \(fence)swift solution
        func solve(answers: Observable<String>) async throws -> String {
            do {
                return "in: " + (try await answers.take(1).asSingle().value)
            } catch {
                return "out: \\(error)"
            }
        }
        \(fence)

        \(fence)marbles
        line: ---(s|)
        s="in: ada"
        \(fence)
        """)

    /// An `AsyncStream` input brought into Rx with `asObservable()`.
    static let readings = CheckerFixtures.exercise(id: "awaited-readings", """
        \(fence)swift start
        func solve(readings: AsyncStream<Int>) async throws -> [Int] {
            try await readings.asObservable().toArray().value
        }
        \(fence)

        \(fence)inputs
        readings: -a-b-c--d-
        a=12 b=-1 c=15 d=9
        readings in -20...40
        \(fence)

        \(fence)swift solution
        func solve(readings: AsyncStream<Int>) async throws -> [Int] {
            try await readings.asObservable().filter { $0 >= 0 }.take(2).toArray().value
        }
        \(fence)

        \(fence)marbles
        good: -----(x|)
        x="[12, 15]"
        \(fence)
        """)

    @Test func theReferenceSolutionsPassOnEveryInput() throws {
        for exercise in [Self.firstThree, Self.signIn, Self.readings] {
            let verdict = try CheckerFixtures.checker().check(exercise.solution!.source, for: exercise)
            #expect(verdict.passed, "\(exercise.id): \(verdict.explanation ?? "")")
            #expect(verdict.casesChecked == 51)
        }
    }

    @Test func aWrongResultIsShownWithWhatItReturned() throws {
        let twoPrices = Self.firstThree.solution!.source.replacingOccurrences(of: "== 3", with: "== 2")
        let verdict = try CheckerFixtures.checker().check(twoPrices, for: Self.firstThree)
        guard case .wrongOnExample(let yours, _) = verdict.result else {
            Issue.record("expected a wrong example, got \(verdict.result)")
            return
        }
        #expect(yours.first?.value == "[101, 99]")
        #expect(verdict.explanation?.contains("[101, 99]") == true)
        // The example is missed; the hidden inputs it gets wrong too leave only what it gets right.
        #expect(verdict.casesTotal == 51 && verdict.casesPassed < 51)
    }

    @Test func anErrorLetOutInsteadOfCaughtFailsOnTheFailingInput() throws {
        let verdict = try CheckerFixtures.checker().check("""
            func solve(answers: Observable<String>) async throws -> String {
                "in: " + (try await answers.take(1).asSingle().value)
            }
            """, for: Self.signIn)
        guard case .wrongOnHiddenInput(_, let yours, let expected) = verdict.result else {
            Issue.record("expected a hidden-input failure, got \(verdict.result)")
            return
        }
        #expect(yours.map(\.kind) == [.error])
        #expect(expected.map(\.kind) == [.next, .completed])
        #expect(verdict.casesPassed > 0 && verdict.casesPassed < verdict.casesTotal)
    }

    @Test func aLoopThatNeverEndsIsToldWhatToDo() throws {
        let endless = """
            func solve(prices: Observable<Int>) async throws -> [Int] {
                var all: [Int] = []
                for try await price in prices.values { all.append(price) }
                return all
            }
            """
        let verdict = try CheckerFixtures.checker().check(endless, for: Self.firstThree)
        guard case .wrongOnExample(let yours, _) = verdict.result else {
            Issue.record("expected a wrong example, got \(verdict.result)")
            return
        }
        #expect(yours.isEmpty)
        #expect(verdict.notes.contains(.stillAwaiting))
        #expect(verdict.explanation?.contains("never returned") == true)
        #expect(verdict.explanation?.contains("`break`") == true)
    }

    @Test func aCrashIsACrash() throws {
        let crashing = """
            func solve(prices: Observable<Int>) async throws -> [Int] {
                for try await price in prices.values where price > 100 { fatalError("too dear") }
                return []
            }
            """
        let verdict = try CheckerFixtures.checker(hiddenCases: 5).check(crashing, for: Self.firstThree)
        guard case .couldNotRun = verdict.result else {
            Issue.record("expected a crash, got \(verdict.result)")
            return
        }
        #expect(verdict.explanation?.contains("too dear") == true)
        #expect(verdict.casesPassed == 0)
    }

    /// The clock waits for the answer's tasks: an answer that reaches `values` only after hops
    /// through other async functions and tasks still hears the hot feed from its first price.
    @Test func theClockWaitsForTheAnswerBeforeTheNextEvent() throws {
        let late = """
            func pause(_ depth: Int) async -> Int {
                depth == 0 ? 0 : await Task.detached { await pause(depth - 1) }.value
            }

            func solve(prices: Observable<Int>) async throws -> [Int] {
                _ = await pause(50)
                var firstThree: [Int] = []
                for try await price in prices.values {
                    _ = await pause(20)
                    firstThree.append(price)
                    if firstThree.count == 3 { break }
                }
                return firstThree
            }
            """
        let verdict = try CheckerFixtures.checker(hiddenCases: 10).check(late, for: Self.firstThree)
        #expect(verdict.passed, "\(verdict.explanation ?? "")")
    }

    /// A wrong answer gets the same verdict every time.
    @Test func theVerdictIsTheSameOnEveryRun() throws {
        let wrong = Self.readings.start.source
        let checker = try CheckerFixtures.checker(hiddenCases: 20)
        let verdicts = try (0..<2).map { _ in try checker.check(wrong, for: Self.readings) }
        #expect(verdicts[0].explanation != nil)
        #expect(verdicts[0].explanation == verdicts[1].explanation)
        #expect(verdicts[0].casesPassed == verdicts[1].casesPassed)
    }

    @Test func theHarnessCallAwaitsAnAsyncSolve() {
        #expect(ExerciseProgram.harnessCall(inputNames: ["prices"], for: "func solve(prices: Observable<Int>) async throws -> [Int] {")
            == #"await ExerciseHarness.runAwaiting { inputs in try await solve(prices: inputs.stream("prices")) }"#)
        #expect(ExerciseProgram.harnessCall(inputNames: ["prices"], for: "func solve(prices: Observable<Int>) async -> String {", program: "m1")
            == #"await ExerciseHarness.runAwaiting(program: "m1") { inputs in await solve(prices: inputs.stream("prices")) }"#)
        #expect(ExerciseProgram.harnessCall(inputNames: ["n"], for: "func solve(n: Observable<Int>) -> Observable<Int> {")
            == #"ExerciseHarness.run { inputs in solve(n: inputs.stream("n")) }"#)
    }
}

extension AwaitedExerciseTests {
    /// Yields are counted like any job; a hop to the main actor is queued outside the count, and
    /// the clock still waits for it (a few quiet turns of the main queue).
    @Test func yieldsAndMainActorHopsAreWaitedFor() throws {
        let yielding = """
            @MainActor func onMain(_ price: Int) async -> Int { await Task.yield(); return price }

            func solve(prices: Observable<Int>) async throws -> [Int] {
                for _ in 0..<300 { await Task.yield() }
                var firstThree: [Int] = []
                for try await price in prices.values {
                    for _ in 0..<30 { await Task.yield() }
                    firstThree.append(await onMain(price))
                    if firstThree.count == 3 { break }
                }
                return firstThree
            }
            """
        let verdict = try CheckerFixtures.checker(hiddenCases: 10).check(yielding, for: Self.firstThree)
        #expect(verdict.passed, "\(verdict.explanation ?? "")")
    }
}
