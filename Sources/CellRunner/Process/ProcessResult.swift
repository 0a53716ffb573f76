import Foundation
import SystemSupport

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
        // Split as bytes, with `memchr`: a `String` split walks grapheme clusters, and a generic
        // search over a buffer goes byte by byte through unspecialised code; in a debug build
        // either costs tens of milliseconds for an exercise check's few hundred kilobytes.
        events.withUnsafeBytes { raw -> [String] in
            guard let base = raw.baseAddress else { return [] }
            var lines: [String] = []
            var start = 0
            // Only lines that end with a newline: what follows the last one is an unfinished event.
            while start < raw.count, let found = memchr(base + start, 0x0A, raw.count - start) {
                let end = base.distance(to: UnsafeRawPointer(found))
                if end > start {
                    lines.append(String(decoding: UnsafeRawBufferPointer(start: base + start, count: end - start), as: UTF8.self))
                }
                start = end + 1
            }
            return lines
        }
    }
}
