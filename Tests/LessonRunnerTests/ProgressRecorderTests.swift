import Foundation
import LessonKit
import Testing
@testable import LessonRunner

@Suite struct ProgressRecorderTests {
    private func temporaryStore() throws -> (ProgressStore, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (ProgressStore(fileURL: folder.appendingPathComponent("progress.json")), folder)
    }

    @Test func matchesAreStoredByLessonAndCell() throws {
        let (store, folder) = try temporaryStore()
        defer { try? FileManager.default.removeItem(at: folder) }
        let warnings = ProgressRecorder(store: store).record([
            .init(lessonID: "4.1-create", cellID: "countdown"),
            .init(lessonID: "4.1-create", cellID: "parse-numbers"),
            .init(lessonID: "4.3-relays", cellID: "behavior-relay"),
        ])
        #expect(warnings.isEmpty)
        let progress = try store.load().progress
        #expect(progress.lessons["4.1-create"]?.matchedCells == ["countdown", "parse-numbers"])
        #expect(progress.lessons["4.1-create"]?.visited == true)
        #expect(progress.lessons["4.3-relays"]?.matchedCells == ["behavior-relay"])
    }

    @Test func aProgressFileFromANewerVersionIsLeftAloneWithAWarning() throws {
        let (store, folder) = try temporaryStore()
        defer { try? FileManager.default.removeItem(at: folder) }
        let newer = #"{"version": 99, "lessons": {}}"#
        try newer.write(to: store.fileURL, atomically: true, encoding: .utf8)
        let warnings = ProgressRecorder(store: store).record([.init(lessonID: "a", cellID: "b")])
        #expect(warnings.count == 1)
        #expect(warnings[0].contains("progress not saved"))
        #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == newer)
    }

    @Test func nothingToRecordLeavesNoFile() throws {
        let (store, folder) = try temporaryStore()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ProgressRecorder(store: store).record([]).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    }
}
