import Foundation
import Localization
import Testing
@testable import Notebook
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The learner's `$EDITOR` as the notebook runs it, with fake editors: one that is not there,
/// one that cannot be run, one that never ends (and one that also ignores SIGTERM), one that
/// leaves a background process behind. No terminal here: the job control that gives the editor
/// the terminal is driven end to end under tmux (`EditorEndToEndTests`).
@Suite struct EditorJobTests {
    /// A scratch folder with the file to edit and the fake editors' scripts.
    final class Scratch {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-editor-\(UUID().uuidString.prefix(8))")
        var file: URL { folder.appendingPathComponent("cell.swift") }
        var pidFile: URL { folder.appendingPathComponent("editor.pid") }
        static let code = "Observable.just(1)\n"

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(Self.code.utf8).write(to: file)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// The editor command that runs a shell script; `$PIDFILE` in `body` is where it may
        /// write a pid. Through `/bin/sh`, not executed itself: a process another test spawns
        /// while the file is being written may inherit the open file, and executing it would then
        /// fail as "text file busy" (status 126).
        func script(_ name: String, _ body: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try Data("PIDFILE='\(pidFile.path)'\n\(body)\n".utf8).write(to: url)
            return "/bin/sh '\(url.path)'"
        }

        /// The pid a script wrote, once it has written it.
        func writtenPID() throws -> pid_t {
            let deadline = ContinuousClock.now + .seconds(60)
            while ContinuousClock.now < deadline {
                if let text = try? String(contentsOf: pidFile, encoding: .utf8), text.hasSuffix("\n"), let pid = pid_t(text.dropLast()) {
                    return pid
                }
                usleep(10_000)
            }
            throw EditorTestFailure(description: "the fake editor never wrote its pid")
        }
    }

    struct EditorTestFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs the job's wait on another thread, as the notebook's loop would be blocked in it.
    final class Waiting: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var outcome: EditorJob.Outcome?

        init(_ job: EditorJob) {
            DispatchQueue.global().async { [self] in
                outcome = job.waitWhileItHasTheTerminal(detachAfter: nil)
                done.signal()
            }
        }

