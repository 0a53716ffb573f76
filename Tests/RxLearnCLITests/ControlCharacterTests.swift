import Foundation
import Testing

/// Escape sequences in a lesson pack (a title that clears the screen, prose that sets the
/// terminal's title) or in a learner's report are shown by `list`, `show` and `report merge`,
/// never obeyed; lint says where they are.
@Suite struct ControlCharacterTests {
    private static let clear = "\u{1B}[2J"
    private static let setTitle = "\u{1B}]0;pwned\u{07}"

    private func lessonFolder(in process: RxLearnProcess) throws -> URL {
        let folder = process.workspace.deletingLastPathComponent().appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        # Chapter: Tricks\(Self.clear)

        ## Lesson: Sneaky \(Self.clear)title {#sneaky section=9.1}

        Prose that sets the title\(Self.setTitle) and rings.

        ```swift cell id=one
        print("ok")
        ```

        ```output
        ok
        ```
        """.write(to: folder.appendingPathComponent("9.1-tricks.md"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func listAndShowShowEscapesAndLintReportsThem() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let lessons = ["--lessons", try lessonFolder(in: process).path]
        for command in [["list"], ["list", "--documents"], ["show", "sneaky"], ["progress"]] {
            let result = try process.run(command + lessons)
            #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"), "\(command): \(result.stdout.debugDescription)")
            #expect(!result.stderr.contains("\u{1B}"), "\(command): \(result.stderr.debugDescription)")
        }
        #expect(try process.run(["list"] + lessons).stdout.contains("Sneaky ␛[2Jtitle"))
        #expect(try process.run(["show", "sneaky"] + lessons).stdout.contains("sets the title␛]0;pwned␇ and rings."))

        let lint = try process.run(["lint"] + lessons)
        #expect(lint.status == 2, "\(lint.stdout)")
        let errors = lint.stdout.split(separator: "\n").filter { $0.contains("control character") }
            .map { $0.components(separatedBy: "/lessons/").last ?? "" }
        #expect(errors == [
            "9.1-tricks.md:1:18: error: the line holds the control character U+001B (escape), which a terminal obeys instead of showing — remove it; in code, write it as an escape such as \"\\u{1B}\"",
            "9.1-tricks.md:3:19: error: the line holds the control character U+001B (escape), which a terminal obeys instead of showing — remove it; in code, write it as an escape such as \"\\u{1B}\"",
            "9.1-tricks.md:5:26: error: the line holds the control character U+001B (escape), which a terminal obeys instead of showing — remove it; in code, write it as an escape such as \"\\u{1B}\"",
        ], "\(lint.stdout)")
        #expect(!lint.stdout.contains("\u{1B}"))
    }

    @Test func namesInTheClassTableAreShownNotObeyed() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let folder = process.workspace.deletingLastPathComponent()
        var files: [String] = []
        for (index, name) in ["ada\(Self.clear)", "ada\(Self.setTitle)"].enumerated() {
            let file = folder.appendingPathComponent("r\(index).json")
            let report = ["learner": name, "learnerID": "\(index)aaaaaaa", "rows": [["exercise": "ex\u{1B}[1m", "passed": true, "attempts": 1]]] as [String: Any]
            try JSONSerialization.data(withJSONObject: report).write(to: file)
            files.append(file.path)
        }
        let merged = try process.run(["report", "merge"] + files)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(!merged.stdout.contains("\u{1B}") && !merged.stderr.contains("\u{1B}"), "\(merged.stdout.debugDescription)")
        #expect(merged.stdoutLines.first?.contains("ada␛[2J") == true, "\(merged.stdout)")
        #expect(merged.stdoutLines.dropFirst().first?.hasPrefix("ex␛[1m") == true, "\(merged.stdout)")
    }
}
