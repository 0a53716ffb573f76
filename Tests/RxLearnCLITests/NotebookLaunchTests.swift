import Foundation
import LessonKit
import Localization
import Notebook
import Testing
@testable import RxLearnCLI

/// What `rxlearn` (the notebook) says and exits with when the notebook ends, and the first
/// message it gives the notebook.
@Suite struct NotebookLaunchTests {
    static let loaded = LoadedLessons(folder: LessonFolder(url: RxLearnProcess.fixtures.appendingPathComponent("tiny")),
                                      chapters: [], diagnostics: [])

    @Test func progressNotSavedAtTheEndIsAFailureWithItsSentence() throws {
        let problem = ProgressStoreError.locked(path: "/tmp/state/rxlearn/progress.json.lock",
                                                holder: LockHolder(processID: 4242, command: "flock progress.json.lock sleep 60", isStopped: false))
        do {
            _ = try NotebookLaunch.result(of: .quitWithProgressNotSaved(problem), Self.loaded)
            Issue.record("the notebook's unsaved progress was not said")
        } catch let failure as UserFacingFailure {
            #expect(failure.status == ExitStatus.failure)
            #expect(failure.message == CLIText.Failure.progressNotSaved("\(problem)").text)
            #expect(failure.message.contains("locked by process 4242 (flock progress.json.lock sleep 60)"))
        }
    }

    @Test func aQuitWithEverythingSavedIsNoFailure() throws {
        #expect(try NotebookLaunch.result(of: .quit, Self.loaded) == .quit)
        #expect(try NotebookLaunch.result(of: .noTerminal, Self.loaded) == .noTerminal)
    }

    @Test func anUnreadableTranslationIsTheNotebooksFirstMessage() {
        var loaded = Self.loaded
        loaded.language = .simplifiedChinese
        loaded.unreadableTranslations = [("zh-Hans/9.1-tiny.md", Diagnostic(file: "zh-Hans/9.1-tiny.md", line: 0, column: 0, severity: .error,
                                                                            message: "the file is not valid UTF-8 (byte 0xFF)", fix: ""))]
        let notice = NotebookLaunch.firstNotice(loaded)
        #expect(notice?.english.hasPrefix("the 简体中文 translation \(loaded.displayPath(ofFile: "zh-Hans/9.1-tiny.md")) cannot be read") == true)
        // Errors in the lesson files come first: they are what the learner must fix.
        loaded.diagnostics = [Diagnostic(file: "9.1-tiny.md", line: 3, column: 1, severity: .error, message: "broken", fix: "")]
        #expect(NotebookLaunch.firstNotice(loaded) == UIText.Notebook.Messages.lessonFileErrors(1))
        #expect(NotebookLaunch.firstNotice(Self.loaded) == nil)
    }
}
