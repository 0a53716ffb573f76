import Foundation
import LessonKit
import Localization
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
    /// The learner's state id (`LearnerProgress.learnerID`); nil in reports made before it existed.
    let learnerID: String?
    let rows: [Row]

    init(learner: String, learnerID: String?, rows: [Row]) {
        self.learner = learner
        self.learnerID = learnerID
        self.rows = rows
    }

    init(learner: String, exercises: [Exercise], progress: LearnerProgress) {
        self.learner = learner
        learnerID = progress.learnerID
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
        CSV.document(header: ["learner", "exercise", "passed", "attempts", "seconds_to_pass", "last_failure"], rows: rows.map { row in
            [learner, row.exercise, row.passed ? "yes" : "no", String(row.attempts), row.secondsToPass.map(String.init) ?? "", row.lastFailure ?? ""]
        })
    }

    func text() -> String {
        var lines = [CLIText.Report.heading(learner: learner, passed: rows.filter(\.passed).count, of: rows.count).text]
        for row in rows {
            let mark = row.passed ? "✓" : row.attempts > 0 ? "✗" : "·"
            lines.append(CLIText.Report.row(mark: mark, exercise: row.exercise, attempts: row.attempts, secondsToPass: row.secondsToPass,
                                            lastFailure: row.lastFailure).text)
        }
        // A name is what its learner typed: shown, never obeyed, on a terminal.
        return VisibleText.of(lines.joined(separator: "\n") + "\n")
    }
}

/// The class table: one row per exercise, one column per learner.
///
/// Learners are told apart by their state id, never by name: two reports named `ana` with
/// different ids are two columns (`ana·3f2a`, `ana·91bc`: `ClassTableHeadings`); the same id
/// twice is one learner who sent two reports, and the later file counts. Reports made before
/// learner ids existed are kept apart by file.
struct ClassTable {
    /// A report and the file it came from.
    struct Source {
        let file: String
        let report: LearnerReport
    }

    /// One column: a learner, with the heading the table shows for them.
    struct Column: Equatable {
        let heading: String
        let learner: String
        let learnerID: String?
        let file: String
    }

    let columns: [Column]
    let exercises: [String]
    /// What the teacher should know about how the reports were told apart (standard error has
    /// them in the learner's language, JSON in English).
    let notes: [Phrase]
    private let cells: [String: [Int: LearnerReport.Row]]

    init(sources: [Source]) {
        var notes: [Phrase] = []
        // One entry per learner: by id, else by file.
        var chosen: [Source] = []
        var indexByKey: [String: Int] = [:]
        for source in sources {
            let key = source.report.learnerID.map { "id:\($0)" } ?? "file:\(source.file)"
            if let earlier = indexByKey[key] {
                notes.append(CLIText.Report.sameLearner(chosen[earlier].file, source.file, learner: source.report.learner))
                chosen[earlier] = source
            } else {
                indexByKey[key] = chosen.count
                chosen.append(source)
            }
        }
        let withoutID = chosen.filter { $0.report.learnerID == nil }.map(\.file)
        if !withoutID.isEmpty {
            notes.append(CLIText.Report.withoutLearnerIDs(withoutID))
        }
        let headings = ClassTableHeadings.of(chosen)
        columns = zip(chosen, headings).map { source, heading in
            Column(heading: heading, learner: source.report.learner, learnerID: source.report.learnerID, file: source.file)
        }
        let columnsByName = Dictionary(grouping: columns, by: \.learner)
        for (name, sharing) in columnsByName.sorted(by: { $0.key < $1.key }) where sharing.count > 1 {
            notes.append(CLIText.Report.sameName(sharing.count, name: name, columns: sharing.map(\.heading)))
        }
        var order: [String] = []
        var cells: [String: [Int: LearnerReport.Row]] = [:]
        for (column, source) in chosen.enumerated() {
            for row in source.report.rows {
                if cells[row.exercise] == nil { order.append(row.exercise) }
                cells[row.exercise, default: [:]][column] = row
            }
        }
        exercises = order
        self.cells = cells
        self.notes = notes
    }

