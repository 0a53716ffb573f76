import Testing
@testable import LessonKit

/// Order-the-chain exercises: the ```` ```swift lines ```` and ```` ```swift distractors ```` blocks,
/// lint's checks on them, the learner's shuffled file, and reading it back as an ordering of the
/// given lines (`ChainAnswer`).
@Suite struct ChainOrderTests {
    static let fence = "```"
    static let start = "func solve(xs: Observable<Int>) -> Observable<Int> {\n    xs\n}"
    static let lines = "        .filter { $0 > 0 }\n        .map { $0 * 2 }\n        .take(3)"
    static let solution = "func solve(xs: Observable<Int>) -> Observable<Int> {\n    xs\n        .filter { $0 > 0 }\n        .map { $0 * 2 }\n        .take(3)\n}"

    /// One order-the-chain exercise; its heading is on line 5, the `swift lines` fence on line 17,
    /// the `swift distractors` fence on line 23 (17 without lines), the solution's on line 28.
    static func chapter(lines: String? = ChainOrderTests.lines, distractors: String? = "        .skip(3)\n        .take(1)",
                        start: String = ChainOrderTests.start, solution: String = ChainOrderTests.solution) -> String {
        "# Chapter: Ordering\n\n## Lesson: One {#one}\n\n### Exercise: Order it {#order-it}\n\n"
            + "\(fence)swift start\n\(start)\n\(fence)\n\n"
            + "\(fence)inputs\nxs: -1-2-|\n\(fence)\n\n"
            + (lines.map { "\(fence)swift lines\n\($0)\n\(fence)\n\n" } ?? "")
            + (distractors.map { "\(fence)swift distractors\n\($0)\n\(fence)\n\n" } ?? "")
            + "\(fence)swift solution\n\(solution)\n\(fence)\n\n"
            + "\(fence)marbles\nout: -2-4-|\n\(fence)\n"
    }

    func parse(_ text: String) -> (exercise: Exercise?, messages: [String]) {
        let parsed = ChapterParser.parse(text: text, fileName: "4.1-ordering.md")
        return (parsed.chapter?.lessons.first?.exercises.first, parsed.diagnostics.map(\.description))
    }

    func exercise() throws -> Exercise {
        let (exercise, messages) = parse(Self.chapter())
        #expect(messages.isEmpty)
        return try #require(exercise)
    }

    // MARK: The blocks

    @Test func theLinesAndDistractorsAreRead() throws {
        let chain = try #require(try exercise().chain)
        #expect(chain.lines == ["        .filter { $0 > 0 }", "        .map { $0 * 2 }", "        .take(3)"])
        #expect(chain.distractors == ["        .skip(3)", "        .take(1)"])
        #expect(chain.location.line == 17)
        #expect(parse(Self.chapter(lines: nil, distractors: nil)).exercise?.chain == nil, "an exercise without lines is one the learner writes")
    }

