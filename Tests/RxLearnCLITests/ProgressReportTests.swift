import Foundation
import Testing
import LessonKit
@testable import RxLearnCLI

/// `rxlearn progress`: bars by stage of the learning path, and the next lesson to open.
@Suite struct ProgressReportTests {
    static let fence = "```"

    /// Two chapters in the documents' order; the path teaches the second one's lesson first.
    static func chapters() throws -> [Chapter] {
        let first = "# Chapter: Basics\n\n## Lesson: Making one {#make section=4.1}\n\n"
            + "\(fence)swift cell id=one\nprint(1)\n\(fence)\n\n\(fence)output\n1\n\(fence)\n\n"
            + "\(fence)swift cell id=two\nprint(2)\n\(fence)\n\n\(fence)output\n2\n\(fence)\n"
        let second = "# Chapter: Subjects\n\n## Lesson: Pushing {#push section=4.3}\n\n"
            + "\(fence)swift cell id=three\nprint(3)\n\(fence)\n\n\(fence)output\n3\n\(fence)\n"
        return try [(first, "4.1-basics.md"), (second, "4.3-subjects.md")].map { text, file in
            try #require(ChapterParser.parse(text: text, fileName: file).chapter)
        }
    }

    static let path = LearningPathParser.parse(text: "## Stage: Subjects first\n- push\n## Stage: Then making\n- make\n").path

    @Test func barsFollowTheStagesAndNameTheNextLessonOnThePath() throws {
        let progress = LearnerProgress(lessons: ["push": LessonProgress(visited: true, matchedCells: ["three"]),
                                                 "make": LessonProgress(visited: true, matchedCells: ["one"])])
        let groups = LessonGroup.groups(of: try Self.chapters(), path: Self.path, order: .path)
        let lines = ProgressReport(groups: groups, progress: progress).lines
        #expect(lines[0].hasSuffix("] 2/3 cells matched and exercises solved"))
        #expect(lines[1] == "Next: Making one — rxlearn open make", "push is done, so make is next")
        #expect(lines[3].hasSuffix("] 1/1      Subjects first"))
        #expect(lines[4].hasSuffix("] 1/2      Then making"))
    }

    @Test func withTheDocumentsOrderTheChaptersComeBack() throws {
        let groups = LessonGroup.groups(of: try Self.chapters(), path: Self.path, order: .documents)
        let lines = ProgressReport(groups: groups, progress: LearnerProgress()).lines
        #expect(lines[1] == "Next: Making one — rxlearn open make", "the documents' first lesson")
        #expect(lines[3].hasSuffix("] 0/2      4.1  Basics"))
        #expect(lines[4].hasSuffix("] 0/1      4.3  Subjects"))
    }

    @Test func whenEverythingIsDoneThereIsNoNextLesson() throws {
        let progress = LearnerProgress(lessons: ["push": LessonProgress(matchedCells: ["three"]),
                                                 "make": LessonProgress(matchedCells: ["one", "two"])])
        let groups = LessonGroup.groups(of: try Self.chapters(), path: Self.path, order: .path)
        let lines = ProgressReport(groups: groups, progress: progress).lines
        #expect(lines[1] == "Every cell matched and every exercise solved.")
    }

    @Test func aLongStageTitleIsCutToTheWidth() {
        let line = ProgressReport.fitted(String(repeating: "x", count: 200))
        #expect(line.count == LessonListing.outputWidth && line.hasSuffix("…"))
        let next = ProgressReport.nextLine(title: String(repeating: "y", count: 200), id: "some-lesson")
        #expect(next.count == LessonListing.outputWidth && next.hasSuffix("… — rxlearn open some-lesson"), "the command is never cut")
    }
}
