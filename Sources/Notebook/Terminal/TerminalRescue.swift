import CNcursesw
import Foundation
import NotebookCore
import SystemSupport

/// Gives the terminal back without going through ncurses, from any thread: for when the
/// notebook must end at once because its loop cannot react (a signal arrived during a repaint
/// that is taking long). ncurses is not thread-safe, so `endwin` is not called from here.
///
/// Everything needed is captured while the terminal opens: the terminal's modes from before
/// curses changed them (echo, line editing), and the terminal's own sequences (from terminfo)
/// for leaving the alternate screen, showing the cursor, resetting colours and keypad mode.
enum TerminalRescue {
    private final class Saved: @unchecked Sendable {
        let lock = Lock()
        var modes: termios?
        var leaveSequence: [UInt8] = []
        var inputReads = 0
    }

    private static let saved = Saved()

    /// Before `newterm`: the modes to go back to.
    static func rememberModes() {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
        saved.lock.lock()
        saved.modes = modes
        saved.lock.unlock()
    }

    /// After `newterm`, when terminfo is loaded: the sequences that undo curses mode.
    static func rememberLeaveSequence() {
        var bytes: [UInt8] = []
        for capability in ["rmcup", "cnorm", "sgr0", "rmkx"] {
            guard let value = tigetstr(capability),
                  Int(bitPattern: UnsafeRawPointer(value)) != -1 else { continue }  // -1: not a string capability
            bytes += Array(String(cString: value).utf8)
        }
        saved.lock.lock()
        saved.leaveSequence = bytes
        saved.lock.unlock()
    }

    /// The terminal was given back the ordinary way: nothing left to rescue.
    static func forget() {
        saved.lock.lock()
        saved.modes = nil
        saved.leaveSequence = []
        saved.lock.unlock()
    }

    /// The main loop reads input once per turn, then its mailbox: counting the reads tells
    /// another thread whether the loop is still going round or stuck inside a repaint.
    static func noteInputRead() {
        saved.lock.lock()
        saved.inputReads &+= 1
        saved.lock.unlock()
    }

    /// How many times the loop has read input so far.
    static var inputReads: Int {
        saved.lock.lock()
        defer { saved.lock.unlock() }
        return saved.inputReads
    }

    /// True between opening the terminal and giving it back.
    static var isHoldingTerminal: Bool {
        saved.lock.lock()
        defer { saved.lock.unlock() }
        return saved.modes != nil
    }

    /// Writes the leave sequence and restores the modes. Safe to call from any thread.
    static func restore() {
        saved.lock.lock()
        let modes = saved.modes
        let sequence = saved.leaveSequence
        saved.lock.unlock()
        guard var modes else { return }
        sequence.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    }
}
