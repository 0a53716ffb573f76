import ClassProtocol
import Foundation

/// What the learner's rxlearn remembers about the class it is in (`membership.json`, 0600).
public struct ClassMembership: Codable, Sendable, Equatable {
    /// The server's base URL, `http://HOST:PORT`.
    public var server: String
    public var member: String
    public var token: String
    public var name: String
    public var joinedAt: Int64
    /// The newest push already offered to the learner.
    public var inboxAfter: Int
    /// The poll that was open when the server last answered.
    public var openPoll: PollView?
    /// Polls this learner has answered (a poll takes one answer per learner; a second replaces it).
    public var answeredPolls: [String]
    /// When the server last answered, and whether the last try reached it.
    public var lastContact: Int64?
    public var lastTryFailed: Bool

    public init(server: String, member: String, token: String, name: String, joinedAt: Int64, inboxAfter: Int, openPoll: PollView?) {
        self.server = server
        self.member = member
        self.token = token
        self.name = name
        self.joinedAt = joinedAt
        self.inboxAfter = inboxAfter
        self.openPoll = openPoll
        answeredPolls = []
        lastContact = joinedAt
        lastTryFailed = false
    }
}
