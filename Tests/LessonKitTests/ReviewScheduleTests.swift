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
    }
}
