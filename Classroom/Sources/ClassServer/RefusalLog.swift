import Foundation
import Synchronization

/// Every refusal (a wrong code, a wrong token, too large, too many) is said on standard error —
/// which `rxlearn class host` shows the teacher — and kept in the data folder's `server.log`.
/// Never a token or a body. A flood of the same refusal from one place is one line per 10 s
/// with how many were folded into it.
final class RefusalLog: Sendable {
    private let file: URL
    private let recent = Mutex([String: (last: UInt64, folded: Int)]())

    init(file: URL) { self.file = file }

    func note(_ sentence: String, route: String, from address: String) {
        let key = address + " " + route + " " + sentence
        let now = DispatchTime.now().uptimeNanoseconds
        let folded: Int? = recent.withLock { recent in
            if let entry = recent[key], nanoseconds(from: entry.last, to: now) < 10_000_000_000 {
                recent[key] = (entry.last, entry.folded + 1)
                return nil
            }
            let folded = recent[key]?.folded ?? 0
            if recent.count > 1_000 { recent = [:] }
            recent[key] = (now, 0)
            return folded
        }
        guard let folded else { return }
        let more = folded > 0 ? " (and \(folded) more like it)" : ""
        let line = "\(Self.timestamp()) refused \(route) from \(address): \(sentence)\(more)\n"
        FileHandle.standardError.write(Data(line.utf8))
        if let handle = try? FileHandle(forWritingTo: file) {
            handle.seekToEndOfFile()
            handle.write(Data(line.utf8))
            try? handle.close()
        } else {
            _ = FileManager.default.createFile(atPath: file.path, contents: Data(line.utf8), attributes: [.posixPermissions: 0o600])
        }
    }

    func say(_ line: String) {
        FileHandle.standardError.write(Data("\(Self.timestamp()) \(line)\n".utf8))
    }

    private static func timestamp() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date())
    }
}
