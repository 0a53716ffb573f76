import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LessonKit
import Localization
import Testing
@testable import Notebook
@testable import NotebookCore

/// The notebook's saver and another writer (a `rxlearn hint` in a shell, here a second store on
/// the same file: the file lock excludes threads as it excludes processes) change one progress
/// file at once; every change is counted.
@Suite struct ProgressSaverTests {
    @Test func theSaverAndAnotherWriterTogetherLoseNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-saver-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("progress.json")
        let saver = ProgressSaver(store: ProgressStore(fileURL: file), mailbox: Mailbox())
        let other = ProgressStore(fileURL: file)
        let rounds = 40
        DispatchQueue.concurrentPerform(iterations: 2) { role in
            for round in 0 ..< rounds {
                if role == 0 {
                    saver.save(.hintRevealed(exerciseID: "e", available: 1_000))
                    saver.save(.exerciseAttempt(exerciseID: "e", failure: .wrongOutput, at: Date()))
                } else {
                    _ = try? other.update(.hintRevealed(exerciseID: "e", available: 1_000),
                                          .cellMatched(lessonID: "l", cellID: "c\(round)"))
                }
            }
        }
        #expect(saver.finish() == nil)
        let stored = try other.load().progress
        #expect(stored.exercises["e"]?.hintsShown == 2 * rounds)
        #expect(stored.exercises["e"]?.attempts == rounds)
        #expect(stored.lessons["l"]?.matchedCells.count == rounds)
    }

    /// Another process holding the progress file's lock (`flock progress.json.lock sleep 60`, a
    /// `rxlearn hint` stopped with Ctrl-Z), here an open file description of this process: a
    /// flock lock excludes it as it excludes another process.
    final class HeldLock {
        private let descriptor: Int32

        init(_ store: ProgressStore) throws {
            try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            descriptor = open(store.lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            try #require(descriptor >= 0)
            try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        }

        func release() {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    static func store() -> ProgressStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-saver-\(UUID().uuidString)")
        return ProgressStore(fileURL: folder.appendingPathComponent("progress.json"), lockWait: .milliseconds(50))
    }

    @Test func aSaveThatFindsTheLockHeldIsSaidAndKeptForTheNextOne() throws {
        let store = Self.store()
        defer { try? FileManager.default.removeItem(at: store.fileURL.deletingLastPathComponent()) }
        let mailbox = Mailbox()
        let saver = ProgressSaver(store: store, mailbox: mailbox)
        let lock = try HeldLock(store)

        saver.save(.cellMatched(lessonID: "l", cellID: "c1"))
        saver.waitForSavesUnderWay()
        // Said, with who holds the lock; nothing written, nothing dropped.
        let said = mailbox.takeAll()
        #expect(said.count == 1)
        guard case .progressNotSaved(let reason)? = said.first else { Issue.record("no message: \(said)"); return }
        #expect(reason.english.contains("is locked by process \(getpid())"))
        #expect(saver.unsavedCount == 1)
        #expect(try store.load().progress.lessons["l"] == nil)

        // Once the lock is free, the next save takes the waiting change with it.
        lock.release()
        saver.save(.cellMatched(lessonID: "l", cellID: "c2"))
        saver.waitForSavesUnderWay()
        #expect(mailbox.takeAll().isEmpty)
        #expect(saver.unsavedCount == 0)
        #expect(try store.load().progress.lessons["l"]?.matchedCells == ["c1", "c2"])
        #expect(saver.finish() == nil)
    }

    /// A progress file that cannot be read is moved aside: the notebook's first message says so
    /// in the language on screen, with what happens now, and comes before anything else.
    @Test func aProgressFileMovedAsideIsTheFirstMessageInEitherLanguage() throws {
        let store = Self.store()
        defer { try? FileManager.default.removeItem(at: store.fileURL.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: store.fileURL)
        let snapshot = try store.load()
        let message = try #require(Notebook.openingMessage(progress: snapshot, unreadableCopies: Phrase("copies"), notice: Phrase("notice")))
        #expect(message.english.hasPrefix("the progress file could not be read (not valid JSON"))
        #expect(message.english.hasSuffix("rxlearn starts with empty progress; the old file is kept there if you want to repair it."))
        let chinese = message.text(in: .simplifiedChinese)
        #expect(chinese.hasPrefix("无法读取进度文件（"), "\(chinese)")
        #expect(chinese.contains("rxlearn 将从空白进度开始") && !chinese.contains("starts with empty progress"), "\(chinese)")
        let empty = try Self.store().load()  // no file: nothing to say
        #expect(Notebook.openingMessage(progress: empty, unreadableCopies: Phrase("copies"), notice: Phrase("notice")) == Phrase("copies"))
        #expect(Notebook.openingMessage(progress: empty, unreadableCopies: nil, notice: Phrase("notice")) == Phrase("notice"))
    }

    /// A save the system refuses (here the state folder is a file) is said in the words of the
    /// learner's files, in each language — not the English reason inside a Chinese sentence.
    @Test func aSaveTheSystemRefusesIsSaidInEitherLanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-saver-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let notAFolder = folder.appendingPathComponent("state")
        try Data("a file".utf8).write(to: notAFolder)
        let mailbox = Mailbox()
        let saver = ProgressSaver(store: ProgressStore(fileURL: notAFolder.appendingPathComponent("progress.json")), mailbox: mailbox)
        saver.save(.cellMatched(lessonID: "l", cellID: "c1"))
        saver.waitForSavesUnderWay()
        guard case .progressNotSaved(let reason)? = mailbox.takeAll().first else { Issue.record("nothing said"); return }
        #expect(reason.english == "\(notAFolder.path) cannot be written — fix that file or folder, or set XDG_STATE_HOME to a folder you can write")
        let chinese = reason.text(in: .simplifiedChinese)
        #expect(chinese == "\(notAFolder.path) 无法写入；请修正这个文件或文件夹，或把 XDG_STATE_HOME 设为你能写入的文件夹")
        #expect(!chinese.contains("cannot"), "\(chinese)")
        #expect(saver.unsavedCount == 1)
        #expect(try Data(contentsOf: notAFolder) == Data("a file".utf8))
    }

    @Test func theLastSaveSaysWhyWhatIsLeftCouldNotBeSaved() throws {
        let store = Self.store()
        defer { try? FileManager.default.removeItem(at: store.fileURL.deletingLastPathComponent()) }
        let saver = ProgressSaver(store: store, mailbox: Mailbox())
        let lock = try HeldLock(store)
        defer { lock.release() }
        saver.save(.hintRevealed(exerciseID: "e", available: 3))
        guard case .locked(let path, let holder)? = saver.finish(waitingAtMost: .milliseconds(50)) else {
            Issue.record("the last save did not say the lock was held")
            return
        }
        #expect(path == store.lockURL.path)
        #expect(holder?.processID == getpid())
        #expect(saver.unsavedCount == 1)
    }

    @Test func changesMadeWhileTheLockIsHeldAreAllSavedOnceItIsFree() throws {
        let store = Self.store()
        defer { try? FileManager.default.removeItem(at: store.fileURL.deletingLastPathComponent()) }
        let saver = ProgressSaver(store: store, mailbox: Mailbox())
        // The lock held while the changes come: deliveries fail, and every change waits.
        let lock = try HeldLock(store)
        for cell in 1...20 { saver.save(.cellMatched(lessonID: "l", cellID: "c\(cell)")) }
        lock.release()
        #expect(saver.finish() == nil)
        #expect(try store.load().progress.lessons["l"]?.matchedCells.count == 20)
    }
}
