import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP become an `.interrupt` action, so the notebook leaves
/// through its normal exit: progress flushed, terminal restored. Dispatch sources watch the
/// signals without an async-signal handler of our own.
final class InterruptSignals: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []
    private let lock = NSLock()
    private var keyboardPaused = false

    init(mailbox: Mailbox) {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [unowned self] in
                // Ctrl-C in the learner's editor reaches the notebook too (same process group);
                // it was meant for the editor.
                if number == SIGINT && isKeyboardPaused { return }
                mailbox.post(.interrupt)
            }
            source.resume()
            sources.append(source)
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
        sources.forEach { $0.cancel() }
        for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, SIG_DFL) }
    }
}
