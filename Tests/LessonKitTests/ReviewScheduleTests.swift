import Foundation
import Testing
import LessonKit

/// Spaced review in Leitner boxes, walked across simulated days: the schedule is a function of
/// the saved progress and the time it is asked at, so a test moves the clock instead of waiting.
@Suite struct ReviewScheduleTests {
    /// Noon UTC on the given day of March 2026, in a UTC calendar (the schedule's days are the
    /// learner's; the test fixes them).
    static func day(_ day: Int, hour: Int = 12) -> Date {
        var components = DateComponents(year: 2026, month: 3, day: day, hour: hour)
        components.timeZone = TimeZone(identifier: "UTC")
        return Calendar(identifier: .gregorian).date(from: components)!
    }

    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    let candidates = [
        ReviewSchedule.Candidate(exerciseID: "a1", group: "A"), ReviewSchedule.Candidate(exerciseID: "a2", group: "A"),
        ReviewSchedule.Candidate(exerciseID: "a3", group: "A"), ReviewSchedule.Candidate(exerciseID: "b1", group: "B"),
        ReviewSchedule.Candidate(exerciseID: "c1", group: "C"),
    ]

    func due(_ progress: LearnerProgress, on date: Date) -> [String] {
        ReviewSchedule.due(candidates, progress: progress, now: date, calendar: Self.utc).map(\.exerciseID)
    }

    @Test func anExerciseClimbsTheBoxesAndFallsBackToTheFirstOnAFailure() throws {
        var progress = LearnerProgress()
        progress.apply(.exerciseAttempt(exerciseID: "a1", failure: nil, at: Self.day(1)))
        // Not due the day it was passed; due the next day.
        #expect(due(progress, on: Self.day(1, hour: 23)) == [])
        #expect(due(progress, on: Self.day(2, hour: 0)) == ["a1"])

        // Each pass moves it up a box: due again 3, then 7, then 21 days later.
        var today = 2
        for (box, interval) in [(2, 3), (3, 7), (4, 21)] {
            progress.apply(.reviewStarted(exerciseID: "a1", at: Self.day(today, hour: 9)),
                           .reviewed(exerciseID: "a1", passed: true, at: Self.day(today, hour: 9).addingTimeInterval(75)))
            let record = try #require(progress.exercises["a1"]?.review)
            #expect(record.box == box)
            #expect(record.lastSeconds == 75)
            #expect(record.startedAt == nil)
            #expect(due(progress, on: Self.day(today + interval - 1, hour: 23)) == [])
            today += interval
            #expect(due(progress, on: Self.day(today)) == ["a1"])
        }
        // Passing the last box keeps it there, 21 days on.
        progress.apply(.reviewed(exerciseID: "a1", passed: true, at: Self.day(today)))
        #expect(progress.exercises["a1"]?.review?.box == 4)
        #expect(progress.exercises["a1"]?.review?.dueAt == Self.day(today).addingTimeInterval(21 * 86_400))

        // A failure sends it back to the first box, due the next day, and counts a lapse.
        today += 21
        progress.apply(.reviewed(exerciseID: "a1", passed: false, at: Self.day(today)))
        let record = try #require(progress.exercises["a1"]?.review)
        #expect(record.box == 1)
        #expect(record.lapses == 1)
        #expect(record.reviews == 5)
        #expect(record.lastSeconds == nil)
        #expect(due(progress, on: Self.day(today, hour: 23)) == [])
        #expect(due(progress, on: Self.day(today + 1)) == ["a1"])
    }

    @Test func dueReviewsTakeTurnsAcrossGroupsOldestFirst() {
        var progress = LearnerProgress()
        for (id, day) in [("a1", 1), ("a2", 1), ("a3", 2), ("b1", 3), ("c1", 4)] {
            progress.apply(.exerciseAttempt(exerciseID: id, failure: nil, at: Self.day(day)))
        }
        // Only the passed and due: on day 3, a1, a2 (day 1) and a3 (day 2).
        #expect(due(progress, on: Self.day(3)) == ["a1", "a2", "a3"])
        // On day 10 everything is due: A's oldest first, then B and C come between A's.
        #expect(due(progress, on: Self.day(10)) == ["a1", "b1", "a2", "c1", "a3"])
    }

    @Test func unpassedExercisesAreNeverDueAndFailedChecksDoNotStartAReview() {
        var progress = LearnerProgress()
        progress.apply(.exerciseAttempt(exerciseID: "a1", failure: .wrongOutput, at: Self.day(1)),
                       .reviewStarted(exerciseID: "a1", at: Self.day(2)), .reviewed(exerciseID: "a1", passed: true, at: Self.day(2)))
        #expect(progress.exercises["a1"]?.review == nil)
        #expect(due(progress, on: Self.day(30)) == [])
        #expect(ReviewSchedule.nextDue(candidates, progress: progress, after: Self.day(1), calendar: Self.utc) == nil)
    }

