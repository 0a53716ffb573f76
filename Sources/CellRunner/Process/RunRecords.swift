import Foundation
import SystemSupport

/// A note in the state folder for every child while it runs, so that what a SIGKILLed rxlearn
/// left behind is swept the next time rxlearn starts.
///
///     <state folder>/running/<rxlearn pid>-<child pid>.json
///
/// A record names the rxlearn that wrote it and the child, each by pid *and* start time: a pid
/// whose start time differs is a different process that reused the number, and is never
/// touched. Records of an rxlearn that is still running (parallel `check`s) are left alone.
/// Needs start times, so Linux only; elsewhere nothing is recorded.
public enum RunRecords {
    struct Record: Codable, Equatable {
        var owner: pid_t
        var ownerStartTime: UInt64
        var pid: pid_t
        var startTime: UInt64
        var mark: String
    }

    private static let lock = Lock()
    nonisolated(unsafe) private static var folder: URL?

    /// Where records go from now on (`<state folder>/running`); until this is called, none are
    /// written.
    public static func keep(in folder: URL) {
        lock.lock()
        defer { lock.unlock() }
        self.folder = folder
    }

    static func add(_ child: RunningChild) {
        guard let file = file(for: child), let childStart = child.startTime,
              let ownStart = ProcessTable.entry(getpid())?.startTime,
              let data = try? JSONEncoder().encode(Record(owner: getpid(), ownerStartTime: ownStart, pid: child.pid,
                                                          startTime: childStart, mark: child.mark)) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }

    static func remove(_ child: RunningChild) {
        guard let file = file(for: child) else { return }
        try? FileManager.default.removeItem(at: file)
    }

    private static func file(for child: RunningChild) -> URL? {
        lock.lock()
        defer { lock.unlock() }
        guard ProcessTable.isAvailable, let folder else { return nil }
        return folder.appendingPathComponent("\(getpid())-\(child.pid).json")
    }

    /// Kills what records in `folder` name and whose rxlearn is gone: the child itself if its pid
    /// still has the recorded start time, and every process carrying its run mark (daemons that
    /// left its session). Removes those records. Returns the pids it killed.
    @discardableResult
    public static func sweepLeftovers(in folder: URL) -> [pid_t] {
        guard ProcessTable.isAvailable,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var killed: [pid_t] = []
        for name in names where name.hasSuffix(".json") {
            let file = folder.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: file), let record = try? JSONDecoder().decode(Record.self, from: data) else {
                try? FileManager.default.removeItem(at: file) // unreadable: nothing it names can be trusted
                continue
            }
            if isRunning(record.owner, startedAt: record.ownerStartTime) { continue }
            killed += sweep(record)
            try? FileManager.default.removeItem(at: file)
        }
        return killed
    }

    private static func sweep(_ record: Record) -> [pid_t] {
        var targets: [pid_t] = []
        if isRunning(record.pid, startedAt: record.startTime) {
            targets.append(record.pid)
        }
        let table = ProcessTable.all().filter { $0.pid != record.pid }
        targets += ProcessTable.carrying(RunningChild.assignment(of: record.mark), startedSince: record.startTime, in: table).map(\.pid)
        targets.forEach { _ = kill($0, SIGKILL) }
        return targets
    }

    private static func isRunning(_ pid: pid_t, startedAt startTime: UInt64) -> Bool {
        guard let entry = ProcessTable.entry(pid) else { return false }
        return entry.startTime == startTime && !entry.isZombie
    }
}
