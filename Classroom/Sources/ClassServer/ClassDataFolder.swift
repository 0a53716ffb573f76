import ClassProtocol
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The class's folder on the teacher's machine (0700): its log, its code, the teacher's token
/// (0600), the course outline, and `server.json` while a server runs. A restarted server finds
/// the same class here: the same code and token, every event.
struct ClassDataFolder {
    let url: URL

    var log: URL { url.appendingPathComponent("events.log") }
    var settings: URL { url.appendingPathComponent("class.json") }
    var teacherToken: URL { url.appendingPathComponent("teacher-token") }
    var outline: URL { url.appendingPathComponent("outline.json") }
    var record: URL { url.appendingPathComponent(ClassServerRecord.fileName) }
    var serverLog: URL { url.appendingPathComponent("server.log") }

    struct Settings: Codable {
        let code: String
        let createdAt: Int64
    }

    /// Makes the folder, or puts an earlier class aside (in `earlier/<time>/`) when `startAfresh`.
    func prepare(startAfresh: Bool) throws {
        let files = FileManager.default
        try files.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        _ = chmod(url.path, 0o700)
        guard startAfresh, files.fileExists(atPath: settings.path) else { return }
        let aside = url.appendingPathComponent("earlier/\(ClassTime.now())", isDirectory: true)
        try files.createDirectory(at: aside, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        for file in [log, settings, teacherToken, serverLog] where files.fileExists(atPath: file.path) {
            try files.moveItem(at: file, to: aside.appendingPathComponent(file.lastPathComponent))
        }
    }

    /// The class's code, made the first time.
    func settingsOrNew() throws -> Settings {
        if let data = FileManager.default.contents(atPath: settings.path), let saved = try? JSONDecoder().decode(Settings.self, from: data) {
            return saved
        }
        let fresh = Settings(code: Secrets.code(), createdAt: ClassTime.now())
        try writePrivately(try JSONEncoder().encode(fresh), to: settings)
        return fresh
    }

    /// The teacher's token, made the first time, kept 0600.
    func teacherTokenOrNew() throws -> String {
        if let data = FileManager.default.contents(atPath: teacherToken.path),
           let saved = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines), saved.count >= 32 {
            _ = chmod(teacherToken.path, 0o600)
            return saved
        }
        let token = Secrets.token()
        try writePrivately(Data((token + "\n").utf8), to: teacherToken)
        return token
    }

    /// The outline given now (kept for restarts), else the one kept, else none.
    func outline(from given: URL?) throws -> ClassOutline {
        if let given {
            guard let data = FileManager.default.contents(atPath: given.path), let outline = try? JSONDecoder().decode(ClassOutline.self, from: data) else {
                throw ClassServerError.usage("cannot read the course outline \(given.path).")
            }
            try writePrivately(data, to: self.outline)
            return outline
        }
        if let data = FileManager.default.contents(atPath: outline.path), let saved = try? JSONDecoder().decode(ClassOutline.self, from: data) {
            return saved
        }
        return ClassOutline(stages: [])
    }

    func writeRecord(_ record: ClassServerRecord) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try writePrivately(try encoder.encode(record), to: self.record)
    }

    func removeRecord() {
        unlink(record.path)
    }

    /// Writes through a temporary file renamed into place, 0600, flushed.
    func writePrivately(_ data: Data, to file: URL) throws {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(getpid())")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw ClassServerError.file("create", temporary.path, errno) }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor)
        close(descriptor)
        guard written == data.count, synced == 0 else { throw ClassServerError.file("write", temporary.path, errno) }
        guard rename(temporary.path, file.path) == 0 else { throw ClassServerError.file("rename", file.path, errno) }
        // The new name itself must survive a crash: flush the folder too.
        let folder = open(url.path, O_RDONLY | O_CLOEXEC)
        if folder >= 0 { _ = fsync(folder); close(folder) }
    }
}
