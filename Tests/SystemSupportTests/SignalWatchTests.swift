import SystemSupport
import Testing

/// Signals handled on a queue instead of in a signal handler.
///
/// That a watched signal reaches its handler is tested on the real rxlearn process
/// (RxLearnCLITests' `aSignalToRxlearnEndsTheRunningCellAndItsChildren`): in this busy test
/// process, full of other tests' threads, libdispatch on Linux let a signal sent to the process
/// land on a thread that never passed it on.
@Suite(.serialized) struct SignalWatchTests {
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
