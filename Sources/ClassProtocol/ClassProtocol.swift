/// What a learner's rxlearn, the teacher's rxlearn and the class server agree on: the routes, the
/// headers, the limits and (in the other files) every JSON shape that crosses the wire. Nothing
/// else spells a route or a field name. No dependencies beyond Foundation, so the learner's
/// build pays nothing for it and the server package links it through a path dependency.
public enum ClassProtocol {
    /// Raised whenever a shape changes in a way an older peer cannot read. The server says its
    /// version when it starts and in every join reply; `rxlearn class host` rebuilds a server that
    /// speaks another.
    public static let version = 1

    /// The port `rxlearn class host` listens on unless told otherwise.
    public static let defaultPort = 7117

    /// `Authorization: Bearer TOKEN` carries a learner's or the teacher's token. The live feed,
    /// which a browser's `EventSource` opens without headers, takes it as `?token=`.
    public static let authorizationHeader = "Authorization"
    public static let bearerPrefix = "Bearer "
    public static let tokenQueryItem = "token"
}

/// The server's routes. Learner routes need a learner token, teacher routes the teacher token;
/// `join` needs the class code, and the page itself is public (it holds no data: it asks for it
/// with the token the teacher's URL carries after `#`).
public enum ClassRoute {
    public static let health = "/api/health"
    public static let join = "/api/join"
    public static let learnerEvents = "/api/learner/events"
    public static let learnerInbox = "/api/learner/inbox"
    public static let learnerLeave = "/api/learner/leave"
    public static let teacherSnapshot = "/api/teacher/snapshot"
    public static let teacherLive = "/api/teacher/live"
    public static let teacherPolls = "/api/teacher/polls"
    /// `POST /api/teacher/polls/ID/close`, `…/reveal`.
    public static func teacherPoll(_ id: String, _ action: PollAction) -> String { "\(teacherPolls)/\(id)/\(action.rawValue)" }
    public static let teacherFollow = "/api/teacher/follow"
    /// `GET /api/teacher/shared/ID`: one shared answer's code, on demand.
    public static func teacherShared(_ id: String) -> String { "/api/teacher/shared/\(id)" }
    public static let teacherSharedPrefix = "/api/teacher/shared"
    public static let teacherExport = "/api/teacher/export"
    public static let dashboardPage = "/dashboard"

    public enum PollAction: String, Sendable, CaseIterable {
        case close, reveal
    }
}

/// Bounds every peer keeps to and the server enforces: a request over them is refused with a
/// sentence, never read whole.
public enum ClassLimits {
    /// The largest request body the server reads; a larger one is refused (413) unread.
    public static let maxBodyBytes = 256 * 1024
    /// Events in one batch; a learner with more queued sends several batches.
    public static let maxEventsPerBatch = 200
    /// A shared answer's code.
    public static let maxSharedCodeBytes = 32 * 1024
    /// A poll answer (a marble string or printed lines).
    public static let maxAnswerCharacters = 2_000
    /// A learner's name as the class sees it.
    public static let maxNameCharacters = 40
    /// Lesson, cell, exercise and event ids.
    public static let maxIDCharacters = 120
    /// Requests a second one learner (or, before joining, one address) may make, and the burst
    /// allowed above that rate; beyond them the server answers 429.
    public static let requestsPerSecond = 20.0
    public static let requestBurst = 40.0
    /// Wrong codes a minute from one address: a six-character code (30^6 of them) cannot be
    /// guessed at this rate.
    public static let wrongCodesPerMinute = 10.0
}
