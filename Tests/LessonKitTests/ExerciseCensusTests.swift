import Testing
import LessonKit

/// Lint's count of exercises by topic and level, and its warnings about untagged exercises and
/// thin topics, on a chapter written here.
@Suite struct ExerciseCensusTests {
    static let fence = "```"

    /// An exercise with `attributes` on its heading (after the id) and the blocks every exercise needs.
    static func exercise(_ id: String, _ attributes: String) -> String {
        "### Exercise: \(id) {#\(id)\(attributes.isEmpty ? "" : " " + attributes)}\n\n"
            + "\(fence)swift start\nfunc solve(xs: Observable<Int>) -> Observable<Int> { xs }\n\(fence)\n\n"
            + "\(fence)inputs\nxs: -1-|\n\(fence)\n\n"
            + "\(fence)swift solution\nfunc solve(xs: Observable<Int>) -> Observable<Int> { xs.map { $0 * 2 } }\n\(fence)\n\n"
            + "\(fence)marbles\nout: -2-|\n\(fence)\n\n"
    }

    /// Four exercises: two on `single`, one on `single` and `catch`, one untagged.
    static let chapterText = "# Chapter: Count\n\n## Lesson: One {#one}\n\n"
        + exercise("a", "topics=single level=warm-up")
        + exercise("b", "topics=single,catch level=capstone")
        + exercise("c", "topics=single")
        + exercise("d", "")

    func chapters() throws -> [Chapter] {
        let parsed = ChapterParser.parse(text: Self.chapterText, fileName: "4.1-count.md")
        #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(parsed.diagnostics)")
        return [try #require(parsed.chapter)]
    }

    @Test func countsEveryTopicAndLevel() throws {
        let census = ExerciseCensus(chapters: try chapters())
        #expect(census.total == 4)
        #expect(census.byTopic[.single] == 3)
        #expect(census.byTopic[.catch] == 1)
        #expect(census.byTopic[.driver] == 0)
        #expect(census.byTopic.count == ExerciseTopic.allCases.count, "every topic is listed, 0 included")
        #expect(census.byLevel == [.warmUp: 1, .core: 0, .capstone: 1])
        #expect(census.withoutLevel == 2)
        #expect(census.withoutTopics == 1)
        #expect(census.thinTopics.contains(.catch))
        #expect(!census.thinTopics.contains(.single))
    }

    @Test func untaggedExercisesAndThinTopicsAreWarnings() throws {
        let warnings = ExerciseCensus.warnings(for: try chapters(), folder: "Lessons")
        #expect(warnings.allSatisfy { $0.severity == .warning })
        let lines = warnings.map(\.description)
        // Exercise c's heading is on line 41 and d's on line 59 (18 lines per exercise).
        #expect(lines.contains("4.1-count.md:41:1: warning: exercise `c` is untagged: its heading has no `level=` — add them to the heading, e.g. `{#c topics=observable level=core}` (FORMAT.md lists the names), so that lint counts it"))
        #expect(lines.contains { $0.hasPrefix("4.1-count.md:59:1: warning: exercise `d` is untagged: its heading has no `topics=` and `level=`") })
        #expect(lines.contains("Lessons:1:1: warning: topic `catch` has 1 exercise; every topic should have at least 2 — write another exercise for it, or tag one that practises it with `topics=catch`"))
        #expect(lines.contains { $0.hasPrefix("Lessons:1:1: warning: topic `driver` has 0 exercises") })
        #expect(!lines.contains { $0.contains("topic `single`") })
    }

    @Test func aCourseWithoutExercisesHasNoTopicWarnings() throws {
        let parsed = ChapterParser.parse(text: "# Chapter: Prose\n\n## Lesson: Only words {#words}\n\nText.\n", fileName: "1-prose.md")
        #expect(ExerciseCensus.warnings(for: [try #require(parsed.chapter)], folder: "Lessons").isEmpty)
    }

    @Test func stagesAreCountedByLevelAndALackingStageIsWarned() throws {
        let path = LearningPathParser.parse(text: "## Stage: Practice\n- one\n## Stage: Reading\n- elsewhere\n").path
        let census = StageExerciseCensus(path: path, chapters: try chapters())
        #expect(census.rows.map(\.title) == ["Practice", "Reading"])
        #expect(census.rows[0].byLevel == [.warmUp: 1, .core: 0, .capstone: 1], "untagged exercises count in no level")
        #expect(census.rows[0].missingLevels == [.core])
        #expect(census.rows[1].missingLevels == [.warmUp, .core, .capstone])
        let warnings = census.warnings.map(\.description)
        #expect(warnings == [
            "PATH.md:1:1: warning: the stage “Practice” has no core exercise — every stage needs warm-ups, core exercises and a capstone: write one in a lesson of the stage, with `level=core`",
            "PATH.md:3:1: warning: the stage “Reading” has no warm-up, core or capstone exercise — every stage needs warm-ups, core exercises and a capstone: write one in a lesson of the stage, with `level=warm-up`",
        ])
    }
}