    @Test func distractorsAloneAreAnError() {
        #expect(parse(Self.chapter(lines: nil)).messages == [
            "4.1-ordering.md:17:1: error: ```swift distractors without ```swift lines — give the chain's lines in a ```swift lines block, or drop the distractors",
        ])
    }

    @Test func theSolutionMustBeTheStartWithTheLinesInPlace() {
        let other = Self.solution.replacingOccurrences(of: ".take(3)", with: ".take(2)")
        let (exercise, messages) = parse(Self.chapter(solution: other))
        #expect(exercise == nil)
        #expect(messages == [
            "4.1-ordering.md:28:1: error: the ```swift solution is not the ```swift start with the ```swift lines put before its last line — write the solution as the start code with the chain's lines in place, so that the lines are known to solve it",
        ])
        // Comments aside, it is the same.
        let commented = Self.solution.replacingOccurrences(of: ".take(3)", with: ".take(3) // three at most")
        #expect(parse(Self.chapter(solution: commented)).messages.isEmpty)
    }

    @Test func whatCannotMakeAnOrderingIsAnError() {
        #expect(parse(Self.chapter(lines: "        .take(3)\n        .take(3)", solution: Self.solution.replacingOccurrences(of: "        .filter { $0 > 0 }\n        .map { $0 * 2 }\n", with: "        .take(3)\n"))).messages == [
            "4.1-ordering.md:17:1: error: ```swift lines needs at least two different lines — an order-the-chain exercise gives the lines of a chain to put in order",
        ])
        #expect(parse(Self.chapter(distractors: "        .map { $0 * 2 }")).messages == [
            "4.1-ordering.md:24:1: error: distractor `.map { $0 * 2 }` is also a line of the chain — a distractor is a line that does not belong; drop it from ```swift distractors",
        ])
        #expect(parse(Self.chapter(distractors: "        // not code")).messages == [
            "4.1-ordering.md:24:1: error: a line of the chain's blocks holds only a comment — each line is code the learner orders; put explanations in the exercise's prose",
        ])
        let open = "func solve(xs: Observable<Int>) -> Observable<Int> {\n    xs }"
        #expect(parse(Self.chapter(start: open)).messages == [
            "4.1-ordering.md:5:1: error: the ```swift start of an order-the-chain exercise does not end with a line `}` — end the start code with the brace that closes `solve`: the chain's lines go just before it",
        ])
    }

    @Test func aTranslationMustGiveTheSameLinesCommentsAside() throws {
        let english = try exercise()
        var translated = english
        translated.chain?.lines[0] += " // 只保留正数"
        #expect(english.translationMismatches(translated).isEmpty)
        translated.chain?.distractors = ["        .skip(2)"]
        #expect(english.translationMismatches(translated) == [
            "its ```swift lines or ```swift distractors differ from the English exercise's other than in comments",
        ])
    }

    // MARK: The learner's file

    @Test func theShuffleMixesInTheDistractorsAndNeverGivesTheAuthorsOrder() throws {
        let chain = ChainLines(lines: ["  .a()", "  .b()", "  .c()"], distractors: ["  .d()"], location: SourceLocation(file: "f", line: 1))
        var orders = Set<[String]>()
        for seed in 0..<200 {
            let shuffled = chain.shuffled(seed: "exercise-\(seed)")
            #expect(shuffled.sorted() == ["  .a()", "  .b()", "  .c()", "  .d()"])
            #expect(shuffled.filter { $0 != "  .d()" } != ["  .a()", "  .b()", "  .c()"], "seed \(seed)")
            orders.insert(shuffled)
            #expect(chain.shuffled(seed: "exercise-\(seed)") == shuffled, "the same for every learner")
        }
        #expect(orders.count > 10, "the ids give different orders")
        // Two lines only: the other order every time.
        let two = ChainLines(lines: [".a()", ".b()"], location: SourceLocation(file: "f", line: 1))
        for seed in 0..<50 { #expect(two.shuffled(seed: "\(seed)") == [".b()", ".a()"]) }
    }

    @Test func theStartFileHoldsTheShuffledLinesInsideSolveAndSaysHowToOrderThem() throws {
        let exercise = try exercise()
        let file = exercise.startFile
        #expect(file.contains("// Order the chain:"))
        #expect(file.contains("rxlearn check"))
        let code = file.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("//") && !$0.isEmpty }
        #expect(code.first == "func solve(xs: Observable<Int>) -> Observable<Int> {")
        #expect(code.last == "}")
        #expect(code.dropFirst(2).dropLast().sorted() == exercise.chain!.givenKeys.map { "        " + $0 }.sorted())
        #expect(ChainAnswer(file, for: exercise)?.slots.count == 5)
        // As shipped it is an ordering of the given lines, which the check then judges (and which
        // fails: the distractors are in it).
        #expect(ChainAnswer.problem(in: file, for: exercise) == nil)
    }

    // MARK: Reading an answer

    func answer(_ chainLines: [String], around exercise: Exercise) -> String {
        "// Exercise order-it\n\nfunc solve(xs: Observable<Int>) -> Observable<Int> {\n    xs\n" + chainLines.joined(separator: "\n") + "\n}\n"
    }

    @Test func droppedLinesAreDeletedOrCommentedOut() throws {
        let exercise = try exercise()
        let kept = answer(["    .filter { $0 > 0 }", "    // .skip(3)", "", "    .map { $0 * 2 } // doubled", "    .take(3)"], around: exercise)
        #expect(ChainAnswer.problem(in: kept, for: exercise) == nil)
        let reordered = answer(["    .take(3)", "    .filter { $0 > 0 }"], around: exercise)
        #expect(ChainAnswer.problem(in: reordered, for: exercise) == nil)
    }

    @Test func aLineNotGivenOrGivenTooOftenIsNamedWithItsLine() throws {
        let exercise = try exercise()
        #expect(ChainAnswer.problem(in: answer(["    .filter { $0 > 0 }", "    .take(4)"], around: exercise), for: exercise)
                == .notGiven(line: 6, text: ".take(4)"))
        #expect(ChainAnswer.problem(in: answer(["    .take(3)", "    .take(3)"], around: exercise), for: exercise)
                == .usedTwice(line: 6, text: ".take(3)"))
        let changed = answer(["    .take(3)"], around: exercise).replacingOccurrences(of: "    xs\n", with: "    xs.skip(1)\n")
        #expect(ChainAnswer.problem(in: changed, for: exercise) == .startCodeChanged(exerciseID: "order-it"))
        #expect(ChainAnswer.problem(in: "", for: exercise) == .startCodeChanged(exerciseID: "order-it"))
        #expect(ChainAnswerProblem.notGiven(line: 6, text: ".take(4)").phrase.english.hasPrefix("Line 6, `.take(4)`, is not one of the exercise's lines"))
    }

    @Test func anExerciseTheLearnerWritesIsNeverReadAsAnOrdering() throws {
        let (exercise, _) = parse(Self.chapter(lines: nil, distractors: nil))
        let written = try #require(exercise)
        #expect(ChainAnswer.problem(in: "anything at all", for: written) == nil)
        #expect(ChainAnswer("anything", for: written) == nil)
    }

    // MARK: Editing the order (the notebook's keys)

    @Test func aLineMovesAmongTheGivenLinesAndIsCommentedOutOrBackIn() throws {
        let exercise = try exercise()
        let text = answer(["    .take(3)", "    .map { $0 * 2 }", "    .skip(3)"], around: exercise)
        let answer = try #require(ChainAnswer(text, for: exercise))
        #expect(answer.slots == [4, 5, 6])
        #expect(answer.moving(slot: 0, by: -1) == nil)
        #expect(answer.moving(slot: 2, by: 1) == nil)
        let moved = try #require(answer.moving(slot: 0, by: 1))
        #expect(moved.text.contains("    .map { $0 * 2 }\n    .take(3)\n    .skip(3)"))
        let dropped = try #require(moved.toggling(slot: 2))
        #expect(dropped.text.contains("    // .skip(3)\n}"))
        #expect(dropped.isDropped(slot: 2))
        #expect(dropped.slots == [4, 5, 6], "a dropped line stays a line to order")
        #expect(ChainAnswer.problem(in: dropped.text, for: exercise) == nil)
        let back = try #require(dropped.toggling(slot: 2))
        #expect(back.text == moved.text)
    }
}
