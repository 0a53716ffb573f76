import Foundation
import Testing
import LessonKit

/// What the format accepts but would silently do otherwise is reported, at the right place.
@Suite struct LintChecksTests {
    let fence = "```"

    func parse(_ text: String) -> (chapter: Chapter?, messages: [String]) {
        let result = ChapterParser.parse(text: text, fileName: "4.1-test.md")
        return (result.chapter, result.diagnostics.map(\.description))
    }

    /// A chapter with one exercise; its blocks start on line 7, and its start block follows them:
    ///
    ///     1 # Chapter: Test   3 ## Lesson   5 ### Exercise: Try {#try}   7 blocks…
    func exercise(_ blocks: String) -> String {
        "# Chapter: Test\n\n## Lesson: First {#first}\n\n### Exercise: Try {#try}\n\n" + blocks + start
    }

    func block(_ info: String, _ lines: String...) -> String {
        "\(fence)\(info)\n" + lines.map { $0 + "\n" }.joined() + "\(fence)\n"
    }

    var solveInts: String { block("swift solution", "func solve(numbers: Observable<Int>) -> Observable<Int> { numbers }") }
    var goal: String { block("marbles", "out: -1-|") }
    var start: String { block("swift start", "func solve(numbers: Observable<Int>) -> Observable<Int> { numbers }") }

