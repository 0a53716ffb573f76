import Dispatch
import SystemSupport
import Testing

/// Signals handled on a queue instead of in a signal handler.
@Suite(.serialized) struct SignalWatchTests {
    /// SIGUSR2: nothing else in the test process uses it, and its default action (ending the
    /// process) is switched off before it is sent.
    @Test func aWatchedSignalRunsTheHandlerOnTheQueueInsteadOfEndingTheProcess() {
        let received = Locked<[Int32]>([])
        let delivered = DispatchSemaphore(value: 0)
        let watch = SignalWatch([SIGUSR2], queue: DispatchQueue(label: "signal watch test")) { number in
            received.withLock { $0.append(number) }
            delivered.signal()
        }
        defer { watch.cancel() }
        kill(getpid(), SIGUSR2)
        #expect(delivered.wait(timeout: .now() + .seconds(30)) == .success)
        #expect(received.current == [SIGUSR2])
    }

    @Test func theDefaultActionIsSwitchedOffButAnInstalledHandlerIsLeftAlone() {
        var saved = sigaction()
        sigaction(SIGUSR1, nil, &saved)
        defer { sigaction(SIGUSR1, &saved, nil) }

        signal(SIGUSR1, SIG_DFL)
        SignalWatch.switchOffDefaultAction(of: [SIGUSR1])
        #expect(currentHandlerBits(SIGUSR1) == unsafeBitCast(SIG_IGN, to: Int.self), "the default action became ignore")

        // A handler of someone else's (libdispatch installs one) must stay.
        signal(SIGUSR1, handlerForTheTest)
        SignalWatch.switchOffDefaultAction(of: [SIGUSR1])
        #expect(currentHandlerBits(SIGUSR1) == unsafeBitCast(handlerForTheTest as @convention(c) (Int32) -> Void, to: Int.self))
    }

    private func currentHandlerBits(_ number: Int32) -> Int {
        var current = sigaction()
        sigaction(number, nil, &current)
        #if canImport(Darwin)
        return unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
        #else
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        #endif
    }
}

private func handlerForTheTest(_ number: Int32) {}
