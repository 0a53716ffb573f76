import Foundation
import SystemSupport
import Testing

/// `rxlearn watch` checks again when the exercise file is saved, and stops on `q`.
@Suite(.serialized) struct WatchCommandTests {
    @Test func savingTheFileTriggersANewCheck() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        guard let executable = RxLearnProcess.executable else { throw RxLearnProcess.MissingExecutable() }
        let lessons = RxLearnProcess.packageRoot.appendingPathComponent("Lessons").path

        let watch = Process()
        watch.executableURL = executable
        watch.arguments = ["watch", "4.1-shout", "--lessons", lessons]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = RxLearnProcess.cacheHome.path
        environment["XDG_STATE_HOME"] = process.stateHome.path
        environment["RXLEARN_WORKSPACE"] = process.workspace.path
        watch.environment = environment
        let input = Pipe()
        let output = Pipe()
        watch.standardInput = input
        watch.standardOutput = output
        watch.standardError = FileHandle.nullDevice
        let collected = OutputBuffer()
        output.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try watch.run()
        defer { if watch.isRunning { watch.terminate() } }

        // The first check runs at start and fails: the start file is shipped unsolved.
        #expect(collected.waitFor("✗ 4.1-shout", seconds: 10))
        let file = process.workspace.appendingPathComponent("exercises/4.1-shout.swift")
        try "func solve(words: Observable<String>) -> Observable<String> {\n    words.map { $0.uppercased() }\n}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(collected.waitFor("✓ 4.1-shout", seconds: 10))

        input.fileHandleForWriting.write(Data("q\n".utf8))
        let deadline = Date().addingTimeInterval(10)
        while watch.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!watch.isRunning)
        #expect(watch.terminationStatus == 0)
    }
}

/// Text collected from a pipe, with a bounded wait for a marker.
final class OutputBuffer: @unchecked Sendable {
    private let lock = Lock()
    private var text = ""

    func append(_ data: Data) {
        lock.lock()
        text += String(decoding: data, as: UTF8.self)
        lock.unlock()
    }

    func waitFor(_ marker: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            lock.lock()
            let found = text.contains(marker)
            lock.unlock()
            if found { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }
}
