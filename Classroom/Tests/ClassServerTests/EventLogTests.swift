import ClassProtocol
import Foundation
import XCTest
@testable import ClassServer

/// The class log keeps every record it acknowledged, drops only a torn tail, and gives the
/// same state back when replayed.
final class EventLogTests: XCTestCase {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("class-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testRecordsAppendedAreReadBackInOrder() async throws {
        let file = try temporaryFolder().appendingPathComponent("events.log")
        let log = try EventLog(url: file)
        try await log.append([Data(#"{"a":1}"#.utf8), Data(#"{"a":2}"#.utf8)])
        try await log.append([Data(#"{"a":3}"#.utf8)])
        let reopened = try EventLog(url: file)
        XCTAssertEqual(reopened.replayed.map { String(decoding: $0, as: UTF8.self) }, [#"{"a":1}"#, #"{"a":2}"#, #"{"a":3}"#])
        XCTAssertEqual(reopened.droppedTail, 0)
    }

    func testATornLastRecordIsCutOffAndTheRestKept() async throws {
        let file = try temporaryFolder().appendingPathComponent("events.log")
        try Data("{\"a\":1}\n{\"a\":2}\n{\"a\":".utf8).write(to: file)
        let log = try EventLog(url: file)
        XCTAssertEqual(log.replayed.count, 2)
        XCTAssertEqual(log.droppedTail, 5)
        // The file itself is mended, so the next record starts on a line of its own.
        try await log.append([Data(#"{"a":3}"#.utf8)])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "{\"a\":1}\n{\"a\":2}\n{\"a\":3}\n")
    }

    func testManyConcurrentAppendsAreAllKeptOnce() async throws {
        let file = try temporaryFolder().appendingPathComponent("events.log")
        let log = try EventLog(url: file)
        await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0 ..< 200 {
                group.addTask { try await log.append([Data("{\"n\":\(index)}".utf8)]) }
            }
        }
        let numbers = try EventLog(url: file).replayed.compactMap { try JSONSerialization.jsonObject(with: $0) as? [String: Int] }.compactMap { $0["n"] }
        XCTAssertEqual(numbers.sorted(), Array(0 ..< 200))
    }

    func testTheRoomReplaysToTheSameCountsWithoutDoubles() async throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("events.log")
        let first = try ClassRoom(log: try EventLog(url: file), outline: ClassOutline(stages: []), thresholds: .standard, code: "ABCDEF", teacherToken: "t")
        guard case .success(let joined) = try await first.join(JoinRequest(code: "abcdef", name: "ana", learnerID: "id-1")) else { return XCTFail("join refused") }
        let events = (0 ..< 5).map { ClassEvent(activity: .hintTaken(exercise: "e\($0)", shown: 1)) }
        _ = try await first.accept(EventBatch(events: events, inboxAfter: 0), from: joined.member)
        // The same batch again (its answer was lost): stored once.
        guard case .success(let again) = try await first.accept(EventBatch(events: events, inboxAfter: 0), from: joined.member) else { return XCTFail() }
        XCTAssertEqual(again.new, 0)
        XCTAssertEqual(Set(again.stored), Set(events.map(\.id)))
        let firstCount = await first.eventCount
        XCTAssertEqual(firstCount, 5)

        let second = try ClassRoom(log: try EventLog(url: file), outline: ClassOutline(stages: []), thresholds: .standard, code: "ABCDEF", teacherToken: "t")
        let replayedCount = await second.eventCount
        XCTAssertEqual(replayedCount, 5)
        let member = await second.member(withToken: joined.token)
        XCTAssertEqual(member, joined.member)
        guard case .success(let afterRestart) = try await second.accept(EventBatch(events: events, inboxAfter: 0), from: joined.member) else { return XCTFail() }
        XCTAssertEqual(afterRestart.new, 0)
    }
}
