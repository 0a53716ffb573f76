import ClassProtocol
import Foundation
import XCTest

/// A class hosted by the real `rxlearn class host --json` on loopback, in a temporary folder.
final class RunningClass: @unchecked Sendable {
    let host: Process
    let rxlearn: URL
    let data: URL
    let root: URL
    let address: String
    let code: String
    let token: String
    let http: HTTP

    init(rxlearn: URL, server: URL, root: URL, port: Int) throws {
        self.rxlearn = rxlearn
        self.root = root
        data = root.appendingPathComponent("class-data")
        host = Process()
        host.executableURL = rxlearn
        host.arguments = ["class", "host", "--json", "--server", server.path, "--listen", "127.0.0.1:\(port)", "--data", data.path]
        host.environment = RunningClass.environment(home: root.appendingPathComponent("teacher"), cache: root.appendingPathComponent("cache"))
        let out = Pipe()
        host.standardOutput = out
        _ = FileManager.default.createFile(atPath: root.appendingPathComponent("host.err").path, contents: nil)
        host.standardError = try FileHandle(forWritingTo: root.appendingPathComponent("host.err"))
        host.standardInput = FileHandle.nullDevice
        try host.run()
        let line = firstLine(of: out)
        guard let announcement = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
              let address = announcement["address"] as? String, let code = announcement["code"] as? String,
              let tokenFile = announcement["teacherTokenFile"] as? String,
              let token = try? String(contentsOfFile: tokenFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        else {
            host.terminate()
            throw XCTSkipFailure("rxlearn class host did not announce the class: \(String(decoding: line, as: UTF8.self))")
        }
        self.address = address
        self.code = code
        self.token = token
        http = HTTP(base: "http://" + address)
        // Keep reading the host's output so it never blocks on a full pipe.
        out.fileHandleForReading.readabilityHandler = { handle in if handle.availableData.isEmpty { handle.readabilityHandler = nil } }
    }

    /// Every rxlearn of a test gets its own state, workspace and home; the compiled-cell cache
    /// is shared, as on one machine.
    static func environment(home: URL, cache: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { ["PATH", "TMPDIR", "LANG"].contains($0.key) }
        environment["HOME"] = home.path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        environment["XDG_CACHE_HOME"] = cache.path
        environment["RXLEARN_WORKSPACE"] = home.appendingPathComponent("workspace").path
        environment["RXLEARN_LANG"] = "en"
        environment["USER"] = home.lastPathComponent
        return environment
    }

    /// A teacher's command on this class (`--data` added).
    func teacher(_ arguments: [String]) throws -> Finished {
        try runProgram(rxlearn, arguments + ["--data", data.path],
                       environment: RunningClass.environment(home: root.appendingPathComponent("teacher"), cache: root.appendingPathComponent("cache")))
    }

    var serverPID: Int32? {
        guard let data = FileManager.default.contents(atPath: data.appendingPathComponent(ClassServerRecord.fileName).path),
              let record = try? JSONDecoder().decode(ClassServerRecord.self, from: data) else { return nil }
        return record.pid
    }

    func snapshot() throws -> ClassSnapshot {
        let reply = http.send("GET", ClassRoute.teacherSnapshot, token: token)
        guard reply.status == 200 else { throw XCTSkipFailure("snapshot refused: \(reply.status) \(String(decoding: reply.body, as: UTF8.self))") }
        return try JSONDecoder().decode(ClassSnapshot.self, from: reply.body)
    }

    var answers: Bool { http.send("GET", ClassRoute.health, timeout: 2).status == 200 }

    func stop() {
        guard host.isRunning else { return }
        host.terminate()
        host.waitUntilExit()
    }
}

/// One simulated learner: the real rxlearn, with a state of its own.
struct SimulatedLearner: Sendable {
    let name: String
    let rxlearn: URL
    let home: URL
    let cache: URL

    init(name: String, rxlearn: URL, root: URL) {
        self.name = name
        self.rxlearn = rxlearn
        home = root.appendingPathComponent(name)
        cache = root.appendingPathComponent("cache")
    }

    func run(_ arguments: [String]) throws -> Finished {
        try runProgram(rxlearn, arguments, environment: RunningClass.environment(home: home, cache: cache))
    }
}

/// Runs `body` for every item, `width` at a time, and waits for all.
func inParallel<Item: Sendable>(_ items: [Item], width: Int = 6, _ body: @escaping @Sendable (Item) -> Void) {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = width
    for item in items { queue.addOperation { body(item) } }
    queue.waitUntilAllOperationsAreFinished()
}
