import CellRunner
import LessonKit
import LessonRunner
import Marbles
import SystemSupport

/// What `rxlearn run` writes on standard error about one cell: a status line, the differences
/// from the expected output, compiler messages located in the file, the marble lanes.
struct CellReportText {
    /// `4.1-create/numbers` or `seed_examples.swift`.
    let title: String
    let report: CellReport
    /// Turns a line of the cell into a place the user can open: `Lessons/4.1-observable.md:57`
    /// for a lesson cell, `program.swift:3` for a file.
    let locateLine: (Int) -> String
    /// The lesson's expectation, to draw expected lanes beside the recorded ones.
    var expected: ExpectedOutput?
    /// `--stages`: each automatic lane unfolded into its chain of stages.
    var showsStages = false
    /// False on the real clock, whose times no two runs share: automatic lanes are drawn in
    /// virtual time only (`--json` still carries them).
    var drawsAutomaticLanes = true

    /// Lanes are fitted to a terminal of the usual width: standard error may be a pipe or a log
    /// file, whose width cannot be asked.
    static let laneWidth = 80
    static let laneIndent = "    "

    /// At most this many differing lines are listed; the rest are counted.
    static let differenceLimit = 10

    func lines() -> [String] {
        var lines = [statusLine()]
        lines += compileErrors()
        lines += differences()
        lines += lanes()
        if report.leakedSubscriptions > 0 {
            lines.append(CLIText.Run.leaked(report.leakedSubscriptions).text)
        }
        return lines
    }

    func statusLine() -> String {
        if let problem = report.problem {
            return CLIText.Run.failedLine(title: title, problem: VisibleText.of(problem, keepingLineBreaks: false)).text
        }
        return CLIText.Run.passedLine(title: title, judged: report.verdict != nil, cached: report.wasCached,
                                      milliseconds: Self.milliseconds(report.wallTime)).text
    }

    private func compileErrors() -> [String] {
        report.compileErrors.map { error in
            let place = error.line.map { locateLine($0) + (error.column.map { ":\($0)" } ?? "") } ?? title
            return "  \(place): \(error.severity.rawValue): \(error.message)"
        }
    }

    private func differences() -> [String] {
        guard let verdict = report.verdict, !verdict.passed else { return [] }
        let differing = verdict.lines.filter { $0.outcome != .match }
        var lines = differing.prefix(Self.differenceLimit).map { line -> String in
            switch line.outcome {
            case .match: return ""
            case .mismatch:
                return CLIText.Run.mismatchedLine(line.actualLineNumber ?? 0, expected: quoted(line.expected), printed: quoted(line.actual?.text)).text
            case .missing:
                return CLIText.Run.missingLine(line.expectedLineNumber ?? 0, expected: quoted(line.expected)).text
            case .unexpected:
                return CLIText.Run.extraLine(line.actualLineNumber ?? 0, printed: quoted(line.actual?.text)).text
            }
        }
        if differing.count > Self.differenceLimit {
            lines.append(CLIText.Run.moreDifferences(differing.count - Self.differenceLimit).text)
        }
        return lines
    }

    /// The run's lanes as every view of a run draws them (`ResultLanes`): each recorded lane,
    /// with the lesson's lane of the same name right after it when the cell did not pass; after
    /// them, on the same axis and under a heading of their own, the automatic lanes: one per
    /// subscription (with `--stages`, its chain), never judged. One legend for all of them.
    func resultLanes() -> ResultLanes {
        let watched = drawsAutomaticLanes ? report.recording.watched : WatchedStreams()
        let automatic = watched.automaticLanes(expanded: showsStages ? Set(watched.subscriptions.map(\.id)) : [])
        return ResultLanes.cell(report: report, expected: expected ?? ExpectedOutput(), automatic: automatic)
    }

    /// The lanes on one time axis, its scale in the heading.
    private func lanes() -> [String] {
        let result = resultLanes()
        let automatic = result.automatic
        guard !result.lanes.isEmpty || !automatic.isEmpty else { return [] }
        let frame = expected?.lanes.first?.frameDuration ?? MarbleLane.defaultFrameDuration
        let timeline = result.timelineLanes(named: Self.name(of:))
        let drawing = Self.layout(frameDuration: frame).draw(timeline, width: Self.laneWidth - Self.laneIndent.count, symbols: result.legend)
        var rows = drawing.lines
        if !automatic.isEmpty {
            // Right after the last lane: the count of those past the cap, and a cut short note.
            var notes: [String] = []
            if let more = automatic.notShownText { notes.append(more) }
            if automatic.eventsCut { notes.append(AutomaticLanes.eventsCutText) }
            rows.insert(contentsOf: notes, at: 1 + timeline.count)
            // Between the judged lanes and the automatic ones.
            rows.insert(Self.automaticHeading, at: 1 + result.judgedCount)
        }
        return [CLIText.Run.marblesHeading(scale: Self.scaleText(drawing.axis)).text] + rows.map { Self.laneIndent + $0 }
    }

    /// How the report names a lane: a recorded lane beside the lesson's as `actual`, the
    /// lesson's as `expected`.
    static func name(of lane: ResultLanes.Lane) -> String {
        switch lane.role {
        case .recorded(_, paired: true): CLIText.Run.actualLane(lane.name).text
        case .expected: CLIText.Run.expectedLane(lane.name).text
        default: lane.name
        }
    }

    /// The layout of marble lanes on the command line, its ruler titled in the learner's language.
    static func layout(frameDuration: Int = MarbleLane.defaultFrameDuration) -> TimelineLayout {
        TimelineLayout(frameDuration: frameDuration, rulerTitle: CLIText.Run.rulerTitle.text)
    }

    /// `1 col = 20 ms` (`axis.scaleText`), in the learner's language.
    static func scaleText(_ axis: TimeAxis) -> String {
        CLIText.Run.scale(DurationText.written(axis.millisecondsPerColumn, spaced: true)).text
    }

    /// The line over the automatic lanes: that they are not judged, and what their marks mean.
    static var automaticHeading: String { CLIText.Run.automaticHeading.text }

    /// A printed or expected line in quotes, its control characters shown rather than obeyed.
    private func quoted(_ text: String?) -> String {
        "\"" + VisibleText.of(text ?? "", keepingLineBreaks: false) + "\""
    }

    static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.wholeMilliseconds)
    }
}
