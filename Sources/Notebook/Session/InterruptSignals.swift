import Foundation
import NotebookCore
import SystemSupport

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP end the notebook, always, with the terminal given back.
///
/// Each signal first becomes a `.quit` action, so the notebook leaves through its normal
/// exit: progress flushed, terminal restored. SystemSupport's `SignalWatch` watches them without an
/// async-signal handler of our own. But the loop reads its mailbox only between repaints: if it
/// has not gone round once within `gracePeriod` (a repaint is stuck on some huge lesson), a
/// watchdog gives the terminal back itself (`TerminalRescue`) and ends the process with
/// `128 + signal`, the status a shell expects from a process killed by that signal. Once the loop
/// has gone round it has the `.quit` and is leaving, so its progress flush is never cut
/// short; and progress files are replaced atomically, so nothing is ever torn.
final class InterruptSignals: @unchecked Sendable {
    /// How long the loop has to react to a signal before the watchdog ends the process.
    static let gracePeriod: DispatchTimeInterval = .milliseconds(500)
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    private var watch: SignalWatch?
    private struct Routing {
        /// The learner's editor while it is open: the signals are about it first.
        var editor: EditorJob?
        var stopped = false
    }
    private let routing = Locked(Routing())

    init(mailbox: Mailbox) {
        watch = SignalWatch(Self.signals, queue: .global()) { [unowned self] number in
            // While the learner's editor is open the notebook waits for it, perhaps for ever
            // (an editor that never ends): every signal ends the editor first — Ctrl-C, which
            // reaches the notebook only once it is back on screen, to stop waiting; the others
            // to quit once the editor is gone. The editor has its own process group, so a
            // Ctrl-C typed into it is its own.
            if let editor = routing.current.editor {
                editor.requestEnd()
                if number != SIGINT { mailbox.post(.quit) }
                return
            }
            mailbox.post(.quit)
            // Counted after posting: any read after this is followed by a mailbox read
            // that finds the `.quit`.
            armWatchdog(for: number, turnsBefore: TerminalRescue.inputReads)
        }
    }

    private func armWatchdog(for number: Int32, turnsBefore: Int) {
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.gracePeriod) { [self] in
            let now = routing.current
            let mustForce = !now.stopped && now.editor == nil && TerminalRescue.isHoldingTerminal
                && TerminalRescue.inputReads == turnsBefore
            // The loop went round (so it took the `.quit`), gave the terminal back, or
            // finished: it is leaving by itself.
            guard mustForce else { return }
            TerminalRescue.restore()
            _exit(128 + number)
        }
    }

    /// From when the learner's editor starts until it is gone (nil), signals ask it to end.
    func routeToEditor(_ job: EditorJob?) {
        routing.withLock { $0.editor = job }
    }

    /// Stops watching; from here the signals end rxlearn at once, as they do any program (the
    /// notebook has given the terminal back).
    func stop() {
        routing.withLock { $0.stopped = true }
        watch?.cancel()
        watch = nil
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}
