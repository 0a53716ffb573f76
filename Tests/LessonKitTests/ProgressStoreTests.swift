import Foundation
import LessonKit
import SystemSupport
import Testing

@Suite struct ProgressStoreTests {
    func withStore(_ body: (ProgressStore, URL) throws -> Void) throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixed = Date(timeIntervalSince1970: 1_700_000_000)
        let store = ProgressStore(fileURL: folder.appendingPathComponent("state/rxlearn/progress.json"), now: { fixed })
        try body(store, folder)
    }

    @Test func aMissingFileIsEmptyProgress() throws {
        try withStore { store, _ in
            let snapshot = try store.load()
            #expect(snapshot.progress == LearnerProgress())
            #expect(snapshot.diagnostics == [])
        }
    }

    @Test func updatesAreStoredAndReadBack() throws {
        try withStore { store, _ in
            let passedAt = Date(timeIntervalSince1970: 1_700_000_123)
            try store.update(
                .cellMatched(lessonID: "4.1.2-just", cellID: "just-1"),
                .exerciseAttempt(exerciseID: "double-numbers", failure: .wrongOutput, at: passedAt),
                .exerciseAttempt(exerciseID: "double-numbers", failure: nil, at: passedAt),
                .exerciseAttempt(exerciseID: "double-numbers", failure: nil, at: passedAt.addingTimeInterval(60)),
                .position(lessonID: "4.1.2-just", cellID: "just-1"))
            // A second store instance reads what the first wrote.
            let progress = try ProgressStore(fileURL: store.fileURL).load().progress
            #expect(progress.lessons["4.1.2-just"] == LessonProgress(visited: true, matchedCells: ["just-1"]))
            #expect(progress.exercises["double-numbers"] == ExerciseProgress(
                passed: true, attempts: 3, firstPassedAt: passedAt, lastFailure: .wrongOutput, firstAttemptAt: passedAt))
            #expect(progress.position == Position(lessonID: "4.1.2-just", cellID: "just-1"))
        }
    }

    /// An attempt names its answer: the same answer again is not counted, and the stamp is kept
    /// in the file, so that another command checking it later does not count it either.
    @Test func theSameAnswerAttemptedAgainIsCountedOnce() throws {
        try withStore { store, _ in
            let at = Date(timeIntervalSince1970: 1_700_000_000)
            try store.update(.exerciseAttempt(exerciseID: "e", failure: .wrongOutput, answerStamp: "a1", at: at))
            try store.update(.exerciseAttempt(exerciseID: "e", failure: .wrongOutput, answerStamp: "a1", at: at))
            #expect(try store.load().progress.exercises["e"]?.attempts == 1)
            #expect(try store.load().progress.exercises["e"]?.lastAnswerStamp == "a1")
            try store.update(.exerciseAttempt(exerciseID: "e", failure: nil, answerStamp: "a2", at: at))
            try store.update(.exerciseAttempt(exerciseID: "e", failure: .wrongOutput, at: at))
            #expect(try store.load().progress.exercises["e"]?.attempts == 3, "no stamp: always an attempt")
            #expect(try store.load().progress.exercises["e"]?.passed == true)
        }
    }

    @Test func theFirstSaveGivesTheStateALearnerIDThatStays() throws {
        try withStore { store, _ in
            #expect(try store.load().progress.learnerID == nil)
            let first = try store.update(.cellMatched(lessonID: "a", cellID: "b")).progress.learnerID
            let id = try #require(first)
            #expect(id.count == 36)
            let second = try store.update(.cellMatched(lessonID: "a", cellID: "c")).progress.learnerID
            #expect(second == id)
            #expect(try ProgressStore(fileURL: store.fileURL).load().progress.learnerID == id)
        }
    }

    @Test func aFolderAtTheProgressPathIsAnErrorThatSaysSo() throws {
        try withStore { store, _ in
            try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: true)
            #expect { try store.load() } throws: { error in
                "\(error)".contains("it is a folder, not a file") && "\(error)".contains("XDG_STATE_HOME")
            }
            #expect { try store.update(.cellMatched(lessonID: "a", cellID: "b")) } throws: { error in
                "\(error)".contains("it is a folder, not a file")
            }
        }
    }

    @Test func olderFilesWithMissingFieldsStillRead() throws {
        try withStore { store, _ in
            try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try #"{"lessons": {"a": {"visited": true}}, "exercises": {"e": {"attempts": 2, "lastFailure": "somethingNew"}}}"#
                .write(to: store.fileURL, atomically: true, encoding: .utf8)
            let snapshot = try store.load()
            #expect(snapshot.diagnostics == [])
            #expect(snapshot.progress.lessons["a"]?.visited == true)
            #expect(snapshot.progress.exercises["e"]?.attempts == 2)
            #expect(snapshot.progress.exercises["e"]?.lastFailure == FailureKind(rawValue: "somethingNew"))
        }
    }

    @Test func aCorruptFileIsMovedAsideAndReported() throws {
        try withStore { store, _ in
            let folder = store.fileURL.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "{ not json".write(to: store.fileURL, atomically: true, encoding: .utf8)

            let snapshot = try store.update(.cellMatched(lessonID: "l", cellID: "c"))
            let aside = folder.appendingPathComponent("progress.json.corrupt-20231114T221320Z")
            #expect(try String(contentsOf: aside, encoding: .utf8) == "{ not json")
            #expect(snapshot.diagnostics.count == 1)
            let diagnostic = try #require(snapshot.diagnostics.first)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.message.contains("could not be read"))
            #expect(diagnostic.message.contains(aside.path))
            // The new progress was written in its place.
            #expect(try store.load().progress.lessons["l"]?.matchedCells == ["c"])

            // A second corruption at the same second does not overwrite the first copy.
            try "[]".write(to: store.fileURL, atomically: true, encoding: .utf8)
            let second = try store.load()
            #expect(second.diagnostics.first?.message.contains("corrupt-20231114T221320Z-2") == true)
            #expect(try String(contentsOf: aside, encoding: .utf8) == "{ not json")
        }
    }

    @Test func aFileFromANewerVersionIsLeftAlone() throws {
        try withStore { store, _ in
            try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            let newer = #"{"version": 99, "lessons": {}}"#
            try newer.write(to: store.fileURL, atomically: true, encoding: .utf8)
            #expect(throws: ProgressStoreError.newerVersion(found: 99, path: store.fileURL.path)) {
                try store.update(.cellMatched(lessonID: "l", cellID: "c"))
            }
            #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == newer)
        }
    }

    /// Two threads, each with its own store instance on the same file, increment one counter:
    /// without the lock, read-modify-write cycles interleave and increments are lost.
    @Test func concurrentWritersFromTwoThreadsLoseNothing() throws {
        try withStore { store, _ in
            let perThread = 60
            let failures = FailureCounter()
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                let ownStore = ProgressStore(fileURL: store.fileURL)
                for step in 0..<perThread {
                    do {
                        try ownStore.update(
                            .exerciseAttempt(exerciseID: "shared", failure: .timeout, at: Date()),
                            .cellMatched(lessonID: "thread-\(thread)", cellID: "step-\(step)"))
                    } catch {
                        failures.add()
                    }
                }
            }
            #expect(failures.count == 0)
            let progress = try store.load().progress
            #expect(progress.exercises["shared"]?.attempts == 2 * perThread)
            #expect(progress.lessons["thread-0"]?.matchedCells.count == perThread)
            #expect(progress.lessons["thread-1"]?.matchedCells.count == perThread)
        }
    }

    /// A reader that ignores the lock never sees a half-written file, because each write
    /// replaces the file by renaming a complete one over it.
    @Test func readersNeverSeeAHalfWrittenFile() throws {
        try withStore { store, _ in
            try store.update((0..<200).map { .cellMatched(lessonID: "lesson-\($0)", cellID: "cell") })
            let unreadable = FailureCounter()
            let reads = FailureCounter()
            DispatchQueue.concurrentPerform(iterations: 2) { role in
                if role == 0 {
                    for step in 0..<40 {
                        _ = try? store.update(.cellMatched(lessonID: "lesson-\(step)", cellID: "more-\(step)"))
                    }
                } else {
                    for _ in 0..<300 {
                        guard let data = try? Data(contentsOf: store.fileURL) else { continue }
                        reads.add()
                        if (try? JSONDecoder().decode(LearnerProgress.self, from: data)) == nil { unreadable.add() }
                    }
                }
            }
            #expect(reads.count > 0)
            #expect(unreadable.count == 0)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.fileURL.deletingLastPathComponent().path)
                .filter { $0.contains(".tmp-") }
            #expect(leftovers == [])
        }
    }

    /// Another process holding the lock (here the flock(1) tool from util-linux) makes the store
    /// wait until it lets go.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))
    func anotherProcessHoldingTheLockMakesTheStoreWait() throws {
        try withStore { store, folder in
            try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            let marker = folder.appendingPathComponent("locked")
            let holder = Process()
            holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
            let released = folder.appendingPathComponent("released")
            holder.arguments = [store.lockURL.path, "sh", "-c", "touch '\(marker.path)'; sleep 1; touch '\(released.path)'"]
            try holder.run()
            defer { holder.waitUntilExit() }
            let deadline = Date().addingTimeInterval(10)
            while !FileManager.default.fileExists(atPath: marker.path) && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
            try #require(FileManager.default.fileExists(atPath: marker.path))

            try store.update(.cellMatched(lessonID: "l", cellID: "after-the-other-process"))
            // The holder's last act under the lock is done: the update waited for it to let go.
            #expect(FileManager.default.fileExists(atPath: released.path), "the update should have waited for the other process's lock")
            #expect(try store.load().progress.lessons["l"]?.matchedCells == ["after-the-other-process"])
        }
    }
}

