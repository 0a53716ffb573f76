import CNcursesw
import NotebookCore
import SystemSupport

/// If the notebook itself crashes, the learner must not be left with a terminal that echoes
/// nothing and shows the alternate screen: on a fatal signal, end curses mode, then die of the
/// same signal as before.
///
/// Cells cannot cause this: they run in child processes, and their crashes come back as results.
enum FatalSignals {
    private static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]

    static func terminalIsOpen() {
        for signal in signals {
            Glue.install(signal) { number in
                endwin()
                Glue.restoreDefault(number)
                raise(number)
            }
        }
    }

    static func terminalIsClosed() {
        for signal in signals { Glue.restoreDefault(signal) }
    }

    private enum Glue {
        static func install(_ number: Int32, _ handler: @convention(c) (Int32) -> Void) {
            _ = signal(number, handler)
        }

        static func restoreDefault(_ number: Int32) {
            _ = signal(number, SIG_DFL)
        }
    }
}
