import ClassProtocol
import Foundation
import SystemSupport

/// The learner's link to a live class: the one API the command line and the notebook use.
///
/// - `record(_:)` queues what the learner did, on disk, and returns: no network, ever. Outside a
///   class it costs one `access(2)` call and does nothing else.
/// - `sync(timeout:)` sends the queue and brings the teacher's new pushes and the open poll
///   (the command line calls it once, as a command ends).
/// - `startListening(_:)` (the notebook) keeps a background thread sending the queue and
///   waiting for pushes while the learner is in a class; it is never started outside one.
///
/// The learner's own progress never waits for any of this: it is saved before an event is
/// recorded, and a server that is down only leaves events in the queue until the next sync.
public final class ClassLink: Sendable {
    public static let shared = ClassLink(folder: .standard())

    public let folder: ClassFolder
    private let outbox: ClassOutbox
    /// Wakes a listener's sender when an event is recorded.
    private let wake = ClassWake()

    public init(folder: ClassFolder) {
        self.folder = folder
        outbox = ClassOutbox(folder: folder)
    }

    /// Whether the learner is in a class: one `access(2)`, no read.
    public var isInClass: Bool {
        access(folder.membership.path, F_OK) == 0
    }

    /// The membership, when the learner is in a class.
    public var membership: ClassMembership? {
        guard isInClass, let data = PrivateFiles.read(folder.membership) else { return nil }
        return try? JSONDecoder().decode(ClassMembership.self, from: data)
    }

    // MARK: Recording

    public func record(_ activity: ClassActivity) {
        record([activity])
    }

    /// Queues the activities, stamped now with fresh ids. Outside a class, nothing happens; a
    /// queue that cannot be written loses these events for the teacher, never anything of the
    /// learner's.
    public func record(_ activities: [ClassActivity]) {
        guard !activities.isEmpty, isInClass else { return }
        let events = activities.map { ClassEvent(activity: $0) }
        _ = try? PrivateFiles.withLock(folder.lock) { try outbox.append(events) }
        wake.signal()
    }

    /// How many events wait to be sent.
    public var queuedCount: Int { outbox.pending().count }

    // MARK: Joining and leaving

    /// Joins the class at `address` with `code`, as `name`. The learner's `learnerID` (their
    /// progress's) lets the teacher's export match `report merge`'s columns.
    public func join(address: String, code: String, name: String, learnerID: String?, timeout: TimeInterval = 10) -> Result<ClassMembership, ClassLinkError> {
        guard let server = ClassClient.serverURL(from: address) else { return .failure(.unreachable(server: address, detail: "not an address")) }
        let client = ClassClient(server: server, token: nil, timeout: timeout)
        let request = JoinRequest(code: code.trimmingCharacters(in: .whitespaces).uppercased(), name: name, learnerID: learnerID)
        switch client.post(ClassRoute.join, request, as: JoinReply.self) {
        case .failure(let error):
            return .failure(error)
        case .success(let reply):
            let membership = ClassMembership(server: server, member: reply.member, token: reply.token, name: reply.name,
                                             joinedAt: ClassTime.now(), inboxAfter: reply.inboxAfter, openPoll: reply.openPoll)
            do {
                try PrivateFiles.withLock(folder.lock) {
                    // Events queued for another class do not belong to this one.
                    outbox.clear()
                    try save(membership)
                }
            } catch {
                return .failure(.file("\(error)"))
            }
            return .success(membership)
        }
    }

    /// What `leave` did: whether the server heard it, and how many queued events it could not send.
    public struct Departure: Sendable, Equatable {
        public let serverTold: Bool
        public let unsentEvents: Int
    }

    /// Sends what is queued, tells the server, and forgets the class; it never fails for a
    /// server that is gone (the learner leaves anyway).
    public func leave(timeout: TimeInterval = 5) -> Result<Departure, ClassLinkError> {
        guard let membership else { return .failure(.notInAClass) }
        _ = sync(timeout: timeout)
        let client = ClassClient(server: membership.server, token: membership.token, timeout: timeout)
        let told = client.post(ClassRoute.learnerLeave, EmptyBody(), as: EmptyBody.self).failure == nil
        let unsent = outbox.pending().count
        _ = try? PrivateFiles.withLock(folder.lock) {
            outbox.clear()
            PrivateFiles.remove(folder.membership)
        }
        return .success(Departure(serverTold: told, unsentEvents: unsent))
    }

    // MARK: Sending

    /// The outcome of a sync: what was sent, and what the teacher pushed since the last one.
    public struct Sync: Sendable, Equatable {
        public let sent: Int
        public let stillQueued: Int
        /// Pushes the learner has not been offered yet, oldest first.
        public let newPushes: [TeacherPush]
        public let openPoll: PollView?
    }

