import CellRunner
import Foundation
import Testing

/// A cell cache on a full or a read-only disk: `rxlearn run` says so in one sentence — no
/// `NSCocoaErrorDomain` text, no "link command failed (use -v …)". The disks are tmpfs mounts in
/// a user and mount namespace of the test's own (`unshare`), over a temporary folder; nothing is
/// mounted outside it.
@Suite(.serialized, .enabled(if: Unshare.works, "this system does not let unshare make user and mount namespaces"))
struct CacheDiskTests {

    @Test(arguments: [("size=3m", "(the disk is full)"), ("ro", "(it is on a read-only disk)")])
    func aCacheThatCannotBeWrittenIsOneSentence(_ mountOptions: String, _ reason: String) throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let scratch = process.stateHome.deletingLastPathComponent()
        let cache = scratch.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let program = scratch.appendingPathComponent("hello.swift")
        try "print(\"hello\") // \(UUID().uuidString)\n".write(to: program, atomically: true, encoding: .utf8)
        let executable = try #require(RxLearnProcess.executable)
        let script = "mount -t tmpfs -o \(mountOptions) none '\(cache.path)' && XDG_CACHE_HOME='\(cache.path)' "
            + "XDG_STATE_HOME='\(process.stateHome.path)' exec '\(executable.path)' run '\(program.path)'"
        let result = try ChildProcess.run(executable: URL(fileURLWithPath: Unshare.path),
                                          arguments: ["--user", "--map-root-user", "--mount", "/bin/sh", "-c", script],
                                          limits: ProcessLimits(timeLimit: .seconds(120)))
        #expect(result.exit == .exited(1))
        let lines = result.stderrText.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderrText)")
        #expect(result.stderrText.contains("rxlearn cannot write its cache at \(cache.path)/rxlearn \(reason)"), "\(result.stderrText)")
        #expect(!result.stderrText.contains("NSCocoaErrorDomain") && !result.stderrText.contains("use -v"))
    }
}

/// util-linux's `unshare`, when it can make a user and a mount namespace here.
enum Unshare {
    static let path = "/usr/bin/unshare"

    static let works: Bool = {
        guard FileManager.default.isExecutableFile(atPath: path),
              let result = try? ChildProcess.run(executable: URL(fileURLWithPath: path), arguments: ["--user", "--map-root-user", "--mount", "true"],
                                                 limits: ProcessLimits(timeLimit: .seconds(10))) else { return false }
        return result.exit == .exited(0)
    }()
}
