import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Ctrl-C (SIGINT) and SIGTERM become an `.interrupt` action, so the notebook leaves through
/// its normal exit: progress flushed, terminal restored. Dispatch sources watch the signals
/// without an async-signal handler of our own.
final class InterruptSignals {
    private var sources: [DispatchSourceSignal] = []

    init(mailbox: Mailbox) {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { mailbox.post(.interrupt) }
            source.resume()
            sources.append(source)
        }
    }

    func stop() {
        sources.forEach { $0.cancel() }
        for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, SIG_DFL) }
    }
}
