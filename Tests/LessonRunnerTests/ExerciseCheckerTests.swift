import Foundation
import LessonKit
import Localization
import Marbles
import Testing
@testable import LessonRunner

/// Checking exercise answers: the visible example against the goal, generated inputs against the
/// reference solution, the smallest differing input shown as marbles.
@Suite(.serialized) struct ExerciseCheckerTests {
    /// An exercise parsed from lesson text, as a teacher would write it.
    static let doubling: Exercise = {
        let text = """
        # Chapter: Fixture

        ## Lesson: Doubling {#fixture-doubling section=9.9}

        ### Exercise: Double them {#double-them}

        Double every number.

        ```swift start
        func solve(numbers: Observable<Int>) -> Observable<Int> {
            numbers // TODO
        }
        ```

        ```inputs
        numbers: -1-2-3-|
        ```

        ```hint
        `map` changes every element.
        ```

        ```swift solution
        func solve(numbers: Observable<Int>) -> Observable<Int> {
            numbers.map { $0 * 2 }
        }
        ```

        ```marbles
        doubled: -2-4-6-|
        ```
        """
        let parsed = ChapterParser.parse(text: text, fileName: "9.9-fixture.md")
        return parsed.chapter!.lessons[0].exercises[0]
    }()

    private func checker(hiddenCases: Int = 50) throws -> ExerciseChecker {
        ExerciseChecker(runner: try RunnerEnvironment.runner.get(), hiddenCases: hiddenCases)
    }

    @Test func theStartFileCompilesAndFailsOnTheExample() throws {
        let verdict = try checker().check(Self.doubling.start.source, for: Self.doubling)
        #expect(!verdict.passed)
        #expect(verdict.explanation == "on the example yours gives -1-2-3-|, expected -2-4-6-|")
    }

    @Test func theReferenceSolutionPassesOnEveryInput() throws {
        let verdict = try checker().check(Self.doubling.solution!.source, for: Self.doubling)
        #expect(verdict.passed)
        #expect(verdict.casesChecked == 51)
    }

    @Test func anAnswerThatOnlyFitsTheExampleIsCaughtOnTheSmallestOtherInput() throws {
        // Counts by two instead of doubling: right for the visible example (1, 2, 3 → 2, 4, 6),
        // wrong as soon as the numbers come in another order.
        let accidental = """
        func solve(numbers: Observable<Int>) -> Observable<Int> {
            numbers.scan(0) { total, _ in total + 2 }
        }
        """
        let verdict = try checker().check(accidental, for: Self.doubling)
        #expect(!verdict.passed)
        guard case .wrongOnHiddenInput(let input, let yours, let expected) = verdict.result else {
            Issue.record("expected a hidden-input failure, got \(verdict.result)")
            return
        }
        #expect(yours != expected)
        #expect(verdict.explanation?.hasPrefix("for `numbers: ") == true)
        // The smallest differing input is shown, not merely the first generated one.
        #expect(input.size.events <= 5)
    }

    /// The stages of the answer's chain come with the verdict, on the input it shows, on the
    /// case's clock; they change nothing of it.
    @Test func theVerdictCarriesTheStagesOfTheAnswerOnTheInputItShows() throws {
        let answer = """
        func solve(numbers: Observable<Int>) -> Observable<Int> {
            numbers.filter { $0 != 2 }.map { $0 * 2 }
        }
        """
        let verdict = try checker(hiddenCases: 5).check(answer, for: Self.doubling)
        #expect(verdict.explanation == "on the example yours gives -2---6-|, expected -2-4-6-|")
        #expect(verdict.stages.map(\.name) == ["1 hot observable", "2 filter", "3 map"])
        // `-1-2-3-|` at 10 ms a frame: filter lets 1 and 3 through, at their times.
        #expect(verdict.stages[1].events == [.next("1", at: 10), .next("3", at: 50), .completed(at: 70)])
        #expect(verdict.stages[2].subscribedAt == 0 && verdict.stages[2].disposedAt == 70)

        let wrongLater = """
        func solve(numbers: Observable<Int>) -> Observable<Int> {
            numbers.scan(0) { total, _ in total + 2 }
        }
        """
        let hidden = try checker().check(wrongLater, for: Self.doubling)
        guard case .wrongOnHiddenInput(let input, _, _) = hidden.result else {
            Issue.record("expected a hidden-input failure, got \(hidden.result)")
            return
        }
        // The stages are those of the hidden input shown: the source sends its events.
        #expect(hidden.stages.map(\.name) == ["1 hot observable", "2 scan"])
        #expect(hidden.stages[0].events == input.inputs["numbers"])
    }

