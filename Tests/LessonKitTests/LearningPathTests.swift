import Foundation
import Testing
@testable import LessonKit

/// PATH.md and SECTIONS.md: how they are read, and every problem lint reports about them.
@Suite struct LearningPathTests {
    static let chapterA = """
    # Chapter: Basics

    ## Lesson: Making one {#make section=4.1}

    ```swift cell id=one
    let values = Observable.just(1).map { $0 * 2 }
    let shared = PublishSubject<Int>()
    ```

    ```output
    ```

    ## Lesson: Mapping {#op-map section=5.1.28}

    ```swift cell id=two
    let doubled = Observable.from([1, 2]).map { $0 * 2 }
    ```

    ```output
    ```
    """
    static let chapterB = """
    # Chapter: Subjects

    ## Lesson: Subjects {#4.3-publish-subject section=4.3}

    Prose.

    ## Lesson: Just {#op-just section=5.1.27}

    Prose.
    """

    /// What lint reports about a folder: the problems found when it is read, and the path's order
    /// warnings, which only lint looks for.
    static func lint(_ folder: URL) -> [Diagnostic] {
        let contents = LessonLibrary.read(folder: folder)
        return contents.diagnostics + (contents.path.map { PathCheck.orderWarnings($0, on: contents.chapters) } ?? [])
    }

