import Foundation

/// The file of the running executable, symlinks resolved: where rxlearn finds the lessons and the
/// core built beside it. Each platform asks its kernel (`/proc/self/exe` on Linux,
/// `_NSGetExecutablePath` on macOS); `Bundle.main` and `CommandLine.arguments[0]` are only last
/// resorts, since the first argument may be a bare name found through PATH, or relative to a
/// directory we left.
public enum RunningExecutable {
    public static func url() -> URL? {
        #if os(Linux)
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: target)
        }
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        if _NSGetExecutablePath(&buffer, &size) == 0 {
            return URL(fileURLWithPath: String(cString: buffer)).resolvingSymlinksInPath()
        }
        #endif
        if let executable = Bundle.main.executableURL {
            return executable.resolvingSymlinksInPath()
        }
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        return URL(fileURLWithPath: first).resolvingSymlinksInPath()
    }
}
