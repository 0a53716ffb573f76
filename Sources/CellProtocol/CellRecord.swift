extension CellProtocol {
    /// One record on the event channel: one JSON object per line, its `kind` naming the case and
    /// its other keys the case's fields (`Record.Key`). The cell runtime encodes records, the
    /// runner decodes them; both through this type, so neither can drift from the other.
    ///
    /// Times (`time`, the key `t`) are virtual time in nanoseconds, 0 on the real clock.
    public enum Record: Equatable, Sendable {
        /// Printed text, as the cell printed it: a print may hold several lines or part of one.
        case print(text: String, time: Int64)
        /// An event on a marble lane the cell records (`.record("lane")`); `value` for `next`
        /// and `error` only.
        case event(lane: String, time: Int64, event: LaneEvent, value: String?)
        /// The cell's last record.
        case end(End)
        /// A crash caused by file descriptors, written from a signal handler
        /// (`DescriptorProblem.record` is this case, encoded in advance).
        case descriptors(DescriptorProblem)
        /// A watched stream began: a subscription or a stage of one.
        case stream(StreamStart)
        /// An event of a watched stream (`next`, `error`, `completed` or `disposed`).
        case streamEvent(stream: Int, time: Int64, event: LaneEvent, value: String?)
        /// What an exercise's answer did on one case (`ExerciseHarness`), for the checker.
        case exerciseCase(ExerciseExchange.CaseReport)
        /// An exercise's input sent a value the answer's `solve` cannot read as its element type
        /// (`type`, as Swift names it): written just before the harness stops the answer.
        case unreadableInput(input: String, value: String, type: String)

        /// The record's `kind`.
        public var kind: RecordKind {
            switch self {
            case .print: return .print
            case .event: return .event
            case .end: return .end
            case .descriptors: return .descriptors
            case .stream: return .stream
            case .streamEvent: return .streamEvent
            case .exerciseCase: return .exerciseCase
            case .unreadableInput: return .unreadableInput
            }
        }
    }

    /// The end record's fields.
    public struct End: Equatable, Sendable {
        public var time: Int64
        /// Virtual time hit its limit with work still scheduled (an endless interval).
        public var stoppedAtVirtualLimit: Bool
        /// Subscriptions still live once the cell's dispose bags were emptied.
        public var liveResources: Int
        /// A real-time run hit its time limit with timers still running. Written only when true.
        public var stoppedAtRealTimeLimit: Bool
        /// Subscriptions made past the runtime's watch cap, not watched. Written only when not 0.
        public var unwatchedSubscriptions: Int
        /// Events of watched streams were cut at the watch budget. Written only when true.
        public var streamEventsCut: Bool

        public init(time: Int64, stoppedAtVirtualLimit: Bool, liveResources: Int, stoppedAtRealTimeLimit: Bool = false,
                    unwatchedSubscriptions: Int = 0, streamEventsCut: Bool = false) {
            self.time = time
            self.stoppedAtVirtualLimit = stoppedAtVirtualLimit
            self.liveResources = liveResources
            self.stoppedAtRealTimeLimit = stoppedAtRealTimeLimit
            self.unwatchedSubscriptions = unwatchedSubscriptions
            self.streamEventsCut = streamEventsCut
        }
    }

    /// The beginning of a watched stream (`Record.stream`).
    public struct StreamStart: Equatable, Sendable {
        /// The stream's id, unique within the run.
        public var stream: Int
        public var time: Int64
        public var origin: Origin

        public init(stream: Int, time: Int64, origin: Origin) {
            self.stream = stream
            self.time = time
            self.origin = origin
        }

        /// What the stream is.
        public enum Origin: Equatable, Sendable {
            /// A subscription the cell made: the call (`subscribe(onNext:)`), the line when the
            /// call is in the cell's code or (`inSetup`) the lesson's setup, and whether its
            /// observer draws its own lane already (a test scheduler's observer: the stream then
            /// lends only its stages).
            case subscription(call: String, line: Int?, inSetup: Bool, drawsItsOwnLane: Bool)
            /// A stage of subscription `parent`'s chain: `position` is its distance from the
            /// subscriber (1 for the operator right before it), `operatorName` what the learner wrote.
            case stage(parent: Int, position: Int, operatorName: String)

            /// The `role` written on the wire.
            public var role: StreamRole {
                switch self {
                case .subscription(_, _, _, let drawsItsOwnLane): return drawsItsOwnLane ? .observedSubscription : .subscription
                case .stage: return .stage
                }
            }
        }
    }
}

extension CellProtocol.Record: Codable {
    /// The keys of every record, in one place; a record writes only those of its case.
    public enum Key: String, CodingKey, CaseIterable, Sendable {
        case kind
        case time = "t"
        case text, lane, event, value
        case stoppedAtVirtualLimit, stoppedAtRealTimeLimit, liveResources, unwatchedSubscriptions, streamEventsCut
        case problem
        case stream, role, call, line, inSetup, parent, position
        case operatorName = "operator"
        /// An exercise case's `ExerciseExchange.CaseReport`, as a JSON object of its own.
        case report
        case input, type
    }

