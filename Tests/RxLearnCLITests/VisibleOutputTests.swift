import Foundation
import Testing

/// A cell that prints escape sequences: `verify` shows them as `␛[31m` on its one-line verdict,
/// while `run` into a pipe passes the bytes on untouched.
@Suite(.serialized) struct VisibleOutputTests {
    /// A lesson folder of our own whose one cell prints red text with ANSI colour codes.
    static func escapingLesson() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-escape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lesson = """
            # Chapter: Escapes

            ## Lesson: Colours {#esc-colours}

            A cell that colours its output.

            ```swift cell id=red
            print("\\u{1B}[31mred\\u{1B}[0m\\u{07}")
            ```

            ```output
            red
            ```

            """
        try lesson.write(to: folder.appendingPathComponent("9.9-escapes.md"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func verifyShowsEscapeSequencesAndRunPassesThemThroughAPipe() throws {
        let lessons = try Self.escapingLesson()
        defer { try? FileManager.default.removeItem(at: lessons) }
        let process = try RxLearnProcess()
        defer { process.removeScratch() }

        let verify = try process.run(["verify", "--lessons", lessons.path])
        #expect(verify.status == 1)
        let fail = try #require(verify.stdoutLines.first { $0.hasPrefix("FAIL  esc-colours/red") })
        #expect(fail.contains("␛[31mred␛[0m␇"), "\(fail)")
        #expect(!verify.stdout.contains("\u{1B}"), "no raw escape reaches the verdict lines")

        // Standard output is a pipe here: the cell's bytes, exactly.
        let run = try process.run(["run", "esc-colours", "--lessons", lessons.path])
        #expect(run.stdout == "\u{1B}[31mred\u{1B}[0m\u{07}\n")
        // The report on standard error quotes the printed line visibly.
        #expect(run.stderr.contains("printed \"␛[31mred␛[0m␇\""), "\(run.stderr)")
    }

    /// Issue 32, item 15: bytes that are not UTF-8 reach a pipe as they are, not as U+FFFD.
    @Test func runFilePassesBytesThatAreNotUTF8ThroughAPipe() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let program = process.stateHome.deletingLastPathComponent().appendingPathComponent("bytes.swift")
        try "import Foundation\nprint(\"text\")\nFileHandle.standardOutput.write(Data([0x61, 0xFF, 0xFE, 0x0A, 0xC3]))\n"
            .write(to: program, atomically: true, encoding: .utf8)
        let run = try process.run(["run", program.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutBytes == Data("text\n".utf8) + Data([0x61, 0xFF, 0xFE, 0x0A, 0xC3]))
    }
}
