import Foundation
import Testing

/// `rxlearn check` on an order-the-chain exercise of the bundled lessons: the file holds the
/// lines shuffled with the instructions; ordered and with the distractor dropped it passes; a line
/// the exercise did not give is named, and nothing is judged or recorded.
@Suite(.serialized) struct ChainOrderCommandTests {
    private let lessons = RxLearnProcess.packageRoot.appendingPathComponent("Lessons").path
    private let id = "order-filter-even-three"

    /// The learner's file with `chain` in place of the shuffled lines.
    private func file(_ shipped: String, chain: [String]) -> String {
        let lines = shipped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let head = lines.prefix { !$0.hasPrefix("        .") }
        return (head + chain.map { "        " + $0 } + ["}", ""]).joined(separator: "\n")
    }

    @Test func theShuffledFileFailsThenTheOrderedOnePasses() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let first = try process.run(["check", id, "--lessons", lessons])
        #expect(first.status == 1, "\(first.stderr)")
        let url = process.workspace.appendingPathComponent("exercises/\(id).swift")
        let shipped = try String(contentsOf: url, encoding: .utf8)
        #expect(shipped.contains("// Order the chain:"))
        #expect(shipped.contains(".takeLast(3)"), "the distractor is in the file")

        try file(shipped, chain: [".filter { $0 % 2 == 0 }", "// .takeLast(3)", ".take(3)"]).write(to: url, atomically: true, encoding: .utf8)
        let second = try process.run(["check", id, "--lessons", lessons])
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        #expect(second.stdout == "✓ \(id): passed on the example and on 50 other inputs\n")

        try file(shipped, chain: [".take(3)", ".filter { $0 % 2 == 0 }"]).write(to: url, atomically: true, encoding: .utf8)
        let wrong = try process.run(["check", id, "--lessons", lessons])
        #expect(wrong.status == 1)
        #expect(wrong.stdout.hasPrefix("✗ \(id): on the example yours gives"))
    }

    @Test func aLineTheExerciseDidNotGiveIsNamedAndNotJudged() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        _ = try process.run(["check", id, "--lessons", lessons])
        let url = process.workspace.appendingPathComponent("exercises/\(id).swift")
        let shipped = try String(contentsOf: url, encoding: .utf8)
        let edited = file(shipped, chain: [".filter { $0 % 2 == 0 }", ".take(2)"])
        try edited.write(to: url, atomically: true, encoding: .utf8)
        let number = edited.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(".take(2)") }! + 1
        let result = try process.run(["check", id, "--lessons", lessons])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Line \(number), `.take(2)`, is not one of the exercise's lines"), "\(result.stderr)")
        #expect(!result.stdout.contains("yours gives"))
        let progress = try String(contentsOf: process.stateHome.appendingPathComponent("rxlearn/progress.json"), encoding: .utf8)
        #expect(progress.contains("\"attempts\" : 1"), "the first, shipped check only")
    }
}