    public init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: Key.self)
        switch try fields.decode(CellProtocol.RecordKind.self, forKey: .kind) {
        case .print:
            self = .print(text: try fields.decode(String.self, forKey: .text), time: try fields.decode(Int64.self, forKey: .time))
        case .event:
            self = .event(lane: try fields.decode(String.self, forKey: .lane), time: try fields.decode(Int64.self, forKey: .time),
                          event: try fields.decode(CellProtocol.LaneEvent.self, forKey: .event),
                          value: try fields.decodeIfPresent(String.self, forKey: .value))
        case .end:
            self = .end(CellProtocol.End(
                time: try fields.decode(Int64.self, forKey: .time),
                stoppedAtVirtualLimit: try fields.decodeIfPresent(Bool.self, forKey: .stoppedAtVirtualLimit) ?? false,
                liveResources: try fields.decode(Int.self, forKey: .liveResources),
                stoppedAtRealTimeLimit: try fields.decodeIfPresent(Bool.self, forKey: .stoppedAtRealTimeLimit) ?? false,
                unwatchedSubscriptions: try fields.decodeIfPresent(Int.self, forKey: .unwatchedSubscriptions) ?? 0,
                streamEventsCut: try fields.decodeIfPresent(Bool.self, forKey: .streamEventsCut) ?? false))
        case .descriptors:
            self = .descriptors(try fields.decode(CellProtocol.DescriptorProblem.self, forKey: .problem))
        case .stream:
            let origin: CellProtocol.StreamStart.Origin
            let role = try fields.decode(CellProtocol.StreamRole.self, forKey: .role)
            switch role {
            case .subscription, .observedSubscription:
                origin = .subscription(
                    call: try fields.decode(String.self, forKey: .call),
                    line: try fields.decodeIfPresent(Int.self, forKey: .line),
                    inSetup: try fields.decodeIfPresent(Bool.self, forKey: .inSetup) ?? false,
                    drawsItsOwnLane: role == .observedSubscription)
            case .stage:
                origin = .stage(parent: try fields.decode(Int.self, forKey: .parent), position: try fields.decode(Int.self, forKey: .position),
                                operatorName: try fields.decode(String.self, forKey: .operatorName))
            }
            self = .stream(CellProtocol.StreamStart(stream: try fields.decode(Int.self, forKey: .stream),
                                                    time: try fields.decode(Int64.self, forKey: .time), origin: origin))
        case .streamEvent:
            self = .streamEvent(stream: try fields.decode(Int.self, forKey: .stream), time: try fields.decode(Int64.self, forKey: .time),
                                event: try fields.decode(CellProtocol.LaneEvent.self, forKey: .event),
                                value: try fields.decodeIfPresent(String.self, forKey: .value))
        case .exerciseCase:
            self = .exerciseCase(try fields.decode(ExerciseExchange.CaseReport.self, forKey: .report))
        case .unreadableInput:
            self = .unreadableInput(input: try fields.decode(String.self, forKey: .input), value: try fields.decode(String.self, forKey: .value),
                                    type: try fields.decode(String.self, forKey: .type))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var fields = encoder.container(keyedBy: Key.self)
        try fields.encode(kind, forKey: .kind)
        switch self {
        case .print(let text, let time):
            try fields.encode(time, forKey: .time)
            try fields.encode(text, forKey: .text)
        case .event(let lane, let time, let event, let value):
            try fields.encode(lane, forKey: .lane)
            try fields.encode(time, forKey: .time)
            try fields.encode(event, forKey: .event)
            try fields.encodeIfPresent(value, forKey: .value)
        case .end(let end):
            try fields.encode(end.time, forKey: .time)
            try fields.encode(end.stoppedAtVirtualLimit, forKey: .stoppedAtVirtualLimit)
            try fields.encode(end.liveResources, forKey: .liveResources)
            // Only when they say something: an ordinary end record stays short.
            if end.stoppedAtRealTimeLimit { try fields.encode(true, forKey: .stoppedAtRealTimeLimit) }
            if end.unwatchedSubscriptions > 0 { try fields.encode(end.unwatchedSubscriptions, forKey: .unwatchedSubscriptions) }
            if end.streamEventsCut { try fields.encode(true, forKey: .streamEventsCut) }
        case .descriptors(let problem):
            try fields.encode(problem, forKey: .problem)
        case .stream(let start):
            try fields.encode(start.stream, forKey: .stream)
            try fields.encode(start.time, forKey: .time)
            try fields.encode(start.origin.role, forKey: .role)
            switch start.origin {
            case .subscription(let call, let line, let inSetup, _):
                try fields.encode(call, forKey: .call)
                try fields.encodeIfPresent(line, forKey: .line)
                if inSetup { try fields.encode(true, forKey: .inSetup) }
            case .stage(let parent, let position, let operatorName):
                try fields.encode(parent, forKey: .parent)
                try fields.encode(position, forKey: .position)
                try fields.encode(operatorName, forKey: .operatorName)
            }
        case .streamEvent(let stream, let time, let event, let value):
            try fields.encode(stream, forKey: .stream)
            try fields.encode(time, forKey: .time)
            try fields.encode(event, forKey: .event)
            try fields.encodeIfPresent(value, forKey: .value)
        case .exerciseCase(let report):
            try fields.encode(report, forKey: .report)
        case .unreadableInput(let input, let value, let type):
            try fields.encode(input, forKey: .input)
            try fields.encode(value, forKey: .value)
            try fields.encode(type, forKey: .type)
        }
    }
}

extension CellProtocol.RecordKind: Codable {}
extension CellProtocol.LaneEvent: Codable {}
extension CellProtocol.StreamRole: Codable {}
extension CellProtocol.DescriptorProblem: Codable {}
