import ClassProtocol

/// One line of the class log: everything that changes the class, numbered in the order it
/// happened. The state is these records folded in order (`ClassState.apply`), at start-up and
/// as they come, so a restarted server knows exactly what it knew.
struct LogRecord: Codable, Sendable, Equatable {
    let seq: Int
    let at: Int64
    let change: Change

    enum Change: Codable, Sendable, Equatable {
        case joined(member: String, name: String, learnerID: String?, token: String)
        /// A learner who joined before joins again (same learner id): a new token, the same row.
        case rejoined(member: String, name: String, token: String)
        case left(member: String)
        case event(member: String, event: ClassEvent)
        case pollOpened(poll: String, request: OpenPollRequest)
        case pollClosed(poll: String)
        case pollRevealed(poll: String)
        case followMe(lesson: String)
    }
}
