import Foundation

/// What a child process did: how it ended and everything it wrote.
public struct ProcessResult: Sendable {
    public let exit: ProcessExit
    public let stdout: Data
    public let stderr: Data
    /// What the child wrote to fd 3, the structured side channel (JSON lines from the cell runtime).
    public let events: Data
    /// From spawn until the runner had reaped the child and finished reading its pipes.
    public let wallTime: Duration

    /// The same output, ended another way (a crash that the runner can explain better).
    func ending(_ exit: ProcessExit) -> ProcessResult {
        ProcessResult(exit: exit, stdout: stdout, stderr: stderr, events: events, wallTime: wallTime)
    }

    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    public var stderrText: String { String(decoding: stderr, as: UTF8.self) }

    /// The event channel split into lines; a last line cut off without a newline is dropped, since
    /// it is an event the child did not finish writing.
    public var eventLines: [String] {
        let text = String(decoding: events, as: UTF8.self)
        let pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The last piece follows the last newline: empty, or an unfinished event.
        return pieces.dropLast().filter { !$0.isEmpty }.map(String.init)
    }
}
