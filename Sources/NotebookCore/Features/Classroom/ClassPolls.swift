import ClassProtocol
import LessonKit
import Marbles

/// The poll that asks the class to predict one cell: the one rule for `rxlearn class poll` and
/// the projector's `P`.
public enum PollQuestion {
    public enum Problem: Error, Sendable, Equatable {
        case noSuchLane(String, known: [String])
        /// The cell expects neither lanes nor printed lines.
        case nothingToPredict
    }

    /// The poll on `cell`: its lane `lane`, else (a cell that expects no printed lines) its first
    /// lane, else its printed lines; with what the cell gives, which the server keeps from the
    /// learners until the teacher reveals it.
    public static func request(lessonID: String, cell: Cell, lane: String?) -> Result<OpenPollRequest, Problem> {
        let lanes = cell.expected.lanes
        guard lane != nil || !lanes.isEmpty || !cell.expected.lineBlocks.isEmpty else { return .failure(.nothingToPredict) }
        let laneName = lane ?? (cell.expected.lineBlocks.isEmpty ? lanes.first?.name : nil)
        if let laneName {
            guard let expected = lanes.first(where: { $0.name == laneName }) else { return .failure(.noSuchLane(laneName, known: lanes.map(\.name))) }
            let marbles = expected.marbles ?? MarbleLaneRenderer.render(expected.events, frameDuration: expected.frameDuration).marbles
            return .success(OpenPollRequest(lesson: lessonID, cell: cell.id, lane: laneName, expected: marbles))
        }
        return .success(OpenPollRequest(lesson: lessonID, cell: cell.id, lane: nil,
                                        expected: cell.expected.lineBlocks.flatMap(\.lines).joined(separator: "\n")))
    }
}

/// A learner's answer to a poll, as the wire carries it, and how it compares with the answer.
enum PollAnswer {
    /// Whether `answer` says what `expected` does: a lane's marbles read the same events, or the
    /// same diagram when the expected one names no values (`-ab(c|)`: the letters are the lesson's
    /// names for them); printed lines the same with spaces evened out.
    static func same(_ answer: String, _ expected: String, lane: Bool) -> Bool {
        guard lane else { return evened(answer) == evened(expected) }
        if let said = try? PredictionParser.parse(answer, frameDuration: MarbleLane.defaultFrameDuration),
           let real = try? PredictionParser.parse(expected, frameDuration: MarbleLane.defaultFrameDuration), said == real {
            return true
        }
        return !expected.contains("=") && diagram(answer) == diagram(expected)
    }

    /// The marbles of a lane typed with value definitions before them (`a=🐶 -a|`), without them.
    private static func diagram(_ text: String) -> String {
        text.split(separator: " ").filter { !($0.count >= 3 && $0.dropFirst().first == "=") }.joined()
    }

    /// Runs of spaces as one, and no blank lines before or after.
    private static func evened(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ") }
            .drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
    }
}

extension PollView {
    /// What the cell gives, printed lines and all, on one line of the message line.
    var expectedOnOneLine: String {
        (expected ?? "").split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " / ")
    }
}

extension PredictInput {
    /// The prediction as a poll answer: the marbles typed, or the printed lines one a line.
    var answerText: String {
        switch target {
        case .lane: text
        case .printedLines: PrintedPrediction(typed: lines).lines.map(\.written).joined(separator: "\n")
        }
    }
}

extension Course {
    /// The lesson and stop of the cell `cellID` of lesson `lessonID`, when this course has them.
    func place(ofCell cellID: String, inLesson lessonID: String) -> (lessonIndex: Int, stop: Stop)? {
        guard let lesson = index(ofLesson: lessonID),
              let cell = entries[lesson].lesson.cells.firstIndex(where: { $0.id == cellID }) else { return nil }
        return (lesson, .cell(cell))
    }
}