    /// Partial credit (a class's export): the inputs an answer gets right, of those judged.
    @Test func theVerdictCountsTheInputsTheAnswerGotRight() throws {
        let checker = try checker(hiddenCases: 20)
        let right = try checker.check(Self.doubling.solution!.source, for: Self.doubling)
        #expect(right.casesTotal == right.casesChecked && right.casesPassed == right.casesTotal)

        // Doubles every number but 4, which the example never sends: the example's goal is met,
        // and the hidden inputs without a 4 agree with the reference.
        let allButFour = "func solve(numbers: Observable<Int>) -> Observable<Int> { numbers.map { $0 == 4 ? 0 : $0 * 2 } }"
        let partly = try checker.check(allButFour, for: Self.doubling)
        #expect(!partly.passed && partly.casesTotal == right.casesTotal)
        #expect(partly.casesPassed > 0 && partly.casesPassed < partly.casesTotal)

        // Wrong on 3, which the example sends: its goal is missed, yet the hidden inputs without
        // a 3 still earn their credit.
        let allButThree = "func solve(numbers: Observable<Int>) -> Observable<Int> { numbers.map { $0 == 3 ? 0 : $0 * 2 } }"
        let missesGoal = try checker.check(allButThree, for: Self.doubling)
        guard case .wrongOnExample = missesGoal.result else {
            Issue.record("expected the example's goal missed, got \(missesGoal.result)")
            return
        }
        #expect(missesGoal.casesPassed > 0 && missesGoal.casesPassed < missesGoal.casesTotal)

        // Adds one before doubling: right only where the input sends no number at all.
        let offByOne = "func solve(numbers: Observable<Int>) -> Observable<Int> { numbers.map { ($0 + 1) * 2 } }"
        let wrong = try checker.check(offByOne, for: Self.doubling)
        let silentInputs = checker.cases(for: Self.doubling).dropFirst().filter { !($0.inputs["numbers"] ?? []).contains { $0.kind == .next } }
        #expect(wrong.casesPassed == silentInputs.count && wrong.casesTotal == right.casesTotal)

        // An answer that does not compile earns nothing.
        let broken = "func solve(numbers: Observable<Int>) -> Observable<Int> { numbers.mapp { $0 } }"
        let cannotRun = try checker.check(broken, for: Self.doubling)
        #expect(cannotRun.casesPassed == 0 && cannotRun.casesTotal == right.casesTotal)
    }

    @Test func anAnswerThatDoesNotCompileIsReportedAsSuch() throws {
        let broken = "func solve(numbers: Observable<Int>) -> Observable<Int> { numbers.mapp { $0 } }"
        let verdict = try checker(hiddenCases: 5).check(broken, for: Self.doubling)
        guard case .couldNotRun(let report) = verdict.result else {
            Issue.record("expected a compile failure, got \(verdict.result)")
            return
        }
        #expect(report.status == .compileFailed)
        #expect(verdict.explanation?.contains("does not compile") == true)
    }

    @Test func generatedCasesAreReproducibleAndCoverTheEdges() {
        let example = ExerciseChecker.example(of: Self.doubling)
        let first = ExerciseCaseGenerator(seed: 7).cases(like: example, count: 50)
        let second = ExerciseCaseGenerator(seed: 7).cases(like: example, count: 50)
        #expect(first == second)
        #expect(first.count == 50)
        let timelines = first.compactMap { $0.inputs["numbers"] }
        #expect(timelines.contains { $0.isEmpty })
        #expect(timelines.contains { $0 == [.completed(at: 10)] })
        #expect(timelines.contains { $0.first?.kind == .error })
        #expect(timelines.contains { $0.filter { $0.kind == .next }.count >= 4 })
        // Values come from the visible example.
        let values = Set(timelines.flatMap { $0 }.compactMap { $0.kind == .next ? $0.value : nil })
        #expect(values.isSubset(of: ["1", "2", "3"]))
        // Some gaps are wider than three frames, so time windows both catch and miss elements.
        let gaps = timelines.flatMap { events in zip(events, events.dropFirst()).map { $1.time - $0.time } }
        #expect(gaps.contains { $0 > 30 })
    }

