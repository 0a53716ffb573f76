import Foundation
import Testing
@testable import RxLearnCLI

/// Class reports carry what learners typed (their names), so they are made safe for the places
/// a teacher opens them: spreadsheets (no formula runs) and terminals (no escape sequence acts).
@Suite struct ClassReportSafetyTests {
    @Test func csvFieldsThatLookLikeFormulasAreMadeText() {
        #expect(CSV.field("=cmd|' /C calc'!A0") == "\"'=cmd|' /C calc'!A0\"")
        #expect(CSV.field("+1") == "\"'+1\"")
        #expect(CSV.field("-2+3") == "\"'-2+3\"")
        #expect(CSV.field("@SUM(A1)") == "\"'@SUM(A1)\"")
        #expect(CSV.field("\tx") == "\"'\tx\"")
        #expect(CSV.field("\rx") == "\"'\rx\"")
        #expect(CSV.field("a\r\nb") == "\"a\r\nb\"")
        #expect(CSV.field("say \"hi\", then") == "\"say \"\"hi\"\", then\"")
        // Only the start matters, and ordinary text stays as it is.
        #expect(CSV.field("ada=1") == "ada=1")
        #expect(CSV.field("陈") == "陈")
        #expect(CSV.field("") == "")
    }

    @Test func bothReportsUseTheSafeFields() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let lessons = ["--lessons", RxLearnProcess.fixture("exercises")]
        let name = "=HYPERLINK(\"http://x\",\"y\")"
        let mine = try process.run(["report", "--csv", "--learner", name] + lessons)
        #expect(mine.status == 0, "\(mine.stderr)")
        #expect(mine.stdoutLines.dropFirst().allSatisfy { $0.hasPrefix("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",") }, "\(mine.stdout)")

        let json = try process.run(["report", "--json", "--learner", name] + lessons)
        let file = process.workspace.deletingLastPathComponent().appendingPathComponent("formula.json")
        try json.stdout.write(to: file, atomically: true, encoding: .utf8)
        let merged = try process.run(["report", "merge", "--csv", file.path])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdoutLines.first == "exercise,\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"")
    }
}
