import RxCore

extension MainScheduler {
    /// Runs the earliest pending work of the installed `MainScheduler.virtualClock`, if there is
    /// a clock, it is not already running, and it has work. Returns whether anything ran.
    ///
    /// A thread blocked in `toBlocking()` is the only one that could move that clock (the lesson
    /// runtime advances it from the main thread), so without this a sequence timed on
    /// `MainScheduler` under virtual time, such as `timer(.seconds(5), scheduler: MainScheduler.instance)`,
    /// would never deliver while the main thread waits for it.
    static func runNextVirtualWorkIfIdle() -> Bool {
        guard let clock = virtualClock, !clock.isEnabled, clock.nextScheduledTime != nil else { return false }
        return clock.runNext()
    }
}
