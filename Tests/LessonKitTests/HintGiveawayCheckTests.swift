import Testing
import LessonKit

/// A hint that pastes a line of the solution is a warning at that hint line; hints that lead,
/// and lines too plain to give anything away, are not.
@Suite struct HintGiveawayCheckTests {
    static let fence = "```"

    /// One exercise whose heading is on line 5; its hints follow the start block, from line 11.
    static func chapter(hints: [String], solution: String, start: String = "func solve(xs: Observable<Int>) -> Observable<Int> {\n    xs\n}") -> String {
        "# Chapter: Hints\n\n## Lesson: One {#one}\n\n### Exercise: Try {#try}\n\n"
            + "\(fence)swift start\n\(start)\n\(fence)\n\n"
            + hints.map { "\(fence)hint\n\($0)\n\(fence)\n\n" }.joined()
            + "\(fence)inputs\nxs: -1-|\n\(fence)\n\n"
            + "\(fence)swift solution\n\(solution)\n\(fence)\n\n"
            + "\(fence)marbles\nout: -2-|\n\(fence)\n"
    }

    static let doubling = "func solve(xs: Observable<Int>) -> Observable<Int> {\n    return xs\n        .map { $0 * 2 }\n}"

    func warnings(_ text: String) throws -> [String] {
        let parsed = ChapterParser.parse(text: text, fileName: "4.1-hints.md")
        return HintGiveawayCheck.run(on: [try #require(parsed.chapter)]).map(\.description)
    }

    @Test func aHintHoldingASolutionLineIsAWarningAtThatLine() throws {
        // Start block: lines 7–11; hint 1: 13–15; hint 2 opens at 17, its text on 18 and 19.
        let text = Self.chapter(hints: ["Which operator changes every element?", "Almost there.\nWrite `xs.map  {  $0 * 2 }` after it."], solution: Self.doubling)
        #expect(try warnings(text) == [
            "4.1-hints.md:19:1: warning: hint 2 of exercise `try` contains the solution's line `.map { $0 * 2 }` — lead the learner towards it (what to look for, which operator) instead of giving the code",
        ])
    }

    @Test func aSolutionLineIsFoundWithoutItsReturn() throws {
        let solution = "func solve(xs: Observable<Int>) -> Observable<Int> {\n    return xs.filter { $0 > 10 }\n}"
        let text = Self.chapter(hints: ["`xs.filter { $0 > 10 }`"], solution: solution)
        #expect(try warnings(text).count == 1)
    }

    @Test func hintsThatLeadAreNotWarnedAbout() throws {
        let text = Self.chapter(hints: ["Use `map`, and return the result.", "Each element doubles: `$0 * 2`."], solution: Self.doubling)
        #expect(try warnings(text) == [])
    }

    @Test func shortLinesCommentsAndTheStartFilesLinesAreNotLookedFor() throws {
        let solution = "func solve(xs: Observable<Int>) -> Observable<Int> {\n    // doubles every element\n    return xs\n}"
        let hint = "func solve(xs: Observable<Int>) -> Observable<Int> {\nreturn xs\n}\n// doubles every element"
        #expect(try warnings(Self.chapter(hints: [hint], solution: solution)) == [])
    }
}
