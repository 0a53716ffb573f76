/// Whether a TCP port can be listened on now, asked the way a server would: a socket is bound to
/// the address with `SO_REUSEADDR` on, as the class server binds, and closed again at once. So a
/// port whose last server stopped a moment ago counts as free, and one still held (by a program
/// listening on it, or by a connection that ended and lingers in TIME_WAIT) does not.
public enum ListeningPort {
    public enum Availability: Sendable, Equatable {
        case free
        /// Something holds the port.
        case inUse
        /// The address is not one of this machine's (or the name does not resolve).
        case notThisMachine
        /// Only an administrator may listen there (ports below 1024 on most systems).
        case notPermitted
        /// Any other refusal, with its `errno`.
        case refused(Int32)
    }

    /// `host` is a name or a numeric address, IPv6 with or without its brackets.
    public static func availability(host: String, port: Int) -> Availability {
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamSocketType
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(name.isEmpty ? nil : name, String(port), &hints, &found) == 0, let address = found else { return .notThisMachine }
        defer { freeaddrinfo(found) }
        let descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard descriptor >= 0 else { return .refused(errno) }
        defer { close(descriptor) }
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        guard bind(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) != 0 else { return .free }
        switch errno {
        case EADDRINUSE: return .inUse
        case EADDRNOTAVAIL: return .notThisMachine
        case EACCES, EPERM: return .notPermitted
        case let code: return .refused(code)
        }
    }

    public static func isFree(host: String, port: Int) -> Bool { availability(host: host, port: port) == .free }

    #if canImport(Glibc)
    private static let streamSocketType = Int32(SOCK_STREAM.rawValue)
    #else
    private static let streamSocketType = SOCK_STREAM
    #endif
}