    @Test func theNextDueDateIsTheEarliestNotYetDue() {
        var progress = LearnerProgress()
        progress.apply(.exerciseAttempt(exerciseID: "b1", failure: nil, at: Self.day(5)),
                       .exerciseAttempt(exerciseID: "c1", failure: nil, at: Self.day(2)))
        #expect(ReviewSchedule.nextDue(candidates, progress: progress, after: Self.day(2), calendar: Self.utc) == Self.day(3))
        #expect(ReviewSchedule.nextDue(candidates, progress: progress, after: Self.day(4), calendar: Self.utc) == Self.day(6))
    }

    @Test func dueMeansTheDayHasComeInTheLearnersCalendar() {
        let dueAt = Self.day(5, hour: 18)
        #expect(ReviewSchedule.isDue(dueAt, at: Self.day(5, hour: 0), calendar: Self.utc))
        #expect(!ReviewSchedule.isDue(dueAt, at: Self.day(4, hour: 23), calendar: Self.utc))
    }

    @Test func theClockOverrideIsReadForTestsOnly() {
        #expect(ReviewClock.now(environment: ["RXLEARN_NOW": "2026-03-05T12:00:00Z"]) == Self.day(5))
        let before = Date()
        #expect(ReviewClock.now(environment: ["RXLEARN_NOW": "next tuesday"]) >= before)
        #expect(ReviewClock.now(environment: [:]) >= before)
        #expect(ReviewClock.fixedNow(environment: ["RXLEARN_NOW": "2026-03-05T12:00:00Z"]) == Self.day(5))
        #expect(ReviewClock.fixedNow(environment: ["RXLEARN_NOW": "next tuesday"]) == nil)
        #expect(ReviewClock.fixedNow(environment: [:]) == nil)
    }

    @Test func theReviewUnderWayIsTakenFirstThenTheDueOnesInTheirOrder() {
        var progress = LearnerProgress()
        for (id, day) in [("a1", 1), ("a2", 1), ("b1", 3)] {
            progress.apply(.exerciseAttempt(exerciseID: id, failure: nil, at: Self.day(day)))
        }
        func toTake(on date: Date) -> [String] {
            ReviewSchedule.toTake(candidates, progress: progress, now: date, calendar: Self.utc).map(\.exerciseID)
        }
        #expect(ReviewSchedule.underWay(candidates, progress: progress) == nil)
        #expect(toTake(on: Self.day(10)) == ["a1", "b1", "a2"])
        progress.apply(.reviewStarted(exerciseID: "a2", at: Self.day(10)))
        #expect(ReviewSchedule.underWay(candidates, progress: progress)?.exerciseID == "a2")
        #expect(toTake(on: Self.day(10)) == ["a2", "a1", "b1"], "the one under way first, and only once")
        // Judged, it is no longer under way, nor due.
        progress.apply(.reviewed(exerciseID: "a2", passed: true, at: Self.day(10)))
        #expect(toTake(on: Self.day(10)) == ["a1", "b1"])
        #expect(toTake(on: Self.day(2)) == ["a1"])
    }

    @Test func aReviewBeginsWithAFreshFileAndOneUnderWayKeepsTheLearnersWork() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-review-file-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = WorkspaceLayout(root: root)
        let here = SourceLocation(file: "x.md", line: 1)
        let exercise = Exercise(id: "e1", title: "Echo", prose: "Give it back.", start: SwiftCode(source: "func solve() {}", location: here),
                                inputs: [], hints: [], solution: nil, expected: ExpectedOutput(lineBlocks: [], lanes: []), location: here)
        let file = try layout.prepareReviewFile(for: exercise, underWay: false)
        #expect(file == layout.reviewURL(exerciseID: "e1") && file != layout.exerciseURL(exerciseID: "e1"))
        #expect(try WorkspaceLayout.read(file) == exercise.startFile)
        try WorkspaceLayout.write("half an answer", to: file)
        #expect(try WorkspaceLayout.read(layout.prepareReviewFile(for: exercise, underWay: true)) == "half an answer")
        #expect(try WorkspaceLayout.read(layout.prepareReviewFile(for: exercise, underWay: false)) == exercise.startFile, "a new review starts afresh")
        try FileManager.default.removeItem(at: file)
        #expect(try WorkspaceLayout.read(layout.prepareReviewFile(for: exercise, underWay: true)) == exercise.startFile, "a lost file is made again")
        #expect(!FileManager.default.fileExists(atPath: layout.exerciseURL(exerciseID: "e1").path), "the exercise's own file is never made")
    }
}
