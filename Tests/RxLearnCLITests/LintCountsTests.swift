import Foundation
import Testing

/// `rxlearn lint` counts the exercises after its diagnostics, and warns (exit 0) about untagged
/// exercises, thin topics and hints that paste the solution.
@Suite(.serialized) struct LintCountsTests {
    static let fence = "```"

    static func exercise(_ id: String, _ attributes: String, hint: String) -> String {
        "### Exercise: \(id) {#\(id)\(attributes.isEmpty ? "" : " " + attributes)}\n\n"
            + "\(fence)swift start\nfunc solve(xs: Observable<Int>) -> Observable<Int> { xs }\n\(fence)\n\n"
            + "\(fence)hint\n\(hint)\n\(fence)\n\n"
            + "\(fence)inputs\nxs: -1-|\n\(fence)\n\n"
            + "\(fence)swift solution\nfunc solve(xs: Observable<Int>) -> Observable<Int> {\n    xs.map { $0 * 2 }\n}\n\(fence)\n\n"
            + "\(fence)marbles\nout: -2-|\n\(fence)\n\n"
    }

    /// Three exercises: a tagged warm-up, a tagged capstone, and an untagged one whose hint
    /// pastes the solution's `xs.map { $0 * 2 }` (its heading is on line 53, its hint text on line 60).
    static let chapter = "# Chapter: Counted\n\n## Lesson: One {#one}\n\n"
        + exercise("first", "topics=single level=warm-up", hint: "Double each element.")
        + exercise("second", "topics=single,catch level=capstone", hint: "Which operator changes each element?")
        + exercise("third", "", hint: "Write `xs.map { $0 * 2 }`.")

    @Test func lintPrintsTheCountsAndItsWarningsKeepExitZero() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-counts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.chapter.write(to: folder.appendingPathComponent("4.1-counted.md"), atomically: true, encoding: .utf8)
        let process = try RxLearnProcess()
        defer { process.removeScratch() }

        let lint = try process.run(["lint", "--lessons", folder.path], timeLimit: .seconds(30))
        #expect(lint.status == 0, "warnings alone never fail lint: \(lint.stdout)")
        let lines = lint.stdoutLines
        #expect(lines.contains("\(folder.path)/4.1-counted.md:53:1: warning: exercise `third` is untagged: its heading has no `topics=` and `level=` — add them to the heading, e.g. `{#third topics=observable level=core}` (FORMAT.md lists the names), so that lint counts it"))
        #expect(lines.contains("\(folder.path)/4.1-counted.md:60:1: warning: hint 1 of exercise `third` contains the solution's line `xs.map { $0 * 2 }` — lead the learner towards it (what to look for, which operator) instead of giving the code"))
        #expect(lines.contains { $0.hasPrefix("\(folder.path):1:1: warning: topic `catch` has 1 exercise;") })
        #expect(!lines.contains { $0.contains("topic `single`") })

        let table = try #require(lines.firstIndex { $0.hasPrefix("Exercises by topic") })
        #expect(lines[table] == "Exercises by topic (! fewer than 2):")
        #expect(lines[table + 1].hasPrefix("  observable            0 ! creating              0 ! disposing             0 !"))
        #expect(lines[table + 2].hasPrefix("  single                2   completable           0 !"))
        #expect(lines.contains("Exercises by level: warm-up 1, core 0, capstone 1, untagged 1"))
        #expect(lines.contains("Exercises in all: 3 (1 without topics)"))
        #expect(lines[table..<(lines.count - 1)].allSatisfy { $0.count <= 80 }, "the table fits 80 columns")
        #expect(lines.last?.hasSuffix("1 chapter, 1 lesson, 0 cells; 0 errors, \(lines.filter { $0.contains(": warning: ") }.count) warnings") == true)
    }

    @Test func withAPathLintCountsEachStageAndWarnsAboutAMissingLevelAndTheOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-stages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let second = "## Lesson: Two {#two}\n\n" + Self.exercise("fourth", "topics=single,catch level=core", hint: "Think of `map`.")
            + "## Lesson: Map {#op-map}\n\nEach element, changed.\n\n"
        try (Self.chapter + second).write(to: folder.appendingPathComponent("4.1-counted.md"), atomically: true, encoding: .utf8)
        let stageTitle = "A stage whose title is far too long to fit on one line of the table beside the numbers"
        try "# Path\n\n## Stage: First\n- one\n\n## Stage: \(stageTitle)\n- two\n- op-map\n".write(
            to: folder.appendingPathComponent("PATH.md"), atomically: true, encoding: .utf8)
        let process = try RxLearnProcess()
        defer { process.removeScratch() }

        let lint = try process.run(["lint", "--lessons", folder.path], timeLimit: .seconds(30))
        #expect(lint.status == 0, "warnings alone never fail lint: \(lint.stdout)")
        let lines = lint.stdoutLines
        #expect(lines.contains { $0.hasSuffix("PATH.md:3:1: warning: the stage “First” has no core exercise — every stage needs warm-ups, core exercises and a capstone: write one in a lesson of the stage, with `level=core`") })
        #expect(lines.contains { $0.hasSuffix("PATH.md:6:1: warning: the stage “\(stageTitle)” has no warm-up or capstone exercise — every stage needs warm-ups, core exercises and a capstone: write one in a lesson of the stage, with `level=warm-up`") })
        #expect(lines.contains { $0.contains("4.1-counted.md:") && $0.contains(": warning: `one` uses `map` before the path teaches it in `op-map`") },
                "lint, and only lint, checks the path's order")
        let table = try #require(lines.firstIndex { $0.hasPrefix("Exercises by stage") })
        #expect(lines[table] == "Exercises by stage (warm-up, core, capstone; ! a level missing):")
        #expect(lines[table + 1] == "    1   0   1 ! First")
        #expect(lines[table + 2].hasPrefix("    0   1   0 ! A stage whose title is far too long"))
        #expect(lines[table + 2].count == 80 && lines[table + 2].hasSuffix("…"), "a long title is cut to 80 columns")
    }
}