    /// Sends the queue in batches and reads the inbox. Events leave the queue only once the
    /// server stored them.
    public func sync(timeout: TimeInterval = 3) -> Result<Sync, ClassLinkError> {
        guard var membership else { return .failure(.notInAClass) }
        let client = ClassClient(server: membership.server, token: membership.token, timeout: timeout)
        var pending = outbox.pending()
        var sent = 0
        var pushes: [TeacherPush] = []
        var openPoll = membership.openPoll
        var failure: ClassLinkError?
        repeat {
            let batch = Array(pending.prefix(ClassLimits.maxEventsPerBatch))
            switch client.post(ClassRoute.learnerEvents, EventBatch(events: batch, inboxAfter: membership.inboxAfter), as: EventBatchReply.self) {
            case .failure(let error):
                failure = error
            case .success(let reply):
                let stored = Set(reply.stored)
                _ = try? PrivateFiles.withLock(folder.lock) { try outbox.remove(stored) }
                sent += reply.new
                pending.removeFirst(batch.count)
                let fresh = reply.inbox.pushes.filter { $0.seq > membership.inboxAfter }
                pushes += fresh
                membership.inboxAfter = max(membership.inboxAfter, fresh.map(\.seq).max() ?? 0)
                openPoll = reply.inbox.openPoll
            }
        } while failure == nil && !pending.isEmpty
        membership.openPoll = openPoll
        membership.lastTryFailed = failure != nil
        if failure == nil { membership.lastContact = ClassTime.now() }
        // The membership may have been removed meanwhile (`class leave` in another terminal).
        _ = try? PrivateFiles.withLock(folder.lock) { if isInClass { try save(membership) } }
        if let failure { return .failure(failure) }
        return .success(Sync(sent: sent, stillQueued: outbox.pending().count, newPushes: pushes, openPoll: openPoll))
    }

    /// Answers the open poll (a second answer replaces the first) and sends it at once.
    public func answer(poll: String, _ answer: String, timeout: TimeInterval = 3) -> Result<Sync, ClassLinkError> {
        guard isInClass else { return .failure(.notInAClass) }
        record(.pollAnswer(poll: poll, answer: answer))
        _ = try? PrivateFiles.withLock(folder.lock) {
            guard var membership, !membership.answeredPolls.contains(poll) else { return }
            membership.answeredPolls = (membership.answeredPolls + [poll]).suffix(50)
            try save(membership)
        }
        return sync(timeout: timeout)
    }

    /// A status for the notebook's status bar or `rxlearn class status`; nil outside a class.
    public struct Status: Sendable, Equatable {
        public let membership: ClassMembership
        public let queued: Int
    }

    public var status: Status? {
        guard let membership else { return nil }
        return Status(membership: membership, queued: queuedCount)
    }

    private func save(_ membership: ClassMembership) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try PrivateFiles.write(try encoder.encode(membership), to: folder.membership)
    }

    // MARK: Listening (the notebook)

    /// Starts a background listener while the learner is in a class: it sends queued events
    /// soon after they are recorded and hears the teacher's pushes as they come (a long poll of
    /// the inbox), calling `onSync` on its own thread with each sync that brought something.
    /// `onContact` hears whether each try reached the server (for the notebook's status bar).
    /// Returns nil, and starts nothing, outside a class.
    public func startListening(onContact: @escaping @Sendable (Bool) -> Void = { _ in },
                               _ onSync: @escaping @Sendable (Sync) -> Void) -> ClassListener? {
        guard isInClass else { return nil }
        return ClassListener(link: self, wake: wake, onSync: onSync, onContact: onContact)
    }

    /// Waits up to `seconds` for the teacher's next push (a long poll), for the listener.
    func waitForPushes(seconds: Int) -> Result<Sync, ClassLinkError> {
        guard var membership else { return .failure(.notInAClass) }
        let client = ClassClient(server: membership.server, token: membership.token, timeout: TimeInterval(seconds + 5))
        let query = [URLQueryItem(name: InboxReply.afterQueryItem, value: String(membership.inboxAfter)),
                     URLQueryItem(name: InboxReply.waitQueryItem, value: String(seconds))]
        switch client.get(ClassRoute.learnerInbox, query: query, as: InboxReply.self) {
        case .failure(let error):
            return .failure(error)
        case .success(let inbox):
            let fresh = inbox.pushes.filter { $0.seq > membership.inboxAfter }
            membership.inboxAfter = max(membership.inboxAfter, fresh.map(\.seq).max() ?? 0)
            membership.openPoll = inbox.openPoll
            membership.lastContact = ClassTime.now()
            _ = try? PrivateFiles.withLock(folder.lock) { if isInClass { try save(membership) } }
            return .success(Sync(sent: 0, stillQueued: queuedCount, newPushes: fresh, openPoll: inbox.openPoll))
        }
    }

    func waitForWake(seconds: Double) -> Bool { wake.wait(seconds: seconds) }
}

/// An empty JSON object, for requests and replies that carry nothing.
public struct EmptyBody: Codable, Sendable, Equatable {
    public init() {}
}
