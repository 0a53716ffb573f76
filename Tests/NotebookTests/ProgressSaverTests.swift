import Foundation
import LessonKit
import Testing
@testable import Notebook
@testable import NotebookCore

/// The notebook's saver and another writer (a `rxlearn hint` in a shell, here a second store on
/// the same file: the file lock excludes threads as it excludes processes) change one progress
/// file at once; every change is counted.
@Suite struct ProgressSaverTests {
    @Test func theSaverAndAnotherWriterTogetherLoseNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-saver-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("progress.json")
        let saver = ProgressSaver(store: ProgressStore(fileURL: file), mailbox: Mailbox())
        let other = ProgressStore(fileURL: file)
        let rounds = 40
        DispatchQueue.concurrentPerform(iterations: 2) { role in
            for round in 0 ..< rounds {
                if role == 0 {
                    saver.save(.hintRevealed(exerciseID: "e", available: 1_000))
                    saver.save(.exerciseAttempt(exerciseID: "e", failure: .wrongOutput, at: Date()))
                } else {
                    _ = try? other.update(.hintRevealed(exerciseID: "e", available: 1_000),
                                          .cellMatched(lessonID: "l", cellID: "c\(round)"))
                }
            }
        }
        saver.flush()
        let stored = try other.load().progress
        #expect(stored.exercises["e"]?.hintsShown == 2 * rounds)
        #expect(stored.exercises["e"]?.attempts == rounds)
        #expect(stored.lessons["l"]?.matchedCells.count == rounds)
    }
}
