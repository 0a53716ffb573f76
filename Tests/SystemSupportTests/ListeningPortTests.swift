import SystemSupport
import Testing

/// Whether a port can be listened on, asked before the class server is started again on it.
struct ListeningPortTests {
    @Test func aPortWithAListenerIsHeldAndFreeOnceItCloses() throws {
        let (listener, port) = try listenOnLoopback()
        #expect(ListeningPort.availability(host: "127.0.0.1", port: port) == .inUse)
        close(listener)
        #expect(ListeningPort.isFree(host: "127.0.0.1", port: port))
        #expect(ListeningPort.isFree(host: "localhost", port: port), "a name is resolved first")
    }

    @Test func anAddressThisMachineDoesNotHaveIsNotFree() {
        // 192.0.2.0/24 is reserved for documentation: no machine has it.
        #expect(ListeningPort.availability(host: "192.0.2.1", port: 7117) == .notThisMachine)
        #expect(ListeningPort.availability(host: "no such host.invalid", port: 7117) == .notThisMachine)
    }

    /// A socket listening on a port the kernel picks on loopback.
    private func listenOnLoopback() throws -> (Int32, Int) {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) } }
        try #require(bound == 0 && listen(descriptor, 1) == 0)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }
}
