import CellProtocol
import Foundation
import RxCore

extension ObservableType {
    /// Records every event of this sequence, with its virtual time, on the marble lane `lane`,
    /// and passes the events on unchanged: `clicks.record("clicks").subscribe(…)`.
    public func record(_ lane: String) -> Observable<Element> {
        self.do(
            onNext: { MarbleLane.write(lane, kind: .next, value: "\($0)") },
            onError: { MarbleLane.write(lane, kind: .error, value: "\($0)") },
            onCompleted: { MarbleLane.write(lane, kind: .completed, value: nil) },
            onSubscribe: { MarbleLane.write(lane, kind: .subscribed, value: nil) },
            onDispose: { MarbleLane.write(lane, kind: .disposed, value: nil) }
        )
    }
}

/// Writes lane events to the side channel.
enum MarbleLane {
    static func write(_ lane: String, kind: CellProtocol.LaneEvent, value: String?) {
        write(lane, kind: kind, value: value, atNanoseconds: CellRuntime.now)
    }

    /// For lanes on a test scheduler whose ticks are milliseconds (exercises).
    static func write(_ lane: String, kind: CellProtocol.LaneEvent, value: String?, atMilliseconds time: Int) {
        write(lane, kind: kind, value: value, atNanoseconds: Int64(time) * 1_000_000)
    }

    private static func write(_ lane: String, kind: CellProtocol.LaneEvent, value: String?, atNanoseconds time: Int64) {
        SideChannel.write(.event(lane: lane, time: time, event: kind, value: value))
    }
}
