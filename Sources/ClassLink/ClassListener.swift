import ClassProtocol
import Foundation
import Synchronization

/// Two background threads for a notebook in a class: one sends the queue when something is
/// recorded (and retries every 10 s while the server is away), one waits for the teacher's
/// pushes. `stop()` ends both within a long poll's time; nothing is started outside a class.
public final class ClassListener: Sendable {
    private let stopped = StopFlag()
    private let link: ClassLink
    private let wake: ClassWake

    init(link: ClassLink, wake: ClassWake, onSync: @escaping @Sendable (ClassLink.Sync) -> Void,
         onContact: @escaping @Sendable (Bool) -> Void) {
        self.link = link
        self.wake = wake
        let sender = Thread { [stopped] in
            while !stopped.isSet, link.isInClass {
                _ = link.waitForWake(seconds: 10)
                if stopped.isSet { break }
                switch link.sync(timeout: 5) {
                case .success(let sync):
                    onContact(true)
                    if !sync.newPushes.isEmpty || sync.sent > 0 { onSync(sync) }
                case .failure:
                    onContact(false)
                }
            }
        }
        sender.name = "rxlearn class sender"
        sender.start()
        let receiver = Thread { [stopped] in
            while !stopped.isSet, link.isInClass {
                switch link.waitForPushes(seconds: InboxReply.maxWaitSeconds) {
                case .success(let sync):
                    onContact(true)
                    if !sync.newPushes.isEmpty { onSync(sync) }
                case .failure:
                    onContact(false)
                    Thread.sleep(forTimeInterval: 5)
                }
            }
        }
        receiver.name = "rxlearn class receiver"
        receiver.start()
    }

    public func stop() {
        stopped.set()
        wake.signal()
    }
}

/// A flag the listener's threads read to know they should end.
final class StopFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    var isSet: Bool { flag.load(ordering: .relaxed) }
    func set() { flag.store(true, ordering: .relaxed) }
}

/// A wake-up call between `record` and a listener's sender.
final class ClassWake: Sendable {
    private let condition = Mutex(false)
    private let semaphore = DispatchSemaphore(value: 0)

    func signal() {
        let wasWaiting = condition.withLock { pending -> Bool in
            defer { pending = true }
            return !pending
        }
        if wasWaiting { semaphore.signal() }
    }

    /// True when woken, false when the time ran out.
    func wait(seconds: Double) -> Bool {
        let woken = semaphore.wait(timeout: .now() + seconds) == .success
        condition.withLock { $0 = false }
        return woken
    }
}
