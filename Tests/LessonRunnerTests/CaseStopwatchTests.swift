import Foundation
import Testing
@testable import RxCellRuntime

/// The exercise check's stopwatch counts only the time a case waits, so that an answer kept busy
/// on the virtual clock (a retry that never stops) is not told it waits on a real clock.
@Suite struct CaseStopwatchTests {
    @Test func sleepingIsWaiting() {
        let stopwatch = CaseStopwatch()
        Thread.sleep(forTimeInterval: 0.3)
        #expect(stopwatch.waitedMilliseconds >= 250)
    }

    @Test func workingIsNotWaiting() {
        let realStart = DispatchTime.now().uptimeNanoseconds
        let stopwatch = CaseStopwatch()
        // Work for 300 ms of this thread's own time; however busy the machine is, that much of
        // the real time that passes is not waiting.
        let workStart = CaseStopwatch.threadWorkNanoseconds()
        var turns = 0
        while CaseStopwatch.threadWorkNanoseconds() - workStart < 300_000_000 { turns &+= 1 }
        let waited = stopwatch.waitedMilliseconds
        let realMilliseconds = Int((DispatchTime.now().uptimeNanoseconds - realStart) / 1_000_000)
        #expect(turns > 0)
        #expect(waited <= realMilliseconds - 300 + 1, "waited \(waited) ms of \(realMilliseconds) ms, 300 of which were work")
    }
}