    @Test func eachInputIsGeneratedFromItsOwnExampleValues() {
        // Inputs of different types: numbers must never receive `true`, nor the other way round.
        let example = ExerciseCase(inputs: [
            "ticks": [.next("1", at: 10), .next("5", at: 20), .completed(at: 30)],
            "closed": [.next("true", at: 40)],
        ])
        let cases = ExerciseCaseGenerator(seed: 11).cases(like: example, count: 50)
        func values(_ name: String) -> Set<String> {
            Set(cases.flatMap { $0.inputs[name] ?? [] }.compactMap { $0.kind == .next ? $0.value : nil })
        }
        #expect(values("ticks") == ["1", "5"])
        #expect(values("closed") == ["true"])
    }

    /// A time-based exercise: `solve` asks for `scheduler:` and gets the case's test clock.
    static let quiet: Exercise = {
        let text = """
        # Chapter: Fixture

        ## Lesson: Quiet {#fixture-quiet section=9.9}

        ### Exercise: Wait for quiet {#wait-for-quiet}

        ```swift start
        func solve(keys: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
            keys // TODO
        }
        ```

        ```inputs
        keys: -a-b----c----|
        ```

        ```swift solution
        func solve(keys: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
            keys.debounce(.milliseconds(20), scheduler: scheduler)
        }
        ```

        ```marbles
        quiet: -----b----c--|
        ```
        """
        return ChapterParser.parse(text: text, fileName: "9.9-fixture.md").chapter!.lessons[0].exercises[0]
    }()

    /// An exercise whose input fails, with the goal's error written `errorMarks` (`#`, `#=…`).
    static func failing(goalError errorDefinition: String) -> Exercise {
        let text = """
        # Chapter: Fixture

        ## Lesson: Failing {#fixture-failing section=9.9}

        ### Exercise: Double until it fails {#double-until-failure}

        Double every number; the failure passes through.

        ```swift start
        func solve(numbers: Observable<Int>) -> Observable<Int> {
            numbers
        }
        ```

        ```inputs
        numbers: -1-2-#
        ```

        ```swift solution
        func solve(numbers: Observable<Int>) -> Observable<Int> {
            numbers.map { $0 * 2 }
        }
        ```

        ```marbles
        \(errorDefinition)
        doubled: -2-4-#
        ```
        """
        return ChapterParser.parse(text: text, fileName: "9.9-fixture.md").chapter!.lessons[0].exercises[0]
    }

    /// The goal is judged as a cell's lanes are (FORMAT.md): a bare `#` accepts any error, and
    /// `#=message` only that message.
    @Test func aBareErrorInTheGoalAcceptsAnyErrorAndANamedOneOnlyItself() throws {
        let answer = "func solve(numbers: Observable<Int>) -> Observable<Int> { numbers.map { $0 * 2 } }"
        let anyError = try checker(hiddenCases: 0).check(answer, for: Self.failing(goalError: ""))
        #expect(anyError.passed, "\(anyError.explanation ?? "")")
        let otherMessage = try checker(hiddenCases: 0).check(answer, for: Self.failing(goalError: "#=not-the-error"))
        #expect(!otherMessage.passed)
    }

    @Test func aTimeBasedSolutionRunsOnTheCaseClock() throws {
        #expect(ExerciseChecker.solveTakesScheduler(Self.quiet.solution!.source))
        #expect(!ExerciseChecker.solveTakesScheduler(Self.doubling.solution!.source))
        let verdict = try checker(hiddenCases: 20).check(Self.quiet.solution!.source, for: Self.quiet)
        #expect(verdict.passed, "\(verdict.explanation ?? "")")
        // A throttle instead of a debounce is right for some timelines and caught on another.
        let throttled = """
        func solve(keys: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
            keys.throttle(.milliseconds(20), latest: false, scheduler: scheduler)
        }
        """
        #expect(try !checker(hiddenCases: 20).check(throttled, for: Self.quiet).passed)
    }
}

/// The ways an answer can be wrong, each reported as what it is.
@Suite(.serialized) struct ExerciseFailureKindTests {
    private func check(_ body: String, hiddenCases: Int = 10) throws -> ExerciseVerdict {
        let answer = "func solve(numbers: Observable<Int>) -> Observable<Int> {\n\(body)\n}"
        return try ExerciseChecker(runner: try RunnerEnvironment.runner.get(), hiddenCases: hiddenCases)
            .check(answer, for: ExerciseCheckerTests.doubling)
    }