        func result() -> EditorJob.Outcome? {
            done.wait()
            return outcome
        }
    }

    /// What `/proc` says of `pid` (Linux): nil when it is gone.
    static func process(_ pid: pid_t) -> ProcessGroups.Process? {
        ProcessGroups.processes().first { $0.pid == pid }
    }

    /// True once the process has ended (gone, or a zombie not yet reaped); false if it still
    /// runs after a minute. A SIGKILL sent to a group is delivered to each member on its own
    /// schedule: a loaded machine can show the script still running just after the kill.
    static func endedProcess(_ pid: pid_t) -> Bool {
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            if process(pid).map(\.isZombie) ?? true { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    @Test func anEditorThatIsNotThereIsSaidAsNotFound() throws {
        let scratch = try Scratch()
        let job = try EditorJob(command: scratch.folder.appendingPathComponent("no-such-editor").path, file: scratch.file)
        #expect(job.waitWhileItHasTheTerminal(detachAfter: nil) == .ended(.exited(127)))
        let problem = try #require(EditorLauncher.problem(with: .exited(127), command: "vimx"))
        #expect(problem == UIText.Notebook.Messages.editorEnded("vimx", status: 127))
        #expect(problem.english.contains("was not found") && !problem.english.contains("status 127"))
        #expect(try String(contentsOf: scratch.file, encoding: .utf8) == Scratch.code)
    }

    @Test func anEditorThatCannotBeRunIsSaidSo() throws {
        let scratch = try Scratch()
        let notAProgram = scratch.folder.appendingPathComponent("notes.txt")
        try Data("not a program\n".utf8).write(to: notAProgram)
        let job = try EditorJob(command: notAProgram.path, file: scratch.file)
        #expect(job.waitWhileItHasTheTerminal(detachAfter: nil) == .ended(.exited(126)))
        #expect(EditorLauncher.problem(with: .exited(126), command: notAProgram.path)?.english.contains("cannot be run") == true)
    }

    @Test func anEditorThatEndsNormallyLeavesItsFile() throws {
        let scratch = try Scratch()
        let job = try EditorJob(command: "sed -i -e 's/just(1)/just(42)/'", file: scratch.file)
        #expect(job.waitWhileItHasTheTerminal(detachAfter: nil) == .ended(.exited(0)))
        #expect(EditorLauncher.problem(with: .exited(0), command: "sed") == nil)
        #expect(try String(contentsOf: scratch.file, encoding: .utf8) == "Observable.just(42)\n")
    }

    @Test func anEditorThatNeverEndsIsEndedWhenTheLearnerStopsWaiting() throws {
        let scratch = try Scratch()
        let editor = try scratch.script("hangs", "echo $$ > \"$PIDFILE\"\nexec sleep 100000")
        let job = try EditorJob(command: editor, file: scratch.file)
        let waiting = Waiting(job)
        let pid = try scratch.writtenPID()
        #expect(kill(pid, 0) == 0, "the editor runs")
        job.requestEnd()
        #expect(waiting.result() == .ended(.endedByRxlearn))
        // Ended with its group; the file is as the editor left it (here, untouched).
        #expect(Self.endedProcess(pid), "the editor still runs: \(String(describing: Self.process(pid)))")
        #expect(try String(contentsOf: scratch.file, encoding: .utf8) == Scratch.code)
        #expect(EditorLauncher.problem(with: .endedByRxlearn, command: editor) == UIText.Notebook.Messages.editorEndedByYou(editor))
    }

    @Test func anEditorThatIgnoresSIGTERMIsKilled() throws {
        let scratch = try Scratch()
        let editor = try scratch.script("stubborn", "trap '' TERM\necho $$ > \"$PIDFILE\"\nwhile :; do sleep 1; done")
        let job = try EditorJob(command: editor, file: scratch.file)
        let waiting = Waiting(job)
        let pid = try scratch.writtenPID()
        job.requestEnd()
        #expect(waiting.result() == .ended(.endedByRxlearn))
        #expect(Self.endedProcess(pid), "the editor survived SIGKILL: \(String(describing: Self.process(pid)))")
    }

    #if os(Linux)
    /// rxlearn is a child subreaper once it has run a cell (`ChildSubreaper`, in CellRunner):
    /// made one here the same way, so that what an editor leaves is re-parented to this process.
    static let isSubreaper: Bool = {
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "prctl") else { return false }
        return unsafeBitCast(symbol, to: Prctl.self)(36, 1, 0, 0, 0) == 0  // PR_SET_CHILD_SUBREAPER
    }()

    @Test func whatAnEditorLeavesBehindIsReapedNotLeftAZombie() throws {
        try #require(Self.isSubreaper)
        let scratch = try Scratch()
        let editor = try scratch.script("leaves-a-child", "sleep 100000 &\necho $! > \"$PIDFILE\"\nexit 0")
        let job = try EditorJob(command: editor, file: scratch.file)
        #expect(job.waitWhileItHasTheTerminal(detachAfter: nil) == .ended(.exited(0)))
        let leftover = try scratch.writtenPID()
        let alive = try #require(Self.process(leftover))
        #expect(alive.group == job.pid, "the leftover is in the editor's group")
        #expect(alive.parent == getpid(), "its parent ended: it is ours now")

        // It ends: a zombie of ours, which the notebook reaps by pid.
        kill(leftover, SIGKILL)
        var zombie = Self.process(leftover)
        let deadline = ContinuousClock.now + .seconds(30)
        while zombie?.isZombie != true, ContinuousClock.now < deadline {
            usleep(10_000)
            zombie = Self.process(leftover)
        }
        #expect(zombie?.isZombie == true)
        let leftovers = EditorLeftovers()
        leftovers.watch(group: job.pid)
        leftovers.reapNow()
        #expect(Self.process(leftover) == nil, "still there: \(String(describing: Self.process(leftover)))")
        #expect(leftovers.watchedGroups.isEmpty, "the empty group is no longer watched")
    }

    /// The editor's group has its parent, this process, in another group of the session: a
    /// shell-like watcher, so the group is not orphaned (the notebook's own group is judged the
    /// same way before Ctrl-Z in the editor stops it).
    @Test func aGroupWatchedFromAnotherGroupOfTheSessionIsNotOrphaned() throws {
        let scratch = try Scratch()
        let editor = try scratch.script("waits", "echo $$ > \"$PIDFILE\"\nexec sleep 100000")
        let job = try EditorJob(command: editor, file: scratch.file)
        let waiting = Waiting(job)
        _ = try scratch.writtenPID()
        #expect(getpgrp() != job.pid, "the editor has a group of its own")
        #expect(ProcessGroups.isOrphaned(job.pid) == false)
        job.requestEnd()
        #expect(waiting.result() == .ended(.endedByRxlearn))
    }

    @Test func aGroupWithSomethingStillRunningStaysWatched() throws {
        let scratch = try Scratch()
        let editor = try scratch.script("leaves-a-sleeper", "sleep 100000 &\necho $! > \"$PIDFILE\"\nexit 0")
        let job = try EditorJob(command: editor, file: scratch.file)
        #expect(job.waitWhileItHasTheTerminal(detachAfter: nil) == .ended(.exited(0)))
        let leftover = try scratch.writtenPID()
        defer { kill(leftover, SIGKILL) }
        let leftovers = EditorLeftovers()
        leftovers.watch(group: job.pid)
        leftovers.reapNow()
        #expect(leftovers.watchedGroups == [job.pid])
        #expect(Self.process(leftover)?.isZombie == false, "a running leftover is the learner's, and left alone")
    }
    #endif
}
