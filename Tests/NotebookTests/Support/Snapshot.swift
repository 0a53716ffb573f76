import Foundation
import Marbles
import Testing
@testable import NotebookCore

/// Screen snapshots: the rendered text is compared with `Snapshots/<name>.txt`.
///
/// To re-record after an intended change of the screen, run the tests with
/// `RXLEARN_RECORD_SNAPSHOTS=1`; the files are rewritten and the tests pass. Review the diff
/// with `git diff Tests/NotebookTests/Snapshots` before committing.
enum Snapshot {
    static let recordVariable = "RXLEARN_RECORD_SNAPSHOTS"

    static func assertMatches(_ buffer: ScreenBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        // Every row is exactly as wide as the screen, whatever CJK or emoji it holds.
        for row in 0..<buffer.size.rows {
            let width = DisplayWidth.of(buffer.text(row: row))
            #expect(width == buffer.size.columns, "row \(row) of \(name) is \(width) columns wide: \(buffer.text(row: row))", sourceLocation: sourceLocation)
        }
        let file = Fixtures.snapshotsFolder.appendingPathComponent("\(name).txt")
        // A frame around the screen shows trailing spaces in the files and in failure messages.
        let text = framed(buffer)
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try FileManager.default.createDirectory(at: Fixtures.snapshotsFolder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        guard let recorded = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no snapshot \(name).txt: run the tests with \(recordVariable)=1 to record it", sourceLocation: sourceLocation)
            return
        }
        #expect(recorded == text, "screen \(name) differs from its snapshot:\n\(text)", sourceLocation: sourceLocation)
    }

    static func framed(_ buffer: ScreenBuffer) -> String {
        let edge = "+" + String(repeating: "-", count: buffer.size.columns) + "+"
        let rows = (0..<buffer.size.rows).map { "|" + buffer.text(row: $0) + "|" }
        return ([edge] + rows + [edge]).joined(separator: "\n") + "\n"
    }
}
