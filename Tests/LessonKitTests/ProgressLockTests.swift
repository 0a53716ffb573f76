import Foundation
import Testing
@testable import LessonKit
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A progress lock that someone else keeps (a command stopped with Ctrl-Z mid-save, `flock` on
/// the lock file) is waited for with a bound, then named; nothing is lost and reading goes on.
@Suite struct ProgressLockTests {
    private let shortWait = Duration.milliseconds(150)

    /// A store with one saved change, and its lock taken on a descriptor of this process (flock
    /// locks belong to open files, so the store's own open is refused as another process's is).
    private func withHeldLock(_ body: (ProgressStore, _ saved: Data) throws -> Void) throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ProgressStore(fileURL: folder.appendingPathComponent("rxlearn/progress.json"), lockWait: shortWait)
        try store.update(.cellMatched(lessonID: "a", cellID: "one"))
        let saved = try Data(contentsOf: store.fileURL)
        let holder = open(store.lockURL.path, O_RDWR)
        #expect(holder >= 0)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        try body(store, saved)
    }

    @Test func anUpdateGivesUpAfterTheWaitAndNamesTheHolder() throws {
        try withHeldLock { store, saved throws in
            let error = lockError(store, .cellMatched(lessonID: "a", cellID: "two"))
            guard case .locked(let path, let holder)? = error else {
                Issue.record("expected .locked, got \(String(describing: error))")
                return
            }
            #expect(path == store.lockURL.path)
            #expect(error?.description.contains("your progress is safe") == true)
            #if os(Linux)
            // The kernel's lock table names this test process, which holds the lock.
            #expect(holder?.processID == getpid())
            #expect(holder?.isStopped == false)
            #else
            _ = holder
            #endif
            #expect(try Data(contentsOf: store.fileURL) == saved)
        }
    }

    @Test func readingNeedsNoLock() throws {
        try withHeldLock { store, _ throws in
            #expect(try store.load().progress.lessons["a"]?.matchedCells == ["one"])
        }
    }

    @Test func theOutboxKeepsAChangeThatCouldNotBeSavedAndSendsItLater() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ProgressStore(fileURL: folder.appendingPathComponent("rxlearn/progress.json"), lockWait: shortWait)
        let outbox = ProgressOutbox(store: store)
        #expect(outbox.post(.exerciseAttempt(exerciseID: "e", failure: nil, at: Date(timeIntervalSince1970: 0))))
        // A second change before the delivery ran goes with it: no second delivery is asked for.
        #expect(!outbox.post(.hintRevealed(exerciseID: "e", available: 3)))
        try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let holder = open(store.lockURL.path, O_RDWR | O_CREAT, 0o644)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        guard case .locked = outbox.deliver() else {
            Issue.record("a delivery under a held lock must fail with .locked")
            return
        }
        #expect(outbox.waitingCount == 2)
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
        #expect(outbox.post(.position(lessonID: "l", cellID: nil)))

        flock(holder, LOCK_UN)
        #expect(outbox.deliver(waitingAtMost: .seconds(2)) == nil)
        #expect(outbox.waitingCount == 0)
        #expect(outbox.deliver() == nil)
        let progress = try store.load().progress
        #expect(progress.exercises["e"]?.attempts == 1)
        #expect(progress.exercises["e"]?.hintsShown == 1)
        #expect(progress.position == Position(lessonID: "l"))
    }

    /// `flock FILE sleep …` stopped with SIGSTOP, as a command stopped with Ctrl-Z mid-save: the
    /// error says it is stopped and how to resume it.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))
    func aStoppedHolderIsSaidToBeStopped() throws {
        #if os(Linux)
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ProgressStore(fileURL: folder.appendingPathComponent("progress.json"), lockWait: shortWait)
        // In a process group of its own, so that ending the group ends flock and its sleep.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = ["/usr/bin/flock", store.lockURL.path, "sleep", "60"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var childID: pid_t = 0
        #expect(posix_spawn(&childID, arguments[0], nil, &attributes, &argv, environ) == 0)
        defer {
            kill(-childID, SIGKILL)
            kill(-childID, SIGCONT)
            var status: Int32 = 0
            waitpid(childID, &status, 0)
        }
        // Until flock has the lock (it takes it before it starts sleep), keep asking.
        var holder: LockHolder?
        for _ in 0 ..< 200 where holder == nil {
            kill(childID, SIGSTOP)
            if case .locked(_, let found)? = lockError(store), found?.isStopped == true { holder = found }
            if holder == nil {
                kill(childID, SIGCONT)
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
        let found = try #require(holder)
        #expect(found.processID == childID)
        #expect(found.command?.hasPrefix("flock ") == true)
        let sentence = ProgressStoreError.locked(path: store.lockURL.path, holder: found).description
        #expect(sentence.contains("process \(childID) (flock "))
        #expect(sentence.contains("which is stopped (Ctrl-Z) — resume it with `fg`"))
        #endif
    }

    private func lockError(_ store: ProgressStore, _ changes: ProgressChange...) -> ProgressStoreError? {
        do {
            try store.update(changes)
            return nil
        } catch {
            return error as? ProgressStoreError
        }
    }
}
