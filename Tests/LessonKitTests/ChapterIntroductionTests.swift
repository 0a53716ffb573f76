import Testing
@testable import LessonKit

/// Where a chapter's introduction is read: above the first of its lessons in the course's order.
@Suite struct ChapterIntroductionTests {
    static let basics = """
    # Chapter: Basics

    Every cell here uses a helper called `at`.

    ## Lesson: Making one {#make section=4.1}

    Prose.

    ## Lesson: Subscribing {#subscribe section=4.1}

    Prose.
    """
    static let subjects = """
    # Chapter: Subjects

    ## Lesson: Publish {#publish section=4.3}

    Prose.
    """
    static let operators = """
    # Chapter: Operators

    One lesson per operator.

    ## Lesson: Just {#op-just section=5.1}

    Prose.
    """

    static func chapters() -> [Chapter] {
        [(basics, "4.1-basics.md"), (subjects, "4.3-subjects.md"), (operators, "5.1-operators.md")].compactMap {
            ChapterParser.parse(text: $0.0, fileName: $0.1).chapter
        }
    }

    @Test func onThePathTheIntroductionStandsAboveTheFirstLessonTheLearnerReachesInTheChapter() {
        let path = LearningPathParser.parse(text: """
        # The path

        ## Stage: Listening
        - subscribe
        - publish

        ## Stage: Making
        - make

        ## Reference: Operators
        - op-just
        """).path
        let chapters = Self.chapters()
        let introductions = ChapterIntroduction.byOpeningLesson(
            of: chapters, in: LessonGroup.groups(of: chapters, path: path, order: .path))
        #expect(introductions["subscribe"]?.text == "Every cell here uses a helper called `at`.")
        #expect(introductions["subscribe"]?.chapterTitle == "Basics")
        #expect(introductions["make"] == nil, "the chapter was entered at `subscribe`, earlier on the path")
        #expect(introductions["publish"] == nil, "a chapter without an introduction has none to show")
        #expect(introductions["op-just"]?.text == "One lesson per operator.", "a chapter off the path is entered in its reference section")
        #expect(introductions.count == 2)
    }

    @Test func withoutAPathTheIntroductionStandsAboveTheChaptersFirstLesson() {
        let chapters = Self.chapters()
        let introductions = ChapterIntroduction.byOpeningLesson(
            of: chapters, in: LessonGroup.groups(of: chapters, path: nil, order: .path))
        #expect(Set(introductions.keys) == ["make", "op-just"])
        #expect(introductions["make"]?.chapterID.description == "4.1")
    }
}
