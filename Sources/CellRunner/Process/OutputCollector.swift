import Foundation
import SystemSupport

/// Reads a child's stdout, stderr and event pipes as data arrives, all three at once (with
/// `poll`), so that a child filling one pipe never blocks while we wait on another. Keeps at most
/// the configured number of bytes and remembers whether the child wrote more.
struct OutputCollector {
    private struct Stream {
        let descriptor: Int32
        var isOpen = true
        var data = Data()
    }

    private var streams: [Stream]
    private let outputLimitBytes: Int
    private let eventLimitBytes: Int
    private static let stdoutIndex = 0, stderrIndex = 1, eventsIndex = 2

    /// The child wrote more than a limit allows; the excess was dropped.
    private(set) var exceededLimit = false

    init(stdout: Int32, stderr: Int32, events: Int32, outputLimitBytes: Int, eventLimitBytes: Int) {
        streams = [Stream(descriptor: stdout), Stream(descriptor: stderr), Stream(descriptor: events)]
        self.outputLimitBytes = outputLimitBytes
        self.eventLimitBytes = eventLimitBytes
    }

    var stdout: Data { streams[Self.stdoutIndex].data }
    var stderr: Data { streams[Self.stderrIndex].data }
    var events: Data { streams[Self.eventsIndex].data }
    var allStreamsClosed: Bool { streams.allSatisfy { !$0.isOpen } }

    /// Waits up to `timeout` for data or EOF on any open pipe and reads what is there. With every
    /// pipe closed it just sleeps for the timeout, which paces the caller's loop.
    mutating func readAvailable(waitingAtMost timeout: Duration) {
        let openIndices = streams.indices.filter { streams[$0].isOpen }
        var pollSet = openIndices.map { pollfd(fd: streams[$0].descriptor, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&pollSet, nfds_t(pollSet.count), Self.pollMilliseconds(timeout))
        guard ready > 0 else { return } // timeout, or EINTR: the caller loops
        for (position, index) in openIndices.enumerated() where pollSet[position].revents != 0 {
            readOnce(from: index)
        }
    }

    /// Keeps reading until every pipe is at EOF or `deadline` passes, whichever comes first.
    mutating func drain(until deadline: ContinuousClock.Instant) {
        let clock = ContinuousClock()
        while !allStreamsClosed, clock.now < deadline {
            readAvailable(waitingAtMost: min(deadline - clock.now, .milliseconds(50)))
        }
    }

    mutating func closeAll() {
        for index in streams.indices where streams[index].isOpen {
            close(streams[index].descriptor)
            streams[index].isOpen = false
        }
        // Descriptors that hit EOF were closed as they did; this closes the rest.
    }

    private mutating func readOnce(from index: Int) {
        let chunkSize = 64 * 1024
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        let count = chunk.withUnsafeMutableBytes { read(streams[index].descriptor, $0.baseAddress, chunkSize) }
        if count > 0 {
            keep(chunk[0 ..< count], from: index)
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            close(streams[index].descriptor)
            streams[index].isOpen = false
        }
    }

    /// Appends what fits under the limit: stdout and stderr share one budget, events have their own.
    private mutating func keep(_ bytes: ArraySlice<UInt8>, from index: Int) {
        let room: Int
        if index == Self.eventsIndex {
            room = eventLimitBytes - streams[index].data.count
        } else {
            room = outputLimitBytes - streams[Self.stdoutIndex].data.count - streams[Self.stderrIndex].data.count
        }
        if bytes.count > room {
            exceededLimit = true
        }
        streams[index].data.append(contentsOf: bytes.prefix(max(0, room)))
    }

    private static func pollMilliseconds(_ duration: Duration) -> Int32 {
        Int32(clamping: duration.millisecondsRoundedUp)
    }
}
