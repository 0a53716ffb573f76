import ClassLink
import ClassProtocol
import Foundation
import SystemSupport
import Testing

/// `rxlearn present --data DIR` teaches the class `rxlearn class host --data DIR` runs: the
/// folder is chosen as every class command chooses it, and a folder without a running class is
/// one sentence that says what to do, before the screen is taken.
@Suite struct PresentClassFolderTests {
    private let tiny = RxLearnProcess.fixture("tiny")

    @Test func aMissingFolderOrOneWithoutAClassIsOneSentence() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let missing = process.stateHome.appendingPathComponent("no-such-class").path
        let gone = try process.run(["present", "--data", missing, "--lessons", tiny])
        #expect(gone.status == 1)
        #expect(gone.stderr == "rxlearn: there is no folder \(missing); give --data the folder rxlearn class host was given, "
            + "or leave --data out to present without a class\n")
        #expect(!FileManager.default.fileExists(atPath: missing), "present makes no folder")

        let empty = process.stateHome.appendingPathComponent("empty-class")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try process.run(["present", "--data", empty.path, "--lessons", tiny])
        #expect(none.status == 1)
        #expect(none.stderr == "rxlearn: no class is running from \(empty.path); start it with rxlearn class host --data \(empty.path), "
            + "or leave --data out to present without a class\n")
        let chinese = try process.run(["present", "--data", empty.path, "--lessons", tiny], environment: ["RXLEARN_LANG": "zh-Hans"])
        #expect(chinese.stderr == "rxlearn: \(empty.path) 中没有正在运行的课堂；用 rxlearn class host --data \(empty.path) 开课，或者去掉 --data，不带课堂地投影\n")
        #expect(none.stdout.isEmpty && chinese.stdout.isEmpty, "nothing was opened")
    }

    @Test func aClassThatStoppedAnsweringIsSaidAsTheClassCommandsSayIt() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let folder = process.stateHome.appendingPathComponent("stopped-class")
        // A record left by a server killed with -9: nothing listens at its address any more.
        let responder = try HealthResponder()
        let address = responder.address
        responder.stop()
        try Self.writeRecord(in: folder, address: address)
        let present = try process.run(["present", "--data", folder.path, "--lessons", tiny])
        let dashboard = try process.run(["class", "dashboard", "--data", folder.path])
        #expect(present.status == 1)
        #expect(present.stderr == "rxlearn: the class server at \(address) does not answer; is rxlearn class host still running?\n")
        #expect(present.stderr == dashboard.stderr, "one way to find the class, one way to say it is not there")
    }

    /// With the class answering in the named folder, `present` goes on to open the notebook (which
    /// then says it needs a terminal, as without `--data`).
    @Test func aClassRunningInTheNamedFolderIsAccepted() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let folder = process.stateHome.appendingPathComponent("running-class")
        let responder = try HealthResponder()
        defer { responder.stop() }
        try Self.writeRecord(in: folder, address: responder.address)
        let present = try process.run(["present", "--data", folder.path, "--lessons", tiny])
        #expect(present.status == 64, "\(present.stderr)")
        #expect(present.stderr.contains("rxlearn present needs a terminal"), "\(present.stderr)")
        #expect(responder.requests >= 1, "present asked the class whether it answers")
        // Without --data, present does not look in the named folder: no class there is no error.
        let standard = try process.run(["present", "--lessons", tiny])
        #expect(standard.status == 64 && standard.stderr.contains("rxlearn present needs a terminal"), "\(standard.stderr)")
    }

    /// The server's record and the teacher token beside it, as `rxlearn class host` leaves them.
    static func writeRecord(in folder: URL, address: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let token = folder.appendingPathComponent("teacher-token")
        try "secret-token\n".write(to: token, atomically: true, encoding: .utf8)
        let record = ClassServerRecord(pid: 1, addresses: [address], code: "ABCDEF", dashboard: address + "/", teacherTokenFile: token.path,
                                       dataFolder: folder.path, startedAt: 0)
        try JSONEncoder().encode(record).write(to: folder.appendingPathComponent(ClassServerRecord.fileName))
    }
}

/// A loopback listener that answers every request as a class server's health route does, so
/// that a test can stand a class up without building the server. It counts what it answered.
final class HealthResponder: @unchecked Sendable {
    private let socket: Int32
    let address: String
    private let answered = Locked(0)
    private let thread: Thread

    var requests: Int { answered.withLock { $0 } }

    init() throws {
        let listening = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listening, $0, length) } }
        guard bound == 0, listen(listening, 8) == 0 else {
            close(listening)
            throw CocoaError(.fileWriteUnknown)
        }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listening, $0, &length) } }
        socket = listening
        self.address = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
        let body = try JSONEncoder().encode(HealthReply())
        let reply = Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body
        let counter = answered
        thread = Thread {
            while true {
                let connection = accept(listening, nil, nil)
                guard connection >= 0 else { return }
                var buffer = [UInt8](repeating: 0, count: 4096)
                var request = Data()
                while request.range(of: Data("\r\n\r\n".utf8)) == nil {
                    let count = recv(connection, &buffer, buffer.count, 0)
                    if count <= 0 { break }
                    request.append(contentsOf: buffer[0..<count])
                }
                _ = reply.withUnsafeBytes { send(connection, $0.baseAddress, reply.count, Int32(MSG_NOSIGNAL)) }
                counter.withLock { $0 += 1 }
                close(connection)
            }
        }
        thread.start()
    }

    /// Stops listening: a connection to the address is refused from now on.
    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }
}
