import Foundation
import LessonKit
import Marbles
import Testing
@testable import RxLearnCLI

/// `rxlearn list` along the learning path, `list --documents` in the documents' order, and the
/// documents' Chinese titles fitted to 80 columns.
@Suite struct PathListingTests {
    static let chapters: [Chapter] = [
        ChapterParser.parse(text: """
        # Chapter: Observable

        ## Lesson: Everything is a sequence, and a rather long title at that {#4.1-sequences section=4.1}

        ## Lesson: Driver {#4.1-driver section=4.1}
        """, fileName: "4.1-observable.md").chapter!,
        ChapterParser.parse(text: """
        # Chapter: Subjects and relays

        ## Lesson: PublishSubject {#4.3-publish-subject section=4.3}
        """, fileName: "4.3-subjects.md").chapter!,
    ]
    static let path = LearningPathParser.parse(text: "## Stage: Basics\n- 4.1-sequences\n## Stage: Subjects and relays\n- 4.3-publish-subject\n## Stage: Driver and Signal\n- 4.1-driver\n").path
    static let titles = SectionTitles.parse(text: "- 4.1 可监听序列\n- 4.3 既是可监听序列也是观察者\n").titles

    @Test func listFollowsThePathStageByStage() {
        let lines = LessonListing(chapters: Self.chapters, progress: LearnerProgress(), path: Self.path, titles: Self.titles)
            .textLines(showingState: true, width: 80)
        #expect(lines.filter { !$0.hasPrefix(" ") && !$0.isEmpty } == ["Basics", "Subjects and relays", "Driver and Signal"])
        #expect(lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix(LessonListing.titleIndent) }.map { $0.split(separator: " ")[0] }
            == ["4.1-sequences", "4.3-publish-subject", "4.1-driver"])
    }

    @Test func listDocumentsKeepsTheChaptersOrderWithTheirChineseTitles() {
        let lines = LessonListing(chapters: Self.chapters, progress: LearnerProgress(), path: Self.path, titles: Self.titles, order: .documents)
            .textLines(showingState: false, width: 80)
        #expect(lines.filter { !$0.hasPrefix(" ") && !$0.isEmpty } == ["4.1  Observable  可监听序列", "4.3  Subjects and relays  既是可监听序列也是观察者"])
        #expect(lines.filter { $0.hasPrefix("  ") }.map { $0.split(separator: " ")[0] } == ["4.1-sequences", "4.1-driver", "4.3-publish-subject"])
        // Under a chapter heading that shows it, a lesson does not repeat its documents' title.
        #expect(lines.contains("  4.1-driver           Driver"))
    }

    /// Titles too long to sit beside the ids go whole on the line under each id: neither the
    /// English title nor the documents' one loses a letter at 80 columns.
    @Test func chineseTitlesAreReadWholeAtEightyColumns() {
        let lines = LessonListing(chapters: Self.chapters, progress: LearnerProgress(), path: Self.path, titles: Self.titles)
            .textLines(showingState: true, width: 80)
        for line in lines { #expect(DisplayWidth.of(line) <= 80, "\(line)") }
        #expect(!lines.contains { $0.contains("…") }, "\(lines)")
        let id = lines.firstIndex { $0.hasPrefix("  4.1-sequences") }!
        #expect(lines[id + 1] == LessonListing.titleIndent + "Everything is a sequence, and a rather long title at that · 可监听序列")
        let subject = lines.firstIndex { $0.hasPrefix("  4.3-publish-subject") }!
        #expect(lines[subject + 1] == LessonListing.titleIndent + "PublishSubject · 既是可监听序列也是观察者")
        #expect(lines[subject].hasSuffix("new     0/0 cells"), "\(lines[subject])")
    }

    @Test func existingProgressStillShowsAlongThePath() {
        let progress = LearnerProgress(lessons: ["4.1-driver": LessonProgress(visited: true)])
        let listing = LessonListing(chapters: Self.chapters, progress: progress, path: Self.path, titles: Self.titles)
        let driver = listing.textLines(showingState: true, width: 80).first { $0.hasPrefix("  4.1-driver") }!
        #expect(driver.contains("started") || driver.contains("visited"), "\(driver)")
        #expect(!driver.contains("new"))
    }

    @Test func listAndListDocumentsFromTheCommandLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("path-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# Chapter: One\n\n## Lesson: First written {#a-first}\n".write(to: folder.appendingPathComponent("1-one.md"), atomically: true, encoding: .utf8)
        try "# Chapter: Two\n\n## Lesson: Taught first {#b-second}\n".write(to: folder.appendingPathComponent("2-two.md"), atomically: true, encoding: .utf8)
        try "# Path\n\n## Stage: Start here\n- b-second\n\n## Stage: Then\n- a-first\n".write(to: folder.appendingPathComponent("PATH.md"), atomically: true, encoding: .utf8)
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let list = try process.run(["list", "--lessons", folder.path])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.map { $0.split(separator: " ").first.map(String.init) ?? "" }
            == ["Start", "b-second", "Then", "a-first"])
        let documents = try process.run(["list", "--documents", "--lessons", folder.path])
        #expect(documents.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.map { $0.split(separator: " ").first.map(String.init) ?? "" }
            == ["1", "a-first", "2", "b-second"])
        let lint = try process.run(["lint", "--lessons", folder.path])
        #expect(lint.status == 0 && lint.stdout.contains("no problems"), "\(lint.stdout)")
    }
}
