import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The workspace's problems in words that say what to do: a read-only mount is not a matter of
/// `chmod`; a reset on a full disk says where the learner's answer is safe; `--lang` without a
/// value says what it takes.
@Suite struct WorkspaceSentenceTests {
    private let lessons = ["--lessons", RxLearnProcess.fixture("exercises")]

    @Test func langWithoutAValueSaysWhatItTakes() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let english = try process.run(["list", "--lang"], environment: ["LANG": "en_US.UTF-8", "LC_ALL": "", "RXLEARN_LANG": ""])
        #expect(english.status == 64)
        #expect(english.stderr == "rxlearn: --lang needs a language after it: en (English) or zh-Hans (简体中文), e.g. `rxlearn --lang zh-Hans`.\n")
        let chinese = try process.run(["--lang="], environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "RXLEARN_LANG": ""])
        #expect(chinese.status == 64)
        #expect(chinese.stderr.hasPrefix("rxlearn: --lang 后面要写一种语言："), "\(chinese.stderr)")
    }

    #if os(Linux)
    /// A tmpfs mounted for the test in its own scratch folder (root only), unmounted after.
    private func withMount(at folder: URL, options: String, readOnly: Bool = false, _ body: () throws -> Void) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard mount("tmpfs", folder.path, "tmpfs", readOnly ? UInt(MS_RDONLY) : 0, options) == 0 else {
            Issue.record("mount: \(String(cString: strerror(errno)))")
            return
        }
        defer { umount2(folder.path, Int32(MNT_DETACH)) }
        try body()
    }

    private static let canMount: Bool = geteuid() == 0 && {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-mount-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: probe) }
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil,
              mount("tmpfs", probe.path, "tmpfs", 0, "size=16k") == 0 else { return false }
        umount2(probe.path, Int32(MNT_DETACH))
        return true
    }()

    @Test(.enabled(if: canMount, "mounting a tmpfs needs root"))
    func aReadOnlyMountIsSaidToBeReadOnly() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let mounted = process.stateHome.deletingLastPathComponent().appendingPathComponent("readonly")
        try withMount(at: mounted, options: "size=64k", readOnly: true) {
            let result = try process.run(["reset", "fx-double"] + lessons, environment: ["RXLEARN_WORKSPACE": mounted.appendingPathComponent("ws").path])
            #expect(result.status == 1)
            #expect(result.stderr.contains(" is on a read-only file system — choose another folder with --workspace DIR or RXLEARN_WORKSPACE\n"), "\(result.stderr)")
            #expect(!result.stderr.contains("chmod"))
        }
    }

    @Test(.enabled(if: canMount, "mounting a tmpfs needs root"))
    func aResetOnAFullDiskSaysWhereTheAnswerIsSafe() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let mounted = process.stateHome.deletingLastPathComponent().appendingPathComponent("full")
        try withMount(at: mounted, options: "size=64k") {
            let exercises = mounted.appendingPathComponent("ws/exercises")
            try FileManager.default.createDirectory(at: exercises, withIntermediateDirectories: true)
            try "// my answer\n".write(to: exercises.appendingPathComponent("fx-double.swift"), atomically: false, encoding: .utf8)
            // Fill the disk.
            #expect(FileManager.default.createFile(atPath: mounted.path + "/filler", contents: nil))
            let filler = try #require(FileHandle(forWritingAtPath: mounted.path + "/filler"))
            while (try? filler.write(contentsOf: Data(count: 4096))) != nil {}
            try? filler.close()

            let result = try process.run(["reset", "fx-double"] + lessons, environment: ["RXLEARN_WORKSPACE": mounted.appendingPathComponent("ws").path])
            #expect(result.status == 1)
            let backup = exercises.appendingPathComponent("fx-double.swift.bak").path
            #expect(result.stderr == "rxlearn: \(exercises.path)/fx-double.swift cannot be written: the disk is full — your version is safe in \(backup); free some space and try again\n")
            #expect(try String(contentsOfFile: backup, encoding: .utf8) == "// my answer\n")
        }
    }
    #endif
}
