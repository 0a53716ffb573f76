import Foundation
import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The class's append-only log: one JSON record a line, flushed to disk (`fsync`) before any
/// request that added to it is answered.
///
/// Why a log and not SQLite (GRDB): everything the class keeps is a fact that happened — a
/// learner joined, an event came, a poll opened — and is never changed afterwards, so the state is
/// a fold over the log and needs no queries a database would give. The log costs no dependency
/// and no build time, and its crash story is short: a record is acknowledged only after
/// `fsync`, so after `kill -9` or a power cut every acknowledged record is whole on disk and
/// only a record nobody was told about can be cut short — `replay` drops that torn tail.
///
/// Writes are grouped: requests that arrive while a flush is under way are written and flushed
/// together by the next one (group commit), so 300 learners cost tens of flushes a second, not 300.
final class EventLog: Sendable {
    /// The records read back when the log was opened, oldest first.
    let replayed: [Data]
    private let descriptor: Int32
    private let path: String
    private let state = Mutex(WriterState())
    private let queue = DispatchQueue(label: "rxlearn.class.log")

    private struct WriterState {
        var buffer = Data()
        var appended: UInt64 = 0
        var durable: UInt64 = 0
        var writing = false
        var failure: String?
        var waiters: [(ticket: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
    }

    /// Opens (or creates, 0600) the log at `url` and reads its records. A last line with no
    /// newline, or one that is not JSON, is a write cut short: it is cut off the file.
    init(url: URL) throws {
        path = url.path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw ClassServerError.file("open", path, errno) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 { if errno == EINTR { continue }; throw ClassServerError.file("read", path, errno) }
            if count == 0 { break }
            data.append(contentsOf: chunk[0 ..< count])
        }
        var records: [Data] = []
        var goodLength = 0
        var start = data.startIndex
        while let newline = data[start...].firstIndex(of: 0x0A) {
            let line = data[start ..< newline]
            guard (try? JSONSerialization.jsonObject(with: line)) != nil else { break }
            records.append(Data(line))
            goodLength = newline + 1 - data.startIndex
            start = newline + 1
        }
        if goodLength < data.count {
            // A torn tail (or garbage after it): never acknowledged, so dropping it loses nothing.
            guard ftruncate(descriptor, off_t(goodLength)) == 0 else { throw ClassServerError.file("truncate", path, errno) }
            _ = fsync(descriptor)
        }
        guard lseek(descriptor, 0, SEEK_END) >= 0 else { throw ClassServerError.file("seek", path, errno) }
        replayed = records
        droppedTail = data.count - goodLength
    }

    /// How many bytes of a torn tail `init` cut off.
    let droppedTail: Int

    deinit { close(descriptor) }

    /// Appends the records (each one line of JSON without its newline) and returns once they are
    /// on disk. Records appended by one call are contiguous, and calls are written in the order
    /// they were made.
    func append(_ records: [Data]) async throws {
        guard !records.isEmpty else { return try await flushed() }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let startWriter = state.withLock { state -> Bool in
                for record in records {
                    state.buffer.append(record)
                    state.buffer.append(0x0A)
                }
                state.appended += 1
                state.waiters.append((state.appended, continuation))
                defer { state.writing = true }
                return !state.writing
            }
            if startWriter { queue.async { self.writeLoop() } }
        }
    }

    /// Returns once everything appended so far is on disk.
    func flushed() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let done = state.withLock { state -> Bool in
                if state.durable >= state.appended { return true }
                state.waiters.append((state.appended, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }

    private func writeLoop() {
        while true {
            let (data, ticket) = state.withLock { state -> (Data, UInt64) in
                defer { state.buffer = Data() }
                return (state.buffer, state.appended)
            }
            if data.isEmpty {
                let stop = state.withLock { state -> Bool in
                    guard state.buffer.isEmpty else { return false }
                    state.writing = false
                    return true
                }
                if stop { return }
                continue
            }
            let problem = write(data)
            let ready = state.withLock { state -> [(CheckedContinuation<Void, any Error>, Bool)] in
                if problem == nil { state.durable = ticket }
                let (done, waiting) = (state.waiters.filter { $0.ticket <= ticket }, state.waiters.filter { $0.ticket > ticket })
                state.waiters = waiting
                return done.map { ($0.continuation, problem == nil) }
            }
            for (continuation, ok) in ready {
                if ok { continuation.resume() } else { continuation.resume(throwing: ClassServerError.notSaved(problem ?? "")) }
            }
        }
    }

    /// Writes and flushes `data`; on failure puts the file back to its length before, so a
    /// half-written record never stays in the log, and says why.
    private func write(_ data: Data) -> String? {
        let start = lseek(descriptor, 0, SEEK_END)
        let failed: Int32? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return fsync(descriptor) == 0 ? nil : errno
        }
        guard let failed else { return nil }
        _ = ftruncate(descriptor, start)
        return String(cString: strerror(failed))
    }

    private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
        #elseif canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Musl.write(descriptor, bytes, count)
        #endif
    }
}

enum ClassServerError: Error, CustomStringConvertible {
    case file(String, String, Int32)
    case notSaved(String)
    case usage(String)
    case corruptLog(String)
    /// The address cannot be listened on (its port is taken).
    case cannotListen(String)

    var description: String {
        switch self {
        case .file(let action, let path, let code): "cannot \(action) \(path): \(String(cString: strerror(code)))"
        case .notSaved(let reason): "the class log could not be saved (\(reason))"
        case .usage(let sentence): sentence
        case .corruptLog(let sentence): sentence
        case .cannotListen(let sentence): sentence
        }
    }
}
