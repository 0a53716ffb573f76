import Foundation
import SystemSupport

/// The Swift compiler that compiles cells.
public struct SwiftToolchain: Sendable, Equatable {
    /// The `swiftc` driver.
    public let swiftc: URL
    /// The linker to ask the driver for (`-use-ld=`), or nil for its default. On Linux the
    /// toolchain ships lld, which links a cell in about half the time of the default gold.
    public let linker: String?

    public init(swiftc: URL, linker: String? = nil) {
        self.swiftc = swiftc
        self.linker = linker
    }

    /// Finds `swiftc`, first match wins:
    /// 1. `RXLEARN_SWIFTC`;
    /// 2. the toolchain whose Swift runtime this process runs on (Linux: `<toolchain>/usr/lib/swift/linux/libswiftCore.so`
    ///    → `<toolchain>/usr/bin/swiftc`), which is the toolchain that built rxlearn;
    /// 3. next to the `swift` found on PATH, symlinks resolved (`/usr/bin/swift` → `/opt/swift/usr/bin/swift`);
    /// 4. `swiftc` on PATH;
    /// 5. on macOS, `xcrun --find swiftc`.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SwiftToolchain {
        var searched: [String] = []
        if let explicit = environment["RXLEARN_SWIFTC"], !explicit.isEmpty {
            searched.append("RXLEARN_SWIFTC=\(explicit)")
            if isExecutable(explicit) {
                return toolchain(swiftc: URL(fileURLWithPath: explicit))
            }
            // An explicit setting that points nowhere is a mistake worth reporting, not skipping.
            throw CellRunnerError.swiftcNotFound(searched: searched)
        }
        var candidates: [String] = []
        if let runtimeToolchain = swiftcOfRunningRuntime() {
            candidates.append(runtimeToolchain)
        }
        let pathDirectories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        if let swift = firstExecutable(named: "swift", in: pathDirectories) {
            let resolved = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
            candidates.append(resolved.deletingLastPathComponent().appendingPathComponent("swiftc").path)
        }
        candidates += pathDirectories.map { URL(fileURLWithPath: $0).appendingPathComponent("swiftc").path }
        for candidate in candidates {
            searched.append(candidate)
            if isExecutable(candidate) {
                return toolchain(swiftc: URL(fileURLWithPath: candidate))
            }
        }
        #if canImport(Darwin)
        searched.append("xcrun --find swiftc")
        if let found = xcrunFindSwiftc() {
            return toolchain(swiftc: URL(fileURLWithPath: found))
        }
        #endif
        throw CellRunnerError.swiftcNotFound(searched: searched)
    }

    private static func toolchain(swiftc: URL) -> SwiftToolchain {
        #if os(Linux)
        let lld = swiftc.deletingLastPathComponent().appendingPathComponent("ld.lld").path
        return SwiftToolchain(swiftc: swiftc, linker: isExecutable(lld) ? "lld" : nil)
        #else
        return SwiftToolchain(swiftc: swiftc, linker: nil)
        #endif
    }

    /// Linux: where the loaded libswiftCore.so lives tells which toolchain we run on (found in
    /// /proc/self/maps; `dladdr` does not reach Swift). On macOS the runtime is part of the OS and
    /// says nothing about compilers.
    private static func swiftcOfRunningRuntime() -> String? {
        #if os(Linux)
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
              let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
              let pathStart = line.firstIndex(of: "/") else { return nil }
        // <toolchain>/usr/lib/swift/linux/libswiftCore.so → <toolchain>/usr/bin/swiftc
        var usr = URL(fileURLWithPath: String(line[pathStart...])).resolvingSymlinksInPath()
        for _ in 0 ..< 4 {
            usr = usr.deletingLastPathComponent()
        }
        return usr.appendingPathComponent("bin/swiftc").path
        #else
        return nil
        #endif
    }

    #if canImport(Darwin)
    private static func xcrunFindSwiftc() -> String? {
        guard let result = try? ChildProcess.run(executable: URL(fileURLWithPath: "/usr/bin/xcrun"),
                                                 arguments: ["--find", "swiftc"],
                                                 limits: ProcessLimits(timeLimit: .seconds(20))),
              result.exit == .exited(0) else { return nil }
        let path = result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
        return isExecutable(path) ? path : nil
    }
    #endif

    private static func firstExecutable(named name: String, in directories: [String]) -> String? {
        directories.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(name).path }.first(where: isExecutable)
    }

    static func isExecutable(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && access(path, X_OK) == 0
    }
}
