import ClassProtocol
import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why talking to the class server did not work.
public enum ClassLinkError: Error, Equatable, Sendable {
    /// The server could not be reached (down, wrong address, no network): `detail` is the system's words.
    case unreachable(server: String, detail: String)
    /// The server refused, with its reason and sentence.
    case refused(ClassRefusal)
    /// The server answered something that is not the protocol (another program on that port).
    case notAClassServer(server: String)
    /// The command needs a class and the learner is in none.
    case notInAClass
    /// A file of the learner's class state could not be read or written.
    case file(String)
}

/// HTTP to the class server with what Foundation has (URLSession; FoundationNetworking on
/// Linux), synchronously, with a time limit: the callers are command-line commands and the
/// notebook's background thread, never its drawing.
public struct ClassClient: Sendable {
    /// `http://HOST:PORT`.
    public let server: String
    public let token: String?
    public let timeout: TimeInterval

    public init(server: String, token: String?, timeout: TimeInterval) {
        self.server = server
        self.token = token
        self.timeout = timeout
    }

    /// `ADDRESS` as the teacher says it — `192.168.1.20`, `host:7117`, `[::1]:7117` or a URL —
    /// as a base URL; nil when it is none of those.
    public static func serverURL(from address: String) -> String? {
        var text = address.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("/") { text.removeLast() }
        if !text.contains("://") { text = "http://" + text }
        guard let components = URLComponents(string: text), components.scheme == "http", let host = components.host, !host.isEmpty,
              components.path.isEmpty || components.path == "/", components.query == nil, components.user == nil
        else { return nil }
        let port = components.port ?? ClassProtocol.defaultPort
        let hostText = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(hostText):\(port)"
    }

    public func get<Reply: Decodable>(_ path: String, query: [URLQueryItem] = [], as type: Reply.Type) -> Result<Reply, ClassLinkError> {
        send(method: "GET", path: path, query: query, body: nil, as: type)
    }

    public func post<Body: Encodable, Reply: Decodable>(_ path: String, _ body: Body, as type: Reply.Type) -> Result<Reply, ClassLinkError> {
        guard let data = try? JSONEncoder().encode(body) else { return .failure(.notAClassServer(server: server)) }
        return send(method: "POST", path: path, query: [], body: data, as: type)
    }

    /// Sends one request and decodes the answer, or the refusal the server gave instead.
    public func send<Reply: Decodable>(method: String, path: String, query: [URLQueryItem], body: Data?, as type: Reply.Type) -> Result<Reply, ClassLinkError> {
        guard var components = URLComponents(string: server + path) else { return .failure(.unreachable(server: server, detail: "not an address")) }
        if !query.isEmpty { components.queryItems = query }
        guard let url = components.url else { return .failure(.unreachable(server: server, detail: "not an address")) }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = method
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token { request.setValue(ClassProtocol.bearerPrefix + token, forHTTPHeaderField: ClassProtocol.authorizationHeader) }

        switch Self.perform(request, timeout: timeout) {
        case .failure(let noAnswer):
            return .failure(.unreachable(server: server, detail: noAnswer.detail))
        case .success(let (status, data)):
            let decoder = JSONDecoder()
            if (200 ..< 300).contains(status) {
                guard let reply = try? decoder.decode(Reply.self, from: data) else { return .failure(.notAClassServer(server: server)) }
                return .success(reply)
            }
            guard let refusal = try? decoder.decode(ClassRefusal.self, from: data) else { return .failure(.notAClassServer(server: server)) }
            return .failure(.refused(refusal))
        }
    }

    /// One session for the process, made on first use: nothing of URLSession starts in a
    /// process that never talks to a class.
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 2
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
    }()

    /// A request that got no HTTP answer, in the system's words.
    private struct NoAnswer: Error {
        let detail: String
    }

    private final class Outcome: @unchecked Sendable {
        var value: Result<(Int, Data), NoAnswer> = .failure(NoAnswer(detail: "no answer"))
    }

    private static func perform(_ request: URLRequest, timeout: TimeInterval) -> Result<(Int, Data), NoAnswer> {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request) { data, response, error in
            if let error {
                outcome.value = .failure(NoAnswer(detail: error.localizedDescription))
            } else if let http = response as? HTTPURLResponse {
                outcome.value = .success((http.statusCode, data ?? Data()))
            }
            done.signal()
        }
        task.resume()
        // URLSession's own limit ends the task; this is a backstop a little after it.
        if done.wait(timeout: .now() + timeout + 2) == .timedOut {
            task.cancel()
            return .failure(NoAnswer(detail: "no answer within \(Int(timeout)) s"))
        }
        return outcome.value
    }
}

extension Result {
    /// The error, when there is one.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
