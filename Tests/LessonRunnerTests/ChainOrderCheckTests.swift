import Foundation
import LessonKit
import Testing
@testable import LessonRunner

/// An order-the-chain answer is judged like any answer once it reads as an ordering of the given
/// lines: another order that behaves right passes, a wrong one is explained with the lanes, and
/// the learner's file as shipped (shuffled, distractors in) does not pass.
@Suite(.serialized) struct ChainOrderCheckTests {
    static let fence = "```"
    /// Doubling commutes with keeping the positives, so two orders of the chain are right; taking
    /// three before filtering is not.
    static let exercise = CheckerFixtures.exercise(id: "order-positives", """
        \(fence)swift start
        func solve(numbers: Observable<Int>) -> Observable<Int> {
            numbers
        }
        \(fence)

        \(fence)inputs
        numbers: -a-b-c-d-e-|
        a=1
        b=-2
        c=3
        d=4
        e=5
        numbers in -5...9
        \(fence)

        \(fence)swift lines
                .filter { $0 > 0 }
                .map { $0 * 2 }
                .take(3)
        \(fence)

        \(fence)swift distractors
                .skip(3)
        \(fence)

        \(fence)swift solution
        func solve(numbers: Observable<Int>) -> Observable<Int> {
            numbers
                .filter { $0 > 0 }
                .map { $0 * 2 }
                .take(3)
        }
        \(fence)

        \(fence)marbles
        out: -a---c-(d|)
        a=2
        c=6
        d=8
        \(fence)
        """)

    /// The learner's file with `lines` as the chain, as the notebook or an editor leaves it.
    func answer(_ lines: [String]) -> String {
        "// Exercise order-positives\n\nfunc solve(numbers: Observable<Int>) -> Observable<Int> {\n    numbers\n"
            + lines.map { "        " + $0 }.joined(separator: "\n") + "\n}\n"
    }

    @Test func anotherOrderThatBehavesRightPassesWithADroppedDistractor() throws {
        let file = answer([".map { $0 * 2 }", "// .skip(3)", ".filter { $0 > 0 }", ".take(3)"])
        #expect(ChainAnswer.problem(in: file, for: Self.exercise) == nil)
        let verdict = try CheckerFixtures.checker().check(file, for: Self.exercise)
        #expect(verdict.passed, "\(verdict.explanation ?? "")")
    }

    @Test func aWrongOrderFailsWithTheLanes() throws {
        let file = answer([".take(3)", ".filter { $0 > 0 }", ".map { $0 * 2 }"])
        #expect(ChainAnswer.problem(in: file, for: Self.exercise) == nil)
        let verdict = try CheckerFixtures.checker().check(file, for: Self.exercise)
        guard case .wrongOnExample(let yours, let expected) = verdict.result else {
            Issue.record("expected a wrong example, got \(verdict.result)")
            return
        }
        #expect(yours != expected)
        #expect(verdict.explanation == "on the example yours gives -2---(6|), expected -2---6-(8|)")
    }

    @Test func aKeptDistractorFailsToo() throws {
        let file = answer([".filter { $0 > 0 }", ".skip(3)", ".map { $0 * 2 }", ".take(3)"])
        let verdict = try CheckerFixtures.checker().check(file, for: Self.exercise)
        #expect(!verdict.passed)
        #expect(verdict.explanation?.hasPrefix("on the example yours gives") == true)
    }

    @Test func theShuffledFileAsShippedDoesNotPass() throws {
        let file = Self.exercise.startFile
        #expect(ChainAnswer.problem(in: file, for: Self.exercise) == nil)
        #expect(try !CheckerFixtures.checker(hiddenCases: 5).check(file, for: Self.exercise).passed)
    }
}
