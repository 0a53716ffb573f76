import Foundation
import SystemSupport

/// Single keys from the keyboard for `watch`: raw mode on a terminal (no Enter needed, the
/// terminal's settings restored on exit), or one character per line when input is a pipe.
final class KeyReader: @unchecked Sendable {
    private let lock = Lock()
    private var pending: [Character] = []
    private var original = termios()
    private let isTerminal = isatty(STDIN_FILENO) == 1

    init() {
        if isTerminal {
            tcgetattr(STDIN_FILENO, &original)
            var raw = original
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            tcsetattr(STDIN_FILENO, TCSANOW, &raw)
            // Ctrl-C or a `kill` must not leave the learner's terminal without echo: the caller
            // restores it on the way out (`SignalForwarding.install(beforeExit:)`). A plain signal
            // handler here would replace the one libdispatch installed for the command's signal
            // watch, and the cells running would not be stopped first.
        }
        let thread = Thread { [weak self] in self?.readForever() }
        thread.start()
    }

    /// Puts the terminal back as it was.
    func restore() {
        if isTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
    }

    /// The next key pressed since the last call, if any.
    func nextKey() -> Character? {
        lock.lock()
        defer { lock.unlock() }
        return pending.isEmpty ? nil : pending.removeFirst()
    }

    private func readForever() {
        var byte: UInt8 = 0
        while read(STDIN_FILENO, &byte, 1) == 1 {
            let key = Character(UnicodeScalar(byte))
            if key == "\n" || key == "\r" { continue }
            lock.lock()
            pending.append(key)
            lock.unlock()
        }
    }
}
