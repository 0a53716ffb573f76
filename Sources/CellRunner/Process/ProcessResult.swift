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

    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    public var stderrText: String { String(decoding: stderr, as: UTF8.self) }

    /// The event channel split into lines; a last line cut off without a newline is dropped, since
    /// it is an event the child did not finish writing.
    public var eventLines: [String] {
        // Split as bytes: a `String` split walks grapheme clusters, which in a debug build cost
        // tens of milliseconds for an exercise check's few hundred kilobytes of records.
        events.withUnsafeBytes { raw -> [String] in
            let bytes = raw.bindMemory(to: UInt8.self)
            var lines: [String] = []
            var start = 0
            // Only lines that end with a newline: what follows the last one is an unfinished event.
            while start < bytes.count, let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
                if end > start { lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
                start = end + 1
            }
            return lines
        }
    }
}
