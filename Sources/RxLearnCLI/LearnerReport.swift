import Foundation
import LessonKit
import Marbles

/// One learner's exercise results: what `rxlearn report` prints and `report merge` reads.
struct LearnerReport: Codable, Equatable {
    struct Row: Codable, Equatable {
        let exercise: String
        let passed: Bool
        let attempts: Int
        let secondsToPass: Int?
        let lastFailure: String?
    }

    let learner: String
    let rows: [Row]

    init(learner: String, rows: [Row]) {
        self.learner = learner
        self.rows = rows
    }

    init(learner: String, exercises: [Exercise], progress: LearnerProgress) {
        self.learner = learner
        rows = exercises.map { exercise in
            let entry = progress.exercises[exercise.id]
            return Row(exercise: exercise.id, passed: entry?.passed ?? false, attempts: entry?.attempts ?? 0,
                       secondsToPass: entry?.secondsToPass, lastFailure: entry?.passed == true ? nil : entry?.lastFailure?.rawValue)
        }
    }

    static func decode(_ data: Data) throws -> LearnerReport {
        try JSONDecoder().decode(LearnerReport.self, from: data)
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    func csv() -> String {
        var lines = ["learner,exercise,passed,attempts,seconds_to_pass,last_failure"]
        for row in rows {
            lines.append([CSV.field(learner), CSV.field(row.exercise), row.passed ? "yes" : "no", String(row.attempts),
                          row.secondsToPass.map(String.init) ?? "", CSV.field(row.lastFailure ?? "")].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func text() -> String {
        var lines = ["\(learner): \(rows.filter(\.passed).count) of \(rows.count) exercises passed"]
        for row in rows {
            let mark = row.passed ? "✓" : row.attempts > 0 ? "✗" : "·"
            var detail = "\(row.attempts) attempt\(row.attempts == 1 ? "" : "s")"
            if let seconds = row.secondsToPass { detail += ", passed after \(seconds) s" }
            if let failure = row.lastFailure { detail += ", last failure: \(failure)" }
            lines.append("  \(mark) \(row.exercise)  (\(detail))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The class table: one row per exercise, one column per learner.
struct ClassTable {
    let learners: [String]
    let exercises: [String]
    private let cells: [String: [String: LearnerReport.Row]]

    init(reports: [LearnerReport]) {
        learners = reports.map(\.learner)
        var order: [String] = []
        var cells: [String: [String: LearnerReport.Row]] = [:]
        for report in reports {
            for row in report.rows {
                if cells[row.exercise] == nil { order.append(row.exercise) }
                cells[row.exercise, default: [:]][report.learner] = row
            }
        }
        exercises = order
        self.cells = cells
    }

    /// `✓3` passed in 3 attempts, `✗2` not yet after 2, `·` not tried.
    func mark(exercise: String, learner: String) -> String {
        guard let row = cells[exercise]?[learner], row.attempts > 0 else { return "·" }
        return (row.passed ? "✓" : "✗") + String(row.attempts)
    }

    func text() -> String {
        // Columns are measured in terminal cells: a learner named 陈 takes two per character.
        let firstWidth = max(8, exercises.map { DisplayWidth.of($0) }.max() ?? 0)
        let widths = learners.map { max(4, DisplayWidth.of($0)) }
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text))) }
        var lines = [pad("exercise", firstWidth) + "  " + zip(learners, widths).map { pad($0, $1) }.joined(separator: "  ")]
        for exercise in exercises {
            lines.append(pad(exercise, firstWidth) + "  " + zip(learners, widths).map { pad(mark(exercise: exercise, learner: $0), $1) }.joined(separator: "  "))
        }
        let passedCounts = learners.map { learner in exercises.filter { cells[$0]?[learner]?.passed == true }.count }
        lines.append(pad("passed", firstWidth) + "  " + zip(passedCounts, widths).map { pad("\($0)/\(exercises.count)", $1) }.joined(separator: "  "))
        return lines.joined(separator: "\n") + "\n"
    }

    func csv() -> String {
        var lines = ([CSV.field("exercise")] + learners.map(CSV.field)).joined(separator: ",")
        for exercise in exercises {
            lines += "\n" + ([CSV.field(exercise)] + learners.map { CSV.field(mark(exercise: exercise, learner: $0)) }).joined(separator: ",")
        }
        return lines + "\n"
    }
}

/// Quoting for CSV fields (RFC 4180).
enum CSV {
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
