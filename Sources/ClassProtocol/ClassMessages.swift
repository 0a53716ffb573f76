/// The learner's side of the wire: joining, sending events, reading the teacher's pushes.

/// `POST /api/join`: the class code and how the learner wants to be called.
public struct JoinRequest: Codable, Sendable, Equatable {
    public let code: String
    public let name: String
    /// The learner's state id (`LearnerProgress.learnerID`): the export keeps learners apart by
    /// it, as `report merge` does, and a learner who joins again is the same row.
    public let learnerID: String?
    public let protocolVersion: Int

    public init(code: String, name: String, learnerID: String?, protocolVersion: Int = ClassProtocol.version) {
        self.code = code
        self.name = name
        self.learnerID = learnerID
        self.protocolVersion = protocolVersion
    }
}

public struct JoinReply: Codable, Sendable, Equatable {
    /// The learner's id in this class.
    public let member: String
    /// The learner's token: it sends this learner's events and reads the teacher's pushes, nothing else.
    public let token: String
    /// The name the class shows (cleaned of control characters, cut to `ClassLimits.maxNameCharacters`).
    public let name: String
    public let protocolVersion: Int
    /// The newest push so far: a learner who joins late is not offered old "follow me"s.
    public let inboxAfter: Int
    /// The poll that is open, if any: a learner who joins during a poll can still answer it.
    public let openPoll: PollView?

    public init(member: String, token: String, name: String, protocolVersion: Int = ClassProtocol.version, inboxAfter: Int, openPoll: PollView?) {
        self.member = member
        self.token = token
        self.name = name
        self.protocolVersion = protocolVersion
        self.inboxAfter = inboxAfter
        self.openPoll = openPoll
    }
}

/// `POST /api/learner/events`: events the learner's rxlearn queued, oldest first.
public struct EventBatch: Codable, Sendable, Equatable {
    public let events: [ClassEvent]
    /// The newest push this learner has seen; the reply brings the ones after it.
    public let inboxAfter: Int

    public init(events: [ClassEvent], inboxAfter: Int) {
        self.events = events
        self.inboxAfter = inboxAfter
    }
}

public struct EventBatchReply: Codable, Sendable, Equatable {
    /// Every event of the batch the server now keeps on disk, whether it came now or earlier:
    /// the learner drops exactly these from its queue.
    public let stored: [String]
    /// How many of them were new (the others were sent before).
    public let new: Int
    /// The server's sequence number once the batch was applied: the dashboard shows it once its
    /// snapshot's `seq` reaches this (the load benchmark measures that).
    public let seq: Int
    public let inbox: InboxReply

    public init(stored: [String], new: Int, seq: Int, inbox: InboxReply) {
        self.stored = stored
        self.new = new
        self.seq = seq
        self.inbox = inbox
    }
}

/// `GET /api/learner/inbox?after=N[&wait=SECONDS]`: the teacher's pushes after N, and the open
/// poll. With `wait`, the server holds the request until there is something new or the time is up
/// (at most `maxWaitSeconds`), so a notebook hears a push at once without asking every second.
public struct InboxReply: Codable, Sendable, Equatable {
    public let pushes: [TeacherPush]
    public let openPoll: PollView?

    public static let afterQueryItem = "after"
    public static let waitQueryItem = "wait"
    public static let maxWaitSeconds = 25

    public init(pushes: [TeacherPush], openPoll: PollView?) {
        self.pushes = pushes
        self.openPoll = openPoll
    }
}

/// Something the teacher sent the class: "open lesson X", or a poll opened, closed or revealed.
/// A learner's rxlearn offers it; it never moves the learner on its own.
public struct TeacherPush: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case followMe, pollOpened, pollClosed, pollRevealed
    }

    /// Pushes are numbered from 1 in the order the teacher sent them.
    public let seq: Int
    public let at: Int64
    public let kind: Kind
    /// `followMe`: the lesson (or exercise) to open.
    public let lesson: String?
    /// The poll, for the poll kinds.
    public let poll: PollView?

    public init(seq: Int, at: Int64, kind: Kind, lesson: String? = nil, poll: PollView? = nil) {
        self.seq = seq
        self.at = at
        self.kind = kind
        self.lesson = lesson
        self.poll = poll
    }
}

/// A prediction poll as a learner sees it: which cell, and whether it asks for a lane or for the
/// printed output. The expected answer travels only once the teacher reveals it.
public struct PollView: Codable, Sendable, Equatable {
    public enum State: String, Codable, Sendable {
        case open, closed, revealed
    }

    public let id: String
    public let lesson: String
    public let cell: String
    /// The lane to predict, as a marble string; nil: the printed output.
    public let lane: String?
    public let state: State
    /// What the cell gives (a marble string or its printed lines), once revealed.
    public let expected: String?

    public init(id: String, lesson: String, cell: String, lane: String?, state: State, expected: String?) {
        self.id = id
        self.lesson = lesson
        self.cell = cell
        self.lane = lane
        self.state = state
        self.expected = expected
    }
}

/// Every refusal's body: a reason a program can test and one English sentence that says what to
/// do (rxlearn words the reasons it knows in the learner's language).
public struct ClassRefusal: Codable, Sendable, Equatable, Error {
    public enum Reason: String, Codable, Sendable {
        case missingCode, wrongCode, missingToken, wrongToken, teacherOnly, learnerOnly, tooLarge, tooManyRequests,
             malformed, notFound, noOpenPoll, versionMismatch, leftClass
    }

    public let reason: Reason
    public let message: String

    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }
}
