import Foundation
import SystemSupport

extension SwiftToolchain {
    /// `swiftc --version`, part of every cell's cache key so that a new compiler never reuses old
    /// binaries. Running it costs about 90 ms, more than a whole cached cell run, so the answer is
    /// remembered on disk under the identity of the compiler binary (path, size, modification
    /// time): replacing the toolchain changes the identity and asks again.
    public func versionString(cache: CellCache) throws -> String {
        let identity = compilerIdentity()
        let remembered = cache.toolchainsDirectory.appendingPathComponent("\(identity).version")
        if let text = try? String(contentsOf: remembered, encoding: .utf8), !text.isEmpty {
            return text
        }
        let result = try ChildProcess.run(executable: swiftc, arguments: ["--version"],
                                          limits: ProcessLimits(timeLimit: .seconds(30)))
        guard result.exit == .exited(0) else {
            throw CellRunnerError.compilerDidNotFinish(reason: "`swiftc --version` \(result.exit)")
        }
        let version = result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
        try CellCache.writeAtomically(Data(version.utf8), to: remembered)
        return version
    }

    /// A hash of the paths, sizes and modification times of the driver and the frontend next to it.
    private func compilerIdentity() -> String {
        var hasher = SHA256()
        let driver = swiftc.resolvingSymlinksInPath()
        let frontend = driver.deletingLastPathComponent().appendingPathComponent("swift-frontend")
        for file in [swiftc, driver, frontend] {
            hasher.updateField(file.path)
            hasher.updateField(FileFingerprint.of(file))
        }
        return hasher.hexDigest()
    }
}

/// Size and modification time of a file, as text for hashing ("missing" if there is none): the
/// toolchain's and the core's fingerprints, and `rxlearn check`'s replay key.
public enum FileFingerprint {
    /// Size and modification time, from one `stat` call. (`FileManager.attributesOfItem` would
    /// also look up the owner's user and group names in /etc/passwd and /etc/group for every
    /// file, which made fingerprinting the core's few hundred objects cost tens of milliseconds.)
    public static let missing = "missing"

    public static func of(_ file: URL) -> String {
        of(path: file.path)
    }

    public static func of(path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return missing }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return "\(info.st_size)@\(modified.tv_sec).\(modified.tv_nsec)"
    }
}
