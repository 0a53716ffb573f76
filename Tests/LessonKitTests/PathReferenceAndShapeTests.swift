import Foundation
import Testing
@testable import LessonKit

/// PATH.md's reference sections (lessons off the path), and the path's shape: stages of at most
/// twelve lessons, each operator taught once, tours without a capstone. Uses the two chapters of
/// `LearningPathTests`: `make` (uses `just`, `map`, `PublishSubject`), `op-map` (uses `from`,
/// `map`), `4.3-publish-subject` and `op-just` (prose only).
@Suite struct PathReferenceAndShapeTests {
    /// What lint reports about a folder: `LearningPathTests.lint`, and the path's shape warnings.
    static func lint(_ folder: URL) -> [Diagnostic] {
        LearningPathTests.lint(folder) + (LessonLibrary.read(folder: folder).path.map(PathShapeCheck.warnings) ?? [])
    }

    @Test func aReferenceHeadingMakesASectionThatComesAfterThePath() {
        let text = """
        ## Tour: First look
        - make
        ## Reference: Operators A–Z
        - op-just
        ## Stage: Basics
        - op-map
        """
        let (path, diagnostics) = LearningPathParser.parse(text: text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(path.stages.map(\.kind) == [.tour, .reference, .stage])
        #expect(path.sectionsInOrder.map(\.title) == ["First look", "Basics", "Operators A–Z"])
        #expect(path.steps.map(\.lessonID) == ["make", "op-map", "op-just"])
        #expect(path.pathStages.map(\.title) == ["First look", "Basics"])
        #expect(path.referenceLessonIDs == ["op-just"])
    }

    @Test func aReferenceLessonIsListedAndGroupedAfterTheStages() throws {
        let folder = try LearningPathTests.folder(path: """
        ## Reference: Operators A–Z
        - op-just
        ## Stage: Basics
        - 4.3-publish-subject
        - make (teaches: just, map)
        - op-map
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = LessonLibrary.read(folder: folder)
        #expect(contents.diagnostics.filter { $0.severity == .error }.isEmpty, "\(contents.diagnostics)")
        let groups = LessonGroup.groups(of: contents.chapters, path: contents.path, order: .path)
        #expect(groups.map(\.heading) == [.stage("Basics"), .reference("Operators A–Z")])
        #expect(groups.map { $0.lessons.map(\.lesson.id) } == [["4.3-publish-subject", "make", "op-map"], ["op-just"]])
    }

    /// `make (teaches: map)` and the stage's own `op-map` teach `map` twice; the reference's
    /// `op-just` does not count, and is not held to the order either.
    @Test func anOperatorTaughtTwiceOnThePathIsWarnedButAReferencePageIsNot() throws {
        let folder = try LearningPathTests.folder(path: """
        ## Stage: Basics
        - 4.3-publish-subject
        - make (teaches: just, map)
        - op-map
        ## Reference: Operators A–Z
        - op-just
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warnings = Self.lint(folder).map(\.description)
        #expect(warnings == [
            "PATH.md:4:3: warning: `map` is taught twice on the path: by `make` (line 3) and by `op-map` — keep one place: move the other lesson to a `## Reference:` section, or turn its `teaches:` note into `previews:`",
        ])
    }

    @Test func aTourTeachingAnOperatorDoesNotMakeItTwice() {
        let path = LearningPathParser.parse(text: "## Tour: First look\n- make (teaches: map)\n## Stage: Operators\n- op-map\n").path
        #expect(PathShapeCheck.warnings(path).isEmpty)
    }

    /// An operator whose only page is in a reference section is still "taught" there, after the
    /// path: a lesson on the path that uses it is warned, so that a step says where it is taught.
    @Test func usingAnOperatorOnlyAReferencePageTeachesIsWarned() throws {
        let folder = try LearningPathTests.folder(path: """
        ## Stage: Basics
        - 4.3-publish-subject
        - op-map
        - make
        ## Reference: Operators A–Z
        - op-just
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warnings = Self.lint(folder).map(\.description)
        #expect(warnings == [
            "4.1-basics.md:6:1: warning: `make` uses `just` before the path teaches it in `op-just` (stage “Operators A–Z”) — teach it first, move a lesson on the path, or add `(previews: just)` to its step and say a word about it in the prose",
        ])
    }

    @Test func notesOnAReferenceStepAreWarned() throws {
        let folder = try LearningPathTests.folder(path: """
        ## Stage: Basics
        - 4.3-publish-subject
        - make (teaches: just, map)
        ## Reference: Operators A–Z
        - op-map (previews: just)
        - op-just
        """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = LessonLibrary.read(folder: folder).diagnostics.map(\.description)
        #expect(messages == [
            "PATH.md:5:3: warning: `op-map` is in a reference section, off the path, so its `teaches:` and `previews:` notes are ignored — put the note on the step of the path that teaches or previews the operator, and remove it here",
        ])
    }

    @Test func aStageOfMoreThanTwelveLessonsIsWarnedButAReferenceIsNot() {
        let thirteen = (1...13).map { "- lesson-\($0)" }.joined(separator: "\n")
        let path = LearningPathParser.parse(text: "## Stage: Long\n\(thirteen)\n## Stage: Short\n- one\n## Reference: Long too\n\(thirteen.replacingOccurrences(of: "lesson", with: "page"))\n").path
        #expect(PathShapeCheck.warnings(path).map(\.description) == [
            "PATH.md:1:1: warning: the stage “Long” has 13 lessons, more than the 12 a learner takes in as one step — split it into sub-stages of at most 12 lessons, each with its own heading",
        ])
        let twelve = LearningPathParser.parse(text: "## Tour: Twelve\n" + (1...12).map { "- l\($0)" }.joined(separator: "\n")).path
        #expect(PathShapeCheck.warnings(twelve).isEmpty)
    }

    /// A tour needs no capstone and must not hold one; a reference section is not counted.
    @Test func aTourNeedsNoCapstoneAndMayNotHoldOne() throws {
        let census = ExerciseCensusTests()
        let chapters = try census.chapters()  // lesson `one`: a warm-up, a capstone and two untagged
        let withCapstone = StageExerciseCensus(path: LearningPathParser.parse(text: "## Tour: First look\n- one\n").path, chapters: chapters)
        #expect(withCapstone.rows.map(\.missingLevels) == [[.core]])
        #expect(withCapstone.warnings.map(\.description) == [
            "PATH.md:1:1: warning: the tour “First look” has a capstone exercise, but a tour comes before the course teaches what a capstone needs — make it `level=core` or `level=warm-up`, or move it to the stage where its operators are taught",
            "PATH.md:1:1: warning: the stage “First look” has no core exercise — every stage needs warm-ups, core exercises and a capstone: write one in a lesson of the stage, with `level=core`",
        ])
        let empty = StageExerciseCensus(path: LearningPathParser.parse(text: "## Tour: Quiet\n- elsewhere\n## Reference: Pages\n- one\n").path, chapters: chapters)
        #expect(empty.rows.map(\.title) == ["Quiet"])
        #expect(empty.rows[0].missingLevels == [.warmUp, .core], "a tour is not asked for a capstone")
    }
}
