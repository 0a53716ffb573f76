import Foundation
import Testing
import LessonKit

/// Counts in the progress file out of range (`Int.max`, negative, beyond `Int`) are brought into
/// range on reading, never trap when counted on, and are saved back in range.
@Suite struct ProgressCountTests {
    @Test func absurdCountsAreClampedOnReadingAndSavedInRange() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ProgressStore(fileURL: folder.appendingPathComponent("progress.json"))
        try #"""
        {"exercises": {
          "max": {"attempts": 9223372036854775807, "hintsShown": 9223372036854775807},
          "negative": {"attempts": -3, "hintsShown": -1},
          "huge": {"attempts": 1e300, "hintsShown": 123456789012345678901234567890},
          "fraction": {"attempts": 2.5, "hintsShown": -0.5}
        }}
        """#.write(to: store.fileURL, atomically: true, encoding: .utf8)
        let read = try store.load()
        #expect(read.diagnostics.isEmpty)
        let limit = ExerciseProgress.countLimit
        #expect(read.progress.exercises["max"] == ExerciseProgress(attempts: limit, hintsShown: limit))
        #expect(read.progress.exercises["negative"] == ExerciseProgress(attempts: 0, hintsShown: 0))
        #expect(read.progress.exercises["huge"] == ExerciseProgress(attempts: limit, hintsShown: limit))
        #expect(read.progress.exercises["fraction"] == ExerciseProgress(attempts: 2, hintsShown: 0))

        let date = Date(timeIntervalSince1970: 0)
        try store.update(.exerciseAttempt(exerciseID: "max", failure: nil, at: date), .hintRevealed(exerciseID: "max", available: 3),
                         .exerciseAttempt(exerciseID: "negative", failure: .wrongOutput, at: date),
                         .hintRevealed(exerciseID: "negative", available: 3))
        // The file as written, not as read back: every count in range.
        let saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: Any])
        let entries = try #require(saved["exercises"] as? [String: [String: Any]])
        for (id, entry) in entries {
            for key in ["attempts", "hintsShown"] {
                let count = try #require(entry[key] as? Int, "\(id).\(key)")
                #expect((0 ... limit).contains(count), "\(id).\(key) saved as \(count)")
            }
        }
        let progress = try store.load().progress
        #expect(progress.exercises["max"]?.attempts == limit)
        #expect(progress.exercises["max"]?.hintsShown == limit)
        #expect(progress.exercises["negative"]?.attempts == 1)
        #expect(progress.exercises["negative"]?.hintsShown == 1)
    }

    /// A copy of the progress held in memory (the notebook's) cannot hold an out-of-range count.
    @Test func countsSetInMemoryStayInRange() {
        var entry = ExerciseProgress(attempts: .max, hintsShown: .min)
        #expect(entry.attempts == ExerciseProgress.countLimit)
        #expect(entry.hintsShown == 0)
        entry.attempts += 1
        #expect(entry.attempts == ExerciseProgress.countLimit)
        var progress = LearnerProgress(exercises: ["e": ExerciseProgress(hintsShown: .max)])
        progress.apply(.hintRevealed(exerciseID: "e", available: 2))
        #expect(progress.exercises["e"]?.hintsShown == ExerciseProgress.countLimit)
    }
}
