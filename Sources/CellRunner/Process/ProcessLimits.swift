import CellProtocol

/// What a child process may use before the runner stops it.
public struct ProcessLimits: Sendable, Equatable {
    /// Wall-clock time from spawn; past it the process group is terminated (`.timedOut`).
    public var timeLimit: Duration
    /// Bytes of stdout and stderr together; past it the process group is terminated
    /// (`.outputLimitExceeded`) and the captured output stops at the limit.
    public var outputLimitBytes: Int
    /// Bytes on the event channel (fd 3); past it the process group is terminated too. The
    /// default is 1 MiB for the cell's own records (prints, `.record` lanes) plus the room the
    /// cell runtime keeps for watched streams (`CellProtocol.watchedRecordBytes`).
    public var eventLimitBytes: Int
    /// Between SIGTERM and SIGKILL: long enough for a well-behaved process to flush, short enough
    /// that a learner does not wait for a runaway one.
    public var terminationGrace: Duration
    /// After the child is gone, how long to keep reading pipes that something else (a grandchild
    /// that left the process group) still holds open.
    public var drainLimit: Duration

    public init(
        timeLimit: Duration = .seconds(5),
        outputLimitBytes: Int = 1 << 20,
        eventLimitBytes: Int = (1 << 20) + CellProtocol.watchedRecordBytes,
        terminationGrace: Duration = .milliseconds(200),
        drainLimit: Duration = .milliseconds(300)
    ) {
        self.timeLimit = timeLimit
        self.outputLimitBytes = outputLimitBytes
        self.eventLimitBytes = eventLimitBytes
        self.terminationGrace = terminationGrace
        self.drainLimit = drainLimit
    }
}
