import Foundation
import Marbles
import SystemSupport

/// The process that holds a lock file, as far as the system says: its id, its command line and
/// whether it is stopped (Ctrl-Z), so that a learner who waits on it can be told which window to
/// look at and what to do.
///
/// On Linux the kernel's table of locks (`/proc/locks`) names the holder of any lock, rxlearn's or
/// a `flock` command's. Elsewhere rxlearn finds its own holders by what each one writes into the
/// lock file while it holds it (`sign`): its process id, whose command the system then gives.
public struct LockHolder: Sendable, Equatable {
    public var processID: Int32
    /// `rxlearn hint fx-double`, `flock`; nil when the system does not say.
    public var command: String?
    /// Stopped by a signal (Ctrl-Z, SIGSTOP): it will not let go until it is resumed or ended.
    public var isStopped: Bool

    public init(processID: Int32, command: String?, isStopped: Bool) {
        self.processID = processID
        self.command = command
        self.isStopped = isStopped
    }

    /// The holder of the lock on the file open at `descriptor`, or nil when it cannot be found.
    static func find(lockedFile descriptor: Int32) -> LockHolder? {
        guard let processID = kernelLockTable(descriptor) ?? signature(descriptor), processID > 0,
              kill(processID, 0) == 0 || errno == EPERM else { return nil }
        let process = ProcessDescription.of(processID)
        return LockHolder(processID: processID, command: process.command, isStopped: process.isStopped)
    }

    /// Writes this process's id into the held lock file (see `find`); `unsign`
    /// empties it again before the lock is released, so a signature is only there while held.
    static func sign(_ descriptor: Int32) {
        let text = "\(getpid())\n"
        guard ftruncate(descriptor, 0) == 0 else { return }
        _ = text.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    }

    static func unsign(_ descriptor: Int32) {
        _ = ftruncate(descriptor, 0)
    }

    private static func signature(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Linux: the process that holds a FLOCK lock on the same file (device and inode) in
    /// `/proc/locks`, whose lines read `1: FLOCK  ADVISORY  WRITE 4242 08:01:1234 0 EOF`
    /// (`->` marks a process waiting for the lock, not holding it).
    private static func kernelLockTable(_ descriptor: Int32) -> Int32? {
        #if os(Linux)
        var info = stat()
        guard fstat(descriptor, &info) == 0,
              let table = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else { return nil }
        let device = UInt64(info.st_dev)
        // glibc's major() and minor() of a dev_t.
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & 0xffff_f000)
        let minor = (device & 0xff) | ((device >> 12) & 0xffff_ff00)
        let file = "\(String(major, radix: 16)):\(String(minor, radix: 16)):\(info.st_ino)"
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 6, fields[1] == "FLOCK" else { continue }
            guard Self.sameFile(String(fields[5]), file), let processID = Int32(fields[4]) else { continue }
            return processID
        }
        #endif
        return nil
    }

    /// `08:01:1234` and `8:1:1234` name the same file: the kernel pads the device numbers.
    private static func sameFile(_ listed: String, _ file: String) -> Bool {
        func parts(_ text: String) -> [UInt64] {
            let pieces = text.split(separator: ":")
            guard pieces.count == 3 else { return [] }
            return [UInt64(pieces[0], radix: 16), UInt64(pieces[1], radix: 16), UInt64(pieces[2])].compactMap { $0 }
        }
        let (left, right) = (parts(listed), parts(file))
        return left.count == 3 && left == right
    }
}

/// What the system says about a process: its command line and whether it is stopped.
private struct ProcessDescription {
    var command: String?
    var isStopped = false

    /// At most this many characters of a command line are shown.
    static let commandLimit = 60

    static func of(_ processID: Int32) -> ProcessDescription {
        #if os(Linux)
        var description = ProcessDescription()
        if let data = FileManager.default.contents(atPath: "/proc/\(processID)/cmdline"), !data.isEmpty {
            let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            description.command = shown(arguments)
        }
        // `4242 (name) T 1 …`: the state is the first field after the name's closing parenthesis.
        if let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
           let close = stat.lastIndex(of: ")") {
            let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
            description.isStopped = state == "T" || state == "t"
        }
        return description
        #elseif canImport(Darwin)
        var info = kinfo_proc()
        var size = MemoryLayout<kinfo_proc>.stride
        var query: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, processID]
        guard sysctl(&query, 4, &info, &size, nil, 0) == 0, size > 0 else { return ProcessDescription() }
        let name = withUnsafeBytes(of: info.kp_proc.p_comm) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return ProcessDescription(command: shown([name]), isStopped: info.kp_proc.p_stat == SSTOP)
        #else
        return ProcessDescription()
        #endif
    }

    /// `rxlearn hint fx-double`: the program's name without its folder, then its arguments, cut
    /// to `commandLimit` and with control characters shown, not obeyed.
    private static func shown(_ arguments: [String]) -> String? {
        guard let program = arguments.first else { return nil }
        let words = [URL(fileURLWithPath: program).lastPathComponent] + arguments.dropFirst()
        let line = VisibleText.of(words.joined(separator: " "))
        return line.count > commandLimit ? String(line.prefix(commandLimit - 1)) + "…" : line
    }
}
