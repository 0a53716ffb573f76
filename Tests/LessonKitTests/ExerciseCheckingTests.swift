import Marbles
import Testing
@testable import LessonKit

/// What an author says about checking an exercise: the values of its inputs (`NAME in …`), the
/// ```` ```check ```` block, ```` ```inputs edge ```` cases, and lint's warnings about inputs that
/// cannot reach past the example.
@Suite struct ExerciseCheckingTests {
    static let fence = "```"

    /// One exercise, heading on line 5, then the blocks given.
    static func chapter(inputs: String, check: String? = nil, edge: String? = nil,
                        solution: String = "func solve(xs: Observable<Int>) -> Observable<Int> {\n    xs.filter { $0 >= 10 }\n}") -> String {
        "# Chapter: Checking\n\n## Lesson: One {#one}\n\n### Exercise: Try {#try}\n\n"
            + "\(fence)swift start\nfunc solve(xs: Observable<Int>) -> Observable<Int> {\n    xs\n}\n\(fence)\n\n"
            + "\(fence)inputs\n\(inputs)\n\(fence)\n\n"
            + (edge.map { "\(fence)inputs edge\n\($0)\n\(fence)\n\n" } ?? "")
            + (check.map { "\(fence)check\n\($0)\n\(fence)\n\n" } ?? "")
            + "\(fence)swift solution\n\(solution)\n\(fence)\n\n"
            + "\(fence)marbles\nout: -----|\n\(fence)\n"
    }

    func parse(_ text: String) -> (exercise: Exercise?, messages: [String]) {
        let parsed = ChapterParser.parse(text: text, fileName: "4.1-checking.md")
        return (parsed.chapter?.lessons.first?.exercises.first, parsed.diagnostics.map(\.description))
    }

    @Test func everyKindOfDomainIsRead() throws {
        let (exercise, messages) = parse(Self.chapter(inputs: """
            xs: -1-2-|
            xs in -5...20 always 9 10 11
            """))
        #expect(messages.isEmpty)
        #expect(exercise?.checking.domains["xs"] == InputDomain(.integers(-5...20), always: ["9", "10", "11"]))

        func domain(_ line: String, type: String = "String") -> InputDomain? {
            let text = "# Chapter: C\n\n## Lesson: L {#l}\n\n### Exercise: E {#e}\n\n\(Self.fence)swift start\nfunc solve(xs: Observable<\(type)>) -> Observable<\(type)> {\n    xs\n}\n\(Self.fence)\n\n\(Self.fence)inputs\nxs: -1-|\n\(line)\n\(Self.fence)\n\n\(Self.fence)marbles\nout: -1-|\n\(Self.fence)\n"
            return ChapterParser.parse(text: text, fileName: "4.1-c.md").chapter?.lessons.first?.exercises.first?.checking.domains["xs"]
        }
        #expect(domain("xs in -1.0...1.0 by 0.5", type: "Double") == InputDomain(.decimals(-1.0...1.0, step: 0.5)))
        #expect(domain("xs in text 0...3 of a-c_") == InputDomain(.texts(lengths: 0...3, alphabet: ["a", "b", "c", "_"])))
        #expect(domain(#"xs in {plus, "two words", ""} always plus"#) == InputDomain(.oneOf(["plus", "two words", ""]), always: ["plus"]))
        #expect(domain("xs in example") == InputDomain(.example))
    }

