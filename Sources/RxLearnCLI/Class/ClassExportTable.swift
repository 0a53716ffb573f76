import ClassProtocol
import Foundation

/// `class export`: `report merge`'s table (one row per exercise, one column per learner, learners
/// told apart the same way: `ClassTable`), each result followed by its partial credit, the inputs
/// passed of those checked: `✗2 37/51`.
struct ClassExportTable {
    let table: ClassTable
    private let credit: [String: [String: ClassExport.Row]]

    init(_ export: ClassExport) {
        var credit: [String: [String: ClassExport.Row]] = [:]
        let sources = export.learners.map { learner -> ClassTable.Source in
            // A learner who joined without a progress id is still one learner: their class id keeps them apart.
            let id = learner.learnerID ?? "class-\(learner.member)"
            for row in learner.rows { credit[id, default: [:]][row.exercise] = row }
            let rows = learner.rows.map {
                LearnerReport.Row(exercise: $0.exercise, passed: $0.passed, attempts: $0.attempts, secondsToPass: $0.secondsToPass, lastFailure: $0.lastFailure)
            }
            return ClassTable.Source(file: "class member \(learner.member)", report: LearnerReport(learner: learner.name, learnerID: id, rows: rows))
        }
        table = ClassTable(sources: sources)
        self.credit = credit
    }

    func credit(exercise: String, column: Int) -> (passed: Int, total: Int) {
        guard let id = table.columns[column].learnerID, let row = credit[id]?[exercise] else { return (0, 0) }
        return (row.casesPassed, row.casesTotal)
    }

    func cell(exercise: String, column: Int) -> String {
        let mark = table.mark(exercise: exercise, column: column)
        let (passed, total) = credit(exercise: exercise, column: column)
        return total > 0 ? "\(mark) \(passed)/\(total)" : mark
    }

    func csv() -> String {
        table.csv(cell: cell(exercise:column:))
    }

    /// `report merge --json`'s shape, with `casesPassed` and `casesTotal` in every result.
    func json() throws -> String {
        try table.json(credit: credit(exercise:column:)) + "\n"
    }
}