    @Test func exerciseWithoutSolutionIsAWarning() {
        let (chapter, messages) = parse(exercise(block("inputs", "numbers: -1-|") + goal))
        #expect(messages == [
            "4.1-test.md:5:1: warning: exercise `try` has no reference solution, so answers are checked on the example alone — add a ```swift solution block: answers are then also checked on 50 generated inputs",
        ])
        #expect(chapter?.lessons.first?.exercises.map(\.id) == ["try"])
    }

    @Test func anInputWithoutANameIsAnError() {
        let (chapter, messages) = parse(exercise(block("inputs", "  -1-2-|") + solveInts + goal))
        #expect(messages == [
            "4.1-test.md:8:3: error: this input has no name — start the line with the name of `solve`'s parameter and a colon, e.g. `numbers: -1-2-|`",
        ])
        #expect(chapter?.lessons.first?.exercises == [])
    }

    @Test func theSameInputInTwoBlocksIsAnError() {
        let (chapter, messages) = parse(exercise(block("inputs", "numbers: -1-|") + block("inputs", "numbers: -2-|") + solveInts + goal))
        #expect(messages == [
            "4.1-test.md:11:1: error: input `numbers` is defined twice — give each input stream its own name",
        ])
        #expect(chapter?.lessons.first?.exercises == [])
    }

    @Test func anInputValueThatIsNotOfTheInputsTypeIsAnError() {
        let (chapter, messages) = parse(exercise(block("inputs", "numbers: -1-a-|") + solveInts + goal))
        #expect(messages == [
            "4.1-test.md:8:1: error: input `numbers` is an `Observable<Int>`, but its value `a` cannot be read as `Int` — write values that `Int(\"…\")` reads (map a symbol to one with `a=…`), or change the input's type in `solve`",
        ])
        #expect(chapter?.lessons.first?.exercises == [])
    }

    @Test func inputTypesAreReadFromEitherParameterAndMappedValuesCount() {
        let solve = block(
            "swift solution",
            "func solve(flags: Observable<Bool>,", "           names: Observable<String>, scheduler: SchedulerType) -> Observable<Int> {", "  .empty()", "}")
        let clean = parse(exercise(block("inputs", "flags: -t-|", "names: -x-|", "t=true x=42") + solve + goal))
        #expect(clean.messages == [])
        let (_, messages) = parse(exercise(block("inputs", "flags: -t-|", "t=yes") + solve + goal))
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("4.1-test.md:8:1: error: input `flags` is an `Observable<Bool>`, but its value `yes` cannot be read as `Bool`") == true)
    }

    @Test func anAsyncSolveTakesStreamsAndSaysItAwaits() {
        let code = "func solve(prices: Observable<Int>, readings: AsyncStream<Double>,\n  alarms: AsyncThrowingStream<Bool, Error>) async throws -> [Int] {\n  []\n}"
        #expect(SolveSignature.inputs(in: code).map { "\($0.label): \($0.elementType)" } == ["prices: Int", "readings: Double", "alarms: Bool"])
        #expect(SolveSignature.isAsync(in: code))
        #expect(SolveSignature.isThrowing(in: code))
        let plain = "func solve(numbers: Observable<Int>) -> Observable<Int> {\n  numbers.map { _ in try await x }\n}"
        #expect(!SolveSignature.isAsync(in: plain))
        #expect(!SolveSignature.isThrowing(in: plain))
        #expect(SolveSignature.isAsync(in: "func solve(n: Observable<Int>) async -> String { \"\" }"))
        #expect(!SolveSignature.isThrowing(in: "func solve(n: Observable<Int>) async -> String { \"\" }"))
        // An input type the harness cannot make is no input; a value an `AsyncStream<Bool>` cannot read is an error.
        #expect(SolveSignature.inputs(in: "func solve(n: [Int]) async -> Int { 0 }").isEmpty)
        let stream = block("swift solution", "func solve(flags: AsyncStream<Bool>) async -> Int {", "  0", "}")
        let (_, messages) = parse(exercise(block("inputs", "flags: -t-|", "t=yes") + stream + goal))
        #expect(messages.first?.hasPrefix("4.1-test.md:8:1: error: input `flags` is an `Observable<Bool>`, but its value `yes` cannot be read as `Bool`") == true)
    }

    @Test func digitsSideBySideInAnInputAreAWarning() {
        let (chapter, messages) = parse(exercise(block("inputs", "numbers: -1-12-3-|") + solveInts + goal))
        #expect(messages == [
            "4.1-test.md:8:13: warning: `12` is 2 events one frame apart (`1`, `2`), not the number 12 — for the number, map a letter to it (`n=12`) and write `n`; for events in one frame, group them: `(12)`; for separate events, map each to a letter",
        ])
        // A warning: the exercise is still loaded, as written.
        #expect(chapter?.lessons.first?.exercises.first?.inputs.first?.diagram.events.count == 5)
    }

    @Test func groupsTimeProgressionsAndSingleDigitsAreNotRuns() {
        let (_, messages) = parse(exercise(block("inputs", "numbers: 20ms 1-(12)-3 100ms 4-|") + solveInts + goal))
        #expect(messages == [])
    }

    @Test func exerciseEventsAtOrAfterTheEndOfACaseAreAnError() {
        let (chapter, messages) = parse(exercise(block("inputs", "numbers: 1m 1|") + solveInts + goal))
        #expect(messages == [
            "4.1-test.md:8:1: error: lane `numbers` has next(1) at 60000, but an exercise case ends at 60000 virtual ms — keep an exercise's events before 60000 (one virtual minute), e.g. with a shorter `frame=`",
        ])
        #expect(chapter?.lessons.first?.exercises == [])
        let late = parse(exercise(block("inputs", "numbers: -1|") + solveInts + block("marbles frame=1s", "out: 59s 1-|")))
        #expect(late.messages == [
            "4.1-test.md:14:1: error: lane `out` has completed at 61000, but an exercise case ends at 60000 virtual ms — keep an exercise's events before 60000 (one virtual minute), e.g. with a shorter `frame=`",
        ])
        #expect(parse(exercise(block("inputs", "numbers: 59s 1|") + solveInts + goal)).messages == [])
    }

    @Test func cellEventsAfterTheVirtualClockStopsAreAWarning() {
        let text = "# Chapter: Test\n\n## Lesson: First {#first}\n\n"
            + block("swift cell id=a", "print(1)") + block("events", "600000 next(1)", "600001 completed")
        let (chapter, messages) = parse(text)
        #expect(messages == [
            "4.1-test.md:8:4: warning: lane `main` expects completed at 600001, but a cell's virtual clock stops at 600000 (10 virtual minutes) — keep expected times up to 600000; ticks of a cell's own TestScheduler are not bound by it",
        ])
        #expect(chapter?.lessons.first?.cells.map(\.id) == ["a"])
    }

    @Test func idsLongerThan100CharactersAreAnError() {
        let long = String(repeating: "x", count: 101)
        let text = "# Chapter: Test\n\n## Lesson: First {#\(long)}\n\n## Lesson: Second {#second}\n\n"
            + block("swift cell id=\(long)", "print(1)") + block("output", "1")
        let (chapter, messages) = parse(text)
        #expect(messages == [
            "4.1-test.md:3:20: error: the id `xxxxxxxxxxxxxxxxxxxx…` is 101 characters long — ids name the learner's files: keep them to 100 characters",
            "4.1-test.md:7:18: error: the id `xxxxxxxxxxxxxxxxxxxx…` is 101 characters long — ids name the learner's files: keep them to 100 characters",
        ])
        #expect(chapter?.lessons.map(\.id) == ["second"])
        #expect(chapter?.lessons.first?.cells == [])
        let exactly100 = String(repeating: "y", count: 100)
        #expect(parse("# Chapter: Test\n\n## Lesson: First {#\(exactly100)}\n").messages == [])
    }

    @Test func cellIDsThatDifferOnlyInCaseAreAnError() {
        let text = "# Chapter: Test\n\n## Lesson: First {#first}\n\n"
            + block("swift cell id=Count", "print(1)") + block("output", "1")
            + block("swift cell id=count", "print(2)") + block("output", "2")
        let (chapter, messages) = parse(text)
        #expect(messages == [
            "4.1-test.md:11:4: error: cell id `count` differs from `Count` in lesson `first` only in case — ids name the learner's files, and macOS ignores case in file names; rename this one (it is skipped until then)",
        ])
        #expect(chapter?.lessons.first?.cells.map(\.id) == ["Count"])
    }

    @Test func lessonAndExerciseIDsThatDifferOnlyInCaseAreAnError() {
        let text = "# Chapter: Test\n\n## Lesson: First {#first}\n\n## Lesson: Again {#First}\n\n"
            + "## Lesson: Third {#third}\n\n### Exercise: A {#ex}\n\n" + block("marbles", "out: -|") + start
            + "### Exercise: B {#EX}\n\n" + block("marbles", "out: -|") + start
        let (chapter, messages) = parse(text)
        #expect(messages.filter { !$0.contains("reference solution") } == [
            "4.1-test.md:5:1: error: lesson id `First` differs from `first` only in case — ids name the learner's files, and macOS ignores case in file names; rename this one (it is skipped until then)",
            "4.1-test.md:3:1: note: `first` is first defined here",
            "4.1-test.md:17:1: error: exercise id `EX` differs from `ex` only in case — ids name the learner's files, and macOS ignores case in file names; rename this one (it is skipped until then)",
            "4.1-test.md:9:1: note: `ex` is first defined here",
        ])
        #expect(chapter?.lessons.map(\.id) == ["first", "third"])
        #expect(chapter?.lessons.last?.exercises.map(\.id) == ["ex"])
    }
}