    @Test func aDomainThatCannotBeReadOrUsedIsAnError() {
        #expect(parse(Self.chapter(inputs: "xs: -1-|\nxs in 5...1")).messages == [
            "4.1-checking.md:15:1: error: `xs in 5...1`: this is not a domain of values — write `xs in 0...100`, `in -1.0...1.0 by 0.1`, `in text 0...8 of a-z`, `in {a, b}` or `in example`, then optionally `always` and values",
        ])
        #expect(parse(Self.chapter(inputs: "xs: -1-|\nys in 0...3")).messages == [
            "4.1-checking.md:15:1: error: `ys in …` names no input of this exercise — use the name of an input lane: `xs`",
        ])
        #expect(parse(Self.chapter(inputs: "xs: -1-|\nxs in {1, two}")).messages == [
            "4.1-checking.md:15:1: error: input `xs` is an `Observable<Int>`, but its values include `two`, which `Int` cannot read — give values that `Int(\"…\")` reads, or change the input's type in `solve`",
        ])
        #expect(parse(Self.chapter(inputs: "xs: -1-|\nxs in text 0...3 of a-z")).messages == [
            "4.1-checking.md:15:1: error: input `xs` is an `Observable<Int>`, but `text 0...3 of …` makes texts — give values that `Int(\"…\")` reads, or change the input's type in `solve`",
        ])
    }

    @Test func theCheckBlockReadsEverySetting() throws {
        let solution = "func solve(xs: Observable<Int>) -> Observable<Int> {\n    xs.do(onNext: { _ in recordSideEffect(\"save\") })\n}"
        let (exercise, messages) = parse(Self.chapter(inputs: "xs: -1-|", check: """
            effects: save
            once: the screen binds it once
            any error: the statement only says it fails
            subscriptions: how many is the answer's business
            count subscriptions: each one is a request
            accepts "take(3) → take(4)": three and four give the same here
            """, solution: solution))
        #expect(messages.isEmpty, "\(messages)")
        let checking = try #require(exercise?.checking)
        #expect(checking.effects == ["save"])
        #expect(checking.subscribedOnceBecause == "the screen binds it once")
        #expect(checking.anyErrorBecause == "the statement only says it fails")
        #expect(checking.subscriptionsUnjudgedBecause == "how many is the answer's business")
        #expect(checking.countsSubscriptions)
        #expect(checking.acceptedMutants == ["take(3) → take(4)": "three and four give the same here"])
    }

    @Test func aCheckSettingWithoutItsReasonOrACountedEffectTheSolutionNeverRecordsIsAnError() {
        let withoutReason = parse(Self.chapter(inputs: "xs: -1-|", check: "once:")).messages
        #expect(withoutReason.first?.hasPrefix("4.1-checking.md:18:1: error: `once:`: `once:` needs a reason") == true, "\(withoutReason)")
        #expect(parse(Self.chapter(inputs: "xs: -1-|", check: "accepts take(3) → take(4): same")).messages.first?.contains("the mutant is not quoted") == true)
        #expect(parse(Self.chapter(inputs: "xs: -1-|", check: "effects: request")).messages == [
            "4.1-checking.md:5:1: error: exercise `try` counts the side effect `request`, but its solution never records it — call `recordSideEffect(\"request\")` where the solution's stub does the work (the start file's stub too)",
        ])
    }

    @Test func anEdgeCaseIsOneMoreCaseOfTheExercisesInputs() throws {
        let (exercise, messages) = parse(Self.chapter(inputs: "xs: -1-|", edge: "xs: -a-b-|\na=9\nb=10"))
        #expect(messages.isEmpty, "\(messages)")
        #expect(exercise?.checking.edgeCases == [["xs": [.next("9", at: 10), .next("10", at: 30), .completed(at: 50)]]])
        #expect(exercise?.inputs.map(\.name) == ["xs"], "an edge case adds no input")
        #expect(parse(Self.chapter(inputs: "xs: -1-|", edge: "ys: -1-|")).messages == [
            "4.1-checking.md:18:1: error: the edge case's lane `ys` names no input of this exercise — name its lanes as the first ```inputs block does: `xs`",
        ])
        #expect(parse(Self.chapter(inputs: "xs: -1-|", edge: "xs: -1-|\nxs in 0...3")).messages.first?.contains("an edge case says no values") == true)
    }

    @Test func limitsAreFoundWhereElementsAreComparedWithANumber() {
        let limits = ReferenceLimits(in: """
            func solve(scores: Observable<Int>, names: Observable<String>) -> Observable<String> {
                let passed = scores.filter { $0 >= 60 }.map { score in score < 100 ? "pass" : "full" }
                let long = names.filter { name in name.count > 5 && (0...9).contains(name.count) == false }
                let plausible = scores.filter { (0...150).contains($0) }
                // $0 > 999 in a comment is not code
                return Observable.merge(passed, long, plausible.map { "\\($0 == 7)" })
            }
            """)
        #expect(limits.values == [0, 60, 100, 150])
        #expect(limits.equalities == [7])
        #expect(limits.lengths == [5])
    }

    @Test func lintWarnsAboutInputsThatOnlyTakeTheExamplesValuesAndLimitsNoInputCrosses() throws {
        func warnings(_ text: String) throws -> [String] {
            let parsed = ChapterParser.parse(text: text, fileName: "4.1-checking.md")
            return InputDomainCheck.run(on: [try #require(parsed.chapter)]).map(\.message)
        }
        let strings = "func solve(xs: Observable<String>) -> Observable<String> {\n    xs.filter { $0.count >= 5 }\n}"
        let start = Self.chapter(inputs: "xs: -a-|\na=abc", solution: strings).replacingOccurrences(of: "Observable<Int>", with: "Observable<String>")
        #expect(try warnings(start) == [
            "the generated inputs of `try` can only take the values of its example, so a rule the example never reaches goes unchecked",
            "the solution of `try` compares a length with 5, but no input has texts of lengths on both sides of it",
        ])
        let declared = start.replacingOccurrences(of: "a=abc", with: "a=abc\nxs in text 0...8 of a-z")
        #expect(try warnings(declared).isEmpty)
        // An integer input takes its example's neighbours and the limits' by default.
        #expect(try warnings(Self.chapter(inputs: "xs: -1-|")).isEmpty)
        // A limit out of an integer range's reach.
        #expect(try warnings(Self.chapter(inputs: "xs: -1-|\nxs in 0...5")) == [
            "the solution of `try` compares with 10, but no input takes values on both sides of it",
        ])
    }

    @Test func aTranslationMustCopyTheCheckingAsItIs() throws {
        let english = try #require(parse(Self.chapter(inputs: "xs: -1-|\nxs in 0...20")).exercise)
        var translated = english
        translated.checking.domains["xs"] = InputDomain(.integers(0...21))
        let lessonOf: (Exercise) -> Lesson = { exercise in
            Lesson(id: "one", title: "One", section: "4.1", setup: nil, items: [.exercise(exercise)], location: exercise.location)
        }
        #expect(lessonOf(english).translationMismatches(lessonOf(translated)) == [
            "exercise `try`: its inputs' values (`NAME in …`) or its ```check block differ from the English exercise's (copy them as they are)",
        ])
    }
}
