import CellProtocol
import Foundation
import RxCore
import RxCoreTest

/// Watches every subscription the cell makes and every stage of its chain (RxCore's
/// `StreamWatch`), and writes them on the side channel as `stream` and `streamEvent` records,
/// from which rxlearn draws the automatic lanes and the stages. Shown, never judged.
///
/// Bounded, so that a loop making 10,000 subscriptions or a chain of 100,000 events cannot
/// flood the channel: past `subscriptionCap` subscriptions are only counted, and once the
/// records would pass `CellProtocol.watchedRecordBytes` no more are written (the end record says
/// so). Values are cut to `valueLimit` characters: a lane shows a value, not a dump.
final class StreamRecorder: StreamWatcher {
    static let subscriptionCap = 200
    /// The largest record is a `streamEvent` with a value of `valueLimit` characters of up to 4
    /// UTF-8 bytes each (escaped control characters take up to 6), plus its fields.
    static let valueLimit = 200
    private static let largestRecord = valueLimit * 6 + 200

    /// Installs a recorder unless the runner turned watching off for this cell (`lanes=recorded`).
    static func installIfWanted() {
        let environment = ProcessInfo.processInfo.environment
        guard environment[CellProtocol.Variable.watchStreams] != CellProtocol.Variable.watchStreamsOff else { return }
        let recorder = StreamRecorder()
        shared = recorder
        StreamWatch.watcher = recorder
    }

    /// The installed recorder, for the end record.
    private(set) static var shared: StreamRecorder?

    private let lock = NSLock()
    private var nextID = 0
    private var watchedSubscriptions = 0
    private var unwatchedSubscriptions = 0
    private var bytesWritten = 0
    private var ended = false
    private var cut = false

    /// What the end record says about watching.
    func fillIn(_ end: inout CellProtocol.End) {
        lock.lock()
        defer { lock.unlock() }
        end.unwatchedSubscriptions = unwatchedSubscriptions
        end.streamEventsCut = cut
    }

    func subscriptionStarted(at site: SubscriptionSite) -> StreamProbe? {
        guard let id = claimSubscription() else { return nil }
        let place = Self.place(of: site)
        return begin(id, .subscription(call: "\(site.call)", line: place?.line, inSetup: place?.inSetup ?? false,
                                       drawsItsOwnLane: site.observerDrawsItsOwnLane))
    }

    func stageStarted(operatorName: String, depth: Int, of subscription: StreamProbe) -> StreamProbe? {
        guard let parent = subscription as? Probe, let id = claimID() else { return nil }
        return begin(id, .stage(parent: parent.id, position: depth, operatorName: operatorName))
    }

    /// The line of the learner's code or of the lesson's setup where the subscription was made;
    /// nil when it was made inside the core or the test kit.
    private static func place(of site: SubscriptionSite) -> (line: Int, inSetup: Bool)? {
        guard site.isKnown else { return nil }
        let file = "\(site.file)"
        func named(_ name: String) -> Bool { file == name || file.hasSuffix("/" + name) }
        if named(CellProtocol.SourceFile.cell) { return (Int(site.line), false) }
        if named(CellProtocol.SourceFile.header) { return (Int(site.line), true) }
        return nil
    }

    /// The cell's code has run to its end: what the runtime disposes now (the cell's dispose
    /// bags) was still subscribed when the learner's code ended, so it gets no disposal mark.
    func cellEnded() {
        lock.lock()
        ended = true
        lock.unlock()
    }

    private func claimSubscription() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard watchedSubscriptions < Self.subscriptionCap else {
            unwatchedSubscriptions += 1
            return nil
        }
        watchedSubscriptions += 1
        nextID += 1
        return nextID
    }

    private func claimID() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        return nextID
    }

    private func begin(_ id: Int, _ origin: CellProtocol.StreamStart.Origin) -> Probe? {
        guard hasRoom() else { return nil }
        spent(SideChannel.write(.stream(CellProtocol.StreamStart(stream: id, time: Self.now, origin: origin))))
        return Probe(id: id, recorder: self)
    }

    /// Whether the largest record still fits in the budget; once it does not, nothing more is
    /// written and the end record says the lanes were cut.
    private func hasRoom() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard bytesWritten + Self.largestRecord <= CellProtocol.watchedRecordBytes else {
            cut = true
            return false
        }
        return true
    }

    private var hasEnded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ended
    }

    private func spent(_ bytes: Int) {
        lock.lock()
        bytesWritten += bytes
        lock.unlock()
    }

    fileprivate func write(_ event: WatchedEvent, of id: Int) {
        if case .disposed = event, hasEnded { return }
        guard hasRoom() else { return }
        let (kind, value): (CellProtocol.LaneEvent, String?)
        switch event {
        case .next(let element): (kind, value) = (.next, Self.shortened("\(element)"))
        case .error(let error): (kind, value) = (.error, Self.shortened("\(error)"))
        case .completed: (kind, value) = (.completed, nil)
        case .disposed: (kind, value) = (.disposed, nil)
        }
        spent(SideChannel.write(.streamEvent(stream: id, time: Self.now, event: kind, value: value)))
    }

    private static func shortened(_ text: String) -> String {
        text.count <= valueLimit ? text : String(text.prefix(valueLimit - 1)) + "…"
    }

    /// Nanoseconds, like every time on the channel. Inside a test scheduler's run its clock
    /// counts, one tick a millisecond — as its observers' lanes are drawn — not the cell's clock,
    /// which stands still meanwhile.
    private static var now: Int64 {
        if let scheduler = StreamWatch.runningVirtualSchedulers.last as? TestScheduler {
            return Int64(scheduler.clock) * 1_000_000
        }
        return CellRuntime.now
    }

    /// One watched stream's probe.
    final class Probe: StreamProbe {
        let id: Int
        private unowned let recorder: StreamRecorder

        init(id: Int, recorder: StreamRecorder) {
            self.id = id
            self.recorder = recorder
        }

        func observe(_ event: WatchedEvent) {
            recorder.write(event, of: id)
        }
    }
}
