import CellProtocol
import CellRunner
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
    /// An exercise program's reports, one per case, in the order they were written; the checker
    /// reads them.
    public var exerciseCaseReports: [ExerciseExchange.CaseReport] = []

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

/// Reads the event channel's lines: each is a `CellProtocol.Record` (written by RxCellRuntime's
/// `SideChannel`); a line that is not one — cut off at the channel's byte limit, say — is skipped.
public enum EventChannel {
    /// Virtual time on the channel is in nanoseconds; lessons speak milliseconds.
    /// Rounded to the nearest millisecond: a time reached through `Date` arithmetic can be a hair
    /// short of its millisecond (1 799.99995), and it belongs to that millisecond, not the one before.
    static func milliseconds(_ nanoseconds: Int64) -> Int {
        Int((Double(nanoseconds) / 1_000_000).rounded())
    }

    public static func parse(_ lines: [String]) -> CellRecording {
        var recording = CellRecording()
        var printed = PrintAssembly()
        var laneOrder: [String] = []
        var laneEvents: [String: [TimedEvent]] = [:]
        var streams = StreamAssembly()
        let decoder = JSONDecoder()

        for line in lines {
            guard let record = CellProtocol.Record(line: line, decoder: decoder) else { continue }
            switch record {
            case .print(let text, let nanoseconds):
                printed.add(text, at: milliseconds(nanoseconds))
            case .event(let lane, let nanoseconds, let event, let value):
                let at = milliseconds(nanoseconds)
                let timed: TimedEvent
                switch event {
                case .next: timed = .next(value ?? "", at: at)
                case .error: timed = .error(value, at: at)
                case .completed: timed = .completed(at: at)
                case .subscribed, .disposed: continue  // not part of the lane's events
                }
                if laneEvents[lane] == nil { laneOrder.append(lane) }
                laneEvents[lane, default: []].append(timed)
            case .end(let end):
                recording.liveSubscriptionsAtEnd = end.liveResources
                recording.stoppedAtVirtualLimit = end.stoppedAtVirtualLimit
                recording.stoppedAtRealTimeLimit = end.stoppedAtRealTimeLimit
                recording.endTime = milliseconds(end.time)
                streams.unwatchedSubscriptions = end.unwatchedSubscriptions
                streams.eventsCut = end.streamEventsCut
            case .descriptors, .unreadableInput:
                continue  // read by CellRunner's CrashReport
            case .stream(let start):
                streams.begin(start)
            case .streamEvent(let stream, let nanoseconds, let event, let value):
                streams.add(event, value: value, to: stream, at: milliseconds(nanoseconds))
            case .exerciseCase(let report):
                recording.exerciseCaseReports.append(report)
            }
        }
        recording.output.lines = printed.finished()
        recording.output.lanes = laneOrder.map { RecordedLane(name: $0, events: laneEvents[$0] ?? []) }
        recording.watched = streams.finished()
        return recording
    }
}

/// Joins the `print` records into lines. A print may carry several lines, or only part of one
/// (`terminator: ""`); a line takes the time of the print that began it.
///
/// Linear in the text: only each print's own text is searched for newlines, never the part of a
/// line that earlier prints left pending, so a program that prints 20,000 times without a newline
/// costs 20,000 short searches, not 20,000 searches of an ever longer line.
private struct PrintAssembly {
    private var lines: [PrintedLine] = []
    private var pending = ""
    private var pendingTime: Int?

    mutating func add(_ text: String, at time: Int) {
        if pendingTime == nil { pendingTime = time }
        var pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
        let last = pieces.removeLast()
        // Every piece but the last ends a line; what follows a newline begins at this print's time.
        for piece in pieces {
            pending += piece
            lines.append(PrintedLine(pending, time: pendingTime))
            pending = ""
            pendingTime = time
        }
        pending += last
        if !pieces.isEmpty, pending.isEmpty { pendingTime = nil }
    }

    /// The lines, with a last one that no newline ended.
    func finished() -> [PrintedLine] {
        pending.isEmpty ? lines : lines + [PrintedLine(pending, time: pendingTime)]
    }
}

/// Collects the `stream` and `streamEvent` records into `WatchedStreams`.
private struct StreamAssembly {
    private var order: [Int] = []
    private var byID: [Int: WatchedStream] = [:]
    private var subscriptionCount = 0
    var unwatchedSubscriptions = 0
    var eventsCut = false

    mutating func begin(_ start: CellProtocol.StreamStart) {
        guard byID[start.stream] == nil else { return }
        let role: WatchedStream.Role
        var ordinal = 0
        switch start.origin {
        case .subscription(let call, let line, let inSetup, let drawsItsOwnLane):
            subscriptionCount += 1
            ordinal = subscriptionCount
            // Where its line is when it is the lesson's setup's: `bind(to:) in setup`.
            role = .subscription(call: inSetup ? call + WatchedStream.madeInSetupSuffix : call, line: line, drawn: !drawsItsOwnLane)
        case .stage(let parent, let position, let operatorName):
            role = .stage(subscription: parent, position: position, operatorName: operatorName)
        }
        order.append(start.stream)
        byID[start.stream] = WatchedStream(id: start.stream, role: role, subscribedAt: EventChannel.milliseconds(start.time), ordinal: ordinal)
    }

    mutating func add(_ event: CellProtocol.LaneEvent, value: String?, to id: Int, at time: Int) {
        guard byID[id] != nil else { return }
        switch event {
        case .next: byID[id]?.events.append(.next(value ?? "", at: time))
        case .error: byID[id]?.events.append(.error(value, at: time))
        case .completed: byID[id]?.events.append(.completed(at: time))
        case .disposed: if byID[id]?.disposedAt == nil { byID[id]?.disposedAt = time }
        case .subscribed: break
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
