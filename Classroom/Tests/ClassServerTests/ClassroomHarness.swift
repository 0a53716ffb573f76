import ClassProtocol
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// The programs the end-to-end tests drive: the real `rxlearn` (built by the root package:
/// `swift build` at the checkout) and this package's `rxlearn-class-server`.
enum Programs {
    /// The checkout: four folders above this file.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func rxlearn() throws -> URL {
        let program = ProcessInfo.processInfo.environment["RXLEARN_BIN"].map { URL(fileURLWithPath: $0) }
            ?? checkout.appendingPathComponent(".build/debug/rxlearn")
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            throw XCTSkipFailure("\(program.path) is missing: run swift build at the checkout first (or set RXLEARN_BIN)")
        }
        return program
    }

    /// Built next to this test bundle by `swift build --build-tests`.
    static func server() throws -> URL {
        // On Linux the test bundle's URL is the build folder itself; on macOS the .xctest inside it.
        let bundle = Bundle(for: ProgramsAnchor.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("rxlearn-class-server") }
        guard let program = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkipFailure("\(candidates[0].path) is missing: swift build --package-path Classroom --build-tests builds it")
        }
        return program
    }

    /// Headless Chromium, from Debian's packages (`.ci/run` installs it).
    static func chromium() throws -> URL {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser"] where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        throw XCTSkipFailure("Chromium is not installed: apt-get install -y chromium")
    }
}

private final class ProgramsAnchor {}

/// A missing program fails the test with the sentence that says how to get it.
struct XCTSkipFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What a finished program did.
struct Finished {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs a program to its end (killing it after `timeout` seconds, so no test hangs).
func runProgram(_ program: URL, _ arguments: [String], environment: [String: String], timeout: TimeInterval = 180) throws -> Finished {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.environment = environment
    let (out, err) = (Pipe(), Pipe())
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let reader = DispatchGroup()
    let box = OutputBox()
    for (pipe, isOut) in [(out, true), (err, false)] {
        reader.enter()
        DispatchQueue.global().async {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            box.set(data, isOut: isOut)
            reader.leave()
        }
    }
    let killer = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
    process.waitUntilExit()
    killer.cancel()
    reader.wait()
    return Finished(status: process.terminationStatus, stdout: box.text(isOut: true), stderr: box.text(isOut: false))
}

private final class OutputBox: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()
    func set(_ data: Data, isOut: Bool) { lock.lock(); if isOut { out = data } else { err = data }; lock.unlock() }
    func text(isOut: Bool) -> String { lock.lock(); defer { lock.unlock() }; return String(decoding: isOut ? out : err, as: UTF8.self) }
}

/// The first line a program writes on `pipe` (without its newline), or what came before the
/// pipe closed or `seconds` ran out.
func firstLine(of pipe: Pipe, within seconds: TimeInterval = 60) -> Data {
    var line = Data()
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline, !line.contains(0x0A) {
        let chunk = pipe.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        line.append(chunk)
    }
    return line.prefix { $0 != 0x0A }
}

/// A free TCP port on loopback, below the range the kernel hands out to outgoing connections.
/// A port inside that range can be taken by a client of its own: with no server listening (the
/// end-to-end test kills it), a connection to 127.0.0.1:P may be given P as its own port and
/// connect to itself, and once closed it holds P in TIME_WAIT for a minute — the restarted
/// server could not listen until it passed. The class's own port, 7117, is below that range too.
func freeLoopbackPort() -> Int {
    let outgoing = (try? String(contentsOfFile: "/proc/sys/net/ipv4/ip_local_port_range", encoding: .utf8))?
        .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first.flatMap { Int($0) } ?? 32768
    // Ports from 10,000 up to that range; a machine whose range starts lower gives what it can.
    let low = outgoing > 11_000 ? 10_000 : 1_024
    let candidates = outgoing > low + 1 ? low ..< min(outgoing, 65_536) : 10_000 ..< 65_536
    for _ in 0 ..< 1_000 {
        let port = Int.random(in: candidates)
        if canBindLoopback(port: port) { return port }
    }
    return Int.random(in: candidates)
}

/// Whether a plain socket (no address reuse) can be bound to 127.0.0.1:`port` now.
func canBindLoopback(port: Int) -> Bool {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    return bindLoopback(socket, port: port)
}

/// Binds `descriptor` to 127.0.0.1:`port`.
func bindLoopback(_ descriptor: Int32, port: Int) -> Bool {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    let length = socklen_t(MemoryLayout<sockaddr_in>.size)
    return withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) } } == 0
}

/// A temporary folder removed when the test ends — kept, and named, when it failed, since the
/// host's and server's messages in it say why.
func temporaryFolder(_ test: XCTestCase, _ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    test.addTeardownBlock { [weak test] in
        if (test?.testRun?.totalFailureCount ?? 0) > 0 {
            print("kept for a look: \(folder.path)")
            printServerMessages(in: folder)
        } else {
            try? FileManager.default.removeItem(at: folder)
        }
    }
    return folder
}

/// The end of the host's and the server's messages in a failed test's folder, so that a CI log
/// says why without the folder (which stays on the CI machine).
private func printServerMessages(in folder: URL) {
    guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
    for case let file as URL in files where ["host.err", "server.log"].contains(file.lastPathComponent) {
        let lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        print("--- the last lines of \(file.path):")
        print(lines.suffix(40).joined(separator: "\n"))
    }
}

/// Waits until `condition` holds, checking every 50 ms, for at most `seconds`: a bound so a
/// broken server fails the test instead of hanging it, never a measure of speed.
func waitUntil(_ seconds: TimeInterval, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.05)
    }
    return condition()
}

/// Plain HTTP for the tests: status and body.
struct HTTP {
    let base: String

    func send(_ method: String, _ path: String, token: String? = nil, body: Data? = nil, timeout: TimeInterval = 20) -> (status: Int, body: Data) {
        var request = URLRequest(url: URL(string: base + path)!, timeoutInterval: timeout)
        request.httpMethod = method
        request.httpBody = body
        if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        if let token { request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization") }
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox()
        URLSession.shared.dataTask(with: request) { data, response, _ in
            result.set((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data())
            done.signal()
        }.resume()
        done.wait()
        return result.value
    }

    func json<T: Encodable>(_ value: T) -> Data { try! JSONEncoder().encode(value) }
}

final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (Int, Data) = (0, Data())
    func set(_ status: Int, _ data: Data) { lock.lock(); stored = (status, data); lock.unlock() }
    var value: (status: Int, body: Data) { lock.lock(); defer { lock.unlock() }; return stored }
}
