import Foundation
import LessonKit

/// Where a learner's class state lives: beside the progress file, in `rxlearn/class/`
/// (`$XDG_STATE_HOME/rxlearn/class`, else `~/.local/state/rxlearn/class`).
public struct ClassFolder: Sendable, Equatable {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// The folder for this process's environment.
    public static func standard() -> ClassFolder {
        ClassFolder(url: ProgressLocation.resolve().deletingLastPathComponent().appendingPathComponent("class", isDirectory: true))
    }

    /// The learner's membership (server, token, name): present exactly while they are in a class.
    var membership: URL { url.appendingPathComponent("membership.json") }
    /// Events not yet stored by the server, one JSON object a line, oldest first.
    var outbox: URL { url.appendingPathComponent("outbox.jsonl") }
    var lock: URL { url.appendingPathComponent(".lock") }
}
