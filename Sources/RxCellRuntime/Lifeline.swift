import CellProtocol
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Ends the cell when rxlearn is gone, however rxlearn ended (even SIGKILL, which it cannot
/// forward).
///
/// rxlearn hands every cell the read end of a pipe whose only write end rxlearn itself holds
/// (CellRunner's `Lifeline`), and names the descriptor in `RXLEARN_LIFELINE_FD`. Nothing is ever
/// written to it: a read blocks until rxlearn exits, when the kernel closes the write end and the
/// read returns end-of-file. A thread waits for that and then kills, at once, what the cell
/// started outside its process group (on Linux: the rest of its session — Foundation's `Process`
/// puts children in groups of their own — and anything carrying its run mark), then its group.
/// A cell run from a shell has no such variable and no watcher.
///
/// (rxlearn's own `DescendantSweeper` does the full sweep when rxlearn is alive; this is the
/// reduced form for when it is not, and a next rxlearn sweeps what is left from its records.)
enum Lifeline {
    private static var started = false

    /// Starts the watcher; called first thing in `CellRuntime.begin()`.
    static func watch() {
        guard !started,
              let text = ProcessInfo.processInfo.environment[CellProtocol.Variable.lifelineDescriptor],
              let descriptor = Int32(text), descriptor > 2 else { return }
        started = true
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(descriptor, &byte, 1)
                if count == 0 { break } // EOF: rxlearn is gone
                if count < 0 && errno != EINTR { return } // the cell closed it itself; the runner's sweep remains
            }
            killOwnSessionAndMarked()
            kill(0, SIGKILL)
            _exit(137)
        }
        thread.name = "rxlearn lifeline"
        thread.start()
    }

    /// Linux: every process whose session is ours (the cell leads its session) or whose
    /// environment holds our `RXLEARN_RUN_MARK`. Field 6 of /proc/<pid>/stat is the session; the
    /// command name before it is in parentheses and may contain spaces, so count from the last ')'.
    private static func killOwnSessionAndMarked() {
        #if os(Linux)
        let ownPID = getpid()
        let variable = CellProtocol.Variable.runMark
        let mark = ProcessInfo.processInfo.environment[variable].map { Array("\(variable)=\($0)".utf8) }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return }
        for name in names {
            guard let pid = pid_t(name), pid != ownPID else { continue }
            var belongs = false
            if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
               let nameEnd = stat.lastIndex(of: ")") {
                let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
                belongs = fields.count > 3 && pid_t(fields[3]) == ownPID
            }
            if !belongs, let mark, let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") {
                belongs = environment.split(separator: 0).contains { $0.elementsEqual(mark) }
            }
            if belongs { kill(pid, SIGKILL) }
        }
        #endif
    }
}
