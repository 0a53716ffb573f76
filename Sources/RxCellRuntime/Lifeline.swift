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
/// read returns end-of-file. A thread waits for that and then kills the cell's process group
/// (the cell and what it started in its group) at once. A cell run from a shell has no such
/// variable and no watcher.
enum Lifeline {
    private static var started = false

    /// Starts the watcher; called first thing in `CellRuntime.begin()`.
    static func watch() {
        guard !started,
              let text = ProcessInfo.processInfo.environment["RXLEARN_LIFELINE_FD"],
              let descriptor = Int32(text), descriptor > 2 else { return }
        started = true
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(descriptor, &byte, 1)
                if count == 0 { break } // EOF: rxlearn is gone
                if count < 0 && errno != EINTR { return } // the cell closed it itself; the runner's sweep remains
            }
            kill(0, SIGKILL)
            _exit(137)
        }
        thread.name = "rxlearn lifeline"
        thread.start()
    }
}