    func row(exercise: String, column: Int) -> LearnerReport.Row? {
        cells[exercise]?[column]
    }

    /// `✓3` passed in 3 attempts, `✗2` not yet after 2, `·` not tried.
    func mark(exercise: String, column: Int) -> String {
        guard let row = row(exercise: exercise, column: column), row.attempts > 0 else { return "·" }
        return (row.passed ? "✓" : "✗") + String(row.attempts)
    }

    func text() -> String {
        // Names and ids come from the reports, typed by learners: shown, never obeyed, on a
        // terminal. Columns are measured in terminal cells: a learner named 陈 takes two per character.
        let exercises = self.exercises.map { VisibleText.of($0, keepingLineBreaks: false) }
        let headings = columns.map { VisibleText.of($0.heading, keepingLineBreaks: false) }
        let firstWidth = max(8, exercises.map { DisplayWidth.of($0) }.max() ?? 0)
        let widths = headings.map { max(4, DisplayWidth.of($0)) }
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text))) }
        var lines = [pad(CLIText.Report.exerciseColumn.text, firstWidth) + "  " + zip(headings, widths).map { pad($0, $1) }.joined(separator: "  ")]
        for (exercise, shown) in zip(self.exercises, exercises) {
            lines.append(pad(shown, firstWidth) + "  " + widths.indices.map { pad(mark(exercise: exercise, column: $0), widths[$0]) }.joined(separator: "  "))
        }
        let passedCounts = columns.indices.map { column in self.exercises.filter { row(exercise: $0, column: column)?.passed == true }.count }
        lines.append(pad(CLIText.Report.passedRow.text, firstWidth) + "  " + zip(passedCounts, widths).map { pad("\($0)/\(exercises.count)", $1) }.joined(separator: "  "))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The table as CSV; `cell` words each result (by default its mark, as `report merge` shows it).
    func csv(cell: ((_ exercise: String, _ column: Int) -> String)? = nil) -> String {
        let cell = cell ?? { mark(exercise: $0, column: $1) }
        return CSV.document(header: ["exercise"] + columns.map(\.heading), rows: exercises.map { exercise in
            [exercise] + columns.indices.map { cell(exercise, $0) }
        })
    }

    /// The table as JSON: the learners (heading, name, id, file), then each exercise with every
    /// learner's result in column order; with `credit` (a class's export), each result also
    /// says how many inputs the check passed of how many (`casesPassed`, `casesTotal`).
    func json(credit: ((_ exercise: String, _ column: Int) -> (passed: Int, total: Int))? = nil) throws -> String {
        struct Learner: Encodable {
            let column: String
            let learner: String
            let learnerID: String?
            let file: String
        }
        struct Result: Encodable {
            let column: String
            let passed: Bool
            let attempts: Int
            let secondsToPass: Int?
            let lastFailure: String?
            // Left out when nil, as `report merge` has no credit to give.
            let casesPassed: Int?
            let casesTotal: Int?
        }
        struct ExerciseRow: Encodable {
            let exercise: String
            let results: [Result]
        }
        struct Table: Encodable {
            let learners: [Learner]
            let exercises: [ExerciseRow]
            let notes: [String]
        }
        let table = Table(
            learners: columns.map { Learner(column: $0.heading, learner: $0.learner, learnerID: $0.learnerID, file: $0.file) },
            exercises: exercises.map { exercise in
                ExerciseRow(exercise: exercise, results: columns.indices.map { column in
                    let row = row(exercise: exercise, column: column)
                    let cases = credit?(exercise, column)
                    return Result(column: columns[column].heading, passed: row?.passed ?? false, attempts: row?.attempts ?? 0,
                                  secondsToPass: row?.secondsToPass, lastFailure: row?.lastFailure,
                                  casesPassed: cases?.passed, casesTotal: cases?.total)
                })
            },
            notes: notes.map(\.english))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(table), as: UTF8.self)
    }
}
