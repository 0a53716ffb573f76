import ClassProtocol
import Foundation

/// The class server as rxlearn's child: started with a pipe on its standard input that only
/// rxlearn holds (when rxlearn ends, even by `kill -9`, the server reads end-of-input and
/// stops), its standard error shown to the teacher, its ready line read from standard output.
final class ClassServerProcess: @unchecked Sendable {
    let process = Process()
    private let lifeline = Pipe()
    private let output = Pipe()

    init(program: URL, arguments: [String]) {
        process.executableURL = program
        process.arguments = arguments + ["--exit-with-stdin"]
        process.standardInput = lifeline
        process.standardOutput = output
        process.standardError = FileHandle.standardError
    }

    enum Start {
        case ready(ClassServerRecord)
        case failed(String)
    }

    /// Starts the server and waits (up to `timeout`) for the line that says it is listening.
    func start(timeout: TimeInterval = 30) -> Start {
        do {
            try process.run()
        } catch {
            return .failed("\(error.localizedDescription)")
        }
        let reader = output.fileHandleForReading
        let deadline = Date().addingTimeInterval(timeout)
        var buffered = Data()
        while Date() < deadline {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            buffered.append(chunk)
            while let newline = buffered.firstIndex(of: 0x0A) {
                let line = buffered[buffered.startIndex ..< newline]
                buffered = Data(buffered[(newline + 1)...])
                if let record = try? JSONDecoder().decode(ClassServerRecord.self, from: line) {
                    drainOutput()
                    return .ready(record)
                }
            }
        }
        process.waitUntilExit()
        return .failed("status \(process.terminationStatus)")
    }

    /// Whatever else the server prints on standard output goes to the teacher's standard error.
    private func drainOutput() {
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil } else { FileHandle.standardError.write(data) }
        }
    }

    func waitUntilExit() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Asks the server to stop (SIGTERM: it finishes what it is writing and removes its record).
    func stop() {
        if process.isRunning { process.terminate() }
    }
}
