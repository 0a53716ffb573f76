import Foundation
import Localization
import SystemSupport

/// The learner's progress file, shared safely by several rxlearn processes.
///
/// Every update reads, changes and writes while holding an exclusive lock on
/// `progress.json.lock`, so two notebooks open at once never lose each other's changes. Writes are
/// atomic (a rename), so the file is always whole and reading it needs no lock: a held lock never
/// keeps the learner from seeing their progress. The lock is waited for at most `lockWait`; a
/// holder that keeps it longer (a command stopped with Ctrl-Z mid-save) is named in a
/// `ProgressStoreError.locked`, and nothing is changed. A file that cannot be read as progress is
/// never overwritten silently: it is moved aside to `progress.json.corrupt-<timestamp>` and
/// reported.
public struct ProgressStore: Sendable {
    public let fileURL: URL
    /// How long an update waits for another process's lock before giving up with `.locked`.
    public var lockWait: Duration
    private let now: @Sendable () -> Date

    /// A few seconds: a save takes milliseconds, so a lock held this long is not let go soon.
    public static let defaultLockWait = Duration.seconds(4)

    /// What was read, and anything worth telling the learner about it (a corrupt file moved aside):
    /// as diagnostics for the command line, and as phrases for the notebook, which draws them in
    /// the language on screen.
    public struct Snapshot: Sendable, Equatable {
        public var progress: LearnerProgress
        public var diagnostics: [Diagnostic]
        public var notices: [Phrase] = []
    }

    public init(fileURL: URL, lockWait: Duration = ProgressStore.defaultLockWait, now: @escaping @Sendable () -> Date = { Date() }) {
        self.fileURL = fileURL
        self.lockWait = lockWait
        self.now = now
    }

    /// The store at the XDG location (see `ProgressLocation`).
    public init() {
        self.init(fileURL: ProgressLocation.resolve())
    }

    public var lockURL: URL { fileURL.appendingPathExtension("lock") }

    /// The stored progress. Only a file that must be moved aside takes the lock.
    public func load() throws -> Snapshot {
        guard let data = try readFileIfPresent() else { return Snapshot(progress: LearnerProgress(), diagnostics: []) }
        if let progress = try? Self.decoder.decode(LearnerProgress.self, from: data) {
            try Self.checkVersion(of: progress, path: fileURL.path)
            return Snapshot(progress: progress, diagnostics: [])
        }
        return try locked { try read() }
    }

    /// Applies `changes` to the stored progress and saves the result, all under the lock. The
    /// first save gives the state its learner id.
    @discardableResult
    public func update(_ changes: [ProgressChange]) throws -> Snapshot {
        try locked {
            var snapshot = try read()
            for change in changes + [.learnerIdentified(LearnerProgress.newLearnerID())] {
                change.apply(to: &snapshot.progress)
            }
            do {
                try AtomicFile.write(try Self.encoder.encode(snapshot.progress), to: fileURL)
            } catch let error as WorkspaceFileError {
                throw ProgressStoreError.file(error)
            }
            return snapshot
        }
    }

    private func locked<T>(_ body: () throws -> T) throws -> T {
        let folder = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ProgressStoreError.file(WorkspaceFileError.from(error, action: .write, path: folder.path))
        }
        return try FileLock.withExclusiveLock(on: lockURL, waitingAtMost: lockWait, body)
    }

    /// Call with the lock held.
    private func read() throws -> Snapshot {
        guard let data = try readFileIfPresent() else {
            return Snapshot(progress: LearnerProgress(), diagnostics: [])
        }
        let progress: LearnerProgress
        do {
            progress = try Self.decoder.decode(LearnerProgress.self, from: data)
        } catch {
            let (diagnostic, notice) = try quarantine(reason: Self.explain(error))
            return Snapshot(progress: LearnerProgress(), diagnostics: [diagnostic], notices: [notice])
        }
        try Self.checkVersion(of: progress, path: fileURL.path)
        return Snapshot(progress: progress, diagnostics: [])
    }

    /// A file written by a newer rxlearn is left untouched rather than downgraded.
    private static func checkVersion(of progress: LearnerProgress, path: String) throws {
        guard progress.version <= LearnerProgress.currentVersion else {
            throw ProgressStoreError.newerVersion(found: progress.version, path: path)
        }
    }

    /// The file's bytes, or nil when there is no file yet. Only a regular file is read: a folder,
    /// a FIFO or a device at the progress path is an error that names it, never a hang.
    private func readFileIfPresent() throws -> Data? {
        var info = stat()
        guard stat(fileURL.path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw ProgressStoreError.fromErrno("read", fileURL.path)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            let kind = (info.st_mode & S_IFMT) == S_IFDIR ? "it is a folder, not a file" : "it is not a regular file"
            throw ProgressStoreError.system(action: "read", path: fileURL.path, reason: kind)
        }
        guard let handle = FileHandle(forReadingAtPath: fileURL.path) else {
            throw ProgressStoreError.fromErrno("read", fileURL.path)
        }
        defer { try? handle.close() }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw ProgressStoreError.file(WorkspaceFileError.from(error, action: .read, path: fileURL.path))
        }
    }

    @discardableResult
    public func update(_ changes: ProgressChange...) throws -> Snapshot {
        try update(changes)
    }

    /// Moves the unreadable file aside, so that nothing the learner earned is destroyed, and
    /// says where it went.
    private func quarantine(reason: String) throws -> (Diagnostic, Phrase) {
        let stamp = Self.timestamp(now())
        var destination = URL(fileURLWithPath: fileURL.path + ".corrupt-\(stamp)")
        var suffix = 1
        while FileManager.default.fileExists(atPath: destination.path) {
            suffix += 1
            destination = URL(fileURLWithPath: fileURL.path + ".corrupt-\(stamp)-\(suffix)")
        }
        guard rename(fileURL.path, destination.path) == 0 else {
            throw ProgressStoreError.fromErrno("move aside the corrupt file", fileURL.path)
        }
        let diagnostic = Diagnostic(
            file: fileURL.path, line: 0, column: 0, severity: .error,
            message: UIText.LearnerFiles.movedAside(reason: reason, to: destination.path).text,
            fix: UIText.LearnerFiles.startsEmpty.text)
        return (diagnostic, UIText.LearnerFiles.movedAsideStartingEmpty(reason: reason, to: destination.path))
    }

    private static func explain(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): "not valid JSON: \(context.debugDescription)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected content at \(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        default: "\(error)"
        }
    }

    /// `20250314T091502Z`: sortable and safe in file names.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        return "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))T\(two(parts.hour))\(two(parts.minute))\(two(parts.second))Z"
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
