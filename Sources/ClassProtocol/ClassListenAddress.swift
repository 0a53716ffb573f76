/// The value of `--listen`, read one way by `rxlearn class host` and the class server: `HOST:PORT`,
/// `HOST` (the default port), `[IPv6]:PORT`, `[IPv6]`, or `:PORT` (loopback). Port 0 lets the
/// system choose one.
public struct ClassListenAddress: Sendable, Equatable {
    /// A name or a numeric address; an IPv6 address without its brackets.
    public let host: String
    public let port: Int

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Nil when `text` is none of the forms above or its port is not in 0…65535.
    public init?(_ text: String) {
        var host = text
        var port = ClassProtocol.defaultPort
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            host = String(text[text.index(after: text.startIndex) ..< close])
            let after = text[text.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":"), let number = Int(after.dropFirst()) else { return nil }
                port = number
            }
        } else if let colon = text.lastIndex(of: ":"), text.firstIndex(of: ":") == colon {
            host = String(text[..<colon])
            guard let number = Int(text[text.index(after: colon)...]) else { return nil }
            port = number
        }
        guard (0 ... 65535).contains(port) else { return nil }
        self.init(host: host.isEmpty ? "127.0.0.1" : host, port: port)
    }

    /// An address as the server's record gives it (`http://HOST:PORT`, `ClassServerRecord.addresses`).
    public init?(serverAddress: String) {
        let scheme = "http://"
        guard serverAddress.hasPrefix(scheme) else { return nil }
        self.init(String(serverAddress.dropFirst(scheme.count)))
    }

    /// As `--listen` takes it back.
    public var text: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    /// Only this machine can reach it.
    public var isLoopback: Bool { host == "localhost" || host.hasPrefix("127.") || host == "::1" }
}
