import CellProtocol
import Foundation
import LessonKit
import Marbles

/// What the cell runtime reported on the event channel: printed lines and lane events with their
/// virtual times, and the closing summary.
public struct CellRecording: Sendable, Equatable {
    public var output: ActualOutput
    /// Subscriptions still live after the cell's dispose bags were emptied; nil if the cell never
    /// reached its end (it crashed or was stopped).
    public var liveSubscriptionsAtEnd: Int?
    /// True when virtual time hit its limit with work still scheduled (an endless interval).
    public var stoppedAtVirtualLimit: Bool
    /// True when a real-time run hit its time limit with subscriptions still live.
    public var stoppedAtRealTimeLimit: Bool
    /// The virtual time at the end, in milliseconds.
    public var endTime: Int?

    public init(output: ActualOutput = ActualOutput(), liveSubscriptionsAtEnd: Int? = nil, stoppedAtVirtualLimit: Bool = false,
                stoppedAtRealTimeLimit: Bool = false, endTime: Int? = nil) {
        self.output = output
        self.liveSubscriptionsAtEnd = liveSubscriptionsAtEnd
        self.stoppedAtVirtualLimit = stoppedAtVirtualLimit
        self.stoppedAtRealTimeLimit = stoppedAtRealTimeLimit
        self.endTime = endTime
    }
}

/// Parses the event channel's JSON lines (written by RxCellRuntime's `SideChannel`; record kinds
/// and field names are `CellProtocol`'s).
public enum EventChannel {
    /// Virtual time on the channel is in nanoseconds; lessons speak milliseconds.
    /// Rounded to the nearest millisecond: a time reached through `Date` arithmetic can be a hair
    /// short of its millisecond (1 799.99995), and it belongs to that millisecond, not the one before.
    static func milliseconds(_ nanoseconds: Int64) -> Int {
        Int((Double(nanoseconds) / 1_000_000).rounded())
    }

    public static func parse(_ lines: [String]) -> CellRecording {
        var recording = CellRecording()
        var pendingText = ""
        var pendingTime: Int?
        var laneOrder: [String] = []
        var laneEvents: [String: [TimedEvent]] = [:]

        for line in lines {
            guard let data = line.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let kind = (object[CellProtocol.Field.kind] as? String).flatMap(CellProtocol.RecordKind.init) else { continue }
            let time = (object[CellProtocol.Field.time] as? NSNumber).map { milliseconds($0.int64Value) }
            switch kind {
            case .print:
                // A print may carry several lines, or only part of one (terminator: "").
                pendingText += object[CellProtocol.Field.text] as? String ?? ""
                if pendingTime == nil { pendingTime = time }
                while let newline = pendingText.firstIndex(of: "\n") {
                    recording.output.lines.append(PrintedLine(String(pendingText[..<newline]), time: pendingTime))
                    pendingText = String(pendingText[pendingText.index(after: newline)...])
                    pendingTime = pendingText.isEmpty ? nil : time
                }
            case .event:
                guard let lane = object[CellProtocol.Field.lane] as? String,
                      let event = (object[CellProtocol.Field.event] as? String).flatMap(CellProtocol.LaneEvent.init),
                      let at = time else { continue }
                let value = object[CellProtocol.Field.value] as? String
                let timed: TimedEvent?
                switch event {
                case .next: timed = .next(value ?? "", at: at)
                case .error: timed = .error(value, at: at)
                case .completed: timed = .completed(at: at)
                case .subscribed, .disposed, .ended: timed = nil  // not part of the lane's events
                }
                guard let recorded = timed else { continue }
                if laneEvents[lane] == nil { laneOrder.append(lane) }
                laneEvents[lane, default: []].append(recorded)
            case .end:
                recording.liveSubscriptionsAtEnd = (object[CellProtocol.Field.liveResources] as? NSNumber)?.intValue
                recording.stoppedAtVirtualLimit = (object[CellProtocol.Field.stoppedAtVirtualLimit] as? Bool) ?? false
                recording.stoppedAtRealTimeLimit = (object[CellProtocol.Field.stoppedAtRealTimeLimit] as? Bool) ?? false
                recording.endTime = time
            case .descriptors:
                continue  // read by CellRunner's CrashReport
            }
        }
        if !pendingText.isEmpty {
            recording.output.lines.append(PrintedLine(pendingText, time: pendingTime))
        }
        recording.output.lanes = laneOrder.map { RecordedLane(name: $0, events: laneEvents[$0] ?? []) }
        return recording
    }
}
