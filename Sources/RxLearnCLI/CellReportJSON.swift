import CellRunner
import Foundation
import LessonKit
import LessonRunner
import Localization
import Marbles

/// A cell's report as JSON, for `rxlearn run --json`: everything the text report shows and
/// what the cell printed, in one object a script or an editor plug-in can read.
struct CellReportJSON: Encodable {
    struct Line: Encodable {
        let text: String
        /// Virtual milliseconds; null on real time.
        let time: Int?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(time, forKey: .time)
        }

        private enum CodingKeys: String, CodingKey { case text, time }
    }

    struct Event: Encodable {
        let time: Int
        let kind: String
        let value: String?

        init(_ event: TimedEvent) {
            time = event.time
            kind = event.kind.rawValue
            value = event.value
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(time, forKey: .time)
            try container.encode(kind, forKey: .kind)
            try container.encode(value, forKey: .value)
        }

        private enum CodingKeys: String, CodingKey { case time, kind, value }
    }

    struct Lane: Encodable {
        let name: String
        let events: [Event]
    }

    /// A watched subscription or stage (`WatchedStream`): shown, never judged.
    struct Stream: Encodable {
        let name: String
        /// For a subscription: how it was made (`subscribe(onNext:)`) and the learner's line.
        let call: String?
        let line: Int?
        /// For a stage: its operator and place in the chain (1 is the source).
        let operatorName: String?
        let position: Int?
        let events: [Event]
        let subscribedAt: Int
        let disposedAt: Int?
        /// A subscription's stages, source first; empty for a stage.
        let stages: [Stream]

        init(_ stream: WatchedStream, stages: [WatchedStream] = []) {
            name = stream.name(in: .english)
            switch stream.role {
            case .subscription(let call, let line, _):
                (self.call, self.line, operatorName, position) = (call, line, nil, nil)
            case .stage(_, let position, let operatorName):
                (call, line, self.operatorName, self.position) = (nil, nil, operatorName, position)
            }
            events = stream.events.map(Event.init)
            subscribedAt = stream.subscribedAt
            disposedAt = stream.disposedAt
            self.stages = stages.map { Stream($0) }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            if operatorName == nil {
                try container.encode(call, forKey: .call)
                try container.encode(line, forKey: .line)
                try container.encode(stages, forKey: .stages)
            } else {
                try container.encode(operatorName, forKey: .operatorName)
                try container.encode(position, forKey: .position)
            }
            try container.encode(events, forKey: .events)
            try container.encode(subscribedAt, forKey: .subscribedAt)
            try container.encode(disposedAt, forKey: .disposedAt)
        }

        private enum CodingKeys: String, CodingKey {
            case name, call, line, stages, events, subscribedAt, disposedAt
            case operatorName = "operator", position
        }
    }

    /// Every subscription the run made with a lane of its own, beside the judged `lanes`.
    struct Watched: Encodable {
        let subscriptions: [Stream]
        /// Made but not reported one by one (past the runtime's cap).
        let subscriptionsNotShown: Int
        /// The runtime stopped recording events past its budget: lanes end early.
        let eventsCut: Bool

        init(_ watched: WatchedStreams) {
            subscriptions = watched.drawnSubscriptions.map { Stream($0, stages: watched.stages[$0.id] ?? []) }
            subscriptionsNotShown = watched.subscriptionsNotShown
            eventsCut = watched.eventsCut
        }
    }

    struct CompileError: Encodable {
        let line: Int?
        let column: Int?
        let severity: String
        let message: String
    }

    struct Crash: Encodable {
        let message: String
        let line: Int?
        let signal: String
    }

    struct Difference: Encodable {
        let outcome: String
        let expected: String?
        let actual: String?
    }

    let lesson: String?
    let cell: String
    /// `finished`, `compileFailed`, `crashed`, `timedOut`, `outputLimitExceeded`, `memoryLimitExceeded`,
    /// `editedCopyUnreadable` or `exited`.
    let status: String
    let exitCode: Int32?
    let passed: Bool
    let problem: String?
    let stdout: String
    let stderr: String
    let lines: [Line]
    let lanes: [Lane]
    let expectedLanes: [Lane]
    /// Automatic lanes and stages: for seeing, never part of `passed` or `problem`.
    let watched: Watched
    /// Line and event differences from the expected output; empty when it matched or was not judged.
    let differences: [Difference]
    let compileErrors: [CompileError]
    let crash: Crash?
    let leakedSubscriptions: Int
    let stoppedAtVirtualLimit: Bool
    let cached: Bool
    let wallTimeMilliseconds: Int

    init(lessonID: String?, cellID: String, report: CellReport, expected: ExpectedOutput?) {
        lesson = lessonID
        cell = cellID
        switch report.status {
        case .finished: (status, exitCode) = ("finished", nil)
        case .compileFailed: (status, exitCode) = ("compileFailed", nil)
        case .crashed: (status, exitCode) = ("crashed", nil)
        case .timedOut: (status, exitCode) = ("timedOut", nil)
        case .outputLimitExceeded: (status, exitCode) = ("outputLimitExceeded", nil)
        case .memoryLimitExceeded: (status, exitCode) = ("memoryLimitExceeded", nil)
        case .editedCopyUnreadable: (status, exitCode) = ("editedCopyUnreadable", nil)
        case .exited(let code): (status, exitCode) = ("exited", code)
        }
        passed = report.passed
        // In English whatever the learner's language: scripts read this.
        problem = report.problemPhrase?.english
        stdout = report.stdout
        stderr = report.stderr
        lines = report.recording.output.lines.map { Line(text: $0.text, time: $0.time) }
        lanes = report.recording.output.lanes.map { Lane(name: $0.name, events: $0.events.map(Event.init)) }
        expectedLanes = (expected?.lanes ?? []).map { Lane(name: $0.name, events: $0.events.map(Event.init)) }
        watched = Watched(report.recording.watched)
        differences = Self.differences(report.verdict)
        compileErrors = report.compileErrors.map {
            CompileError(line: $0.line, column: $0.column, severity: $0.severity.rawValue, message: $0.message)
        }
        crash = report.crash.map { Crash(message: $0.explanation.english, line: $0.line, signal: $0.signalName) }
        leakedSubscriptions = report.leakedSubscriptions
        stoppedAtVirtualLimit = report.recording.stoppedAtVirtualLimit
        cached = report.wasCached
        wallTimeMilliseconds = CellReportText.milliseconds(report.wallTime)
    }

    /// Every key is always present (absent values as `null`), so that the shape does not depend
    /// on how the cell went.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lesson, forKey: .lesson)
        try container.encode(cell, forKey: .cell)
        try container.encode(status, forKey: .status)
        try container.encode(exitCode, forKey: .exitCode)
        try container.encode(passed, forKey: .passed)
        try container.encode(problem, forKey: .problem)
        try container.encode(stdout, forKey: .stdout)
        try container.encode(stderr, forKey: .stderr)
        try container.encode(lines, forKey: .lines)
        try container.encode(lanes, forKey: .lanes)
        try container.encode(expectedLanes, forKey: .expectedLanes)
        try container.encode(watched, forKey: .watched)
        try container.encode(differences, forKey: .differences)
        try container.encode(compileErrors, forKey: .compileErrors)
        try container.encode(crash, forKey: .crash)
        try container.encode(leakedSubscriptions, forKey: .leakedSubscriptions)
        try container.encode(stoppedAtVirtualLimit, forKey: .stoppedAtVirtualLimit)
        try container.encode(cached, forKey: .cached)
        try container.encode(wallTimeMilliseconds, forKey: .wallTimeMilliseconds)
    }

    private enum CodingKeys: String, CodingKey {
        case lesson, cell, status, exitCode, passed, problem, stdout, stderr, lines, lanes, expectedLanes, watched
        case differences, compileErrors, crash, leakedSubscriptions, stoppedAtVirtualLimit, cached, wallTimeMilliseconds
    }

    private static func differences(_ verdict: Verdict?) -> [Difference] {
        guard let verdict else { return [] }
        let lineDifferences = verdict.lines.filter { $0.outcome != .match }.map {
            Difference(outcome: $0.outcome.rawValue, expected: $0.expected, actual: $0.actual?.text)
        }
        let eventDifferences = verdict.lanes.flatMap { lane in
            lane.events.filter { $0.outcome != .match }.map {
                Difference(outcome: $0.outcome.rawValue, expected: $0.expected?.description, actual: $0.actual?.description)
            }
        }
        return lineDifferences + eventDifferences
    }
}

/// The whole answer of `rxlearn run --json`.
struct RunReportJSON: Encodable {
    /// `lesson` or `program`.
    let kind: String
    let target: String
    let passed: Bool
    let cells: [CellReportJSON]
    /// Problems that stopped a cell from running at all (a compiler that was stopped).
    let errors: [String]

    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
