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
    /// The subscriptions and chain stages drawn without `.record`: shown, never judged.
    public var watched: WatchedStreams

    public init(output: ActualOutput = ActualOutput(), liveSubscriptionsAtEnd: Int? = nil, stoppedAtVirtualLimit: Bool = false,
                stoppedAtRealTimeLimit: Bool = false, endTime: Int? = nil, watched: WatchedStreams = WatchedStreams()) {
        self.output = output
        self.watched = watched
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
        var streams = StreamAssembly()

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
                streams.unwatchedSubscriptions = (object[CellProtocol.Field.unwatchedSubscriptions] as? NSNumber)?.intValue ?? 0
                streams.eventsCut = (object[CellProtocol.Field.streamEventsCut] as? Bool) ?? false
            case .descriptors:
                continue  // read by CellRunner's CrashReport
            case .stream:
                if let at = time { streams.begin(object, at: at) }
            case .streamEvent:
                if let at = time { streams.add(object, at: at) }
            }
        }
        if !pendingText.isEmpty {
            recording.output.lines.append(PrintedLine(pendingText, time: pendingTime))
        }
        recording.output.lanes = laneOrder.map { RecordedLane(name: $0, events: laneEvents[$0] ?? []) }
        recording.watched = streams.finished()
        return recording
    }
}

/// Collects the `stream` and `streamEvent` records into `WatchedStreams`.
private struct StreamAssembly {
    private var order: [Int] = []
    private var byID: [Int: WatchedStream] = [:]
    private var subscriptionCount = 0
    var unwatchedSubscriptions = 0
    var eventsCut = false

    mutating func begin(_ object: [String: Any], at time: Int) {
        guard let id = (object[CellProtocol.Field.stream] as? NSNumber)?.intValue,
              let role = (object[CellProtocol.Field.role] as? String).flatMap(CellProtocol.StreamRole.init),
              byID[id] == nil else { return }
        let role_: WatchedStream.Role
        var ordinal = 0
        switch role {
        case .subscription, .observedSubscription:
            subscriptionCount += 1
            ordinal = subscriptionCount
            role_ = .subscription(
                call: Self.callText(object),
                line: (object[CellProtocol.Field.line] as? NSNumber)?.intValue,
                drawn: role == .subscription)
        case .stage:
            guard let parent = (object[CellProtocol.Field.parent] as? NSNumber)?.intValue,
                  let position = (object[CellProtocol.Field.position] as? NSNumber)?.intValue else { return }
            role_ = .stage(subscription: parent, position: position,
                           operatorName: object[CellProtocol.Field.operatorName] as? String ?? "operator")
        }
        order.append(id)
        byID[id] = WatchedStream(id: id, role: role_, subscribedAt: time, ordinal: ordinal)
    }

    /// The call, and where its line is when it is the lesson's setup's: `bind(to:) in setup`.
    private static func callText(_ object: [String: Any]) -> String {
        let call = object[CellProtocol.Field.call] as? String ?? "subscribe"
        return (object[CellProtocol.Field.inSetup] as? Bool) == true ? call + WatchedStream.madeInSetupSuffix : call
    }

    mutating func add(_ object: [String: Any], at time: Int) {
        guard let id = (object[CellProtocol.Field.stream] as? NSNumber)?.intValue, byID[id] != nil,
              let event = (object[CellProtocol.Field.event] as? String).flatMap(CellProtocol.LaneEvent.init) else { return }
        let value = object[CellProtocol.Field.value] as? String
        switch event {
        case .next: byID[id]?.events.append(.next(value ?? "", at: time))
        case .error: byID[id]?.events.append(.error(value, at: time))
        case .completed: byID[id]?.events.append(.completed(at: time))
        case .disposed: if byID[id]?.disposedAt == nil { byID[id]?.disposedAt = time }
        case .subscribed, .ended: break
        }
    }

    func finished() -> WatchedStreams {
        var result = WatchedStreams(subscriptionsNotShown: unwatchedSubscriptions, eventsCut: eventsCut)
        for id in order {
            guard let stream = byID[id] else { continue }
            switch stream.role {
            case .subscription:
                result.subscriptions.append(stream)
            case .stage(let parent, _, _):
                result.stages[parent, default: []].append(stream)
            }
        }
        // The runtime counts a stage's `position` from the subscriber (1 is the operator right
        // before it, 2 the one before that …): it cannot know how long a chain is while it is
        // being subscribed. A chain is read from its source, so the count is turned around here,
        // once every stage is known. Stages at one depth (the two sources of a `zip`) keep the
        // order they were subscribed in.
        for (parent, stages) in result.stages {
            let depths = stages.map { stage -> Int in
                if case .stage(_, let depth, _) = stage.role { return depth }
                return 0
            }
            let deepest = depths.max() ?? 0
            var renumbered = stages
            for index in renumbered.indices {
                if case .stage(let subscription, _, let operatorName) = renumbered[index].role {
                    renumbered[index].role = .stage(subscription: subscription, position: deepest + 1 - depths[index], operatorName: operatorName)
                }
            }
            result.stages[parent] = renumbered.enumerated().sorted { lhs, rhs in
                let (left, right) = (deepest + 1 - depths[lhs.offset], deepest + 1 - depths[rhs.offset])
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element)
        }
        return result
    }
}