    @Test func aWrongValueIsShownWithBothLanes() throws {
        let verdict = try check("numbers.map { $0 * 3 }")
        #expect(verdict.explanation == "on the example yours gives -3-6-9-|, expected -2-4-6-|")
    }

    @Test func anAnswerOnAnotherClockIsWrong() throws {
        let verdict = try check("numbers.map { $0 * 2 }.delay(.milliseconds(10), scheduler: MainScheduler.instance)")
        // The exercise's inputs run on their own virtual clock; elements delayed on the main
        // scheduler's clock never arrive while the case runs, and the learner is told why.
        #expect(verdict.explanation == "on the example yours gives nothing (no event at all), expected -2-4-6-|. "
            + "Your answer uses `MainScheduler.instance`, a real clock the check does not run: every input runs on its own virtual clock, "
            + "the `scheduler` that `solve` is given (add `scheduler: SchedulerType` as its last parameter if it has none). "
            + "Pass that scheduler to every timer, delay or wait.")
    }

    @Test func aMissingCompletionIsAWrongAnswer() throws {
        let verdict = try check("numbers.map { $0 * 2 }.concat(Observable.never())")
        #expect(verdict.explanation == "on the example yours gives -2-4-6, expected -2-4-6-|")
    }

    @Test func aCrashIsReportedWithItsMessage() throws {
        let verdict = try check("numbers.map { value -> Int in if value == 2 { fatalError(\"two!\") }; return value * 2 }")
        guard case .couldNotRun(let report) = verdict.result else {
            Issue.record("expected a crash, got \(verdict.result)")
            return
        }
        #expect(report.status == .crashed)
        #expect(verdict.explanation?.contains("two!") == true)
    }

    @Test func anInputDeclaredWithAnotherTypeIsNamedNotShownAsSilent() throws {
        // The doubling exercise's numbers cannot be read as `Bool`: dropping them would show
        // an input that never sends anything, as if the answer were merely wrong.
        let answer = "func solve(numbers: Observable<Bool>) -> Observable<Int> {\nnumbers.map { $0 ? 2 : 0 }\n}"
        let verdict = try ExerciseChecker(runner: try RunnerEnvironment.runner.get(), hiddenCases: 1)
            .check(answer, for: ExerciseCheckerTests.doubling)
        guard case .couldNotRun(let report) = verdict.result else {
            Issue.record("expected the run to stop, got \(verdict.result)")
            return
        }
        #expect(report.status == .crashed)
        #expect(verdict.explanation?.contains("the input `numbers` sends `1`, which your `solve` cannot read as `Bool`") == true,
                "\(verdict.explanation ?? "")")
        // The harness noted it on the event channel, so it is said in the learner's language too.
        #expect(report.crash?.cause == .unreadableInput(input: "numbers", value: "1", type: "Bool"))
        let chinese = Language.$taskLanguage.withValue(.simplifiedChinese) { report.crash?.message }
        #expect(chinese?.contains("输入 `numbers` 发出的是 `1`，你的 `solve` 无法把它读成 `Bool`") == true, "\(chinese ?? "")")
    }

    @Test func anEndlessLoopIsStoppedAndReported() throws {
        let verdict = try check("while true {}\nreturn numbers", hiddenCases: 1)
        guard case .couldNotRun(let report) = verdict.result else {
            Issue.record("expected a timeout, got \(verdict.result)")
            return
        }
        #expect(report.status == .timedOut)
    }
}

/// How a verdict writes a timeline: marbles when they place every event at its time, the events
/// one by one when they cannot.
@Suite struct MarbleDescriptionTests {
    @Test func exactMarblesAreKept() {
        let events: [TimedEvent] = [.next("1", at: 10), .next("2", at: 30), .completed(at: 40)]
        #expect(MarbleDescription.of(events, empty: "nothing") == "-1-2|")
    }

    @Test func anEventInsideAGroupsWidthIsWrittenOutInsteadOfDrawnAtTheWrongTime() {
        // `(cd)` at 140 takes four frames of 20 ms, so `e` at 160 would read as 220.
        let events: [TimedEvent] = [.next("c", at: 140), .next("d", at: 140), .next("e", at: 160)]
        #expect(MarbleDescription.of(events, empty: "nothing", frameDuration: 20)
            == "next(c) at 140, next(d) at 140, next(e) at 160")
    }
}
