import ClassProtocol
import Foundation
import XCTest

/// `rxlearn-class-server` on its own, on a loopback port, in a temporary data folder.
final class ServerUnderTest: @unchecked Sendable {
    let process = Process()
    let data: URL
    let record: ClassServerRecord
    let token: String
    let http: HTTP

    init(root: URL, outline: ClassOutline = ClassOutline(stages: [])) throws {
        data = root.appendingPathComponent("server-data")
        let outlineFile = root.appendingPathComponent("outline.json")
        try JSONEncoder().encode(outline).write(to: outlineFile)
        process.executableURL = try Programs.server()
        process.arguments = ["--data", data.path, "--listen", "127.0.0.1:\(freeLoopbackPort())", "--outline", outlineFile.path, "--exit-with-stdin"]
        let (input, output) = (Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = firstLine(of: output)
        guard let record = try? JSONDecoder().decode(ClassServerRecord.self, from: line) else {
            process.terminate()
            throw XCTSkipFailure("the class server did not start: \(String(decoding: line, as: UTF8.self))")
        }
        self.record = record
        token = try String(contentsOfFile: record.teacherTokenFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        http = HTTP(base: record.addresses[0])
        lifeline = input
    }

    /// Held so that the server's standard input stays open while the test runs.
    private let lifeline: Pipe

    func join(_ name: String, code: String? = nil) throws -> JoinReply {
        let reply = http.send("POST", ClassRoute.join, body: http.json(JoinRequest(code: code ?? record.code, name: name, learnerID: UUID().uuidString)))
        guard reply.status == 200 else { throw XCTSkipFailure("join refused: \(reply.status) \(String(decoding: reply.body, as: UTF8.self))") }
        return try JSONDecoder().decode(JoinReply.self, from: reply.body)
    }

    func snapshot() throws -> ClassSnapshot {
        try JSONDecoder().decode(ClassSnapshot.self, from: http.send("GET", ClassRoute.teacherSnapshot, token: token).body)
    }

    var serverLog: String { (try? String(contentsOf: data.appendingPathComponent("server.log"), encoding: .utf8)) ?? "" }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

extension Data {
    var refusal: ClassRefusal? { try? JSONDecoder().decode(ClassRefusal.self, from: self) }
}
