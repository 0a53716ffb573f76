import CellRunner
import Foundation
import NotebookCore
import SystemSupport

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP end the notebook, always, with the terminal given back.
///
/// Each signal first becomes a `.quit` action, so the notebook leaves through its normal
/// exit: progress flushed, terminal restored. Dispatch sources watch the signals without an
/// async-signal handler of our own. But the loop reads its mailbox only between repaints: if it
/// has not gone round once within `gracePeriod` (a repaint is stuck on some huge lesson), a
/// watchdog gives the terminal back itself (`TerminalRescue`) and ends the process with
/// `128 + signal`, the status a shell expects from a process killed by that signal. Once the loop
/// has gone round it has the `.quit` and is leaving, so its progress flush is never cut
/// short; and progress files are replaced atomically, so nothing is ever torn.
final class InterruptSignals: @unchecked Sendable {
    /// How long the loop has to react to a signal before the watchdog ends the process.
    static let gracePeriod: DispatchTimeInterval = .milliseconds(500)

    private var sources: [DispatchSourceSignal] = []
    private let lock = NSLock()
    private var keyboardPaused = false
    private var stopped = false

    init(mailbox: Mailbox) {
        SignalDisposition.switchOffDefaultAction(of: [SIGINT, SIGTERM, SIGHUP])
        for number in [SIGINT, SIGTERM, SIGHUP] {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [unowned self] in
                // While the learner's editor has the terminal, the notebook waits for it: Ctrl-C
                // there (same process group) was meant for the editor, and any other signal is
                // handled when the editor gives the terminal back.
                if isKeyboardPaused {
                    if number != SIGINT { mailbox.post(.quit) }
                    return
                }
                mailbox.post(.quit)
                // Counted after posting: any read after this is followed by a mailbox read
                // that finds the `.quit`.
                armWatchdog(for: number, turnsBefore: TerminalRescue.inputReads)
            }
            source.resume()
            sources.append(source)
        }
    }

    private func armWatchdog(for number: Int32, turnsBefore: Int) {
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.gracePeriod) { [self] in
            lock.lock()
            let mustForce = !stopped && !keyboardPaused && TerminalRescue.isHoldingTerminal
                && TerminalRescue.inputReads == turnsBefore
            lock.unlock()
            // The loop went round (so it took the `.quit`), gave the terminal back, or
            // finished: it is leaving by itself.
            guard mustForce else { return }
            TerminalRescue.restore()
            _exit(128 + number)
        }
    }

    /// Ignores Ctrl-C while `body` runs (another program has the terminal).
    func pausingKeyboard(_ body: () -> Void) {
        setKeyboardPaused(true)
        body()
        setKeyboardPaused(false)
    }

    private var isKeyboardPaused: Bool {
        lock.lock()
        defer { lock.unlock() }
        return keyboardPaused
    }

    private func setKeyboardPaused(_ paused: Bool) {
        lock.lock()
        keyboardPaused = paused
        lock.unlock()
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        sources.forEach { $0.cancel() }
        for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, SIG_DFL) }
    }
}
