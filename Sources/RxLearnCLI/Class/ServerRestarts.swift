import Foundation

/// When `rxlearn class host` starts its server again after the server stopped on its own
/// (killed, out of disk). Starting again is the rule: the class's folder gives every
/// acknowledged event back. Two things end it:
/// - a server that stops more than `stopsPerMinute` times in a minute is broken, not unlucky,
///   and starting it again would only hide its messages;
/// - the class's port stays held for `portWait`. Learners' saved address names that port, so a
///   restart waits for it rather than moving: a port is usually held only for a while, by a
///   connection that ended a moment ago and lingers in TIME_WAIT (a minute on Linux).
struct ServerRestarts {
    static let stopsPerMinute = 5
    /// A little longer than TIME_WAIT lasts on Linux (60 s) and macOS (30 s).
    static let portWait: TimeInterval = 90
    /// How often a held port is tried again.
    static let portRetryInterval: TimeInterval = 1

    private var stops: [Date] = []
    private var portHeldSince: Date?

    /// The server stopped at `now`: false when it has stopped too often to start it again.
    mutating func mayRestart(afterStopAt now: Date) -> Bool {
        stops = stops.filter { now.timeIntervalSince($0) < 60 } + [now]
        return stops.count <= Self.stopsPerMinute
    }

    enum PortDecision: Equatable {
        /// Start the server now.
        case start
        /// Try the port again after `portRetryInterval`; `first` when it was free until now, so
        /// the teacher is told once, not every second.
        case wait(first: Bool)
        /// The port has been held for `portWait`.
        case giveUp
    }

    /// Before each start: what to do, the port being free or not at `now`.
    mutating func port(isFree: Bool, at now: Date) -> PortDecision {
        guard !isFree else {
            portHeldSince = nil
            return .start
        }
        guard let since = portHeldSince else {
            portHeldSince = now
            return .wait(first: true)
        }
        return now.timeIntervalSince(since) < Self.portWait ? .wait(first: false) : .giveUp
    }
}
