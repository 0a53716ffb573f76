import Foundation
import Testing
import LessonKit

/// `rxlearn reset` and the notebook's `x` keep every version the learner had.
@Suite struct WorkspaceBackupTests {
    @Test func resetThreeTimesKeepsThreeVersions() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = WorkspaceLayout(root: folder)
        let file = layout.exerciseURL(exerciseID: "4.1-shout")
        var kept: [URL?] = []
        for attempt in 1 ... 3 {
            _ = try layout.prepareExerciseFile(for: Self.exercise)
            try "// attempt \(attempt)\n".write(to: file, atomically: true, encoding: .utf8)
            kept.append(try layout.resetExerciseFile(for: Self.exercise))
        }
        #expect(kept.map { $0?.lastPathComponent } == ["4.1-shout.swift.bak", "4.1-shout.swift.bak.2", "4.1-shout.swift.bak.3"])
        for (index, url) in kept.enumerated() {
            #expect(try String(contentsOf: try #require(url), encoding: .utf8) == "// attempt \(index + 1)\n")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.exercise.startFile)
    }

    /// The file a learner starts from says the task, then holds the start code as it is.
    @Test func theStartFileSaysTheTaskAsACommentThenTheStartCode() {
        let file = Self.exercise.startFile
        #expect(file.hasPrefix("// Exercise 4.1-shout: Shout it\n//\n// Make every value upper case; keep the order.\n"))
        #expect(file.hasSuffix("\n\nfunc solve() {}\n"))
        let commentLines = file.split(separator: "\n").prefix { !$0.hasPrefix("func") }
        #expect(commentLines.allSatisfy { $0.hasPrefix("//") })
    }

    static let exercise = Exercise(
        id: "4.1-shout", title: "Shout it", prose: "Make every value upper case; keep the order.\n",
        start: SwiftCode(source: "func solve() {}", location: SourceLocation(file: "f.md", line: 1)),
        inputs: [], hints: [], solution: nil, expected: ExpectedOutput(),
        location: SourceLocation(file: "f.md", line: 1))

    @Test func aResetWithNoFileKeepsNothingAndMakesTheStartFile() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = WorkspaceLayout(root: folder)
        #expect(try layout.resetExerciseFile(for: Self.exercise) == nil)
        #expect(try String(contentsOf: layout.exerciseURL(exerciseID: "4.1-shout"), encoding: .utf8) == Self.exercise.startFile)
    }

    @Test func aGapInTheNumbersIsFilledNeverOverwritten() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("x.swift")
        try "old".write(to: WorkspaceBackup.candidate(for: file, number: 1), atomically: true, encoding: .utf8)
        try "older".write(to: WorkspaceBackup.candidate(for: file, number: 3), atomically: true, encoding: .utf8)
        try "mine".write(to: file, atomically: true, encoding: .utf8)
        #expect(try WorkspaceBackup.keepAside(file)?.lastPathComponent == "x.swift.bak.2")
        #expect(try String(contentsOf: WorkspaceBackup.candidate(for: file, number: 1), encoding: .utf8) == "old")
        #expect(try String(contentsOf: WorkspaceBackup.candidate(for: file, number: 3), encoding: .utf8) == "older")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    /// A name where `.bak` fits the file system's limit and `.bak.2` does not: the second move
    /// cannot be made (whoever runs the test, root included) and must leave the file in place.
    @Test func aFileThatCannotBeMovedAsideStaysWhereItIs() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(String(repeating: "n", count: 245) + ".swift")
        try "first".write(to: file, atomically: false, encoding: .utf8)
        #expect(try WorkspaceBackup.keepAside(file) != nil)
        try "second".write(to: file, atomically: false, encoding: .utf8)
        #expect(throws: WorkspaceFileError.self) { try WorkspaceBackup.keepAside(file) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "second")
    }

    @Test func aWorkspaceThatIsAFileIsASentenceWithWhatToDo() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notAFolder = folder.appendingPathComponent("workspace")
        try "I am a file".write(to: notAFolder, atomically: true, encoding: .utf8)
        let layout = WorkspaceLayout(root: notAFolder)
        do {
            _ = try layout.prepareExerciseFile(for: Self.exercise)
            Issue.record("a file in place of the workspace was accepted")
        } catch let error as WorkspaceFileError {
            #expect(error.description.contains("is a file, not a folder") || error.description.contains("under a file where a folder should be"),
                    "\(error)")
            #expect(error.description.contains("--workspace"))
            #expect(!error.description.contains("NSCocoaErrorDomain"))
        }
    }
}
