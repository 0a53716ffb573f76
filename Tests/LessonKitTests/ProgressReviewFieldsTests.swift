import Foundation
import Testing
import LessonKit

/// The fields worked solutions and reviews add to `progress.json`: saved and read back whole, and
/// an older file without them read as before.
@Suite struct ProgressReviewFieldsTests {
    @Test func solutionSeenAndReviewBoxesSurviveARoundTrip() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ProgressStore(fileURL: folder.appendingPathComponent("progress.json"))
        let passed = Date(timeIntervalSince1970: 1_800_000_000)
        try store.update(.exerciseAttempt(exerciseID: "double", failure: nil, at: passed),
                         .solutionShown(exerciseID: "double", at: passed.addingTimeInterval(10)),
                         .solutionShown(exerciseID: "double", at: passed.addingTimeInterval(99)),
                         .reviewStarted(exerciseID: "double", at: passed.addingTimeInterval(86_400)),
                         .reviewed(exerciseID: "double", passed: true, at: passed.addingTimeInterval(86_400 + 42)),
                         .reviewStarted(exerciseID: "double", at: passed.addingTimeInterval(4 * 86_400)))
        let entry = try #require(try store.load().progress.exercises["double"])
        // The first look is kept.
        #expect(entry.solutionSeenAt == passed.addingTimeInterval(10))
        #expect(entry.review == ReviewRecord(
            box: 2, dueAt: passed.addingTimeInterval(86_400 + 42 + 3 * 86_400), reviews: 1, lapses: 0,
            lastReviewedAt: passed.addingTimeInterval(86_400 + 42), lastSeconds: 42, startedAt: passed.addingTimeInterval(4 * 86_400)))
    }

    @Test func theSolutionIsNotMarkedSeenBeforeAPass() throws {
        var progress = LearnerProgress()
        progress.apply(.exerciseAttempt(exerciseID: "double", failure: .wrongOutput, at: Date()), .solutionShown(exerciseID: "double", at: Date()),
                       .solutionShown(exerciseID: "never-tried", at: Date()))
        #expect(progress.exercises["double"]?.solutionSeenAt == nil)
        #expect(progress.exercises["never-tried"] == nil)
    }

    @Test func anOlderFileReadsWithoutTheNewFieldsAndItsPassedExercisesAreDueForReview() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ProgressStore(fileURL: folder.appendingPathComponent("progress.json"))
        try #"""
        {"version": 1, "lessons": {"first": {"visited": true, "matchedCells": ["a"]}},
         "exercises": {"double": {"passed": true, "attempts": 2, "firstPassedAt": "2026-03-01T12:00:00Z", "hintsShown": 1},
                       "old": {"passed": true, "attempts": 1}}}
        """#.write(to: store.fileURL, atomically: true, encoding: .utf8)
        let snapshot = try store.load()
        #expect(snapshot.diagnostics.isEmpty)
        let entry = try #require(snapshot.progress.exercises["double"])
        #expect(entry.attempts == 2 && entry.hintsShown == 1 && entry.passed)
        #expect(entry.solutionSeenAt == nil && entry.review == nil)
        #expect(ReviewSchedule.box(of: entry) == 1)
        #expect(ReviewSchedule.dueDate(of: entry) == ISO8601DateFormatter().date(from: "2026-03-02T12:00:00Z"))
        // Passed without a recorded time: due at once.
        let old = try #require(snapshot.progress.exercises["old"])
        #expect(ReviewSchedule.dueDate(of: old).map { $0 < Date() } == true)
        // Saved again, the file says nothing about what never happened.
        try store.update(.position(lessonID: "first", cellID: nil))
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        #expect(!text.contains("review") && !text.contains("solutionSeenAt"))
    }

    @Test func aReviewRecordFromANewerFileWithOddValuesIsBroughtIntoRange() throws {
        let json = #"{"box": 9, "dueAt": "2026-03-01T12:00:00Z", "reviews": -2, "future": true}"#
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let record = try decoder.decode(ReviewRecord.self, from: Data(json.utf8))
        #expect(record.box == ReviewSchedule.intervalsInDays.count)
        #expect(record.reviews == 0 && record.lapses == 0)
    }
}
