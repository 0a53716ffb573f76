/// Whether a TCP port can be listened on now, asked the way a server would: a socket is bound to
/// the address with `SO_REUSEADDR` on, as the class server binds, and closed again at once. So a
/// port whose last server stopped a moment ago counts as free, and one still held (by a program
/// listening on it, or by a connection that ended and lingers in TIME_WAIT) does not.
public enum ListeningPort {
    /// `host` is a name or a numeric address, IPv6 with or without its brackets.
    public static func isFree(host: String, port: Int) -> Bool {
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamSocketType
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(name.isEmpty ? nil : name, String(port), &hints, &found) == 0, let address = found else { return false }
        defer { freeaddrinfo(found) }
        let descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        return bind(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0
    }

    #if canImport(Glibc)
    private static let streamSocketType = Int32(SOCK_STREAM.rawValue)
    #else
    private static let streamSocketType = SOCK_STREAM
    #endif
}