/// A thread-safe counter for the concurrency tests.
final class FailureCounter: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0

    func add() {
        lock.lock()
        value += 1
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

@Suite struct LearnerLocationTests {
    let home = URL(fileURLWithPath: "/home/learner", isDirectory: true)
    let current = URL(fileURLWithPath: "/work/here", isDirectory: true)

    @Test func workspaceDefaultsToTheHomeFolder() {
        #expect(WorkspaceLocation.resolve(explicit: nil, environment: [:], homeDirectory: home, currentDirectory: current).path
            == "/home/learner/rxlearn-workspace")
    }

    @Test func environmentOverridesTheDefaultAndTheFlagOverridesBoth() {
        let environment = ["RXLEARN_WORKSPACE": "~/studies"]
        #expect(WorkspaceLocation.resolve(explicit: nil, environment: environment, homeDirectory: home, currentDirectory: current).path
            == "/home/learner/studies")
        #expect(WorkspaceLocation.resolve(explicit: "ws", environment: environment, homeDirectory: home, currentDirectory: current).path
            == "/work/here/ws")
        #expect(WorkspaceLocation.resolve(explicit: "/tmp/ws", environment: environment, homeDirectory: home, currentDirectory: current).path
            == "/tmp/ws")
        #expect(WorkspaceLocation.resolve(explicit: "", environment: ["RXLEARN_WORKSPACE": ""], homeDirectory: home, currentDirectory: current).path
            == "/home/learner/rxlearn-workspace")
    }

    @Test func progressFollowsXDGStateHome() {
        #expect(ProgressLocation.resolve(environment: [:], homeDirectory: home).path
            == "/home/learner/.local/state/rxlearn/progress.json")
        #expect(ProgressLocation.resolve(environment: ["XDG_STATE_HOME": "/var/state"], homeDirectory: home).path
            == "/var/state/rxlearn/progress.json")
        // The XDG specification says relative paths are to be ignored.
        #expect(ProgressLocation.resolve(environment: ["XDG_STATE_HOME": "relative"], homeDirectory: home).path
            == "/home/learner/.local/state/rxlearn/progress.json")
    }

    /// `$HOME` decides, not the password database; the account's home only when HOME is unset.
    @Test func theDefaultFoldersFollowHOMEAndXDG() {
        let account = URL(fileURLWithPath: "/home/account")
        let elsewhere = UserFolders(environment: ["HOME": "/tmp/elsewhere"], accountHome: { account })
        #expect(elsewhere.home.path == "/tmp/elsewhere")
        #expect(elsewhere.rxlearnState.path == "/tmp/elsewhere/.local/state/rxlearn")
        #expect(elsewhere.cacheHome.path == "/tmp/elsewhere/.cache")
        #expect(WorkspaceLocation.resolve(explicit: nil, environment: ["HOME": "/tmp/elsewhere"]).path == "/tmp/elsewhere/rxlearn-workspace")
        #expect(ProgressLocation.resolve(environment: ["HOME": "/tmp/elsewhere"]).path == "/tmp/elsewhere/.local/state/rxlearn/progress.json")
        let xdg = UserFolders(environment: ["HOME": "/tmp/elsewhere", "XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/c"], accountHome: { account })
        #expect(xdg.rxlearnState.path == "/s/rxlearn")
        #expect(xdg.cacheHome.path == "/c")
        for unusable in [[:], ["HOME": ""], ["HOME": "relative/home"]] {
            #expect(UserFolders(environment: unusable, accountHome: { account }).home == account)
        }
    }
}
