import Foundation
import SystemSupport

/// A long-lived child that answers requests: one line in on its standard input, one line back on
/// the event channel (fd 3). The marble playground's player is one; a cell is not (cells run once,
/// under `ChildProcess`).
///
/// It starts like every child (`ProcessSpawner`: its own session, the lifeline on fd 4, listed in
/// `RunningChildren`, so a signal to rxlearn or rxlearn's death ends it too), and `stop()` — also
/// called on deinit, and when an answer does not come in time — ends it the way a supervisor ends
/// a cell: its group killed, its descendants swept, reaped, unlisted.
///
/// Requests go through a socket rather than a pipe: writing to a pipe whose reader died raises
/// SIGPIPE in the writer, which would end rxlearn; a socket can refuse that per call or per socket.
/// What the child writes on stdout and stderr is read and kept (the last few kilobytes), so a
/// chatty child never blocks on a full pipe, and a crash can be explained.
public final class ServingChild: @unchecked Sendable {
    public enum Failure: Error, Equatable, Sendable {
        /// No answer line within the limit; the child has been stopped.
        case noAnswer(within: Duration)
        /// The child ended (or was stopped) before answering; `stderr` is the end of what it wrote there.
        case ended(ProcessExit?, stderr: String)
    }

    private let lock = Lock()
    private var started: ProcessSpawner.StartedChild?
    private var requestEnd: Int32
    /// How the child ended, once `stop()` has reaped it.
    private var ending: ProcessExit?
    private var answerBuffer: [UInt8] = []
    private var stderrTail: [UInt8] = []
    private static let tailLimit = 8 << 10

    /// The child's pid while it runs (also its process group id).
    public var pid: Int32? { lock.withLock { started?.pid } }

    public init(executable: URL, arguments: [String] = [], environment: [String: String]) throws {
        let ends = try Self.socketPair()
        do {
            started = try ProcessSpawner.start(executable: executable.path, arguments: arguments,
                                              environment: environment, standardInput: ends.child)
        } catch {
            close(ends.child)
            close(ends.parent)
            throw error
        }
        close(ends.child)
        requestEnd = ends.parent
    }

    deinit { stop() }

    /// Sends `request` (one line, without its newline) and waits at most `limit` for the answer line.
    /// On `noAnswer` and `ended` the child is stopped; later calls throw `ended`.
    public func exchange(_ request: String, within limit: Duration) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        guard let child = started else { throw Failure.ended(ending, stderr: stderrText) }
        answerBuffer.removeAll(keepingCapacity: true)
        guard send(Array((request + "\n").utf8)) else {
            stopLocked()
            throw Failure.ended(ending, stderr: stderrText)
        }
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while true {
            if let newline = answerBuffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: answerBuffer[..<newline], as: UTF8.self)
                answerBuffer.removeSubrange(...newline)
                return line
            }
            let now = clock.now
            guard now < deadline else {
                stopLocked()
                throw Failure.noAnswer(within: limit)
            }
            if !readAvailable(of: child, waitingAtMost: deadline - now) {
                stopLocked()
                throw Failure.ended(ending, stderr: stderrText)
            }
        }
    }

    /// Ends the child and everything it started; idempotent.
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        stopLocked()
    }

    private func stopLocked() {
        guard let child = started else { return }
        started = nil
        close(requestEnd)
        ProcessReaper.signalGroup(of: child.pid, SIGKILL)
        RunningChildren.sweeping { DescendantSweeper.killEverything(of: child.child, otherChildren: $0) }
        ending = RunningChildren.reap(child.child, within: .seconds(2))
        RunRecords.remove(child.child)
        drainStderr(child.stderr)
        [child.stdout, child.stderr, child.events].forEach { close($0) }
    }

    private var stderrText: String { String(decoding: stderrTail, as: UTF8.self) }

    // MARK: - Descriptors

    /// Waits for output; false when the answer channel reached end-of-file (the child is gone).
    private func readAvailable(of child: ProcessSpawner.StartedChild, waitingAtMost wait: Duration) -> Bool {
        var descriptors = [child.events, child.stdout, child.stderr].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds = Int32(clamping: max(1, wait.wholeMilliseconds))
        let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        guard ready > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        for (index, descriptor) in descriptors.enumerated() where descriptor.revents != 0 {
            let count = read(descriptor.fd, &buffer, buffer.count)
            if count <= 0 {
                if index == 0, count == 0 || errno != EINTR { return false }
                continue
            }
            switch index {
            case 0: answerBuffer += buffer[..<count]
            case 2: keepTail(buffer[..<count])
            default: break // stdout: what an example printed; not part of the answer
            }
        }
        return true
    }

    private func keepTail(_ bytes: ArraySlice<UInt8>) {
        stderrTail += bytes
        if stderrTail.count > Self.tailLimit { stderrTail.removeFirst(stderrTail.count - Self.tailLimit) }
    }

    private func drainStderr(_ descriptor: Int32) {
        var flags = fcntl(descriptor, F_GETFL)
        flags |= O_NONBLOCK
        _ = fcntl(descriptor, F_SETFL, flags)
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return }
            keepTail(buffer[..<count])
        }
    }

    /// Writes all of `bytes` to the request socket without raising SIGPIPE; false if the child is gone.
    private func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { raw in
                #if canImport(Darwin)
                Darwin.send(requestEnd, raw.baseAddress, raw.count, 0) // SO_NOSIGPIPE is set on the socket
                #elseif canImport(Glibc)
                Glibc.send(requestEnd, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
                #else
                Musl.send(requestEnd, raw.baseAddress, raw.count, MSG_NOSIGNAL)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// A connected pair of stream sockets, close-on-exec, moved above the descriptors a child gets
    /// explicitly (0–4), as `ChildPipe` does for pipes.
    private static func socketPair() throws -> (parent: Int32, child: Int32) {
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
        let type = Int32(SOCK_STREAM.rawValue)
        #else
        let type = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { throw CellRunnerError.pipeFailed(errorNumber: errno) }
        var moved: [Int32] = []
        for end in ends {
            let copy = fcntl(end, F_DUPFD_CLOEXEC, 10)
            close(end)
            guard copy >= 0 else {
                moved.forEach { close($0) }
                throw CellRunnerError.pipeFailed(errorNumber: errno)
            }
            moved.append(copy)
        }
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(moved[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return (parent: moved[0], child: moved[1])
    }
}
