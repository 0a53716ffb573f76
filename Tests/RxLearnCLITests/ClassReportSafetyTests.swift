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

    private func source(_ name: String, id: String?, file: String) -> ClassTable.Source {
        ClassTable.Source(file: file, report: LearnerReport(learner: name, learnerID: id, rows: []))
    }

    /// Four hex digits are not enough in a lab where many accounts are `student`: an id that
    /// begins like another gets as many digits as it takes, the others keep four.
    @Test func learnersWhoShareANameGetHeadingsThatDiffer() {
        let sources = [
            source("student", id: "3f2a11aa-0000", file: "a.json"),
            source("student", id: "3f2a22bb-0000", file: "b.json"),
            source("student", id: "91bc0000-0000", file: "c.json"),
            source("ada", id: "3f2a11aa-1111", file: "d.json"),
        ]
        let headings = ClassTableHeadings.of(sources)
        #expect(headings == ["student·3f2a1", "student·3f2a2", "student·91bc", "ada"])
        #expect(ClassTableHeadings.of(sources) == headings)
        #expect(ClassTableHeadings.of(sources.reversed()) == headings.reversed())
    }

    @Test func headingsThatWouldRepeatAreNumbered() {
        // Two reports without ids from files of the same name; a learner named like a tag.
        let headings = ClassTableHeadings.of([
            source("lab", id: nil, file: "monday/report.json"),
            source("lab", id: nil, file: "tuesday/report.json"),
            source("lab·report", id: "0000", file: "x.json"),
            source("lab", id: nil, file: "friday/report.json"),
        ])
        #expect(headings == ["lab·report", "lab·report#2", "lab·report#3", "lab·report#4"])
        #expect(Set(headings).count == headings.count)
    }

    /// 10,000 reports of a lab, a third of them `student`: every heading different.
    @Test func aLargeLabHasNoRepeatedHeading() {
        let sources = (0 ..< 10_000).map { index in
            source(index % 3 == 0 ? "student" : "learner\(index % 2_000)", id: UUID().uuidString.lowercased(), file: "\(index).json")
        }
        let headings = ClassTableHeadings.of(sources)
        #expect(Set(headings).count == headings.count)
        #expect(headings.filter { $0.hasPrefix("student·") }.allSatisfy { $0.count >= "student·".count + 4 })
    }

    /// `report merge` takes its files past swift-argument-parser (quadratic in their number):
    /// the same files in the same order, with the options wherever they are written.
    @Test func mergeFilesAreParsedInOrderWithTheirOptions() throws {
        let command = try #require(try ReportMergeCommand.parseLinearly(["report", "merge", "a.json", "--csv", "b.json", "c.json"]))
        #expect(command.files == ["a.json", "b.json", "c.json"])
        #expect(command.format.csv)
        let rooted = try #require(try ReportMergeCommand.parseLinearly(["--lessons", "L", "report", "merge", "x.json", "y.json"]))
        #expect(rooted.files == ["x.json", "y.json"])
        #expect(try ReportMergeCommand.parseLinearly(["report", "merge", "--", "-odd.json"]) == nil)
        #expect(try ReportMergeCommand.parseLinearly(["list"]) == nil)
        #expect(throws: (any Error).self) { try ReportMergeCommand.parseLinearly(["report", "merge", "a.json", "--json", "--csv"]) }
    }
}