    /// A lessons folder holding the two chapters and the given PATH.md / SECTIONS.md.
    static func folder(path: String?, sections: String? = nil) throws -> URL {
        let folder = try TestFiles.temporaryFolder()
        try chapterA.write(to: folder.appendingPathComponent("4.1-basics.md"), atomically: true, encoding: .utf8)
        try chapterB.write(to: folder.appendingPathComponent("4.3-subjects.md"), atomically: true, encoding: .utf8)
        if let path { try path.write(to: folder.appendingPathComponent("PATH.md"), atomically: true, encoding: .utf8) }
        if let sections { try sections.write(to: folder.appendingPathComponent("SECTIONS.md"), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test func parsesStagesStepsAndTeachesNotes() {
        let text = """
        # The path

        Prose for authors, ignored.

        ## Stage: Basics — creating
        - make (teaches: just, map)
        - `op-map`

        ## Stage: Subjects
        * 4.3-publish-subject
        """
        let (path, diagnostics) = LearningPathParser.parse(text: text)
        #expect(diagnostics.isEmpty)
        #expect(path.stages.map(\.title) == ["Basics — creating", "Subjects"])
        #expect(path.steps.map(\.lessonID) == ["make", "op-map", "4.3-publish-subject"])
        #expect(path.steps[0].teaches == ["just", "map"])
        #expect(path.steps[1].location == SourceLocation(file: "PATH.md", line: 7, column: 3))
    }

    @Test func parserProblemsAreReportedAtTheirLines() {
        let text = "- early\n## Stage: A\n- one (because)\n## Notes\n## Stage: Empty\n"
        let messages = LearningPathParser.parse(text: text).diagnostics.map(\.description)
        #expect(messages.contains("PATH.md:1:3: error: `early` comes before the first stage, so it is not on the path — put a `## Stage: Title` heading above it"))
        #expect(messages.contains { $0.hasPrefix("PATH.md:3:3: warning: `(because)` after the lesson id is not understood") })
        #expect(messages.contains { $0.hasPrefix("PATH.md:4:1: warning: `Notes` is not a stage heading") })
        #expect(messages.contains("PATH.md:5:1: warning: the stage “Empty” has no lessons — list its lessons under it as `- lesson-id`, or remove it"))
    }

    @Test func lintReportsMissingUnknownAndTwiceListedLessons() throws {
        let folder = try Self.folder(path: """
        ## Stage: One
        - make
        - op-maps
        - make
        ## Stage: Two
        - op-map
        - 4.3-publish-subject
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = LessonLibrary.read(folder: folder)
        let messages = contents.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(messages.contains("PATH.md:3:3: error: no lesson has the id `op-maps` (did you mean `op-map`?) — correct the id, or remove the line until the lesson is written"))
        #expect(messages.contains("PATH.md:4:3: error: `make` is on the path twice (first on line 2) — a lesson has one place on the path: remove one of the two lines"))
        #expect(messages.contains { $0.hasPrefix("4.3-subjects.md:7:1: error: the lesson `op-just` is not on the learning path") })
        #expect(messages.count == 3)
        #expect(contents.path?.stages.count == 2)
    }

    @Test func warnsOncePerLessonAndOperatorUsedBeforeItsLesson() throws {
        let folder = try Self.folder(path: """
        ## Stage: Basics
        - make
        - 4.3-publish-subject
        ## Stage: Operators
        - op-map
        - op-just
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warnings = Self.lint(folder).filter { $0.severity == .warning }.map(\.description)
        #expect(warnings == [
            "4.1-basics.md:6:1: warning: `make` uses `just` before the path teaches it in `op-just` (stage “Operators”) — teach it first, move a lesson on the path, or add `(previews: just)` to its step and say a word about it in the prose",
            "4.1-basics.md:6:1: warning: `make` uses `map` before the path teaches it in `op-map` (stage “Operators”) — teach it first, move a lesson on the path, or add `(previews: map)` to its step and say a word about it in the prose",
            "4.1-basics.md:7:1: warning: `make` uses `PublishSubject` before the path teaches it in `4.3-publish-subject` (stage “Basics”) — teach it first, move a lesson on the path, or add `(previews: PublishSubject)` to its step and say a word about it in the prose",
        ])
        // `op-map` uses `from` too, which has no lesson in this library: nothing to say.
    }

    @Test func aTeachesNoteMovesWhereAnOperatorIsTaught() throws {
        let folder = try Self.folder(path: """
        ## Stage: Basics
        - 4.3-publish-subject
        - make (teaches: just, map)
        ## Stage: Operators
        - op-map
        - op-just
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let diagnostics = Self.lint(folder)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func aTypeWithItsOwnLessonIsCheckedToo() throws {
        let folder = try Self.folder(path: """
        ## Stage: Basics
        - op-just
        - make (teaches: map)
        - op-map
        - 4.3-publish-subject
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warnings = Self.lint(folder).map(\.description)
        #expect(warnings == ["4.1-basics.md:7:1: warning: `make` uses `PublishSubject` before the path teaches it in `4.3-publish-subject` (stage “Basics”) — teach it first, move a lesson on the path, or add `(previews: PublishSubject)` to its step and say a word about it in the prose"])
    }

    @Test func notesKeepInnerParenthesesAndATourHeadingMakesATour() {
        let text = """
        ## Tour: First look
        - make (previews: take(until:), map) (teaches: just)
        ## Stage: Basics
        - op-map (teaches: take(until:))
        """
        let (path, diagnostics) = LearningPathParser.parse(text: text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(path.stages.map(\.isTour) == [true, false])
        #expect(path.stages.map(\.title) == ["First look", "Basics"])
        #expect(path.steps[0].previews == ["take(until:)", "map"])
        #expect(path.steps[0].teaches == ["just"])
        #expect(path.steps[1].teaches == ["take(until:)"])
    }

    /// A folder whose `make` lesson says, or does not say, a word about `just` in its prose.
    static func previewFolder(prose: String, path: String) throws -> URL {
        let folder = try TestFiles.temporaryFolder()
        let chapter = chapterA.replacingOccurrences(of: "{#make section=4.1}\n", with: "{#make section=4.1}\n\n\(prose)\n")
        try chapter.write(to: folder.appendingPathComponent("4.1-basics.md"), atomically: true, encoding: .utf8)
        try chapterB.write(to: folder.appendingPathComponent("4.3-subjects.md"), atomically: true, encoding: .utf8)
        try path.write(to: folder.appendingPathComponent("PATH.md"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aPreviewNamedInTheProseCoversThisLessonAndTheNext() throws {
        let folder = try Self.previewFolder(prose: "Here `Observable.just(1)` makes a one-element sequence; `just` has a lesson later.", path: """
        ## Stage: Basics
        - 4.3-publish-subject
        - op-map
        - make (previews: just)
        ## Stage: Later
        - op-just
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let diagnostics = Self.lint(folder)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func aPreviewTheProseNeverNamesIsWarned() throws {
        let folder = try Self.previewFolder(prose: "A sequence of one element, doubled.", path: """
        ## Stage: Basics
        - 4.3-publish-subject
        - op-map
        - make (previews: just)
        ## Stage: Later
        - op-just
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warnings = Self.lint(folder).map(\.description)
        #expect(warnings == ["4.1-basics.md:3:1: warning: `make` previews `just`, but neither its prose nor its exercises name it — say in a sentence, with `just` in backquotes, what it does here and that a later lesson teaches it"])
    }

    @Test func aPreviewThatIsNotNeededOrNotUsedIsWarned() throws {
        let folder = try Self.previewFolder(prose: "`just`, `map` and `PublishSubject` again.", path: """
        ## Stage: Basics
        - 4.3-publish-subject
        - op-map
        - op-just
        - make (previews: map, PublishSubject)
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warnings = Self.lint(folder).map(\.description)
        #expect(warnings == [
            "PATH.md:5:3: warning: `make` previews `map`, which the path has already taught in `op-map` — remove `map` from its `previews:` note",
            "PATH.md:5:3: warning: `make` previews `PublishSubject`, which the path has already taught in `4.3-publish-subject` — remove `PublishSubject` from its `previews:` note",
        ])
    }

    @Test func aPreviewOfAnOperatorNoCellUsesIsWarned() throws {
        let folder = try Self.previewFolder(prose: "`just` and `map`.", path: """
        ## Stage: Basics
        - 4.3-publish-subject
        - op-just (previews: map)
        - make
        - op-map
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warnings = Self.lint(folder).map(\.description)
        #expect(warnings == [
            "PATH.md:3:3: warning: `op-just` previews `map`, but none of its cells uses it — remove `map` from its `previews:` note",
            "4.1-basics.md:8:1: warning: `make` uses `map` before the path teaches it in `op-map` (stage “Basics”) — teach it first, move a lesson on the path, or add `(previews: map)` to its step and say a word about it in the prose",
        ])
    }

    @Test func aTourIsNotHeldToThePathsOrder() throws {
        let folder = try Self.folder(path: """
        ## Tour: A first look
        - make
        ## Stage: Basics
        - op-map
        - op-just
        - 4.3-publish-subject
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let diagnostics = Self.lint(folder)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func operatorSpellingsAreMatchedConservatively() {
        let uses = { (source: String) in OperatorSpellings.uses(in: source).map(\.name) }
        #expect(uses("xs.take(until: stop)") == ["take(until:)"])
        #expect(uses("xs.take(3)") == ["take"])
        #expect(uses("xs\n  .map { $0 }") == ["map"])
        #expect(uses("observer.on(.error(e))") == [])
        #expect(uses("return Disposables.create { }") == [])
        #expect(uses("// xs.map { $0 }") == [])
        #expect(uses("xs.mapped(1); xs.subscribe(onNext: { _ in })") == [])
        #expect(uses("xs.subscribe(on: s).observe(on: m)") == ["observe(on:)", "subscribe(on:)"])
        #expect(uses("let d: Driver<Int>; let x = Drivers.count") == ["Driver"])
    }

    @Test func withoutPathFileTheDocumentsOrderHolds() throws {
        let folder = try Self.folder(path: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = LessonLibrary.read(folder: folder)
        #expect(contents.path == nil)
        #expect(contents.diagnostics.isEmpty)
        let groups = LessonGroup.groups(of: contents.chapters, path: contents.path, order: .path)
        #expect(groups.map(\.headingText) == ["4.1  Basics", "4.3  Subjects"])
        #expect(groups.flatMap(\.lessons).map(\.lesson.id) == ["make", "op-map", "4.3-publish-subject", "op-just"])
    }

    @Test func groupsFollowThePathAndKeepLessonsLeftOff() throws {
        let folder = try Self.folder(path: "## Stage: First\n- op-just\n- make\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = LessonLibrary.read(folder: folder)
        let groups = LessonGroup.groups(of: contents.chapters, path: contents.path, order: .path)
        #expect(groups.map(\.headingText) == ["First", "Not on the learning path yet"])
        #expect(groups.map { $0.lessons.map(\.lesson.id) } == [["op-just", "make"], ["op-map", "4.3-publish-subject"]])
        let documents = LessonLibrary.read(folder: folder)
        #expect(LessonGroup.groups(of: documents.chapters, path: documents.path, order: .documents).map(\.headingText) == ["4.1  Basics", "4.3  Subjects"])
    }

    @Test func sectionTitlesAreReadAndUnknownSectionsWarned() throws {
        let folder = try Self.folder(path: nil, sections: "# Titles\n\n- 4.1 可监听序列\n- 4.3 既是可监听序列也是观察者\n- 4.9 不存在\n- 4.1 重复\n- 4.2\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = LessonLibrary.read(folder: folder)
        #expect(contents.sectionTitles["4.1"] == "可监听序列")
        #expect(contents.sectionTitles["4.3"] == "既是可监听序列也是观察者")
        #expect(contents.sectionTitles["5.1.28"] == nil)
        let messages = contents.diagnostics.map(\.description)
        #expect(messages.contains("SECTIONS.md:5:3: warning: no chapter or lesson has the section `4.9`, so its title “不存在” is never shown — correct the section, or remove the line"))
        #expect(messages.contains("SECTIONS.md:6:3: warning: section 4.1 already has a title on line 3, so this one is ignored — keep one line per section"))
        #expect(messages.contains { $0.hasPrefix("SECTIONS.md:7:3: warning: `4.2` has no title after the section") })
        #expect(messages.count == 3)
    }

    /// The bundled course: the path lists every lesson exactly once, and no lesson uses an
    /// operator before the path teaches it without saying so (no error, no warning at all).
    @Test func theBundledPathHasNoProblems() {
        let folder = TestFiles.repository.appendingPathComponent("Lessons")
        let contents = LessonLibrary.read(folder: folder)
        #expect(contents.path != nil)
        let problems = Self.lint(folder)
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        #expect(contents.sectionTitles["4.6"] == "调度器")
    }
}
