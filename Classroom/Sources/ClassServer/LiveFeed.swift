import ClassProtocol
import Foundation
import NIOCore
import Synchronization

/// The dashboard's live feed (server-sent events): every open page gets the whole snapshot as
/// soon as the class changes — changes that come within a few milliseconds of each other are
/// sent as one snapshot — and at least every 10 s (stuck minutes grow with no event).
final class LiveFeed: Sendable {
    private let subscribers = Mutex([Int: AsyncStream<ByteBuffer>.Continuation]())
    private let nextID = Atomic<Int>(0)
    /// How long a change waits for others to come with it: at most 50 snapshots a second go to
    /// a page, however busy the class (300 learners' events a second are a handful per snapshot).
    static let coalescing: Duration = .milliseconds(20)
    static let refresh = 10.0

    static func message(_ data: Data) -> ByteBuffer {
        var buffer = ByteBuffer(string: "event: snapshot\ndata: ")
        buffer.writeBytes(data)
        buffer.writeString("\n\n")
        return buffer
    }

    func subscribe(first: ByteBuffer) -> AsyncStream<ByteBuffer> {
        let id = nextID.wrappingAdd(1, ordering: .relaxed).oldValue
        // Each message is the whole dashboard: a page that falls behind needs only the newest.
        let (stream, continuation) = AsyncStream<ByteBuffer>.makeStream(bufferingPolicy: .bufferingNewest(2))
        continuation.yield(first)
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    var subscriberCount: Int { subscribers.withLock { $0.count } }

    /// Runs until the task is cancelled.
    func run(room: ClassRoom) async {
        var seen = 0
        while !Task.isCancelled {
            await room.changed.wait(after: seen, seconds: Self.refresh)
            try? await Task.sleep(for: Self.coalescing)
            // Read before the snapshot is taken: a change after this rings again.
            seen = room.changed.rings
            let listeners = subscribers.withLock { Array($0.values) }
            guard !listeners.isEmpty else { continue }
            let message = Self.message(await room.snapshotJSON())
            for listener in listeners { listener.yield(message) }
        }
    }
}
