import Foundation
import Testing
@testable import LessonKit

/// The bundled course's learning path, pinned: the order of its stages (issue 29's resequencing),
/// where the decision tree and the memory lessons stand, its shape (no stage of more than twelve
/// lessons, no operator taught twice) and its reference sections. A change to PATH.md that
/// reorders the course has to change this test too, on purpose.
@Suite struct BundledPathOrderTests {
    static let contents = LessonLibrary.read(folder: TestFiles.repository.appendingPathComponent("Lessons"))

    static func path() throws -> LearningPath { try #require(contents.path) }

    @Test func theStagesComeInTeachingOrder() throws {
        let path = try Self.path()
        #expect(path.pathStages.map(\.title) == [
            "Getting started — what Rx is for",
            "Basics — creating and subscribing",
            "Basics — observers, binding and disposing",
            "Single, Completable and Maybe",
            "Reading marbles — and the first operators",
            "Subjects and relays",
            "Hot and cold",
            "Operators by family — choosing one, and filtering",
            "Operators by family — transforming",
            "Operators by family — combining",
            "Operators by family — time",
            "Operators by family — errors",
            "Schedulers",
            "Memory management — leaks and retain cycles",
            "Side effects and sharing",
            "Pitfalls — the bugs that hurt in real apps",
            "Driver, Signal and ControlEvent",
            "State and reducers",
            "Architectures — MVVM and view models",
            "Architectures — GitHub search, JSON and two example apps",
            "Architectures — a calculator, feedback loops, reactors — and what comes next",
        ])
        #expect(path.pathStages.map(\.kind) == [.tour] + Array(repeating: .stage, count: 20))
    }

    @Test func theDecisionTreeHeadsTheFamiliesAndWindowAndGroupByCloseTransforming() throws {
        let stages = try Self.path().pathStages
        let filtering = try #require(stages.first { $0.title.hasSuffix("filtering") })
        #expect(filtering.lessons.first?.lessonID == "5-decision-tree")
        let transforming = try #require(stages.first { $0.title.hasSuffix("transforming") })
        #expect(transforming.lessons.suffix(2).map(\.lessonID) == ["op-window", "op-groupBy"])
    }

    @Test func memoryManagementIsAStageOfItsOwn() throws {
        let memory = try #require(try Self.path().pathStages.first { $0.title.hasPrefix("Memory management") })
        #expect(memory.lessons.map(\.lessonID) == ["4.5-retain-cycles", "R1-with-object"])
    }

    @Test func thePitfallsFollowMemoryAndSharingAndTeachNoOperator() throws {
        let stages = try Self.path().pathStages
        let titles = stages.map(\.title)
        let pitfalls = try #require(titles.firstIndex { $0.hasPrefix("Pitfalls") })
        #expect(titles[pitfalls - 1] == "Side effects and sharing")
        #expect(titles[pitfalls - 2].hasPrefix("Memory management"))
        // It puts together what the stages before it taught: it teaches nothing new.
        #expect(stages[pitfalls].lessons.allSatisfy { $0.teaches.isEmpty && $0.previews.isEmpty })
    }

    @Test func errorHandlingTeachesCatchAndRetryOnce() throws {
        let path = try Self.path()
        let errors = try #require(path.pathStages.first { $0.title.hasSuffix("errors") })
        #expect(errors.lessons.first?.lessonID == "4.7-catch")
        #expect(errors.lessons.first?.teaches == ["catch"])
        #expect(path.referenceLessonIDs.isSuperset(of: ["op-catchError", "op-retry", "op-materialize", "op-observeOn",
                                                        "op-subscribeOn", "op-do", "op-shareReplay", "op-publish",
                                                        "op-connect", "op-takeUntil"]))
    }

    @Test func theShapeHasNoWarningAndTheTourNoCapstone() throws {
        let path = try Self.path()
        #expect(PathShapeCheck.warnings(path).map(\.description) == [])
        #expect(path.pathStages.allSatisfy { $0.lessons.count <= PathShapeCheck.largestStage })
        let census = StageExerciseCensus(path: path, chapters: Self.contents.chapters)
        #expect(census.warnings.map(\.description) == [])
        #expect(census.rows.first?.byLevel[.capstone] == 0)
    }

    @Test func everyLessonIsOnThePathOrInAReferenceSection() throws {
        let path = try Self.path()
        let listed = Set(path.steps.map(\.lessonID))
        let lessons = Set(Self.contents.chapters.flatMap { $0.lessons.map(\.id) })
        #expect(lessons == listed)
        #expect(path.stages.filter(\.isReference).count == 2)
    }
}
