import Foundation
import Testing
@testable import LessonKit

/// The ```` ```why ```` block: the author's "why this way" beside an exercise's reference solution.
@Suite struct WorkedSolutionBlockTests {
    let fence = "```"

    /// A chapter with one exercise made of `blocks`; the exercise heading is on line 5.
    func chapter(_ blocks: String) -> String {
        """
        # Chapter: Test

        ## Lesson: First {#first}

        ### Exercise: Double {#double}

        Double every number.

        \(fence)swift start
        func solve(numbers: Observable<Int>) -> Observable<Int> {
            numbers
        }
        \(fence)

        \(fence)inputs
        numbers: -1-2-|
        \(fence)

        \(fence)marbles
        doubled: -2-4-|
        \(fence)

        """ + blocks
    }

    let solution = "```swift solution\nfunc solve(numbers: Observable<Int>) -> Observable<Int> {\n    numbers.map { $0 * 2 }\n}\n```\n\n"

    func parse(_ text: String) -> (exercise: Exercise?, messages: [String]) {
        let result = ChapterParser.parse(text: text, fileName: "4.1-test.md")
        return (result.chapter?.lessons.first?.exercises.first, result.diagnostics.map(\.description))
    }

    @Test func theWhyIsReadAsProseBesideTheSolution() throws {
        let (exercise, messages) = parse(chapter(solution + "\(fence)why\n\n`map` keeps the timing of `numbers`:\nno state, one pass.\n\n\(fence)\n"))
        #expect(messages == [])
        #expect(try #require(exercise).why == "`map` keeps the timing of `numbers`:\nno state, one pass.")
    }

    @Test func anExerciseWithoutAWhyHasNone() throws {
        let (exercise, messages) = parse(chapter(solution))
        #expect(messages == [])
        #expect(try #require(exercise).why == nil)
    }

    @Test func aWhyWithoutASolutionIsAnErrorThatLeavesTheExerciseOut() {
        let text = chapter("\(fence)why\nBecause.\n\(fence)\n")
        let (exercise, messages) = parse(text)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: "\(fence)why")! + 1
        #expect(exercise == nil)
        #expect(messages.contains("4.1-test.md:\(line):1: error: a ```why block in an exercise without a ```swift solution — add the reference solution it explains, or remove the block"))
    }

    @Test func anEmptyWhyIsAnError() {
        let (exercise, messages) = parse(chapter(solution + "\(fence)why\n  \n\(fence)\n"))
        #expect(exercise == nil)
        #expect(messages.contains { $0.contains("error: an empty ```why block — say in a few sentences why") })
    }

    @Test func aSecondWhyIsAnError() {
        let (exercise, messages) = parse(chapter(solution + "\(fence)why\nOne.\n\(fence)\n\n\(fence)why\nTwo.\n\(fence)\n"))
        #expect(exercise == nil)
        #expect(messages.contains { $0.contains("error: a second ```why block in this exercise") })
    }

    @Test func aWhyOutsideAnExerciseIsAnError() {
        let text = "# Chapter: Test\n\n## Lesson: First {#first}\n\n\(fence)why\nBecause.\n\(fence)\n"
        let (_, messages) = parse(text)
        #expect(messages.contains("4.1-test.md:5:4: error: a ```why block outside an exercise — put it under a `### Exercise: Title {#id}` heading"))
    }

    @Test func aWhyTakesNoAttributes() {
        let (exercise, messages) = parse(chapter(solution + "\(fence)why short\nBecause.\n\(fence)\n"))
        #expect(exercise == nil)
        #expect(messages.contains { $0.contains("error:") && $0.contains("short") })
    }

    @Test func aTranslationMustHaveAWhyWhereTheEnglishHasOne() throws {
        func lesson(_ text: String) throws -> Lesson {
            try #require(ChapterParser.parse(text: text, fileName: "4.1-test.md").chapter?.lessons.first)
        }
        let english = try lesson(chapter(solution + "\(fence)why\nBecause `map` keeps the timing.\n\(fence)\n"))
        let translated = try lesson(chapter(solution + "\(fence)why\n因为 `map` 保留了时间。\n\(fence)\n"))
        let withoutWhy = try lesson(chapter(solution))
        #expect(english.translationMismatches(translated) == [])
        #expect(english.translationMismatches(withoutWhy) == ["exercise `double`: it has no ```why block, the English exercise has one (translate it)"])
        #expect(withoutWhy.translationMismatches(english) == ["exercise `double`: it has a ```why block, the English exercise none"])
    }
}

/// How the command line and the notebook read a worked solution.
@Suite struct WorkedSolutionTextTests {
    @Test func paragraphsJoinTheirLinesChineseWithoutASpace() {
        #expect(WorkedSolution.paragraphs("`map` keeps\nthe timing.\n\nNo state.") == ["`map` keeps the timing.", "No state."])
        #expect(WorkedSolution.paragraphs("原样传下去，\n所以不用另外写。") == ["原样传下去，所以不用另外写。"])
    }

    @Test func theAnswerLosesTheTaskCommentAndIsComparedWithoutComments() {
        let file = "// Exercise double: Double\n//\n// Double every number.\n\nfunc solve() {\n    go() // mine\n}\n\n"
        #expect(WorkedSolution.answerCode(file) == "func solve() {\n    go() // mine\n}")
        #expect(WorkedSolution.answer(file, isTheSameAs: "func solve() {\n\n    go()\n}"))
        #expect(!WorkedSolution.answer(file, isTheSameAs: "func solve() {\n    stop()\n}"))
    }
}
