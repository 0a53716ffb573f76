import ClassProtocol
import Foundation

/// The learner's queue of events the server has not stored yet (`outbox.jsonl`).
///
/// Recording appends a line and flushes it, so an event survives rxlearn being killed right
/// after. An event leaves the queue only when the server says it stored that id, so a batch
/// that got no answer is sent again, with the same ids, and counted once.
struct ClassOutbox {
    let folder: ClassFolder

    /// At most this many events wait; past it the oldest are dropped (a learner offline for a
    /// whole term must not fill the disk).
    static let capacity = 20_000

    func append(_ events: [ClassEvent]) throws {
        guard !events.isEmpty else { return }
        try PrivateFiles.append(try Self.lines(events), to: folder.outbox)
    }

    /// One JSON object a line.
    private static func lines(_ events: some Sequence<ClassEvent>) throws -> Data {
        let encoder = JSONEncoder()
        var data = Data()
        for event in events {
            data.append(try encoder.encode(event))
            data.append(0x0A)
        }
        return data
    }

    /// The queued events, oldest first. A line cut short by a crash mid-write is skipped.
    func pending() -> [ClassEvent] {
        guard let data = PrivateFiles.read(folder.outbox) else { return [] }
        let decoder = JSONDecoder()
        return data.split(separator: 0x0A).compactMap { try? decoder.decode(ClassEvent.self, from: Data($0)) }
    }

    /// Drops the events whose ids the server stored, and the oldest beyond `capacity`.
    func remove(_ stored: Set<String>) throws {
        let kept = pending().filter { !stored.contains($0.id) }.suffix(Self.capacity)
        guard !kept.isEmpty else {
            PrivateFiles.remove(folder.outbox)
            return
        }
        try PrivateFiles.write(try Self.lines(kept), to: folder.outbox)
    }

    func clear() {
        PrivateFiles.remove(folder.outbox)
    }
}
