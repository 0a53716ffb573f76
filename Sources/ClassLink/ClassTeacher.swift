import ClassProtocol
import Foundation
import LessonKit

/// The teacher's link to the class their `rxlearn class host` runs: found through the server's
/// record in the class's data folder (`server.json`) and the teacher token beside it — the way
/// `class dashboard`, `class export`, `class poll`, `class follow` and `present` find it.
public struct ClassTeacher: Sendable {
    public let record: ClassServerRecord
    public let client: ClassClient

    /// The class's data folder, the one way every teacher's command (`class host`, `dashboard`,
    /// `export`, `poll`, `follow`, and `present`) chooses it: the folder `--data` names, else
    /// `$XDG_STATE_HOME/rxlearn/class-host` (else `~/.local/state/rxlearn/class-host`).
    public static func dataFolder(named path: String?) -> URL {
        guard let path else {
            return ProgressLocation.resolve().deletingLastPathComponent().appendingPathComponent("class-host", isDirectory: true)
        }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Why the running class could not be found.
    public enum FindProblem: Error, Equatable, Sendable {
        /// No server record in the folder: no class is running there.
        case noClassRunning(folder: String)
        /// A record is there but nothing answers at its address (a server killed with `-9`).
        case notAnswering(folder: String, address: String)
        case tokenUnreadable(path: String)
    }

    /// The class running from `folder` (`dataFolder(named:)`), checked to answer.
    public static func find(in folder: URL, timeout: TimeInterval = 5) -> Result<ClassTeacher, FindProblem> {
        let recordURL = folder.appendingPathComponent(ClassServerRecord.fileName)
        guard let data = FileManager.default.contents(atPath: recordURL.path),
              let record = try? JSONDecoder().decode(ClassServerRecord.self, from: data), let address = record.addresses.first
        else { return .failure(.noClassRunning(folder: folder.path)) }
        guard let tokenData = FileManager.default.contents(atPath: record.teacherTokenFile),
              let token = String(data: tokenData, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines), !token.isEmpty
        else { return .failure(.tokenUnreadable(path: record.teacherTokenFile)) }
        // Loopback reaches a server that listens on every interface too, and is never firewalled.
        let server = address.hasPrefix("http://0.0.0.0") ? address.replacingOccurrences(of: "0.0.0.0", with: "127.0.0.1") : address
        let client = ClassClient(server: preferLoopback(record.addresses) ?? server, token: token, timeout: timeout)
        guard case .success(let health) = client.get(ClassRoute.health, as: HealthReply.self), health.service == HealthReply.serviceName else {
            return .failure(.notAnswering(folder: folder.path, address: address))
        }
        return .success(ClassTeacher(record: record, client: client))
    }

    private static func preferLoopback(_ addresses: [String]) -> String? {
        addresses.first { ClassListenAddress(serverAddress: $0)?.isLoopback == true }
    }

    public func snapshot() -> Result<ClassSnapshot, ClassLinkError> { client.get(ClassRoute.teacherSnapshot, as: ClassSnapshot.self) }

    public func export() -> Result<ClassExport, ClassLinkError> { client.get(ClassRoute.teacherExport, as: ClassExport.self) }

    public func openPoll(_ request: OpenPollRequest) -> Result<PollView, ClassLinkError> {
        client.post(ClassRoute.teacherPolls, request, as: PollView.self)
    }

    /// Closes or reveals a poll; nil: the newest.
    public func changePoll(_ id: String?, _ action: ClassRoute.PollAction) -> Result<PollView, ClassLinkError> {
        client.post(ClassRoute.teacherPoll(id ?? "latest", action), EmptyBody(), as: PollView.self)
    }

    public func follow(lesson: String) -> Result<TeacherPush, ClassLinkError> {
        client.post(ClassRoute.teacherFollow, FollowRequest(lesson: lesson), as: TeacherPush.self)
    }

    public func sharedAnswer(_ id: String) -> Result<SharedAnswer, ClassLinkError> {
        client.get(ClassRoute.teacherShared(id), as: SharedAnswer.self)
    }

    /// The dashboard's address with the teacher's token after `#`.
    public var dashboardWithToken: String { record.dashboard + "#token=" + (client.token ?? "") }
}
